import { callNative } from '@loan-webview/kit/bridge';
import { useT } from '@loan-webview/kit/i18n';
import { Button } from '@loan-webview/kit/ui/Button';
import { RouteLink } from '../shell/RouteLink';

/**
 * The way on from a pay code, once she has paid: the order's status where the code was made for one (the payment
 * saved with it), else back to the app (the design review's "Done").
 */
export function AfterPaying({ order }: { order?: { productId: string; orderId: string } }) {
  const t = useT();
  return (
    <div className="loan-page__action-bar">
      {order?.orderId ? (
        <RouteLink
          to="loanDetailUrl"
          params={{ productId: order.productId || undefined, orderId: order.orderId }}
          className="loan-button loan-button--primary loan-button--block"
        >
          {t('repayment.paidSeeStatus')}
        </RouteLink>
      ) : (
        <Button block variant="secondary" onClick={() => void callNative('closeWebview')}>
          {t('repayment.done')}
        </Button>
      )}
    </div>
  );
}
