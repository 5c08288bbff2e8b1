import type { LoanDetails } from '@loan-webview/kit/api';
import type { NativeResult } from '@loan-webview/kit/bridge';
import { hrefFor, safeUrl } from '@loan-webview/kit/routes';

/** The action buttons of an order (part 1 §4). */
export type OrderAction = 'repay' | 'repayUpper' | 'rollover' | 'repayment' | 'borrowAgain';

type Status = Pick<LoanDetails, 'orderStatus' | 'isDelay'>;

export function actionsFor({ orderStatus, isDelay }: Status): OrderAction[] {
  switch (orderStatus) {
    case 170:
      return ['repay'];
    case 174:
    case 180:
      return isDelay === '1' ? ['repayUpper', 'rollover'] : ['repayment'];
    case 200:
      return ['borrowAgain'];
    default:
      return [];
  }
}

/** Statuses with no loan out yet: nothing to rate, and a rating would sit over a decision or a payout. */
const NOT_YET_OUT = new Set([21, 110, 151]);

/**
 * Where the rating the server asks for (`isScore` 1) goes, so no dialog contradicts the page (issue 59.2, 69): an
 * invitation in the page, after the loan is out; never while it is reviewed, declined or being paid out (the spec's
 * popup on arrival covered "money is on its way"), nor where the shell has no store review to open (`canRate`: a
 * contract-2 shell without `toRate`).
 */
export function ratingPlacement(details: Status & Pick<LoanDetails, 'isScore'>, canRate = true): 'inline' | 'none' {
  if (!canRate || details.isScore !== 1 || NOT_YET_OUT.has(details.orderStatus)) return 'none';
  return 'inline';
}

/** decisions.md: recommended products show when the server sends some and no action button shows. */
export function showsRecommendedProducts(details: Status & Pick<LoanDetails, 'recProducts'>): boolean {
  return details.recProducts.length > 0 && actionsFor(details).length === 0;
}

export interface WithdrawPlan {
  /** The checked URL, or null when the server sent one that must not be followed. */
  url: string | null;
  /** reyMsg: when present, the withdraw dialog asks first; otherwise the page redirects straight away. */
  message: string;
}

/**
 * A withdraw url given: the page offers it (reyMsg, in the page with its own button: a dialog sat over the banner's
 * "on its way", issue 69) or redirects there (part 1 §4), but only for an approved loan on its way (151). The spec's "not 21" would put "Withdraw now?" over "Review failed… not approved", or over a loan
 * already owed or repaid: the banner's story wins (issue 59.2, ADR 0077).
 */
export function withdrawPlanFor(
  details: Pick<LoanDetails, 'orderStatus' | 'playeduL' | 'reyMsg'>,
): WithdrawPlan | null {
  if (details.orderStatus !== 151 || !details.playeduL) return null;
  return { url: safeUrl(details.playeduL), message: details.reyMsg };
}

export interface OrderRef {
  productId: string;
  orderId: string;
}

/**
 * Repay: the order's own h5Url when given, else the installment page, told when the order can be extended (`isDelay`)
 * so it can set extending beside paying. Navigation checks the URL.
 */
export function repayTargetFor(details: Pick<LoanDetails, 'h5Url' | 'isDelay'>, order: OrderRef): string {
  const extendable = details.isDelay === '1' ? { isDelay: '1' } : {};
  return details.h5Url || hrefFor('repayUrl', { productId: order.productId, orderId: order.orderId, ...extendable });
}

export function rolloverTargetFor(order: OrderRef): string {
  return hrefFor('repayDelayUrl', { productId: order.productId, orderId: order.orderId });
}

export function bindCardTargetFor(order: OrderRef): string {
  return hrefFor('bindBank', { source: 'loanDetail', product_id: order.productId, orderId: order.orderId });
}

/** The rating prompt's outcome for a chosen score (decisions.md: the chosen score is sent). */
export function ratingOutcome(
  score: number,
  reviewThreshold: number,
): { showResult: boolean; askStoreReview: boolean } {
  return { showResult: score < 5, askStoreReview: score >= reviewThreshold };
}

/**
 * Whether the shell said the store's review sheet did not show (contract 2): `{ shown: false }`, a refusal or a
 * failure. A contract-1 shell never says, nor does one that timed out: then nothing more is shown.
 */
export function storeReviewNotShown(result: NativeResult): boolean {
  if (result.ok) return (result.value as { shown?: unknown } | null | undefined)?.shown === false;
  return result.reason === 'refused' || result.reason === 'failed';
}
