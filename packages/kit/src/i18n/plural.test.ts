import { describe, expect, it } from 'vitest';
import { messagePattern } from '../testing';
import { messages, translations } from './catalog';
import { formatPlurals, pluralBlocks } from './plural';
import { createTranslator, provideTranslations, registerMessages } from './translate';

// Every table of the kit's and its translations, as a page that shows them has them.
registerMessages(messages);
for (const [language, strings] of Object.entries(translations)) {
  provideTranslations(language as 'zh', strings as Record<string, string>);
}

describe('plurals as each language counts them (Intl.PluralRules)', () => {
  it('reads a block, with its exact forms and a parameter inside a form', () => {
    const [block] = pluralBlocks('Left: {n, plural, =0 {none} one {# day for {who}} other {# days}}.');
    expect(block).toMatchObject({ name: 'n', forms: { '=0': 'none', one: '# day for {who}', other: '# days' } });
    expect(formatPlurals('Left: {n, plural, =0 {none} one {# day} other {# days}}.', { n: 0 }, 'en')).toBe(
      'Left: none.',
    );
  });

  it('picks the form by the language’s rules, not by n === 1', () => {
    const text = '{n, plural, one {# one} few {# few} many {# many} other {# other}}';
    expect([1, 2, 5, 21].map((n) => formatPlurals(text, { n }, 'en'))).toEqual([
      '1 one',
      '2 other',
      '5 other',
      '21 other',
    ]);
    // Russian counts 21 as one and 2 as few: the rules are the language's own.
    expect([1, 2, 5, 21].map((n) => formatPlurals(text, { n }, 'ru'))).toEqual(['1 one', '2 few', '5 many', '21 one']);
    expect([1, 2].map((n) => formatPlurals(text, { n }, 'zh'))).toEqual(['1 other', '2 other']);
  });

  // Every count of the kit's tables, in every language, at 0, 1, 2 and 5.
  const counted = Object.entries(messages)
    .filter(([, entry]) => pluralBlocks(entry.source).length > 0)
    .map(([key]) => key as keyof typeof messages);
  const languages = ['en', 'fil', 'zh', 'id'] as const;

  it('finds the counts (the check itself)', () => {
    expect(counted).toEqual(expect.arrayContaining(['ui.stars', 'ui.daysLeft', 'ui.overdueByDays', 'ui.resendIn']));
  });

  it.each(languages)('%s: each count reads whole at 0, 1, 2 and 5', async (language) => {
    const t = createTranslator(language);
    for (const key of counted) {
      const name = pluralBlocks(messages[key].source)[0]!.name;
      for (const n of [0, 1, 2, 5]) {
        const text = t(key, { [name]: n });
        expect(text, `${language} ${key} ${n}`).toContain(String(n));
        expect(text, `${language} ${key} ${n}`).not.toMatch(/[{}#]|plural/);
        if (language !== 'en') {
          const own = (translations as Record<string, Record<string, string>>)[language]?.[key];
          if (own) expect(messagePattern(own).test(text), `${language} ${key} ${n}`).toBe(true);
        }
      }
    }
  });

  it('in English one is singular and 0, 2 and 5 are plural', () => {
    const t = createTranslator('en');
    expect([0, 1, 2, 5].map((count) => t('ui.stars', { count }))).toEqual(['0 stars', '1 star', '2 stars', '5 stars']);
    expect([0, 1, 2, 5].map((count) => t('ui.daysLeft', { count }))).toEqual([
      '0 days left',
      '1 day left',
      '2 days left',
      '5 days left',
    ]);
    expect(t('ui.resendIn', { seconds: 1 })).toBe('Resend in 1 second');
    expect(messagePattern(messages['ui.daysLeft'].source).test('1 day left')).toBe(true);
    expect(messagePattern(messages['ui.daysLeft'].source).test('5 days left')).toBe(true);
  });
});

describe('Filipino counts take the linker a reader expects (issue 81: "nang 19 araw" read wrong)', () => {
  it('"4 na araw", "19 na araw", and one day as "1 araw"', () => {
    const t = createTranslator('fil');
    expect(t('ui.overdueByDays', { count: 19 })).toBe('Lampas na sa due date nang 19 na araw');
    expect(t('ui.daysLeft', { count: 4 })).toBe('4 na araw na lang');
    expect(t('ui.daysLeft', { count: 1 })).toBe('1 araw na lang');
  });
});
