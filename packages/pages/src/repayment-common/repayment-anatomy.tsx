import { registerMessages } from '@loan-webview/kit/i18n';
import type { PageAnatomy } from '../shell/define-page';
import { repaymentMessages } from './messages';
import type { RepaymentKind } from './RepaymentView';

registerMessages(repaymentMessages);

/**
 * A repayment page's anatomy (part 2 §2, §4, §7): what to pay, by when, and through which channel. The two
 * repayment pages differ in their kind and their content: each page folder declares its page with this and its own
 * content chunk, so the installment page never carries the extension's terms (ADR 0082).
 */
export function repaymentAnatomy(kind: RepaymentKind, view: PageAnatomy['view']): PageAnatomy {
  return {
    frame: {
      title: kind === 'extension' ? 'repayment.delayTitle' : 'repayment.title',
      className: '',
      titleClassName: 'loan-page__title loan-repayment__title',
    },
    view,
    skeleton: { lines: 6 },
  };
}
