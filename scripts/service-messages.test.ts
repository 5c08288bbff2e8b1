import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as kitMessages } from '@loan-webview/kit/i18n/catalog';
import { loadPageCatalog } from '@loan-webview/pages/catalog';

/**
 * Where the English text departs from the spec's wording (issue 26.10): each departure's reason is kept by key in
 * docs/service-messages.json; docs/service-messages.md is written from it and the catalog, never read back
 * (issue 60.3). After a wording change: `npx vitest run scripts/service-messages.test.ts -u`, and review the diff.
 */
const { pageMessages } = await loadPageCatalog();
const messages: Record<string, { source: string; en?: string }> = { ...kitMessages, ...pageMessages };
const reasons: Record<string, string> = JSON.parse(
  readFileSync(path.join(__dirname, '../docs/service-messages.json'), 'utf8'),
);
const departures = Object.entries(messages).filter(([, entry]) => entry.en !== undefined && entry.en !== entry.source);

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

describe('service messages departing from the spec', () => {
  it('finds departures (the check itself)', () => {
    expect(departures.length).toBeGreaterThan(10);
  });

  it('gives a reason for each, and none for a message that does not depart', () => {
    expect(departures.filter(([key]) => !reasons[key]).map(([key]) => `a reason for ${key}`)).toEqual([]);
    const departing = new Set(departures.map(([key]) => key));
    expect(Object.keys(reasons).filter((key) => !departing.has(key))).toEqual([]);
  });

  it('docs/service-messages.md is written from the catalog and the reasons', async () => {
    const rows = Object.entries(reasons)
      .filter(([key]) => messages[key])
      .map(
        ([key, why]) => `| \`${key}\` | ${cell(messages[key].source)} | ${cell(messages[key].en!)} | ${cell(why)} |`,
      );
    const doc = `# Service messages: where the English text departs from the spec's wording

The spec quotes the legacy app's messages, some in Chinese, some in English and one in Indonesian. The spec's
wording is each message's \`source\` in the catalog (the kit's \`packages/kit/src/i18n/messages/\`, a page folder's
\`messages/\`); the English catalog may improve it. Every departure is listed here. This file is written by
\`scripts/service-messages.test.ts\` from the catalog and the reasons in \`docs/service-messages.json\` (run it with
\`-u\` after a wording change); edit the reasons there, not here.

| key | the spec's wording (\`source\`) | English shown | why |
|---|---|---|---|
${rows.join('\n')}
`;
    await expect(doc).toMatchFileSnapshot('../docs/service-messages.md');
  });
});
