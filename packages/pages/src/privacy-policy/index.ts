export { PrivacyPolicyPage } from './PrivacyPolicyPage';
export { privacyPolicyDefinition } from './page';
