import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { attentionOfStatus, type StatusAttention } from '../../../format/meaning';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './StatusPill.css';

export { attentionOfStatus };
export type { StatusAttention };

interface OrderStatus {
  /** The order status code; its meaning picks the colour (`attentionOfStatus`). */
  status: number;
  /** Days to the due date where the caller knows it (negative once overdue): a due loan close to it turns amber. */
  daysLeft?: number;
  attention?: never;
}

interface OtherStatus {
  /** What a status that is not an order's means (a complaint being handled, resolved): picks the colour. */
  attention: StatusAttention;
  status?: never;
  daysLeft?: never;
}

export type StatusPillProps = ComponentPropsWithoutRef<'span'> &
  (OrderStatus | OtherStatus) & {
    /** The server's words for the status. */
    children: ReactNode;
  };

/**
 * An order status as a chip, outside the order banner: neutral while a loan is simply due, amber when it is due
 * soon or partly repaid, red only for overdue and a failed review, green for good news. Any other status (a
 * complaint's) says what it means with `attention` instead.
 */
export const StatusPill = forwardRef<HTMLSpanElement, StatusPillProps>(function StatusPill(
  { status, daysLeft, attention, className, children, ...rest },
  ref,
) {
  return (
    <span
      {...rest}
      ref={ref}
      className={cx('loan-status-pill', className)}
      data-attention={attention ?? attentionOfStatus(status ?? 0, daysLeft)}
    >
      {children}
    </span>
  );
});
