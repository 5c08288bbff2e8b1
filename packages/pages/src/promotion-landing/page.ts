import { registerMessages } from '@loan-webview/kit/i18n';
import { definePage, fromQuery } from '../shell/define-page';
import { promotionMessages } from './messages';
import './PromotionLandingPage.css';

registerMessages(promotionMessages);

/**
 * Route promotionLanding (/promotion): where new borrowers arrive from ads (part 2 §2 item 1). One page folder
 * with hash routes: the form at `#/`, `#/downloadTemplate` and `#/agreementTemplate`. Its headline is the
 * template's, so the view shows the heading.
 */
export const promotionLandingDefinition = definePage({
  route: 'promotionLanding',
  example: { app_from: 'pesoloan', user_from: 'fb', utm_tag: 'nov-promo' },
  frame: { className: '' },
  view: () => import('./PromotionLandingContent'),
  skeleton: { lines: 6 },
  contentNeedsScripts: true,
  firstRequest: { endpoint: 'promotionTemplate', payload: { templateId: fromQuery('id', 'T100') } },
});

export const PromotionLandingPage = promotionLandingDefinition.Page;
