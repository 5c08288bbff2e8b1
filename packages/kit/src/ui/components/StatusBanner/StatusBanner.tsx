import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { attentionOfStatus, isOverdueStatus, type StatusTone, toneOfStatus } from '../../../format/meaning';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './StatusBanner.css';

export { toneOfStatus };
export type { StatusTone };

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** One icon per status; 170 has none (part 1 §4). */
const ICONS: Partial<Record<number, ReactNode>> = {
  // under review: an hourglass
  21: <path {...stroke} d="M9 5h14M9 27h14M11 5c0 7 10 7 10 11s-10 4-10 11M21 5c0 7-10 7-10 11s10 4 10 11" />,
  // review failed: a cross in a circle
  110: (
    <g {...stroke}>
      <circle cx="16" cy="16" r="11" />
      <path d="M12 12l8 8M20 12l-8 8" />
    </g>
  ),
  // disbursing: money on its way
  151: (
    <g {...stroke}>
      <rect x="4" y="9" width="20" height="14" rx="2" />
      <circle cx="14" cy="16" r="3" />
      <path d="M24 16h5M26 13l3 3-3 3" />
    </g>
  ),
  // partially repaid: a half-filled circle
  174: (
    <g {...stroke}>
      <circle cx="16" cy="16" r="11" />
      <path d="M16 5v22" />
      <path d="M16 5a11 11 0 0 1 0 22z" fill="currentColor" stroke="none" />
    </g>
  ),
  // overdue: a clock with an alert
  180: (
    <g {...stroke}>
      <circle cx="15" cy="17" r="10" />
      <path d="M15 11v6l4 2M25 4v5M25 12v.5" />
    </g>
  ),
  // repaid: a check in a circle
  200: (
    <g {...stroke}>
      <circle cx="16" cy="16" r="11" />
      <path d="M11 16.5l3.5 3.5 6.5-7" />
    </g>
  ),
};

export interface StatusBannerProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'children'> {
  /** The order status code (21, 110, 151, 170, 174, 180, 200). */
  status: number;
  /** noticeStatusText */
  title: string;
  /** noticeDesText */
  description?: string;
  /** Days to the due date, where the page knows it: a due loan (170) turns amber within 3 days, as its pill does. */
  daysLeft?: number;
}

/**
 * The order's state at a glance: icon, title and what it means for the borrower. Its colour says what the status
 * pill says (`attentionOfStatus`): green for good news, none for a due date still ahead, amber for attention (due
 * soon, partly repaid), soft red for a failed review, strong red for overdue only.
 */
export const StatusBanner = forwardRef<HTMLElement, StatusBannerProps>(function StatusBanner(
  { status, title, description, daysLeft, className, ...rest },
  ref,
) {
  const tone = attentionOfStatus(status, daysLeft);
  const icon = ICONS[status];
  return (
    <section
      {...rest}
      ref={ref}
      className={cx(
        'loan-status-banner',
        `loan-status-banner--${tone}`,
        isOverdueStatus(status) && 'loan-status-banner--overdue',
        className,
      )}
      data-tone={tone}
      data-status={status}
      aria-label={title}
    >
      {icon && (
        <svg
          className="loan-status-banner__icon"
          viewBox="0 0 32 32"
          width="40"
          height="40"
          aria-hidden="true"
          focusable="false"
        >
          {icon}
        </svg>
      )}
      <div className="loan-status-banner__text">
        <h2 className="loan-status-banner__title">{title}</h2>
        {description && <p className="loan-status-banner__description">{description}</p>}
      </div>
    </section>
  );
});
