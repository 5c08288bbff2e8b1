import { definePage } from '../shell/define-page';
import { LegacyRepaymentPage } from './LegacyRepaymentPage';

export const legacyRepaymentDefinition = definePage({ route: 'legacyRepayment', Page: LegacyRepaymentPage });
