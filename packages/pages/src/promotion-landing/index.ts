// Only the page: its content module and helpers, re-exported here, would join the entry's chunk (ADR 0043).
export { PromotionLandingPage, promotionLandingDefinition } from './page';
