// Only the page: its content module, re-exported here, would join the entry's chunk (ADR 0043).
// BindBankForm is not re-exported: the page loads it as a chunk of its own (ADR 0027).
export { DEFAULT_CARD_TYPE, DEFAULT_CHANNEL_NUMBER, targetFromQuery } from './target';
export type { BindBankTarget } from './target';
export { bindBankDefinition, BindBankPage } from './page';
