import { formatAmount } from '@loan-webview/kit/format';
import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { MoneyBar } from '@loan-webview/kit/ui/MoneyBar';
import { progressMessages } from './messages';
import type { OrderProgress } from './order-progress';
import './OrderProgressBar.css';

registerMessages(progressMessages);

export interface OrderProgressBarProps {
  /** The order's bar, from `orderProgress`. */
  progress: OrderProgress;
}

/**
 * An order's money on the kit's bar (issue 69): while it is paid out, the loan amount as what she receives and what
 * is taken up front; while it is repaid, what is repaid, what is left and the late charges growing by the day. The
 * server's own words for its figures, ours for what the page works out.
 */
export function OrderProgressBar({ progress }: OrderProgressBarProps) {
  const t = useT();
  const payout = progress.kind === 'payout';
  return (
    <MoneyBar
      className="loan-progress"
      label={t(payout ? 'progress.loanAmount' : 'progress.inAll')}
      total={formatAmount(progress.total)}
      value={progress.total}
      parts={progress.parts.map((part) => ({
        ...part,
        label:
          part.label ??
          t(payout ? 'progress.takenUpFront' : part.tone === 'paid' ? 'progress.repaid' : 'progress.left'),
        amount: formatAmount(part.value),
        note: part.tone === 'late' ? t('progress.lateGrows') : undefined,
      }))}
    />
  );
}
