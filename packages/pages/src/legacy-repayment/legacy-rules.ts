import type { ApiResult } from '@loan-webview/kit/api';
import type { MessageKey } from '@loan-webview/kit/i18n';

/** Part 2 §5, §9: a verification code has at least 6 characters. */
export const MIN_CODE_LENGTH = 6;

/** A catalog message, or the server's own words. */
export type Message = { key: MessageKey } | { text: string };

export type ConfirmOutcome = { kind: 'done' } | { kind: 'retryCode' | 'refused'; message: Message };

/**
 * What a confirm answer means (part 2 §8): success is code 00 or the success flag (the client decides);
 * 800006 'verification code wrong' keeps the code field for another try; 800005 'do not submit the repayment
 * request twice'; any other code shows the server's message, or the default processing failure.
 */
export function confirmOutcome(result: ApiResult<unknown>): ConfirmOutcome {
  if (result.ok) return { kind: 'done' };
  const { error } = result;
  if (error.kind === 'network') return { kind: 'refused', message: { key: 'common.networkError' } };
  if (error.kind === 'api' && error.code === '800006')
    return { kind: 'retryCode', message: { key: 'toast.verificationCodeWrong' } };
  if (error.kind === 'api' && error.code === '800005')
    return { kind: 'refused', message: { key: 'toast.repaymentSubmittedTwice' } };
  if (error.kind === 'api' && error.message && !/^Server error/.test(error.message)) {
    return { kind: 'refused', message: { text: error.message } };
  }
  return { kind: 'refused', message: { key: 'legacy.processingFailed' } };
}

/** A card number shown as its last four digits, whatever the server sends. */
export function maskedCard(cardNo: string): string {
  const digits = cardNo.replace(/\D/g, '');
  if (/•|\*/.test(cardNo) || digits.length <= 4) return cardNo;
  return `•••• ${digits.slice(-4)}`;
}
