import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { type Language, loadLanguage, useLanguage } from '@loan-webview/kit/i18n';

const Pending = createContext(false);

/**
 * Whether the page's language is chosen but its strings are not in yet: the provider shows English meanwhile
 * (I18nProvider), so a page's content waits in its skeleton rather than paint in English first (issue 81). It waits
 * for one attempt only: strings that fail to arrive leave the content in English, never a skeleton that never ends.
 * A page rendered or hydrated in its language is never pending: the shown language is the requested one from the start.
 */
export function LanguagePending({ requested, children }: { requested: Language; children: ReactNode }) {
  const shown = useLanguage();
  const [tried, setTried] = useState<Language>();
  useEffect(() => {
    let live = true;
    // Resolves when every table's strings came or failed (a failed chunk is tried again on the next request).
    void loadLanguage(requested).then(() => live && setTried(requested));
    return () => {
      live = false;
    };
  }, [requested]);
  return <Pending.Provider value={shown !== requested && tried !== requested}>{children}</Pending.Provider>;
}

export const useLanguagePending = () => useContext(Pending);
