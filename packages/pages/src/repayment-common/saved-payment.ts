import type { RepaymentChannel, RepaymentInfo } from '@loan-webview/kit/api';
import type { StorageGroups } from '@loan-webview/kit/storage';

export type SavedPayment = StorageGroups['repaymentInfo'];

/** The code a payUrl carries (`payCode` in its query), or '' when it carries none. */
export function payCodeOf(payUrl: string): string {
  const queryAt = payUrl.indexOf('?');
  if (queryAt < 0) return '';
  return new URLSearchParams(payUrl.slice(queryAt + 1).split('#')[0]).get('payCode')?.trim() ?? '';
}

/**
 * What code page 2 and the counter keep of the payment the borrower is making (ADR 0065): its amount (the
 * rollover amount on the extension page, not the loan's), the code the server gave for it (the generated one when
 * the payUrl carries it, else the page's own `defDetail.payCode`), the channel chosen and when it was saved.
 */
export function savedPayment(
  info: RepaymentInfo,
  payment: {
    amount: number;
    channel: RepaymentChannel;
    payUrl: string;
    order?: { productId: string; orderId: string };
  },
  now: number = Date.now(),
): SavedPayment {
  const generated = payCodeOf(payment.payUrl);
  return {
    ...info,
    repayAmount: payment.amount,
    defDetail: generated
      ? // The page's own title and logo name the default channel's code, not this one.
        { ...info.defDetail, payCode: generated, title: '', logo: payment.channel.logo || info.defDetail.logo }
      : info.defDetail,
    savedAt: now,
    channelName: payment.channel.name,
    order: payment.order,
  };
}
