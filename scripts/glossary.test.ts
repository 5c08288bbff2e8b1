import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One Filipino word per thing (docs/glossary.md): no Filipino string of any table uses a word the glossary replaced,
 * and each glossary word is the one the tables use.
 */
const root = path.join(import.meta.dirname, '..');
const rows = readFileSync(path.join(root, 'docs/glossary.md'), 'utf8')
  .split('\n')
  .filter((line) => /^\| [^-]/.test(line) && !line.startsWith('| English'))
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, english, filipino, not]) => ({ english, filipino, not: not.split(',').map((word) => word.trim()) }));

/** Every Filipino table: the kit's (`i18n/messages/fil/`) and each page area's (`messages/fil.ts`). */
function filipinoTables(): string[] {
  const kit = path.join(root, 'packages/kit/src/i18n/messages/fil');
  const pages = path.join(root, 'packages/pages/src');
  return [
    ...readdirSync(kit).map((file) => path.join(kit, file)),
    ...readdirSync(pages)
      .map((area) => path.join(pages, area, 'messages/fil.ts'))
      .filter((file) => {
        try {
          return readFileSync(file) !== undefined;
        } catch {
          return false;
        }
      }),
  ];
}

async function filipinoStrings(): Promise<[string, string][]> {
  const all: [string, string][] = [];
  for (const file of filipinoTables()) {
    const table = (await import(file)).default as Record<string, string>;
    for (const [key, text] of Object.entries(table)) all.push([key, text.replace(/\{\w+\}/g, '')]);
  }
  return all;
}

const mentions = (text: string, word: string) =>
  new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu').test(text);

describe('the glossary (docs/glossary.md)', () => {
  it('reads its table', () => {
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.find((row) => row.english === 'lender')).toEqual({
      english: 'lender',
      filipino: 'nagpapautang',
      not: ['lender'],
    });
  });

  it('no Filipino string uses a word the glossary replaced', async () => {
    const strings = await filipinoStrings();
    expect(strings.length).toBeGreaterThan(300);
    const found = rows.flatMap(({ filipino, not }) =>
      not
        .filter((word) => word.toLowerCase() !== filipino.toLowerCase())
        .flatMap((word) => strings.filter(([, text]) => mentions(text, word)).map(([key]) => `${key}: "${word}"`)),
    );
    expect(found).toEqual([]);
  });

  it('each glossary word is used by the tables', async () => {
    const strings = await filipinoStrings();
    const unused = rows.filter(({ filipino }) => !strings.some(([, text]) => mentions(text, filipino)));
    expect(unused.map((row) => row.filipino)).toEqual([]);
  });
});
