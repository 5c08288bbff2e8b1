import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './FieldError.css';

export interface FieldErrorProps extends Omit<ComponentPropsWithoutRef<'p'>, 'role'> {
  /** The message; nothing is rendered without one. Point the field's `aria-describedby` at this `id`. */
  children?: string;
}

/**
 * What is wrong with a field, under the field (issue 27.5): announced as it appears, and tied to the field by
 * its `id` so a screen reader reads it with the field. The spec's toasts may say it as well.
 */
export const FieldError = forwardRef<HTMLParagraphElement, FieldErrorProps>(function FieldError(
  { children, className, ...rest },
  ref,
) {
  if (!children) return null;
  return (
    <p {...rest} ref={ref} role="alert" className={cx('loan-field-error', className)}>
      {children}
    </p>
  );
});
