import type { PageAnatomy } from '../shell/define-page';
import './confirm-messages';
import type { ConfirmVariant } from './LoanConfirmContent';
import './LoanConfirm.css';

/**
 * A loan confirmation page's anatomy (part 2 §2 item 9, §4): what the borrower signs, then Next. The three
 * confirmations differ only in their view's variant: each page folder declares its page with this.
 */
export function confirmAnatomy(variant: ConfirmVariant): PageAnatomy {
  return {
    frame: { title: 'confirm.title', className: 'loan-page__body loan-confirm' },
    view: () =>
      import('./LoanConfirmContent').then(({ default: Content }) => ({
        default: function ConfirmContent() {
          return <Content variant={variant} />;
        },
      })),
    skeleton: { lines: 8 },
  };
}
