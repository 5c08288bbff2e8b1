import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { orderListMessages } from './messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import './OrderListPage.css';

registerMessages(orderListMessages);

const OrderListContent = preloadedPart(() => import('./OrderListContent'), {
  fallback: <Skeleton lines={6} />,
});

/** Route orderUrl (/theSuch): the borrower's orders (the spec shows no page; ADR 0039). */
export function OrderListPage() {
  const t = useT();
  return (
    <section className="loan-page__body loan-orders" aria-labelledby="orders-title">
      <h1 id="orders-title" className="loan-page__title">
        {t('orders.title')}
      </h1>
      <OrderListContent />
    </section>
  );
}
