import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './Button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'text';
  block?: boolean;
  /** Shows a spinner and disables the button, so a double tap sends one request. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx('loan-button', `loan-button--${variant}`, block && 'loan-button--block', className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className="loan-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
