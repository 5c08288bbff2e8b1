import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './Button.css';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: 'primary' | 'secondary' | 'text';
  block?: boolean;
  /**
   * Shows a spinner and ignores taps (and a form's submit), so a double tap sends one request. The button stays
   * focusable (`aria-disabled`, not `disabled`): keyboard and screen-reader focus stays where it was.
   */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    block = false,
    loading = false,
    disabled,
    className,
    children,
    type = 'button',
    onClick,
    ...rest
  },
  ref,
) {
  const busy = loading && !disabled;
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={cx('loan-button', `loan-button--${variant}`, block && 'loan-button--block', className)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // Busy: the tap (and the submit a form's Enter sends through this button) goes nowhere.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading && <span className="loan-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
});
