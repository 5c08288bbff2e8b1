import { useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_CONFIG, getConfig } from '../../config/config';
import { I18nProvider } from '../../i18n/I18nProvider';
import { pickLanguage, type Language } from '../../i18n/translate';
import { getCommonParams } from '../../session/session';
import { ErrorBoundary } from '../../ui/components/PageState';
import { ToastHost } from '../../ui/components/ToastHost';
import '../../ui/theme/theme.css';
import './PageShell.css';

export interface PageShellProps {
  children: ReactNode;
  /** Language for the first render; defaults to the configured one. Prerendering uses the default config. */
  initialLanguage?: Language;
}

/** What every page stands in: language, brand colours, the toast host and an error boundary. */
export function PageShell({ children, initialLanguage = DEFAULT_CONFIG.language }: PageShellProps) {
  const [language, setLanguage] = useState<Language>(initialLanguage);

  useEffect(() => {
    const config = getConfig();
    setLanguage(pickLanguage(getCommonParams(), config.language));
    const root = document.documentElement.style;
    root.setProperty('--loan-color-primary', config.brandColors.primary);
    root.setProperty('--loan-color-success', config.brandColors.primary);
    root.setProperty('--loan-color-danger', config.brandColors.danger);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <I18nProvider language={language}>
      <ErrorBoundary>
        <main className="loan-page">{children}</main>
      </ErrorBoundary>
      <ToastHost />
    </I18nProvider>
  );
}
