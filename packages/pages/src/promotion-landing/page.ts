import { definePage } from '../shell/define-page';
import { PromotionLandingPage } from './PromotionLandingPage';

export const promotionLandingDefinition = definePage({
  route: 'promotionLanding',
  Page: PromotionLandingPage,
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'promotionTemplate', payload: { templateId: { query: 'id' } } },
});
