import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './TextField.css';

export type TextInputProps = ComponentPropsWithoutRef<'input'>;
export type TextAreaProps = ComponentPropsWithoutRef<'textarea'>;

/**
 * A text field in the kit's one field look (the formatted inputs share it): a native input, every prop passed
 * through. Label it with a `<label htmlFor>`; point `aria-describedby` at its FieldError.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { className, type = 'text', ...rest },
  ref,
) {
  return <input {...rest} ref={ref} type={type} className={cx('loan-input', className)} />;
});

/** A multi-line text field in the same look, as tall as a few lines and growing only when the borrower drags it. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ className, ...rest }, ref) {
  return <textarea {...rest} ref={ref} className={cx('loan-input', 'loan-input--multiline', className)} />;
});
