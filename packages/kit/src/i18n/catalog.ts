import type { MessageEntry } from './define';
import { commonMessages } from './messages/common';
import { uiMessages } from './messages/ui';
import { uiFormMessages } from './messages/ui-forms';
import { uiMoneyMessages } from './messages/ui-money';
import { uiSheetMessages } from './messages/ui-sheet';
import { uiPayCodeMessages } from './messages/ui-pay-code';
import { uiLenderMessages } from './messages/ui-lender';
import { routeTitleMessages } from './messages/routes';
import zhCommon from './messages/zh/common';
import zhUi from './messages/zh/ui';
import zhUiForms from './messages/zh/ui-forms';
import zhUiMoney from './messages/zh/ui-money';
import zhUiSheet from './messages/zh/ui-sheet';
import zhUiPayCode from './messages/zh/ui-pay-code';
import zhUiLender from './messages/zh/ui-lender';
import zhRoutes from './messages/zh/routes';
import idCommon from './messages/id/common';
import idUi from './messages/id/ui';
import idUiForms from './messages/id/ui-forms';
import idUiMoney from './messages/id/ui-money';
import idUiSheet from './messages/id/ui-sheet';
import idUiPayCode from './messages/id/ui-pay-code';
import idUiLender from './messages/id/ui-lender';
import idRoutes from './messages/id/routes';
import filCommon from './messages/fil/common';
import filUi from './messages/fil/ui';
import filUiForms from './messages/fil/ui-forms';
import filUiMoney from './messages/fil/ui-money';
import filUiSheet from './messages/fil/ui-sheet';
import filUiPayCode from './messages/fil/ui-pay-code';
import filUiLender from './messages/fil/ui-lender';
import filRoutes from './messages/fil/routes';

/**
 * The kit's own strings, keyed: shared texts (`common.*`, `toast.*`) and the components' (`ui.*`). An app's
 * pages keep their strings in their own tables (`defineMessages`, `registerMessages`) and declare them in
 * `AppMessages` so `t()` takes their keys.
 */
export const messages = {
  ...commonMessages,
  ...uiMessages,
  ...uiFormMessages,
  ...uiMoneyMessages,
  ...uiSheetMessages,
  ...uiPayCodeMessages,
  ...uiLenderMessages,
  ...routeTitleMessages,
} as const satisfies Record<string, MessageEntry>;

/** The kit's strings in its other languages (tests, Storybook and servers take all; pages load them per table). */
export const translations = {
  zh: { ...zhCommon, ...zhUi, ...zhUiForms, ...zhUiMoney, ...zhUiSheet, ...zhUiPayCode, ...zhUiLender, ...zhRoutes },
  id: { ...idCommon, ...idUi, ...idUiForms, ...idUiMoney, ...idUiSheet, ...idUiPayCode, ...idUiLender, ...idRoutes },
  fil: {
    ...filCommon,
    ...filUi,
    ...filUiForms,
    ...filUiMoney,
    ...filUiSheet,
    ...filUiPayCode,
    ...filUiLender,
    ...filRoutes,
  },
} as const;

/**
 * An app's own message tables, for type checking: augment it with the tables' types, as i18next's
 * `CustomTypeOptions` is augmented.
 *
 * ```ts
 * declare module '@loan-webview/kit/i18n' {
 *   interface AppMessages extends MyPageMessages {}
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppMessages {}

/** A key `t()` takes: the kit's, or one of the app's declared in `AppMessages`. */
export type MessageKey = keyof typeof messages | Extract<keyof AppMessages, string>;
