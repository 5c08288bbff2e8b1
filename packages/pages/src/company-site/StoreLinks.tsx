import { getConfig } from '@loan-webview/kit/config';
import { useT } from '@loan-webview/kit/i18n';

/**
 * Where the app is downloaded, from the lender's configuration (`appStores`): Google Play first (most of the
 * market's phones), the App Store beside it. `primary` makes the first the page's main action. Nothing where no
 * store is configured.
 */
export function StoreLinks({ primary = false }: { primary?: boolean }) {
  const t = useT();
  const { android, ios } = getConfig().appStores;
  const stores = [
    ...(android ? [{ href: android, label: t('company.getOnAndroid') }] : []),
    ...(ios ? [{ href: ios, label: t('company.getOnIos') }] : []),
  ];
  if (stores.length === 0) return null;
  return (
    <ul className="loan-site__stores" aria-label={t('company.getTheApp')}>
      {stores.map((store, index) => (
        <li key={store.href}>
          <a
            className={primary && index === 0 ? 'loan-site__cta' : 'loan-site__cta loan-site__cta--secondary'}
            href={store.href}
          >
            {store.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
