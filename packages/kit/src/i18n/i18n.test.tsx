import { render } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { messages, translations } from './catalog';
import { I18nProvider, useT } from './I18nProvider';
import { catalogProblems, expectOnlyCatalogText, messagePattern, uncataloguedText } from '../testing';
import { createTranslator, pickLanguage, registerMessages } from './translate';
import { languages } from './languages';
import { routeTitleMessages } from './messages/routes';
import { routes } from '../routes/routes';
import { PAGE_STATE_VERSION } from '../state/page-state';

// The catalog is the page's (on globalThis, ADR 0087): a fresh copy of the module starts with a fresh one, as a
// page does, and the one the other tests share comes back after.
const CATALOG = Symbol.for(`@loan-webview/kit/i18n@${PAGE_STATE_VERSION}`);
const pageGlobals = globalThis as unknown as Record<symbol, unknown>;
const shared = pageGlobals[CATALOG];
afterAll(() => {
  pageGlobals[CATALOG] = shared;
});
function freshCatalog() {
  delete pageGlobals[CATALOG];
  vi.resetModules();
}

// Pages register their own tables; here every table is in play.
registerMessages(messages);

describe('translation', () => {
  it('picks the language, falling back to the source text', () => {
    expect(createTranslator('zh')('common.retry')).toBe('重试');
    expect(createTranslator('en')('toast.chooseStars')).toBe('Please choose a rating');
    // No Indonesian override: the spec's own Indonesian wording is the source.
    expect(createTranslator('id')('toast.chooseStars')).toBe('Silakan pilih');
  });
  it('fills parameters', () => {
    expect(createTranslator('en')('ui.removeImage', { index: 2 })).toBe('Remove image 2');
  });
  it('takes the lang query parameter first, then configuration', () => {
    expect(pickLanguage({ lang: 'id' }, 'en')).toBe('id');
    expect(pickLanguage({ lang: 'fr' }, 'zh')).toBe('zh');
    expect(pickLanguage({}, 'en')).toBe('en');
  });
  it('reads Filipino as fil, tl (Tagalog) or a device locale such as fil-PH', () => {
    for (const lang of ['fil', 'tl', 'fil-PH', 'TL', 'tl_PH']) expect(pickLanguage({ lang }, 'en')).toBe('fil');
    expect(createTranslator('fil')('common.retry')).toBe('Subukang muli');
  });
  it('has a translation or the source for every language of every key', () => {
    for (const language of ['en', 'zh', 'id', 'fil'] as const) {
      const t = createTranslator(language);
      for (const key of Object.keys(messages) as (keyof typeof messages)[]) expect(t(key)).not.toBe('');
    }
  });
});

describe('translations', () => {
  it('are keyed by catalog keys, never empty, with the source text’s parameters', () => {
    expect(catalogProblems(messages, translations)).toEqual([]);
  });

  it('the check names a missing key, a stray key, an empty text and a lost parameter', () => {
    const table = { 'demo.hi': { source: 'Hi {name}' }, 'demo.bye': { source: 'Bye' } };
    expect(
      catalogProblems(table, {
        zh: { 'demo.hi': ' ', 'demo.bye': '再见', 'demo.gone': 'x' },
        id: { 'demo.hi': 'Halo', 'demo.bye': 'Dah' },
        fil: {},
      }),
    ).toEqual([
      'zh demo.hi: empty',
      'zh demo.gone: not in the table',
      'id demo.hi: parameters {name} ≠ ',
      'fil demo.hi: missing',
      'fil demo.bye: missing',
    ]);
  });

  it('title every page as the route table does', () => {
    const titles = Object.entries(routeTitleMessages).map(([key, { source }]) => [key, source]);
    expect(titles).toEqual(Object.entries(routes).map(([route, { title }]) => [`route.${route}`, title]));
  });

  it('cover every language the kit registers', () => {
    expect(Object.keys(translations).sort()).toEqual(
      languages()
        .filter((language) => language !== 'en')
        .sort(),
    );
  });

  it('stay out of the source table: a page bundle carries English only', () => {
    for (const entry of Object.values(messages) as { zh?: string; id?: string }[]) {
      expect(entry.zh).toBeUndefined();
      expect(entry.id).toBeUndefined();
    }
  });
});

