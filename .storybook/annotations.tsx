import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider, isLanguage } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { ToastHost } from '@loan-webview/kit/ui/ToastHost';

/**
 * Wraps every story in the language chosen in the toolbar and renders the toast queue. A page story's
 * `parameters.query` plays the page URL's query: the common params (orderId, productId, `mock=error`
 * scenario switches of the embedded backend...).
 */
const withPageContext: Decorator = (Story, context) => {
  setCommonParams((context.parameters.query as Record<string, string> | undefined) ?? {});
  const language = isLanguage(context.globals.locale) ? context.globals.locale : 'en';
  return (
    <I18nProvider language={language}>
      <Story />
      <ToastHost />
    </I18nProvider>
  );
};

/** What Storybook and the portable-stories test share; preview.tsx adds the browser-only MSW loader. */
export const annotations: Preview = {
  decorators: [withPageContext],
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
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
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
