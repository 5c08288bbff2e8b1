import { describe, expect, it } from 'vitest';
import { messages as kitMessages } from '@loan-webview/kit/i18n/catalog';
import { catalogProblems, messagePattern } from '@loan-webview/kit/testing';
import { addTranslations, createTranslator, registerMessages } from '@loan-webview/kit/i18n';
import { loadPageCatalog } from './catalog';

const { pageMessages, pageTranslations } = await loadPageCatalog();
/** A count written straight before a noun in the plural: wrong for 1 (`1 days`), so written as a plural block. */
const COUNTED_NOUN =
  /\{\w+\} (working )?(days|weeks|months|years|times|seconds|minutes|hours|stars|images|files|items)\b/;

describe('the pages’ message tables', () => {
  it('are translated key for key, never empty, with the source text’s parameters', () => {
    expect(catalogProblems(pageMessages, pageTranslations)).toEqual([]);
  });

  it('never reuse a key of the kit’s (a page would silently change a component’s text)', () => {
    expect(Object.keys(pageMessages).filter((key) => key in kitMessages)).toEqual([]);
  });

  it('counts through plural blocks: no English count is followed by a noun written plural for every number', () => {
    const fixed = Object.entries(pageMessages)
      .map(([key, entry]) => [key, entry.en ?? entry.source] as const)
      .filter(([, text]) => COUNTED_NOUN.test(text.replace(/\{\w+, plural,[^]*?\}\}/g, '')));
    expect(fixed).toEqual([]);
  });

  it('each count reads whole in every language at 0, 1, 2 and 5', () => {
    registerMessages(pageMessages);
    for (const [language, strings] of Object.entries(pageTranslations)) addTranslations(language as 'zh', strings);
    const countOf = (text: string) => /\{(\w+), plural,/.exec(text)?.[1];
    const counted = Object.entries(pageMessages).filter(([, entry]) => countOf(entry.en ?? entry.source));
    expect(counted.map(([key]) => key)).toEqual(expect.arrayContaining(['repayment.inDays', 'complaint.replyBy']));
    for (const language of ['en', 'fil', 'zh', 'id'] as const) {
      const t = createTranslator(language);
      for (const [key, entry] of counted) {
        const name = countOf(entry.en ?? entry.source)!;
        for (const n of [0, 1, 2, 5]) {
          const params = Object.fromEntries(
            [...(entry.en ?? entry.source).matchAll(/\{(\w+)[,}]/g)].map(([, param]) => [
              param,
              param === name ? n : /^(amount|fee|owed|cost|borrowed)$|Amount$/.test(param) ? '₱5,000.00' : 'X',
            ]),
          );
          const text = t(key as 'repayment.inDays', params);
          expect(text, `${language} ${key} ${n}`).toContain(String(n));
          expect(text, `${language} ${key} ${n}`).not.toMatch(/[{}#]|plural/);
          const own = language === 'en' ? (entry.en ?? entry.source) : pageTranslations[language]?.[key];
          if (own) expect(messagePattern(own).test(text), `${language} ${key} ${n}: ${text}`).toBe(true);
        }
      }
    }
    expect(createTranslator('en')('repayment.inDays', { days: 1 })).toBe('in 1 day');
    expect(createTranslator('en')('repayment.inDays', { days: 5 })).toBe('in 5 days');
  });
});
