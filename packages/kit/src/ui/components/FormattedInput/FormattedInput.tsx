import { forwardRef, useLayoutEffect, useRef, useState, type ChangeEvent, type ComponentPropsWithoutRef } from 'react';
import { cx, mergeRefs, useControllableState, useTypedBeforeHydration } from '../../internal';
import { formatCardDigits, formatPhoneDigits } from '../../../format/format';
import '../../theme/tokens.css';
import '../TextField/TextField.css';
import './FormattedInput.css';

type NativeProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'>;

export interface FormattedInputProps extends NativeProps {
  /** Controlled value: the digits only, without separators. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (digits: string) => void;
  /** Input that would make the value longer than this is ignored, not cut. */
  maxDigits?: number;
}

/** Where the caret goes: after the same number of digits as before the change. */
function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i])) seen += 1;
    if (seen === digitCount) return i + 1;
  }
  return formatted.length;
}

function createFormattedInput(
  displayName: string,
  format: (digits: string) => string,
  defaultMax: number,
  extra: NativeProps,
  /** The digits as the field keeps them, from what was typed or pasted. */
  normalize: (digits: string) => string = (digits) => digits,
) {
  const FormattedInput = forwardRef<HTMLInputElement, FormattedInputProps>(function FormattedInput(
    { value, defaultValue = '', onValueChange, maxDigits = defaultMax, className, ...rest },
    ref,
  ) {
    const [digits, setDigits] = useControllableState({
      prop: value,
      defaultProp: defaultValue.replace(/\D/g, '').slice(0, maxDigits),
      onChange: onValueChange,
    });
    const input = useRef<HTMLInputElement | null>(null);
    const pendingCaret = useRef<number | null>(null);
    const [, rerender] = useState(0);

    useLayoutEffect(() => {
      if (pendingCaret.current === null || !input.current) return;
      if (document.activeElement === input.current) {
        input.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
      }
      pendingCaret.current = null;
    });

    // Typed before the page hydrated: kept as if typed now, the caret after it.
    const typedDigits = (text: string) => normalize(text.replace(/\D/g, '')).slice(0, maxDigits);
    const [early, forgetEarly] = useTypedBeforeHydration(input, format(digits), (text) => {
      const typed = typedDigits(text);
      pendingCaret.current = format(typed).length;
      setDigits(typed);
    });
    const shown = early === null ? digits : typedDigits(early);

    const onChange = (event: ChangeEvent<HTMLInputElement>) => {
      const raw = event.target.value;
      const caret = event.target.selectionStart ?? raw.length;
      let next = raw.replace(/\D/g, '');
      let digitsBeforeCaret = raw.slice(0, caret).replace(/\D/g, '').length;
      const normalized = normalize(next);
      if (normalized !== next) {
        next = normalized;
        digitsBeforeCaret = next.length;
      }
      if (next === shown && raw.length < format(shown).length && digitsBeforeCaret > 0) {
        // Backspace on a separator: delete the digit before it, as the borrower meant.
        next = next.slice(0, digitsBeforeCaret - 1) + next.slice(digitsBeforeCaret);
        digitsBeforeCaret -= 1;
      }
      if (next.length > maxDigits) {
        // Longer input is ignored: keep the value and put the caret back where the typing happened.
        pendingCaret.current = caretAfterDigits(
          format(shown),
          Math.min(digitsBeforeCaret - (next.length - shown.length), shown.length),
        );
        rerender((n) => n + 1);
        return;
      }
      pendingCaret.current = caretAfterDigits(format(next), digitsBeforeCaret);
      // A controlled owner may keep the value: render anyway so the caret effect runs.
      rerender((n) => n + 1);
      forgetEarly();
      setDigits(next);
    };

    return (
      <input
        inputMode="numeric"
        autoComplete="off"
        {...extra}
        {...rest}
        ref={mergeRefs(input, ref)}
        type="text"
        className={cx('loan-input', extra.className, className)}
        value={format(shown)}
        onChange={onChange}
      />
    );
  });
  FormattedInput.displayName = displayName;
  return FormattedInput;
}

/** Digits only (bank numbers, SMS codes with `autoComplete="one-time-code"` and maxDigits 6). */
export const DigitsInput = createFormattedInput('DigitsInput', (digits) => digits, 32, {});

/**
 * A mobile number shown 3-4-4, at most 11 digits. A Philippine number pasted or filled in its international form
 * (+63 917 123 4567, 639171234567) becomes its local 09171234567 instead of being refused for its length.
 */
export const PhoneInput = createFormattedInput(
  'PhoneInput',
  formatPhoneDigits,
  11,
  { autoComplete: 'tel-national', inputMode: 'tel' },
  (digits) => (/^639\d{9}$/.test(digits) ? `0${digits.slice(2)}` : digits),
);

/** A card or account number in groups of 4. */
export const CardNumberInput = createFormattedInput('CardNumberInput', formatCardDigits, 19, {
  autoComplete: 'cc-number',
});

/** The 6-digit SMS code: the phone's keyboard can fill it from the message; the field is as wide as six digits. */
export const SmsCodeInput = createFormattedInput('SmsCodeInput', (digits) => digits, 6, {
  autoComplete: 'one-time-code',
  className: 'loan-input--code',
});
