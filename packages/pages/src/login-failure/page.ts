import { definePage } from '../shell/define-page';
import { LoginFailurePage } from './LoginFailurePage';

export const loginFailureDefinition = definePage({
  route: 'errorUrl',
  Page: LoginFailurePage,
  contentNeedsScripts: true,
});
