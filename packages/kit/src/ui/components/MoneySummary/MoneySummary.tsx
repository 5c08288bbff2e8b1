import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { daysUntil, formatLongDate } from '../../../format/format';
import { DUE_SOON_DAYS } from '../../../format/meaning';
import { useLanguage, useT } from '../../../i18n/I18nProvider';
import { uiMoneyMessages } from '../../../i18n/messages/ui-money';
import { registerMessages } from '../../../i18n/translate';
import { cx, useClientNow } from '../../internal';
import '../../theme/tokens.css';
import './MoneySummary.css';

registerMessages(uiMoneyMessages);

export interface MoneySummaryProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** What the figure is: "Amount due", "You receive". */
  label: string;
  /** The figure, already formatted ("₱5,450.00"). */
  amount: string;
  /** The due date in any form a server sends; written for people, with the days left or overdue. */
  dueDate?: Date | number | string;
  /** The words before the date ("Due", "Next payment"). */
  dateLabel?: string;
  /** Whether the days left or overdue show (not for a loan already repaid). */
  countdown?: boolean;
  /**
   * Now, in ms, where the host decides it (a server render and its hydration agree on it). Without it the
   * days left show once the page runs in the browser: markup rendered on another day hydrates cleanly.
   */
  now?: number;
  /** More under the figure: a second line, an action. */
  children?: ReactNode;
}

/**
 * Money first (issue 27.1): the one figure a borrower opened the page for, large, with its due date written for
 * people and how many days are left. The countdown is amber within 3 days and red once overdue; the amount
 * itself always keeps the text colour.
 */
export const MoneySummary = forwardRef<HTMLElement, MoneySummaryProps>(function MoneySummary(
  { label, amount, dueDate, dateLabel, countdown = true, now, children, className, ...rest },
  ref,
) {
  const t = useT();
  const language = useLanguage();
  const labelId = useId();
  const clientNow = useClientNow();
  const today = now ?? clientNow;
  // Whether the date can be read at all does not depend on the day.
  const dated = dueDate !== undefined && daysUntil(dueDate, 0) !== undefined;
  const days = dated && today !== null ? daysUntil(dueDate, today) : undefined;
  const attention =
    days === undefined ? undefined : days < 0 ? 'danger' : days <= DUE_SOON_DAYS ? 'warning' : 'neutral';
  return (
    <section {...rest} ref={ref} className={cx('loan-money', className)} aria-labelledby={labelId}>
      <h2 className="loan-money__label" id={labelId}>
        {label}
      </h2>
      <p className="loan-money__amount">{amount}</p>
      {dated && (
        <p className="loan-money__due">
          <span>
            {dateLabel ?? t('ui.due')} {formatLongDate(dueDate!, language)}
          </span>
          {countdown && days !== undefined && (
            <span className="loan-money__countdown" data-attention={attention}>
              {days < 0
                ? t('ui.overdueByDays', { count: -days })
                : days === 0
                  ? t('ui.dueToday')
                  : t('ui.daysLeft', { count: days })}
            </span>
          )}
        </p>
      )}
      {children}
    </section>
  );
});
