import { definePage } from '../shell/define-page';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

export const privacyPolicyDefinition = definePage({ route: 'privacyPolicy', Page: PrivacyPolicyPage, static: true });
