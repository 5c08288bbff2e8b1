import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  fetchLoanDetails,
  fetchProductJump,
  type LoanDetails,
  type RecommendedProduct,
  saveEvent,
  sendGoogleScore,
} from '@loan-webview/kit/api';
import { callNative } from '@loan-webview/kit/bridge';
import { getConfig } from '@loan-webview/kit/config';
import { describeFailure, useT } from '@loan-webview/kit/i18n';
import { navigateTo, openLink, refuseUnsafeLink } from '@loan-webview/kit/routes';
import { getCommonParams } from '@loan-webview/kit/session';
import { statementFor } from '../confirm-common/kept-statement';
import { showToast } from '@loan-webview/kit/toast';
import { Button } from '@loan-webview/kit/ui/Button';
import { lazyWithRetry } from '@loan-webview/kit/ui/LazyBoundary';
import { useCanCallNative, useSingleFlight } from '@loan-webview/kit/hooks';
import { DetailRows } from '@loan-webview/kit/ui/DetailRows';
import { RecommendedProducts } from '@loan-webview/kit/ui/ProductCard';
import { MoneySummary } from '@loan-webview/kit/ui/MoneySummary';
import { RefreshStatus } from '@loan-webview/kit/ui/RefreshStatus';
import { daysUntil } from '@loan-webview/kit/format';
import { StatusBanner } from '@loan-webview/kit/ui/StatusBanner';
import { useBrowserState } from '../shell/browser-state';
import { PhoneUnreached } from '../shell/PhoneUnreached';
import { usePhoneCall } from '../shell/phone-call';
import { whileLeaving } from '../shell/leaving';
import { ResourceView } from '../shell/ResourceView';
import { useFirstCall } from '../shell/use-first-call';
import { missingQuery, useResource, withQuery } from '../shell/use-resource';
import { OrderProgressBar, orderProgress } from '../progress-common';
import { moneyHeadline } from './money-headline';
import {
  actionsFor,
  bindCardTargetFor,
  ratingOutcome,
  ratingPlacement,
  repayTargetFor,
  rolloverTargetFor,
  showsRecommendedProducts,
  storeReviewNotShown,
  withdrawPlanFor,
  type OrderAction,
  type OrderRef,
} from './order-actions';

import type { Popup } from './LoanDetailPopups';
import { trackFunnel } from '../shell/funnel';

const LoanDetailPopups = lazyWithRetry(() => import('./LoanDetailPopups'));
// The statement she confirmed, only when she asks for it.
const StatementDialog = lazyWithRetry(() => import('../confirm-common/StatementDialog'));

/** The popup an order asks for on load: a payment account to bind. */
const popupsFor = (details: LoanDetails): Popup[] => (details.cardNeedPop === 1 ? ['bindCard'] : []);

function orderFromQuery(): OrderRef {
  const query = getCommonParams();
  return { productId: query.productId ?? '', orderId: query.orderId ?? '' };
}

export interface LoanDetailViewProps {
  details: LoanDetails;
  order: OrderRef;
  /** When the status was answered and a way to ask again, under the banner (issue 59.1). */
  refresh?: ReactNode;
}

