export { PrivacyPolicyPage } from './PrivacyPolicyPage';
export { POLICY_EFFECTIVE_DATE, PRIVACY_POLICY } from './privacyContent';
export type { PolicySection } from './privacyContent';
