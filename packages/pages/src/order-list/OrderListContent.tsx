import { fetchOrderList, type OrderSummary } from '@loan-webview/kit/api';
import { callNative } from '@loan-webview/kit/bridge';
import { useT } from '@loan-webview/kit/i18n';
import { safeUrl } from '@loan-webview/kit/routes';
import { Button } from '@loan-webview/kit/ui/Button';
import { DetailRows } from '@loan-webview/kit/ui/DetailRows';
import { EmptyState } from '@loan-webview/kit/ui/PageState';
import { RefreshStatus } from '@loan-webview/kit/ui/RefreshStatus';
import { StatusPill } from '@loan-webview/kit/ui/StatusPill';
import { ResourceView } from '../shell/ResourceView';
import { RouteLink } from '../shell/RouteLink';
import { useFirstCall } from '../shell/use-first-call';
import { useResource } from '../shell/use-resource';
import { ChevronIcon } from '@loan-webview/kit/icons/chevron';
import { moneyHeadline } from '../loan-detail/money-headline';
import { OrderProgressBar, orderProgress } from '../progress-common';

/** Statuses she repays: the card offers Repay beside opening the order. */
const REPAYING = new Set([170, 174, 180]);

/** One order: product, its status as a chip coloured by meaning, its rows; a tap anywhere on it opens the order. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const t = useT();
  const logo = safeUrl(order.productLogo);
  const rows = order.list.map((row) => ({ text: row.title, value: row.value }));
  // The figure she opens "My loans" for leads, as on the order page: what is due while she repays (issue 59.2).
  const lead = moneyHeadline(rows, order.orderStatus)?.amount;
  // Where she stands on one bar, as on the order page; the rows it says are not listed again.
  const progress = orderProgress(rows, order.orderStatus);
  const listed = rows.filter((row) => row === lead || !progress?.shown.includes(row));
  const params = { orderId: order.orderNo, productId: order.productId || undefined };
  return (
    <li className="loan-page__card loan-orders__card">
      <span className="loan-orders__head">
        {logo && <img src={logo} alt="" width="32" height="32" className="loan-orders__logo" />}
        {/* The link is the title; its ::after covers the card, so a tap anywhere opens the order while its
            accessible name stays the title it shows (WCAG 2.5.3). */}
        <RouteLink to="loanDetailUrl" params={params} className="loan-orders__link">
          {t('orders.orderTitle', { product: order.productName, order: order.orderNo })}
        </RouteLink>
        <StatusPill status={order.orderStatus}>{order.status}</StatusPill>
        <ChevronIcon className="loan-orders__chevron" aria-hidden="true" />
      </span>
      {listed.length > 0 && (
        <DetailRows
          className={lead ? 'loan-orders__rows--lead' : undefined}
          rows={lead ? [lead, ...listed.filter((row) => row !== lead)] : listed}
        />
      )}
      {progress && <OrderProgressBar progress={progress} />}
      {REPAYING.has(order.orderStatus) && order.productId && (
        <RouteLink
          to="repayUrl"
          params={params}
          className="loan-button loan-button--primary loan-button--block loan-orders__repay"
        >
          {t('orders.repay')}
        </RouteLink>
      )}
    </li>
  );
}

/** What OrderListPage shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function OrderListContent() {
  const t = useT();
  const load = useFirstCall(fetchOrderList);
  const resource = useResource(load);
  return (
    <ResourceView resource={resource}>
      {({ list }) => (
        <>
          {/* After paying at a counter, she looks here for the new status (issue 59.1). */}
          <RefreshStatus
            className="loan-orders__refresh"
            updatedAt={resource.updatedAt}
            refreshing={resource.reloading}
            failed={resource.refreshFailed}
            onRefresh={resource.reload}
          />
          {list.length === 0 ? (
            <EmptyState
              title={t('orders.empty')}
              message={t('orders.emptyText')}
              action={<Button onClick={() => void callNative('toHome')}>{t('orders.findLoan')}</Button>}
            />
          ) : (
            <ul className="loan-orders__list">
              {list.map((order, index) => (
                <OrderCard key={order.orderNo || index} order={order} />
              ))}
            </ul>
          )}
        </>
      )}
    </ResourceView>
  );
}