/** The loaded order: banner, product, rows, actions, recommended products, popups. */
export function LoanDetailView({ details, order, refresh }: LoanDetailViewProps) {
  const t = useT();
  const config = getConfig();
  const [popups, setPopups] = useState<Popup[]>(() => popupsFor(details));
  // The shell is known in the browser only: a rendered page hydrates as for a shell that says nothing, then this one.
  const canRate = useCanCallNative('toRate');
  const rating = ratingPlacement(details, canRate);
  // One write at a time, decided on a ref: two taps in one task still send one request.
  const flight = useSingleFlight<OrderAction | 'withdraw' | 'rating' | `product:${string}`>();
  const busy = flight.busy;
  const busyProduct = busy?.startsWith('product:') ? busy.slice('product:'.length) : undefined;
  const [score, setScore] = useState(0);
  const { call, unreached } = usePhoneCall();
  const popup = popups[0];
  const closePopup = () => setPopups((queue) => queue.filter((queuedPopup) => queuedPopup !== popup));
  const withdraw = withdrawPlanFor(details);
  // The Disclosure Statement she confirmed on this phone, hers to keep after as before (RA 3765 s. 4).
  const [statement] = useBrowserState(() => statementFor(order.orderId));
  const [statementOpen, setStatementOpen] = useState(false);

  useEffect(() => {
    if (!withdraw) return;
    // A hostile or malformed URL is never followed; a withdraw url without a message redirects at once.
    if (!withdraw.url) refuseUnsafeLink();
    else if (!withdraw.message) navigateTo(withdraw.url, { replace: true });
    // Once, on load: the plan comes from the details this view was mounted with.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a redirect must not run again on a re-render
  }, []);

  const onAction = async (action: OrderAction) => {
    trackFunnel(`${action}_tapped`);
    if (action === 'rollover') {
      navigateTo(rolloverTargetFor(order));
      return;
    }
    if (action !== 'borrowAgain') {
      navigateTo(repayTargetFor(details, order));
      return;
    }
    await flight.run(action, async () => {
      // The event is recorded before leaving; its answer is ignored (part 1 §7.2), so a failure does not block.
      await saveEvent({ productId: order.productId, moduleId: config.moduleIds.borrowAgain, positionId: 0 });
      void callNative('to', { page: 'productDetail', params: { ...getCommonParams(), productId: order.productId } });
    });
  };

  const onProduct = (product: RecommendedProduct, position: number) =>
    flight.run(`product:${product.productKey}`, async () => {
      const module = config.moduleIds.recommendedProduct;
      void saveEvent({ productId: product.productId, moduleId: module, positionId: position });
      const result = await fetchProductJump({ module, position, productKey: product.productKey });
      if (result.ok) openLink(result.data.link);
      else showToast(describeFailure(result.error, t), { kind: 'error' });
    });

  const submitScore = async () => {
    if (score === 0) {
      showToast(t('toast.chooseStars'), { kind: 'error' });
      return;
    }
    const result = await flight.run('rating', () => sendGoogleScore({ score }));
    if (!result) return;
    if (!result.ok) {
      showToast(describeFailure(result.error, t), { kind: 'error' });
      return;
    }
    showToast(t('toast.ratingSucceeded'), { kind: 'success' });
    const outcome = ratingOutcome(score, config.reviewThreshold);
    setPopups((queue) => (outcome.showResult ? ['ratingResult', ...queue.slice(1)] : queue.slice(1)));
    if (!outcome.askStoreReview) return;
    // The store's review sheet: where the shell says it did not show, she still hears her rating was counted.
    const review = await callNative('toRate', undefined, { timeoutMs: 5000 });
    if (!outcome.showResult && storeReviewNotShown(review)) setPopups((queue) => ['ratingResult', ...queue]);
  };

  const actions = actionsFor(details);
  // An approved loan waiting for her to withdraw it: the server's words and its button in the page.
  const offersWithdraw = Boolean(withdraw?.url && withdraw.message);
  const headline = moneyHeadline(details.userOrderDetail.detail, details.orderStatus);
  // Its money on one bar (issue 69), the rows it says left out of the list below: each figure once.
  const progress = orderProgress(details.userOrderDetail.detail, details.orderStatus);
  const rows = (headline?.rest ?? details.userOrderDetail.detail).filter((row) => !progress?.shown.includes(row));
  const telephone = details.telephone || config.servicePhone;

  return (
    <>
      <StatusBanner
        status={details.orderStatus}
        title={details.noticeStatusText}
        description={details.noticeDesText}
        daysLeft={headline?.dueDate ? daysUntil(headline.dueDate) : undefined}
      />
      {refresh}

      {headline && (
        <MoneySummary
          label={headline.label ? t(`loanDetail.${headline.label}`) : headline.amount.text}
          amount={headline.amount.value}
          dueDate={headline.dueDate}
        >
          {progress && <OrderProgressBar progress={progress} />}
        </MoneySummary>
      )}

      {offersWithdraw && (
        <section className="loan-detail__card loan-detail__withdraw" aria-labelledby="loan-detail-withdraw">
          <h2 id="loan-detail-withdraw" className="loan-detail__rate-title">
            {t('loanDetail.withdrawTitle')}
          </h2>
          <p>{withdraw!.message}</p>
        </section>
      )}

      <section className="loan-detail__card" aria-label={details.productName}>
        <header className="loan-detail__product">
          {details.productLogo && (
            <img src={details.productLogo} alt="" width="40" height="40" className="loan-detail__logo" />
          )}
          <h2 className="loan-detail__product-name">{details.productName}</h2>
        </header>
        <DetailRows rows={rows} />
        {statement && (
          <Button variant="secondary" block onClick={() => setStatementOpen(true)}>
            {t('loanDetail.statement')}
          </Button>
        )}
      </section>
      {statement && statementOpen && <StatementDialog statement={statement} onClose={() => setStatementOpen(false)} />}

      {showsRecommendedProducts(details) && (
        <RecommendedProducts
          products={details.recProducts}
          busyKey={busyProduct}
          onSelect={(product) => void onProduct(product, details.recProducts.indexOf(product))}
        />
      )}

      {rating === 'inline' && (
        <section className="loan-detail__card loan-detail__rate" aria-labelledby="loan-detail-rate">
          <h2 id="loan-detail-rate" className="loan-detail__rate-title">
            {t('loanDetail.rateTitle')}
          </h2>
          <p>{t('loanDetail.rateMessage')}</p>
          <Button
            variant="secondary"
            onClick={() => setPopups((queue) => (queue.includes('rating') ? queue : ['rating', ...queue]))}
          >
            {t('loanDetail.rateNow')}
          </Button>
        </section>
      )}

      {telephone && (
        <p className="loan-detail__service">
          <span>{t('loanDetail.servicePhone')}</span>
          <button
            type="button"
            className="loan-detail__phone"
            aria-label={t('loanDetail.callService', { phone: telephone })}
            onClick={() => void call(telephone)}
          >
            {telephone}
          </button>
        </p>
      )}
      <PhoneUnreached phone={unreached} />

      {offersWithdraw && (
        <div className="loan-page__action-bar loan-detail__actions">
          {/* Once, however she taps: the page is leaving for the withdrawal. */}
          <Button
            block
            loading={busy === 'withdraw'}
            onClick={() =>
              void flight.run('withdraw', async () => {
                trackFunnel('withdraw_tapped');
                navigateTo(withdraw!.url!);
                await whileLeaving();
              })
            }
          >
            {t('loanDetail.withdrawNow')}
          </Button>
        </div>
      )}
      {actions.length > 0 && (
        // One primary action at the thumb, the rollover under it as a secondary with its tip (issue 47.2).
        <div className="loan-page__action-bar loan-detail__actions">
          {actions.map((action) => (
            <Fragment key={action}>
              {action === 'rollover' && <p className="loan-detail__tip">{t('loanDetail.shortOfMoney')}</p>}
              <Button
                block
                variant={action === 'rollover' ? 'secondary' : 'primary'}
                loading={busy === action}
                disabled={busy !== undefined && busy !== action}
                onClick={() => void onAction(action)}
              >
                {t(`loanDetail.${action}`)}
              </Button>
            </Fragment>
          ))}
        </div>
      )}

      {popup && (
        <LoanDetailPopups
          popup={popup}
          details={details}
          score={score}
          onScoreChange={setScore}
          submittingScore={busy === 'rating'}
          onClose={closePopup}
          onBindCard={() => {
            trackFunnel('bindCard_tapped');
            navigateTo(bindCardTargetFor(order));
          }}
          onSubmitScore={() => void submitScore()}
        />
      )}
    </>
  );
}

/** The order, loaded: the part of /badSpark that needs its data (a chunk of its own, ADR 0043). */
export default function LoanDetailContent() {
  const t = useT();
  const loanDetails = useFirstCall(fetchLoanDetails);
  const load = useCallback(
    async (signal: AbortSignal) => {
      const order = orderFromQuery();
      if (!order.orderId) return missingQuery(t('loanDetail.missingOrder'));
      return withQuery(order, loanDetails(signal));
    },
    [t, loanDetails],
  );
  const resource = useResource(load);

  return (
    <ResourceView
      resource={resource}
      deadEnd={
        // No order to show: the app's home is where the borrower can go on (part 1 §2.5).
        <Button variant="secondary" onClick={() => void callNative('toHome')}>
          {t('loanDetail.goHome')}
        </Button>
      }
    >
      {({ query: order, data: details }) => (
        <LoanDetailView
          details={details}
          order={order}
          refresh={
            <RefreshStatus
              updatedAt={resource.updatedAt}
              refreshing={resource.reloading}
              failed={resource.refreshFailed}
              onRefresh={resource.reload}
            />
          }
        />
      )}
    </ResourceView>
  );
}
