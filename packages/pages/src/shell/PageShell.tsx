import { useEffect, useState, type ReactNode } from 'react';
import { I18nProvider, isLanguage, type Language, pickLanguage, registerMessages, useT } from '@loan-webview/kit/i18n';
import { routeTitleMessages } from '@loan-webview/kit/i18n/messages/routes';
import type { RouteKey } from '@loan-webview/kit/routes';
import { getCommonParams } from '@loan-webview/kit/session';
import { DialogProvider } from '@loan-webview/kit/ui/DialogProvider';
import { ErrorBoundary } from '@loan-webview/kit/ui/PageState';
import { ToastHost } from '@loan-webview/kit/ui/ToastHost';
import '@loan-webview/kit/base.css';
import { LanguagePending } from './language-pending';
import './PageShell.css';

export interface PageShellProps {
  children: ReactNode;
  /**
   * Language for the first render: the one the markup was prerendered in (the build passes it; in the browser
   * it is the prerendered `<html lang>`), so hydration matches. The effect then applies the page's own.
   */
  initialLanguage?: Language;
  /** False for a page that lays out its own landmarks (header, main, footer): the shell is then a plain div. */
  main?: boolean;
  /** The page's route: its title, in the page's language, becomes the document's (a native title bar shows it). */
  route?: RouteKey;
}

registerMessages(routeTitleMessages);

function DocumentTitle({ route }: { route: RouteKey }) {
  const title = useT()(`route.${route}`);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** What every page stands in: language, brand colours, the toast host and an error boundary. */
export function PageShell({ children, initialLanguage = prerenderedLanguage(), main = true, route }: PageShellProps) {
  const [language, setLanguage] = useState<Language>(initialLanguage);

  useEffect(() => {
    // Configuration (and valibot, which validates it) loads with the page's content, not before hydration.
    let live = true;
    // A chunk that fails to arrive leaves the prerendered language and colours; the content shows its own Retry.
    import('@loan-webview/kit/config').then(
      ({ applyBrand, getConfig }) => {
        if (!live) return;
        const config = getConfig();
        setLanguage(pickLanguage(getCommonParams(), config.language));
        applyBrand(document.documentElement, config);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <I18nProvider language={language}>
      <LanguagePending requested={language}>
        {route && <DocumentTitle route={route} />}
        {/* In the webview, back closes an open dialog before it leaves the page (ADR 0047). */}
        <DialogProvider closeOnBack>
          <ErrorBoundary>
            {main ? <main className="loan-page">{children}</main> : <div className="loan-page">{children}</div>}
          </ErrorBoundary>
        </DialogProvider>
        <ToastHost />
      </LanguagePending>
    </I18nProvider>
  );
}

function prerenderedLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : 'en';
}
