// BindBankForm is not re-exported: the page loads it as a chunk of its own (ADR 0027).
export { BindBankPage } from './BindBankPage';
export { DEFAULT_CARD_TYPE, DEFAULT_CHANNEL_NUMBER, targetFromQuery } from './target';
export type { BindBankTarget } from './target';
