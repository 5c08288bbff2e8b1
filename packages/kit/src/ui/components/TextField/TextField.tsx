import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './TextField.css';

export type TextInputProps = ComponentPropsWithRef<'input'>;
export type TextAreaProps = ComponentPropsWithRef<'textarea'>;

/**
 * A text field in the kit's one field look (the formatted inputs share it): a native input, every prop passed
 * through. Label it with a `<label htmlFor>`; point `aria-describedby` at its FieldError.
 */
export function TextInput({ className, type = 'text', ...rest }: TextInputProps) {
  return <input {...rest} type={type} className={cx('loan-input', className)} />;
}

/** A multi-line text field in the same look, as tall as a few lines and growing only when the borrower drags it. */
export function TextArea({ className, ...rest }: TextAreaProps) {
  return <textarea {...rest} className={cx('loan-input', 'loan-input--multiline', className)} />;
}
