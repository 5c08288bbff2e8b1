import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper
import * as releaseCheck from './lib/release-check.mjs';

const {
  chargesAboveCaps,
  discardRefusedBuild,
  identityPlaceholders,
  netProceedsUnsaid,
  releaseRefusal,
  templateTextIn,
} = releaseCheck;

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
    const { readFile } = await import('node:fs/promises');
    const sample = JSON.parse(
      await readFile(path.join(import.meta.dirname, '../packages/mock-backend/sample-config.json'), 'utf8'),
    );
    const legacy = {
      legal: { ...sample.legal, charges: { ...sample.legal.charges, lateFeeOnce: 1000, lateChargePercentPerDay: 5 } },
    };
    expect(await chargesAboveCaps(legacy)).toEqual([
      'legal.charges.lateChargePercentPerDay 5% a day is 150% a month, above the late-charge ceiling of 5% a month',
      'legal.charges.lateFeeOnce ₱1000 is a fixed fee: the late-charge ceiling is 5% a month of the amount due',
    ]);
    expect(sample.legal.charges.lateChargePercentPerMonth).toBeGreaterThan(0);
    expect(await chargesAboveCaps(sample)).toEqual([]);
  });

  it('checks the charges at the lender’s own limits: a larger amount or a longer term is worked through', async () => {
    const charges = { interestPercentPerDay: 0.2, serviceFeePercent: 2, maxExtensions: 0 };
    // 0.2% a day (the nominal ceiling) for 365 days is 73% interest: within 100%; for 500 days, 100% and the fee past it.
    expect(await chargesAboveCaps({ legal: { charges } })).toEqual([]);
    expect(await chargesAboveCaps({ legal: { charges, limits: { maxTermDays: 500 } } })).toEqual([
      'a ₱10,000.00 loan over 500 days costs ₱10,200.00 (102% of the amount borrowed), above the total-cost ceiling of 100%',
    ]);
  });

  it('refuses a configuration that does not say where the answer puts what the borrower receives', () => {
    expect(netProceedsUnsaid({})).toHaveLength(1);
    expect(netProceedsUnsaid({ netProceeds: { row: ['Amount received'] } })).toEqual([]);
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

  it('a release refuses the spec’s legacy penalties, a lender’s raised ceiling and an unsaid net proceeds, and ships the sample lender (what build:release prints)', async () => {
    const { readFile } = await import('node:fs/promises');
    const sample = JSON.parse(
      await readFile(path.join(import.meta.dirname, '../packages/mock-backend/sample-config.json'), 'utf8'),
    );
    const finished = await site({ 'index.html': '<p>PesoLoan Lending Corporation</p>' });
    expect(await releaseRefusal(sample, finished)).toEqual([]);
    const legacy = {
      ...sample,
      legal: { ...sample.legal, charges: { ...sample.legal.charges, lateFeeOnce: 1000, lateChargePercentPerDay: 5 } },
    };
    expect(await releaseRefusal(legacy, finished)).toEqual([
      "release build refused: 2 charge(s) unchecked or above the SEC's ceilings (SEC MC No. 3 s. 2022, MC No. 14 s. 2025).",
      '  legal.charges.lateChargePercentPerDay 5% a day is 150% a month, above the late-charge ceiling of 5% a month',
      '  legal.charges.lateFeeOnce ₱1000 is a fixed fee: the late-charge ceiling is 5% a month of the amount due',
    ]);
    const raised = { ...sample, legal: { ...sample.legal, caps: { totalCostPercent: 150 } } };
    expect((await releaseRefusal(raised, finished))[1]).toBe(
      "  legal.caps.totalCostPercent 150 is above the circular's 100: a lender may only lower it",
    );
    const { netProceeds: _unsaid, ...silent } = sample;
    expect((await releaseRefusal(silent, finished))[0]).toBe(
      'release build refused: the confirmations could not show the finance charge and the EIR.',
    );
  });

  it('a refused release leaves nothing to deploy: the site and its packages are removed', async () => {
    const built = await site({ 'index.html': '<footer>© [Lender name] Lending Corporation</footer>' });
    const packages = await site({ 'home.zip': 'pk' });
    expect((await releaseRefusal({}, built))[0]).toMatch(/^release build refused/);
    discardRefusedBuild([built, packages]);
    expect([existsSync(built), existsSync(packages)]).toEqual([false, false]);
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
