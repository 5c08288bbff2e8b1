import type { ButtonHTMLAttributes } from 'react';
import '../../theme/tokens.css';
import './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
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
  const classes = ['loan-button', `loan-button--${variant}`, block && 'loan-button--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <span className="loan-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
