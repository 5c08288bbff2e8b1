import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { cx, useControllableState } from '../../internal';
import { isAmountText, readableValue } from '../../../format/format';
import { useLanguage, useT } from '../../../i18n/I18nProvider';
import '../../theme/tokens.css';
import './DetailRows.css';

export interface DetailRow {
  text: string;
  value: string;
}

export interface DetailRowsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  rows: ReadonlyArray<DetailRow>;
  /** Show only the first N rows with a More/Hide toggle (2 on the installment page). */
  foldTo?: number;
  /** Controlled folded state. */
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
}

/** Label/value lines of an order, a loan or a repayment; a value that is a date reads as every page's dates do. */
export const DetailRows = forwardRef<HTMLDivElement, DetailRowsProps>(function DetailRows(
  { rows, foldTo, expanded, defaultExpanded = false, onExpandedChange, className, ...rest },
  ref,
) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [isExpanded, setExpanded] = useControllableState({
    prop: expanded,
    defaultProp: defaultExpanded,
    onChange: onExpandedChange,
  });
  const foldable = foldTo !== undefined && rows.length > foldTo;
  const visible = foldable && !isExpanded ? rows.slice(0, foldTo) : rows;

  return (
    <div {...rest} ref={ref} className={cx('loan-detail-rows', className)}>
      <dl className="loan-detail-rows__list" id={id}>
        {visible.map((row, index) => (
          <div className="loan-detail-rows__row" key={`${index}-${row.text}`}>
            <dt className="loan-detail-rows__text">{row.text}</dt>
            <dd className="loan-detail-rows__value" data-figure={isAmountText(row.value) || undefined}>
              {readableValue(row.value, language)}
            </dd>
          </div>
        ))}
      </dl>
      {foldable && (
        <button
          type="button"
          className="loan-detail-rows__toggle"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setExpanded(!isExpanded)}
        >
          {isExpanded ? t('ui.hide') : t('ui.more')}
        </button>
      )}
    </div>
  );
});
