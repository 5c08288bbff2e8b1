import { describe, expect, it } from 'vitest';
import { messages as kitMessages } from '@loan-webview/kit/i18n/catalog';
import { catalogProblems } from '@loan-webview/kit/testing';
import { loadPageCatalog } from './catalog';

const { pageMessages, pageTranslations } = await loadPageCatalog();

describe('the pages’ message tables', () => {
  it('are translated key for key, never empty, with the source text’s parameters', () => {
    expect(catalogProblems(pageMessages, pageTranslations)).toEqual([]);
  });

  it('never reuse a key of the kit’s (a page would silently change a component’s text)', () => {
    expect(Object.keys(pageMessages).filter((key) => key in kitMessages)).toEqual([]);
  });
});
