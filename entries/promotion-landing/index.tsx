import { promotionLandingDefinition } from '@loan-webview/pages/promotion-landing';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(promotionLandingDefinition);
