import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as kitMessages } from '@loan-webview/kit/i18n/catalog';
import { pageMessages } from '@loan-webview/pages/catalog';

const messages = { ...kitMessages, ...pageMessages };

/** docs/service-messages.md lists every message whose English differs from the spec's wording (issue 26.10). */
const doc = readFileSync(path.join(__dirname, '../docs/service-messages.md'), 'utf8');
const rows = new Map(
  [...doc.matchAll(/^\| `([\w.]+)` \| (.*?) \| (.*?) \| .+ \|$/gm)].map(([, key, source, english]) => [
    key,
    { source, english },
  ]),
);

describe('service messages departing from the spec', () => {
  const departures = Object.entries(messages).filter(
    ([, entry]) => (entry as { en?: string }).en !== undefined && (entry as { en?: string }).en !== entry.source,
  );

  it('has a row for each, with the spec wording and the English as the catalog has them', () => {
    expect(departures.length).toBeGreaterThan(0);
    for (const [key, entry] of departures) {
      expect(rows.get(key), key).toEqual({ source: entry.source, english: (entry as { en: string }).en });
    }
  });

  it('has no row for a message that does not depart', () => {
    expect([...rows.keys()].sort()).toEqual(departures.map(([key]) => key).sort());
  });
});
