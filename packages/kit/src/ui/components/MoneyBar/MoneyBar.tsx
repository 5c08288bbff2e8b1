import { forwardRef, useEffect, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './MoneyBar.css';

/** What a part of the money is, which sets its colour: the legend says it in words. */
export type MoneyBarTone = 'receive' | 'fee' | 'cost' | 'paid' | 'remaining' | 'late';

export interface MoneyBarPart {
  /** What the part is: "You receive", "Repaid so far", "Late charges". */
  label: string;
  /** Its size, in the same unit as every other part and the total (centavos, pesos): sets its share of the bar. */
  value: number;
  /** The figure as shown ("₱4,900.00"). */
  amount: string;
  tone: MoneyBarTone;
  /** A line under the label: how it is made or how it grows ("₱2.50 a day until paid"). */
  note?: ReactNode;
}

export interface MoneyBarStep {
  /** What is due: "Installment 1 of 3", "Extension fee". */
  label: string;
  /** When, written for people. */
  date?: string;
  amount: string;
  /** Paid, due next, overdue, or later. */
  state?: 'paid' | 'due' | 'late' | 'upcoming';
}

export interface MoneyBarProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children'> {
  /** What the parts add up to: "You repay", "Loan amount". */
  label: string;
  /** The whole, as shown ("₱5,450.00"). */
  total: string;
  /** The whole in the parts' unit: the parts must add up to it (a part "Other charges" says what the rows do not). */
  value: number;
  /** A line after the total: "by Feb 22, 2027". */
  caption?: ReactNode;
  /** In the order they fill the bar, left to right. */
  parts: ReadonlyArray<MoneyBarPart>;
  /** The instalments on a timeline under the bar, with what each pays. */
  steps?: ReadonlyArray<MoneyBarStep>;
  /** The timeline's accessible name ("Payment plan"). */
  stepsLabel?: string;
  /**
   * A larger whole, in the same unit, that the bar is drawn as a share of: bars of choices side by side, each
   * `max` the largest total, compare at a glance.
   */
  max?: number;
}

/** Within half a centavo of each other, in either unit the parts come in. */
const addsUp = (parts: ReadonlyArray<MoneyBarPart>, value: number) =>
  Math.abs(parts.reduce((sum, part) => sum + part.value, 0) - value) < 0.005;

/**
 * A loan's money in one look (issue 69): a whole, as the parts it is made of, side by side on one bar, and the
 * same parts in words beneath it (the bar's text equivalent: a screen reader reads the legend, not the bar). At
 * the confirmation, what she repays as what she receives, what is taken up front and what the credit costs; once
 * paid out, what is repaid, what is left and the late charges. Parts that do not add up to the whole are a
 * caller's mistake the component names rather than draws: the bar is left out and a warning says so.
 */
export const MoneyBar = forwardRef<HTMLElement, MoneyBarProps>(function MoneyBar(
  { label, total, value, caption, parts, steps, stepsLabel, max, className, ...rest },
  ref,
) {
  const captionId = useId();
  const whole = addsUp(parts, value) && parts.every((part) => part.value >= 0);
  // Said once for the parts she is shown, not on every render.
  useEffect(() => {
    if (!whole) console.warn(`[loan] MoneyBar "${label}": its parts do not add up to ${total}; the bar is left out`);
  }, [whole, label, total]);
  return (
    <figure
      {...rest}
      ref={ref}
      className={cx('loan-money-bar', className)}
      aria-labelledby={captionId}
      data-value={value}
    >
      <figcaption className="loan-money-bar__caption" id={captionId}>
        <span className="loan-money-bar__label">{label}</span>{' '}
        <span className="loan-money-bar__total" data-figure="">
          {total}
        </span>
        {caption && (
          <>
            {' '}
            <span className="loan-money-bar__when">{caption}</span>
          </>
        )}
      </figcaption>
      {whole && value > 0 && (
        <div
          className="loan-money-bar__track"
          aria-hidden="true"
          style={max && max > value ? { width: `${(value / max) * 100}%` } : undefined}
        >
          {parts
            .filter((part) => part.value > 0)
            .map((part, index) => (
              <span
                key={`${part.tone}-${index}`}
                className="loan-money-bar__part"
                data-tone={part.tone}
                style={{ flexGrow: part.value / value }}
              />
            ))}
        </div>
      )}
      <dl className="loan-money-bar__legend">
        {parts.map((part, index) => (
          <div
            key={`${part.tone}-${index}`}
            className="loan-money-bar__row"
            data-tone={part.tone}
            data-value={part.value}
          >
            <dt>
              <span className="loan-money-bar__swatch" aria-hidden="true" />
              <span>
                {part.label}
                {part.note && <span className="loan-money-bar__note">{part.note}</span>}
              </span>
            </dt>
            <dd data-figure="">{part.amount}</dd>
          </div>
        ))}
      </dl>
      {steps && steps.length > 0 && (
        <ol className="loan-money-bar__steps" aria-label={stepsLabel}>
          {steps.map((step, index) => (
            <li key={`${step.label}-${index}`} className="loan-money-bar__step" data-state={step.state ?? 'upcoming'}>
              <span className="loan-money-bar__step-marker" aria-hidden="true" />
              <span className="loan-money-bar__step-text">
                <span>{step.label}</span>
                {step.date && <span className="loan-money-bar__step-date">{step.date}</span>}
              </span>
              <span className="loan-money-bar__step-amount" data-figure="">
                {step.amount}
              </span>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
});
