import type { MessageEntry } from './define';
import { bindBankMessages } from './messages/bind-bank';
import { companyMessages } from './messages/company';
import { complaintMessages } from './messages/complaint';
import { confirmMessages } from './messages/confirm';
import { failureMessages } from './messages/failure';
import { orderListMessages } from './messages/order-list';
import { paymentInstructionsMessages } from './messages/payment-instructions';
import { promotionMessages } from './messages/promotion';
import { legacyRepaymentMessages } from './messages/legacy-repayment';
import { repaymentMessages } from './messages/repayment';
import { commonMessages } from './messages/common';
import { customerServiceMessages } from './messages/customer-service';
import { legalMessages } from './messages/legal';
import { loanDetailMessages } from './messages/loan-detail';
import { uiMessages } from './messages/ui';
import { uiFormMessages } from './messages/ui-forms';
import { uiMoneyMessages } from './messages/ui-money';
import { uiSheetMessages } from './messages/ui-sheet';
import { uiPayCodeMessages } from './messages/ui-pay-code';
import zhBindBank from './messages/zh/bind-bank';
import zhCommon from './messages/zh/common';
import zhCompany from './messages/zh/company';
import zhComplaint from './messages/zh/complaint';
import zhConfirm from './messages/zh/confirm';
import zhCustomerService from './messages/zh/customer-service';
import zhFailure from './messages/zh/failure';
import zhLegal from './messages/zh/legal';
import zhLoanDetail from './messages/zh/loan-detail';
import zhOrderList from './messages/zh/order-list';
import zhPaymentInstructions from './messages/zh/payment-instructions';
import zhPromotion from './messages/zh/promotion';
import zhLegacyRepayment from './messages/zh/legacy-repayment';
import zhRepayment from './messages/zh/repayment';
import zhUi from './messages/zh/ui';
import zhUiForms from './messages/zh/ui-forms';
import zhUiMoney from './messages/zh/ui-money';
import zhUiSheet from './messages/zh/ui-sheet';
import zhUiPayCode from './messages/zh/ui-pay-code';
import idBindBank from './messages/id/bind-bank';
import idCommon from './messages/id/common';
import idCompany from './messages/id/company';
import idComplaint from './messages/id/complaint';
import idConfirm from './messages/id/confirm';
import idCustomerService from './messages/id/customer-service';
import idFailure from './messages/id/failure';
import idLegal from './messages/id/legal';
import idLoanDetail from './messages/id/loan-detail';
import idOrderList from './messages/id/order-list';
import idPaymentInstructions from './messages/id/payment-instructions';
import idPromotion from './messages/id/promotion';
import idLegacyRepayment from './messages/id/legacy-repayment';
import idRepayment from './messages/id/repayment';
import idUi from './messages/id/ui';
import idUiForms from './messages/id/ui-forms';
import idUiMoney from './messages/id/ui-money';
import idUiSheet from './messages/id/ui-sheet';
import idUiPayCode from './messages/id/ui-pay-code';

/**
 * Every visible string, keyed: the type of message keys and the catalog check of tests. One file per area under
 * `messages/`; add an area's table here, and register it in its page module (`registerMessages`) so the page's
 * bundle carries it.
 */
export const messages = {
  ...bindBankMessages,
  ...companyMessages,
  ...complaintMessages,
  ...confirmMessages,
  ...failureMessages,
  ...orderListMessages,
  ...paymentInstructionsMessages,
  ...promotionMessages,
  ...repaymentMessages,
  ...legacyRepaymentMessages,
  ...commonMessages,
  ...customerServiceMessages,
  ...legalMessages,
  ...loanDetailMessages,
  ...uiMessages,
  ...uiFormMessages,
  ...uiMoneyMessages,
  ...uiSheetMessages,
  ...uiPayCodeMessages,
} as const satisfies Record<string, MessageEntry>;

export type MessageKey = keyof typeof messages;

/** Every area's Chinese and Indonesian strings (pages load them per area on demand; tests and the build take all). */
export const translations = {
  zh: {
    ...zhBindBank,
    ...zhCommon,
    ...zhCompany,
    ...zhComplaint,
    ...zhConfirm,
    ...zhCustomerService,
    ...zhFailure,
    ...zhLegal,
    ...zhLoanDetail,
    ...zhOrderList,
    ...zhPaymentInstructions,
    ...zhPromotion,
    ...zhRepayment,
    ...zhLegacyRepayment,
    ...zhUi,
    ...zhUiForms,
    ...zhUiMoney,
    ...zhUiSheet,
    ...zhUiPayCode,
  },
  id: {
    ...idBindBank,
    ...idCommon,
    ...idCompany,
    ...idComplaint,
    ...idConfirm,
    ...idCustomerService,
    ...idFailure,
    ...idLegal,
    ...idLoanDetail,
    ...idOrderList,
    ...idPaymentInstructions,
    ...idPromotion,
    ...idRepayment,
    ...idLegacyRepayment,
    ...idUi,
    ...idUiForms,
    ...idUiMoney,
    ...idUiSheet,
    ...idUiPayCode,
  },
} as const;