describe('a language loaded on demand', () => {
  // The vitest setup adds every language up front; a fresh copy of the module starts as a page does.
  async function freshTranslate() {
    freshCatalog();
    return { ...(await import('./translate')), ...(await import('./define')) };
  }
  const loads: string[] = [];
  const loader = (text: string) => async () => {
    loads.push(text);
    return { default: { 'demo.hello': text } };
  };

  it('loads each registered table once, and a table registered later at once', async () => {
    const i18n = await freshTranslate();
    const hello = i18n.defineMessages({ 'demo.hello': { source: 'Hello' } }, { zh: loader('你好') });
    i18n.registerMessages(hello);
    const t = i18n.createTranslator('zh');
    expect(i18n.hasLanguage('zh')).toBe(false);
    expect(t('demo.hello' as never)).toBe('Hello');
    await Promise.all([i18n.loadLanguage('zh'), i18n.loadLanguage('zh')]);
    expect(i18n.hasLanguage('zh')).toBe(true);
    expect(t('demo.hello' as never)).toBe('你好');
    // The shared strings came along: common and ui are registered by the module itself.
    expect(t('common.retry')).toBe(translations.zh['common.retry']);
    expect(loads).toEqual(['你好']);

    const later = i18n.defineMessages(
      { 'demo.bye': { source: 'Bye' } },
      { zh: async () => ({ default: { 'demo.bye': '再见' } }) },
    );
    i18n.registerMessages(later);
    expect(i18n.hasLanguage('zh')).toBe(false);
    await i18n.loadLanguage('zh');
    expect(t('demo.bye' as never)).toBe('再见');
  });

  it('keeps a language shown while a table registered later loads (a part waits for its strings)', async () => {
    const i18n = await freshTranslate();
    const { I18nProvider: FreshProvider, useT: freshUseT } = await import('./I18nProvider');
    i18n.registerMessages(i18n.defineMessages({ 'demo.hello': { source: 'Hello' } }, { zh: loader('你好') }));
    await i18n.loadLanguage('zh');
    function Hello() {
      return <p>{freshUseT()('demo.hello' as never)}</p>;
    }
    const view = render(
      <FreshProvider language="zh">
        <Hello />
      </FreshProvider>,
    );
    expect(view.container.textContent).toBe('你好');
    let arrive = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const later = i18n.defineMessages(
      { 'demo.bye': { source: 'Bye' } },
      { zh: () => arrived.then(() => ({ default: { 'demo.bye': '再见' } })) },
    );
    i18n.registerMessages(later);
    let partsStringsIn = false;
    void i18n.requestedStringsIn().then(() => (partsStringsIn = true));
    view.rerender(
      <FreshProvider language="zh">
        <Hello />
      </FreshProvider>,
    );
    // Before, the whole page showed English again until the later table's strings came.
    expect(view.container.textContent).toBe('你好');
    expect(partsStringsIn).toBe(false);
    arrive();
    await vi.waitFor(() => expect(partsStringsIn).toBe(true));
    expect(i18n.createTranslator('zh')('demo.bye' as never)).toBe('再见');
  });

  it('keeps the source text when a chunk fails, and tries again on the next request', async () => {
    const i18n = await freshTranslate();
    let fail = true;
    i18n.registerMessages(
      i18n.defineMessages(
        { 'demo.hello': { source: 'Hello' } },
        {
          id: async () => {
            if (fail) throw new Error('chunk failed');
            return { default: { 'demo.hello': 'Halo' } };
          },
        },
      ),
    );
    await i18n.loadLanguage('id');
    expect(i18n.createTranslator('id')('demo.hello' as never)).toBe('Hello');
    fail = false;
    await i18n.loadLanguage('id');
    expect(i18n.createTranslator('id')('demo.hello' as never)).toBe('Halo');
  });
});

describe('the catalog check', () => {
  function Labelled({ literal }: { literal?: string }) {
    const t = useT();
    return (
      <p>
        <span>{t('ui.removeImage', { index: 3 })}</span>
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

describe('the catalog check with an amount in a template', () => {
  it('lets "Pay {amount}" pass a figure only, not any text after "Pay"', () => {
    expect(messagePattern('Pay {amount}').test('Pay ₱3,391.00')).toBe(true);
    expect(messagePattern('Pay {amount}').test('Pay now!')).toBe(false);
    expect(messagePattern('Pay {amount} via {channel}').test('Pay −₱50.00 via Cebuana Lhuillier')).toBe(true);
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

describe('a language the host already has (server rendering, issue 28.6)', () => {
  it('renders in it from the first render when given its strings, so server HTML and hydration agree', async () => {
    freshCatalog();
    const { I18nProvider: FreshProvider, useT: freshUseT } = await import('./I18nProvider');
    const { renderToString } = await import('react-dom/server');
    function Retry() {
      return <>{freshUseT()('common.retry')}</>;
    }
    // Without the strings the first render is the source text: the language arrives after hydration.
    expect(renderToString(<FreshProvider language="zh">{<Retry />}</FreshProvider>)).toBe('Retry');
    const html = renderToString(
      <FreshProvider language="zh" messages={translations.zh}>
        <Retry />
      </FreshProvider>,
    );
    expect(html).toBe(translations.zh['common.retry']);
  });
});
