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
} from './format';
export type { Market } from './format';
