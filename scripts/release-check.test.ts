import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper
import { chargesAboveCaps, identityPlaceholders, releaseRefusal, templateTextIn } from './lib/release-check.mjs';

async function site(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'release-check-'));
  for (const [file, html] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), html);
  }
  return dir;
}

describe('release check', () => {
  it('names every placeholder and note to counsel left in a page, per file', async () => {
    const dir = await site({
      'outsideOr/index.html':
        '<p class="loan-legal__notice" role="note">Template for counsel</p><p>Venue: [Venue of suits to be completed by counsel.]</p>',
      'index.html': '<footer>© [Lender name] Lending Corporation</footer><style>a[href]{}</style>',
      'outsideOr/index.zh.html': '<p>管辖 [诉讼管辖地由法律顾问填写。]</p>',
      'theMark/index.html': '<main>Loan agreement [1] of <b>[x]</b></main><script>var a=[Lender]</script>',
    });
    expect(await templateTextIn(dir)).toEqual([
      'index.html: [Lender name]',
      'outsideOr/index.html: [Venue of suits to be completed by counsel.]',
      'outsideOr/index.html: note to counsel "Template for counsel"',
      'outsideOr/index.zh.html: [诉讼管辖地由法律顾问填写。]',
    ]);
  });

  it('passes pages with none left', async () => {
    expect(await templateTextIn(await site({ 'index.html': '<p>PesoLoan Lending Corporation</p>' }))).toEqual([]);
  });

  it("refuses a configuration without the lender's identity, or with its bracketed defaults", () => {
    expect(identityPlaceholders({})).toEqual([
      'company.name',
      'company.secRegistration',
      'company.certificateOfAuthority',
    ]);
    expect(
      identityPlaceholders({
        company: {
          name: '[Lender name] Lending Corporation',
          secRegistration: 'SEC Registration No. CS201912345',
          certificateOfAuthority: ' ',
        },
      }),
    ).toEqual(['company.name', 'company.certificateOfAuthority']);
    expect(
      identityPlaceholders({
        company: {
          name: 'PesoLoan Lending Corporation',
          secRegistration: 'SEC Registration No. CS201912345',
          certificateOfAuthority: 'Certificate of Authority No. 3021',
        },
      }),
    ).toEqual([]);
  });

  it('refuses the legacy penalties (₱1,000 once, then 5% a day), naming each, and passes the sample lender', async () => {
    const legacy = {
      legal: { charges: { lateFeeOnce: 1000, lateChargePercentPerDay: 5, interestPercentPerDay: 0.08 } },
    };
    expect(chargesAboveCaps(legacy)).toEqual([
      'legal.charges.lateChargePercentPerDay 5% a day is 150% a month, above the late-charge ceiling of 5% a month',
      'legal.charges.lateFeeOnce ₱1000 is a fixed fee: the late-charge ceiling is 5% a month of the amount due',
    ]);
    expect(
      chargesAboveCaps({ legal: { charges: { interestPercentPerDay: 0.25, lateChargePercentPerMonth: 6 } } }),
    ).toEqual([
      'legal.charges.interestPercentPerDay 0.25% a day is 7.5% a month, above the nominal ceiling of 6%',
      'legal.charges.lateChargePercentPerMonth 6% a month is above the late-charge ceiling of 5% a month',
    ]);
    // The ceilings are configuration: a later circular is one change.
    expect(
      chargesAboveCaps({
        legal: { charges: { lateChargePercentPerMonth: 5 }, caps: { lateChargePercentPerMonth: 4 } },
      }),
    ).toHaveLength(1);
    const { readFile } = await import('node:fs/promises');
    const sample = JSON.parse(
      await readFile(path.join(import.meta.dirname, '../packages/mock-backend/sample-config.json'), 'utf8'),
    );
    expect(sample.legal.charges.lateChargePercentPerMonth).toBeGreaterThan(0);
    expect(chargesAboveCaps(sample)).toEqual([]);
  });

  it('passes the sample lender’s loan terms in Filipino: "the English text prevails" is no note to counsel', async () => {
    const { renderToString } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { setConfig } = await import('@loan-webview/kit/config');
    const { I18nProvider } = await import('@loan-webview/kit/i18n');
    const { LoanTermsPage } = await import('@loan-webview/pages/loan-terms');
    const { readFile } = await import('node:fs/promises');
    const sample = JSON.parse(
      await readFile(path.join(import.meta.dirname, '../packages/mock-backend/sample-config.json'), 'utf8'),
    );
    setConfig(sample);
    try {
      const html = renderToString(
        createElement(I18nProvider, { language: 'fil', children: createElement(LoanTermsPage) }),
      );
      expect(html).toContain('ang tekstong Ingles ang masusunod');
      expect(await templateTextIn(await site({ 'outsideOr/index.html': html }))).toEqual([]);
    } finally {
      setConfig(undefined);
    }
  });

  it('a release refuses the spec’s legacy penalties and ships the sample lender (what build:release prints)', async () => {
    const { readFile } = await import('node:fs/promises');
    const sample = JSON.parse(
      await readFile(path.join(import.meta.dirname, '../packages/mock-backend/sample-config.json'), 'utf8'),
    );
    const finished = await site({ 'index.html': '<p>PesoLoan Lending Corporation</p>' });
    expect(await releaseRefusal(sample, finished)).toEqual([]);
    const legacy = {
      ...sample,
      legal: { ...sample.legal, charges: { lateFeeOnce: 1000, lateChargePercentPerDay: 5 } },
    };
    expect(await releaseRefusal(legacy, finished)).toEqual([
      "release build refused: 2 charge(s) above the SEC's ceilings (legal.caps).",
      '  legal.charges.lateChargePercentPerDay 5% a day is 150% a month, above the late-charge ceiling of 5% a month',
      '  legal.charges.lateFeeOnce ₱1000 is a fixed fee: the late-charge ceiling is 5% a month of the amount due',
    ]);
  });

  it('a release leaves out the developer test page; npm start and the tests keep it', async () => {
    // @ts-expect-error plain ESM helper
    const { shippedPages } = await import('./lib/site-build.mjs');
    const { testPreviewDefinition } = await import('@loan-webview/pages/test-preview');
    const pages = [
      { route: 'loanDetailUrl', developmentOnly: false },
      { route: 'testPreview', developmentOnly: !!testPreviewDefinition.developmentOnly },
    ];
    expect(shippedPages(pages, { release: true }).map((page: { route: string }) => page.route)).toEqual([
      'loanDetailUrl',
    ]);
    expect(shippedPages(pages, { release: false })).toHaveLength(2);
  });
});
