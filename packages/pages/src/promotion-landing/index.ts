export { PromotionLandingPage } from './PromotionLandingPage';
export { clientType, landingSettings, templateHash, viewOf } from './landing';
export type { LandingSettings, LandingView } from './landing';
