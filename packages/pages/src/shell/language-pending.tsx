import { createContext, type ReactNode, useContext } from 'react';
import { type Language, useLanguage } from '@loan-webview/kit/i18n';

const Pending = createContext(false);

/**
 * Whether the page's language is chosen but its strings are not in yet: the provider shows English meanwhile
 * (I18nProvider), so a page's content waits in its skeleton rather than paint in English first (issue 81). A page
 * rendered or hydrated in its language is never pending: the shown language is the requested one from the start.
 */
export function LanguagePending({ requested, children }: { requested: Language; children: ReactNode }) {
  return <Pending.Provider value={useLanguage() !== requested}>{children}</Pending.Provider>;
}

export const useLanguagePending = () => useContext(Pending);
