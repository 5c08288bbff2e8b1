import type { ComponentPropsWithRef, ReactNode } from 'react';
import { attentionOfStatus, type StatusAttention } from '../../../format/meaning';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './StatusPill.css';

export { attentionOfStatus };
export type { StatusAttention };

export interface StatusPillProps extends ComponentPropsWithRef<'span'> {
  /** The order status code; its meaning picks the colour (`attentionOfStatus`). */
  status: number;
  /** Days to the due date where the caller knows it (negative once overdue): a due loan close to it turns amber. */
  daysLeft?: number;
  /** The server's words for the status. */
  children: ReactNode;
}

/**
 * An order status as a chip, outside the order banner: neutral while a loan is simply due, amber when it is due
 * soon or partly repaid, red only for overdue and a failed review, green for good news.
 */
export function StatusPill({ status, daysLeft, className, children, ...rest }: StatusPillProps) {
  const attention = attentionOfStatus(status, daysLeft);
  return (
    <span {...rest} className={cx('loan-status-pill', className)} data-attention={attention}>
      {children}
    </span>
  );
}
