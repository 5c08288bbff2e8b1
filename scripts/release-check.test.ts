import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper
import { identityPlaceholders, templateTextIn } from './lib/release-check.mjs';

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
});
