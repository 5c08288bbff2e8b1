export {
  currencySign,
  formatCardDigits,
  formatAmount,
  formatDate,
  formatMoney,
  formatPhoneDigits,
  groupThousands,
  isValidMobile,
  normalizeMobile,
  parseDate,
} from './format';
export type { Market } from './format';
export { isProductEnabled, toneOfStatus } from './meaning';
export type { StatusTone } from './meaning';
