import { useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { DialogProvider } from '@loan-webview/kit/ui/DialogProvider';
import { setConfig } from '@loan-webview/kit/config';
import { I18nProvider, isLanguage } from '@loan-webview/kit/i18n';
import sampleLender from '@loan-webview/mock-backend/sample-config.json';
import { setCommonParams } from '@loan-webview/kit/session';
import { playPageQuery } from '@loan-webview/mock-backend';
import { ToastHost } from '@loan-webview/kit/ui/ToastHost';
import { playgroundQuery } from '../packages/pages/src/story-helpers';
import { withDefaultArgs } from './default-args';

/**
 * Wraps every story in the language chosen in the toolbar and renders the toast queue. A page story's
 * `parameters.query` plays the page URL's query: the common params (orderId, productId, `mock=error`
 * scenario switches of the embedded backend...).
 */
const withPageContext: Decorator = (Story, context) => {
  // A Playground's controls stand for the query; a change of them opens the page again (the key).
  const played = playgroundQuery(context.args, context.parameters);
  const query = played ?? (context.parameters.query as Record<string, string> | undefined) ?? {};
  setCommonParams(query);
  // The embedded backend reads its switches (mock=, shape=) from the page URL, which a story does not have.
  playPageQuery(query);
  // The embedded backend's lender, as `npm start` serves it: a designer sees finished text, not placeholders.
  setConfig(sampleLender);
  const language = isLanguage(context.globals.locale) ? context.globals.locale : 'en';
  // A page sits in the page shell's column (PageShell's `.loan-page`), as on the phone.
  const page = context.title.startsWith('Pages/');
  const story = page ? (
    <div className="loan-page" key={played ? JSON.stringify(played) : undefined}>
      <Story />
    </div>
  ) : (
    <Story />
  );
  return (
    <I18nProvider language={language}>
      {page && context.viewMode === 'docs' ? <PhoneFrame>{story}</PhoneFrame> : story}
      <ToastHost />
    </I18nProvider>
  );
};

/**
 * On a docs page, each page story is a 360x640 phone of its own: its dialogs open inside it (DialogProvider's
 * container, a transformed box) instead of stacking over the whole docs page (issue 47.8).
 */
function PhoneFrame({ children }: { children: ReactNode }) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setFrame}
      style={{
        position: 'relative',
        width: 360,
        height: 640,
        margin: '0 auto',
        overflow: 'auto',
        transform: 'translateZ(0)',
        outline: '1px solid #d0d4dc',
      }}
    >
      <DialogProvider container={frame}>{frame && children}</DialogProvider>
    </div>
  );
}

/** White labels a designer can try: the configuration's brand colours (brandColors) on the document. */
export const BRANDS: Record<string, { title: string; primary?: string; danger?: string }> = {
  default: { title: 'Default green' },
  blue: { title: 'Blue lender', primary: '#0b5cff', danger: '#c4262e' },
  purple: { title: 'Purple lender', primary: '#6d28d9', danger: '#b42318' },
  dark: { title: 'Charcoal lender', primary: '#1f2937', danger: '#b91c1c' },
};

/** As the page shell applies `brandColors`: the tokens on the document element, the kit's defaults otherwise. */
const withBrand: Decorator = (Story, context) => {
  const brand = BRANDS[String(context.globals.brand)] ?? BRANDS.default;
  const root = document.documentElement.style;
  for (const [token, value] of [
    ['--loan-color-primary', brand.primary],
    ['--loan-color-success', brand.primary],
    ['--loan-color-danger', brand.danger],
  ] as const) {
    if (value) root.setProperty(token, value);
    else root.removeProperty(token);
  }
  return <Story />;
};

/** What Storybook and the portable-stories test share; preview.tsx adds the browser-only MSW loader. */
export const annotations: Preview = {
  decorators: [withPageContext, withBrand],
  argsEnhancers: [withDefaultArgs],
  globalTypes: {
    locale: {
      description: 'Language of the message catalog',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh', title: '中文' },
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'fil', title: 'Filipino' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand colours, as a lender configures them',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.entries(BRANDS).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  // A small Android phone by default; the page stories also have 320 and 390 wide variants.
  initialGlobals: { locale: 'en', brand: 'default', viewport: { value: 'phone360', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone360: { name: 'Small Android 360x640', styles: { width: '360px', height: '640px' } },
        phone390: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' } },
        phone320: { name: 'Narrow 320x568', styles: { width: '320px', height: '568px' } },
      },
    },
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};
