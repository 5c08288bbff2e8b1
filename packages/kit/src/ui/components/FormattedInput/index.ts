export { CardNumberInput, DigitsInput, PhoneInput, SmsCodeInput } from './FormattedInput';
export type { FormattedInputProps } from './FormattedInput';
