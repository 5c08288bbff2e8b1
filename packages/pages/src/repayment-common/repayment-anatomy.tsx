import { registerMessages } from '@loan-webview/kit/i18n';
import type { PageAnatomy } from '../shell/define-page';
import { repaymentMessages } from './messages';
import type { RepaymentKind } from './RepaymentView';

registerMessages(repaymentMessages);

/**
 * A repayment page's anatomy (part 2 §2, §4, §7): what to pay, by when, and through which channel. The two
 * repayment pages differ only in their kind: each page folder declares its page with this.
 */
export function repaymentAnatomy(kind: RepaymentKind): PageAnatomy {
  return {
    frame: {
      title: kind === 'extension' ? 'repayment.delayTitle' : 'repayment.title',
      className: '',
      titleClassName: 'loan-page__title loan-repayment__title',
    },
    view: () =>
      import('./RepaymentContent').then(({ default: Content }) => ({
        default: function RepaymentKindContent() {
          return <Content kind={kind} />;
        },
      })),
    skeleton: { lines: 6 },
  };
}
