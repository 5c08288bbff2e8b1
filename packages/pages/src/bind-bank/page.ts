import { definePage } from '../shell/define-page';
import { BindBankPage } from './BindBankPage';

export const bindBankDefinition = definePage({ route: 'bindBank', Page: BindBankPage });
