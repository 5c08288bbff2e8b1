import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from './catalog';
import { I18nProvider, useT } from './I18nProvider';
import { expectOnlyCatalogText, uncataloguedText } from '../testing';
import { createTranslator, pickLanguage, registerMessages } from './translate';

// Pages register their own tables; here every table is in play.
registerMessages(messages);

describe('translation', () => {
  it('picks the language, falling back to the source text', () => {
    expect(createTranslator('zh')('common.retry')).toBe('重试');
    expect(createTranslator('en')('toast.chooseStars')).toBe('Please choose a rating');
    // No Indonesian override: the spec's own Indonesian wording is the source.
    expect(createTranslator('id')('toast.chooseStars')).toBe('Silakan pilih');
    expect(createTranslator('id')('customerService.email')).toBe('E-mail');
  });
  it('fills parameters', () => {
    expect(createTranslator('en')('customerService.call', { phone: '0917' })).toBe('Call 0917');
  });
  it('takes the lang query parameter first, then configuration', () => {
    expect(pickLanguage({ lang: 'id' }, 'en')).toBe('id');
    expect(pickLanguage({ lang: 'fr' }, 'zh')).toBe('zh');
    expect(pickLanguage({}, 'en')).toBe('en');
  });
  it('has a translation or the source for every language of every key', () => {
    for (const language of ['en', 'zh', 'id'] as const) {
      const t = createTranslator(language);
      for (const key of Object.keys(messages) as (keyof typeof messages)[]) expect(t(key)).not.toBe('');
    }
  });
});

describe('the catalog check', () => {
  function Labelled({ literal }: { literal?: string }) {
    const t = useT();
    return (
      <p>
        <span>{t('customerService.call', { phone: '09171234567' })}</span>
        {literal && <span>{literal}</span>}
      </p>
    );
  }
  it('passes catalog text in any language, with parameters', () => {
    const { container } = render(
      <I18nProvider language="zh">
        <Labelled />
      </I18nProvider>,
    );
    expect(() => expectOnlyCatalogText(container)).not.toThrow();
  });
  it('fails on a hard-coded string, unless it is allowed data', () => {
    const { container } = render(<Labelled literal="Pay now!" />);
    expect(uncataloguedText(container)).toEqual(['Pay now!']);
    expect(() => expectOnlyCatalogText(container)).toThrow(/Pay now!/);
    expect(() => expectOnlyCatalogText(container, ['Pay now!'])).not.toThrow();
  });
});

describe('the catalog check with short templates', () => {
  it('does not let "{seconds}s" pass any word ending in s', () => {
    const { container } = render(
      <p>
        <span>59s</span>
        <span>Loans</span>
      </p>,
    );
    expect(uncataloguedText(container)).toEqual(['Loans']);
  });
});
