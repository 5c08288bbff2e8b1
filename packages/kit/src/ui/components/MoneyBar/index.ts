export { MoneyBar } from './MoneyBar';
export type { MoneyBarPart, MoneyBarProps, MoneyBarStep, MoneyBarTone } from './MoneyBar';
