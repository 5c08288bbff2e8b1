import { useCallback, useState } from 'react';
import { fetchProblemInit, type OrderSummary, type ProblemInit, type TypeEntry } from '@loan-webview/kit/api';
import { useT } from '@loan-webview/kit/i18n';
import { hrefFor, navigateTo } from '@loan-webview/kit/routes';
import { safeUrl } from '@loan-webview/kit/routes';
import { getCommonParams } from '@loan-webview/kit/session';
import { DetailRows } from '@loan-webview/kit/ui/DetailRows';
import { lazyWithRetry, partOpenerProps } from '@loan-webview/kit/ui/LazyBoundary';
import { EmptyState } from '@loan-webview/kit/ui/PageState';
import { StatusPill } from '@loan-webview/kit/ui/StatusPill';
import { readDraft } from '../complaint-write/draft';
import { useBrowserState } from '../shell/browser-state';
import { ResourceView } from '../shell/ResourceView';
import { RegulatorNotice } from '../complaint-common/RegulatorNotice';
import { RouteLink } from '../shell/RouteLink';
import { PAGE_TITLE_ID } from '../shell/define-page';
import { useFirstCall } from '../shell/use-first-call';
import { useResource, withQuery } from '../shell/use-resource';
import { chooseType, initialOrder } from './complaint-rules';

// The picker (Radix Dialog) loads only when the borrower opens it.
const OrderPicker = lazyWithRetry(() => import('./OrderPicker'));

export interface OrderCardProps {
  order: OrderSummary;
}

/** The chosen order: logo, product, status and its title/value rows. */
export function OrderCard({ order }: OrderCardProps) {
  const t = useT();
  const logo = safeUrl(order.productLogo);
  return (
    <article className="loan-complaint-order" aria-label={t('complaint.orderNumber', { orderNo: order.orderNo })}>
      <header className="loan-complaint-order__header">
        {logo && <img className="loan-complaint-order__logo" src={logo} alt="" width="36" height="36" />}
        <h3 className="loan-complaint-order__name">{order.productName}</h3>
        <StatusPill status={order.orderStatus}>{order.status}</StatusPill>
      </header>
      <DetailRows rows={order.list.map((row) => ({ text: row.title, value: row.value }))} />
    </article>
  );
}

export interface ComplaintHomeViewProps {
  init: ProblemInit;
  /** The order the page was opened for (query orderId), if any. */
  orderId?: string;
  onWrite: (params: { problemType: number; problemSonType?: number; orderNo: string }) => void;
}

/** Order card with its picker, the question types and, for collection, its sub-types. */
export function ComplaintHomeView({ init, orderId, onWrite }: ComplaintHomeViewProps) {
  const t = useT();
  // The order of a draft this phone kept, once the page runs in the browser (browser-state.ts).
  const [draftOrderNo] = useBrowserState(() => readDraft()?.orderNo);
  const [picked, setOrder] = useState<ReturnType<typeof initialOrder>>();
  const order = picked ?? initialOrder(init.orderList, init.orderDetail, [orderId, draftOrderNo]);
  const [picking, setPicking] = useState(false);
  const [showSubTypes, setShowSubTypes] = useState(false);

  // Every type is open for every order: a complaint is always received (decisions.md, Complaints).
  const choose = (type: TypeEntry, subType?: TypeEntry) => {
    const choice = chooseType(type, order, subType);
    if (choice.kind === 'subTypes') setShowSubTypes(true);
    else if (choice.kind === 'write') onWrite(choice.params);
  };

  return (
    <>
      <section className="loan-page__card" aria-labelledby="complaint-order-title">
        <div className="loan-complaint-home__row">
          <h2 id="complaint-order-title" className="loan-page__card-title">
            {t('complaint.chooseOrder')}
          </h2>
          {init.orderList.length > 1 && (
            <button
              type="button"
              className="loan-complaint-home__link"
              aria-haspopup="dialog"
              {...partOpenerProps(OrderPicker, () => setPicking(true))}
            >
              {t('complaint.all')}
            </button>
          )}
        </div>
        {order ? <OrderCard order={order} /> : <EmptyState title={t('complaint.noOrders')} />}
      </section>

      <section className="loan-page__card" aria-labelledby="complaint-type-title">
        <h2 id="complaint-type-title" className="loan-page__card-title">
          {t('complaint.selectType')}
        </h2>
        <ul className="loan-complaint-home__types">
          {init.problemType.map((type) => (
            <li key={type.value}>
              <button
                type="button"
                className="loan-complaint-home__type"
                aria-expanded={type.value === 1 ? showSubTypes : undefined}
                onClick={() => choose(type)}
              >
                {type.title}
                <span className="loan-complaint-home__chevron" aria-hidden="true">
                  ›
                </span>
              </button>
              {type.value === 1 && showSubTypes && (
                <ul className="loan-complaint-home__subtypes" aria-label={t('complaint.subTypeTitle')}>
                  {init.problemSonType.map((subType) => (
                    <li key={subType.value}>
                      <button
                        type="button"
                        className="loan-complaint-home__type loan-complaint-home__type--sub"
                        onClick={() => choose(type, subType)}
                      >
                        {subType.title}
                        <span className="loan-complaint-home__chevron" aria-hidden="true">
                          ›
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
      <RegulatorNotice />

      {picking && (
        <OrderPicker
          orders={init.orderList}
          selected={order?.orderNo}
          onClose={() => setPicking(false)}
          onPick={(candidate) => {
            setOrder(candidate);
            setShowSubTypes(false);
            setPicking(false);
          }}
        />
      )}
    </>
  );
}

/** What the complaint page shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function ComplaintHomeContent() {
  const t = useT();
  const problemInit = useFirstCall(fetchProblemInit);
  const load = useCallback(
    (signal: AbortSignal) => withQuery(getCommonParams().orderId, problemInit(signal)),
    [problemInit],
  );
  const resource = useResource(load);

  return (
    <>
      {/* The link to the list needs the route table (and configuration): it comes with the content. */}
      <div className="loan-complaint-home__row">
        <h1 id={PAGE_TITLE_ID} className="loan-page__title">
          {t('complaint.title')}
        </h1>
        <RouteLink className="loan-complaint-home__link" to="complaintList">
          {t('complaint.myComplaints')}
        </RouteLink>
      </div>
      <ResourceView resource={resource}>
        {({ query: orderId, data: init }) => (
          <ComplaintHomeView
            init={init}
            orderId={orderId}
            onWrite={(params) => navigateTo(hrefFor('complaintNext', params))}
          />
        )}
      </ResourceView>
    </>
  );
}
