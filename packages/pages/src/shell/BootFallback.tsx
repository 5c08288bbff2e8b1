import { aliasesOf, createTranslator, languages } from '@loan-webview/kit/i18n';

/**
 * Prerendered beside the page (outside the React root): what the borrower sees when the page's scripts never
 * arrive. CSS reveals it after a while unless the page has mounted; the boot script reveals it at once when a
 * script fails to load, points Try again at the full page address (session params included) and switches its
 * text to the `lang` of the query. It needs no JavaScript to work: Try again is a plain link to the page itself (`href=""` keeps the query).
 */
export function BootFallback() {
  const [source, ...others] = languages().map((language) => ({ language, t: createTranslator(language) }));
  // `lang=tl` is Filipino too: the boot script reads the attribute named as the query's `lang`.
  const translations = (key: 'common.pageLoadFailed' | 'common.tryAgain') =>
    Object.fromEntries(
      others.flatMap(({ language, t }) =>
        [language, ...aliasesOf(language)].map((code) => [`data-text-${code}`, t(key)]),
      ),
    );
  return (
    <div id="loan-boot-fallback" className="loan-boot-fallback" role="alert">
      <p className="loan-boot-fallback__text" {...translations('common.pageLoadFailed')}>
        {source.t('common.pageLoadFailed')}
      </p>
      {/* An empty URL is this very document, query included: Try again keeps the session without any script. */}
      {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- "" is a valid URL reference (the page itself) */}
      <a className="loan-boot-fallback__retry" href="" {...translations('common.tryAgain')}>
        {source.t('common.tryAgain')}
      </a>
    </div>
  );
}
