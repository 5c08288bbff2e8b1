export {
  addWorkingDays,
  currencySign,
  daysUntil,
  formatCardDigits,
  formatAmount,
  formatDate,
  formatLongDate,
  formatMoney,
  formatPhoneDigits,
  groupThousands,
  isValidMobile,
  normalizeMobile,
  parseDate,
  isAmountText,
  readableValue,
} from './format';
export type { Market } from './format';
export { attentionOfStatus, DUE_SOON_DAYS, isOverdueStatus, isProductEnabled, toneOfStatus } from './meaning';
export type { StatusAttention, StatusTone } from './meaning';
