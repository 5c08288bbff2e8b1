import {
  applyForProduct,
  fetchFailurePage,
  fetchProductJump,
  type FailurePage,
  type RecommendedProduct,
} from '@loan-webview/kit/api';
import { callNative } from '@loan-webview/kit/bridge';
import { getConfig } from '@loan-webview/kit/config';
import { useSingleFlight } from '@loan-webview/kit/hooks';
import { describeFailure, useT } from '@loan-webview/kit/i18n';
import { openLink } from '@loan-webview/kit/routes';
import { showToast } from '@loan-webview/kit/toast';
import { Button } from '@loan-webview/kit/ui/Button';
import { EmptyState } from '@loan-webview/kit/ui/PageState';
import { isProductEnabled, RecommendedProducts } from '@loan-webview/kit/ui/ProductCard';
import { ResourceView } from '../shell/ResourceView';
import { RouteLink } from '../shell/RouteLink';
import { useFirstCall } from '../shell/use-first-call';
import { useResource } from '../shell/use-resource';

/** The loaded failure: the server's notice and message, then the loans the borrower may still apply for. */
export function LoginFailureView({ page }: { page: FailurePage }) {
  const t = useT();
  const flight = useSingleFlight<string>();
  const onSelect = (product: RecommendedProduct) => {
    const position = page.list.indexOf(product);
    // A disabled product (flag '0') does nothing (part 2 §4); the card also shows it disabled.
    if (!isProductEnabled(product)) return;
    void flight.run(product.productKey, async () => {
      // Part 2 §7 names both calls (ADR 0052): `because` applies (the lender records it), `define` gives the
      // jump link as on the order page; its link wins, the application's own is the fallback.
      const applied = await applyForProduct({ productKey: product.productKey });
      if (!applied.ok) {
        showToast(describeFailure(applied.error, t), { kind: 'error' });
        return;
      }
      const module = getConfig().moduleIds.recommendedProduct;
      const jump = await fetchProductJump({ module, position, productKey: product.productKey });
      // http(s) links open after the URL check; any other link goes to the native shell (openLink).
      openLink(jump.ok && jump.data.link ? jump.data.link : applied.data.link);
    });
  };
  return (
    <>
      <div className="loan-page__card loan-failure__notice" role="alert">
        <p className="loan-failure__notice-title">{page.noticeMessage || t('failure.failed')}</p>
        {page.errMessage && <p className="loan-failure__message">{page.errMessage}</p>}
      </div>
      {/* Her own way on first (try again from the app, or ask us why), then the other lenders. */}
      <div className="loan-failure__ways">
        <Button onClick={() => void callNative('toHome')}>{t('failure.tryAgain')}</Button>
        <RouteLink to="customerService" className="loan-failure__contact">
          {t('failure.contactUs')}
        </RouteLink>
      </div>
      {page.list.length > 0 ? (
        <RecommendedProducts products={page.list} busyKey={flight.busy} onSelect={onSelect} />
      ) : (
        <EmptyState title={t('failure.noProducts')} />
      )}
    </>
  );
}

/** What LoginFailurePage shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function LoginFailureContent() {
  const resource = useResource<FailurePage>(useFirstCall(fetchFailurePage));
  return <ResourceView resource={resource}>{(page) => <LoginFailureView page={page} />}</ResourceView>;
}
