import { forwardRef, useRef, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { cx, useControllableState } from '../../internal';
import { useT } from '../../../i18n/I18nProvider';
import '../../theme/tokens.css';
import './StarRating.css';

export interface StarRatingProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** Controlled value, 0 (none) to `count`. */
  value?: number;
  defaultValue?: number;
  /** The chosen score, whenever it changes (Radix's name for it, as the other controls). */
  onValueChange?: (value: number) => void;
  count?: number;
  readOnly?: boolean;
  /** Names the group for screen readers. */
  label?: string;
}

/**
 * Tapping star n fills stars 1..n. A radiogroup: arrow keys move and choose, Home/End jump, one tab stop
 * (roving tabindex); read-only mode shows the score as an image with a text alternative.
 */
export const StarRating = forwardRef<HTMLDivElement, StarRatingProps>(function StarRating(
  { value, defaultValue = 0, onValueChange, count = 5, readOnly = false, label, className, ...rest },
  ref,
) {
  const t = useT();
  const [current, setCurrent] = useControllableState({
    prop: value,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const name = (n: number) => t('ui.stars', { count: n });

  const choose = (n: number) => {
    if (readOnly) return;
    setCurrent(n);
    refs.current[n - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const from = Math.max(current, 1);
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? Math.min(count, from + (current === 0 ? 0 : 1))
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? Math.max(1, from - 1)
          : event.key === 'Home'
            ? 1
            : event.key === 'End'
              ? count
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  const stars = Array.from({ length: count }, (_, i) => i + 1);

  if (readOnly) {
    return (
      <div
        {...rest}
        ref={ref}
        className={cx('loan-star-rating', 'loan-star-rating--readonly', className)}
        role="img"
        aria-label={`${label ?? t('ui.rating')}: ${name(current)}`}
      >
        {stars.map((n) => (
          <Star key={n} filled={n <= current} />
        ))}
      </div>
    );
  }

  return (
    <div
      {...rest}
      ref={ref}
      className={cx('loan-star-rating', className)}
      role="radiogroup"
      aria-label={label ?? t('ui.rating')}
    >
      {stars.map((n) => (
        <button
          key={n}
          ref={(el) => {
            refs.current[n - 1] = el;
          }}
          type="button"
          role="radio"
          aria-checked={n === current}
          aria-label={name(n)}
          tabIndex={n === Math.max(current, 1) ? 0 : -1}
          className="loan-star-rating__star"
          onClick={() => choose(n)}
          onKeyDown={onKeyDown}
        >
          <Star filled={n <= current} />
        </button>
      ))}
    </div>
  );
});

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      className={filled ? 'loan-star--filled' : 'loan-star--empty'}
    >
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
