import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { formatLongDate } from '../../../format/format';
import { useLanguage, useT } from '../../../i18n/I18nProvider';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './RefreshStatus.css';

export interface RefreshStatusProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** When the status shown was answered, epoch ms; nothing shows before the first answer. */
  updatedAt: number | undefined;
  /** A refresh is in flight: the button waits (a second tap asks nothing more). */
  refreshing?: boolean;
  /** The last refresh failed: what shows is still the status of `updatedAt`, and the line says so. */
  failed?: boolean;
  onRefresh: () => void;
}

/**
 * When what she sees was last answered, and a way to ask again (issue 59.1): a borrower who has just paid at a
 * counter looks for her loan's new status here. A visible button, not a pull gesture: it works with a keyboard,
 * a screen reader and reduced motion alike. A failed refresh keeps the page as it was and says how old it is.
 */
export const RefreshStatus = forwardRef<HTMLDivElement, RefreshStatusProps>(function RefreshStatus(
  { updatedAt, refreshing = false, failed = false, onRefresh, className, ...rest },
  ref,
) {
  const t = useT();
  const language = useLanguage();
  if (updatedAt === undefined) return null;
  const time = formatLongDate(updatedAt, language, undefined, { withTime: true });
  return (
    <div {...rest} ref={ref} className={cx('loan-refresh', className)}>
      <p className="loan-refresh__text" role="status" data-failed={failed || undefined}>
        {failed ? t('ui.refreshFailed', { time }) : t('ui.updatedAt', { time })}
      </p>
      <button
        type="button"
        className="loan-refresh__button"
        aria-disabled={refreshing || undefined}
        onClick={() => {
          if (!refreshing) onRefresh();
        }}
      >
        {refreshing ? t('ui.refreshing') : t('ui.refresh')}
      </button>
    </div>
  );
});
