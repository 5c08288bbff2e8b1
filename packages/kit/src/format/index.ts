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
