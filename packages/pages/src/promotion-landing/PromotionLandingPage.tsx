import { registerMessages } from '@loan-webview/kit/i18n';
import { promotionMessages } from './messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import './PromotionLandingPage.css';

registerMessages(promotionMessages);

const PromotionLandingContent = preloadedPart(() => import('./PromotionLandingContent'), {
  fallback: <Skeleton lines={6} />,
});

/**
 * Route promotionLanding (/promotion): where new borrowers arrive from ads (part 2 §2 item 1). One page folder
 * with hash routes: the form at `#/`, `#/downloadTemplate` and `#/agreementTemplate`.
 */
export function PromotionLandingPage() {
  return <PromotionLandingContent />;
}
