import { bindBankMessages } from '../bind-bank/messages';
import { chargeMessages } from '../charges-common/messages';
import { companyMessages } from '../company-site/messages';
import { complaintMessages } from '../complaint-common/messages';
import { confirmMessages } from '../confirm-common/messages';
import { customerServiceMessages } from '../customer-service/messages';
import { legacyRepaymentMessages } from '../legacy-repayment/messages';
import { legalMessages } from '../legal-common/messages';
import { loanDetailMessages } from '../loan-detail/messages';
import { failureMessages } from '../login-failure/messages';
import { orderListMessages } from '../order-list/messages';
import { paymentInstructionsMessages } from '../payment-instructions/messages';
import { promotionMessages } from '../promotion-landing/messages';
import { repaymentMessages } from '../repayment-common/messages';
import { testPreviewMessages } from '../test-preview/messages';
import zhBindBank from '../bind-bank/messages/zh';
import zhChargesCommon from '../charges-common/messages/zh';
import zhCompanySite from '../company-site/messages/zh';
import zhComplaintCommon from '../complaint-common/messages/zh';
import zhConfirmCommon from '../confirm-common/messages/zh';
import zhCustomerService from '../customer-service/messages/zh';
import zhLegacyRepayment from '../legacy-repayment/messages/zh';
import zhLegalCommon from '../legal-common/messages/zh';
import zhLoanDetail from '../loan-detail/messages/zh';
import zhLoginFailure from '../login-failure/messages/zh';
import zhOrderList from '../order-list/messages/zh';
import zhPaymentInstructions from '../payment-instructions/messages/zh';
import zhPromotionLanding from '../promotion-landing/messages/zh';
import zhRepaymentCommon from '../repayment-common/messages/zh';
import zhTestPreview from '../test-preview/messages/zh';
import idBindBank from '../bind-bank/messages/id';
import idChargesCommon from '../charges-common/messages/id';
import idCompanySite from '../company-site/messages/id';
import idComplaintCommon from '../complaint-common/messages/id';
import idConfirmCommon from '../confirm-common/messages/id';
import idCustomerService from '../customer-service/messages/id';
import idLegacyRepayment from '../legacy-repayment/messages/id';
import idLegalCommon from '../legal-common/messages/id';
import idLoanDetail from '../loan-detail/messages/id';
import idLoginFailure from '../login-failure/messages/id';
import idOrderList from '../order-list/messages/id';
import idPaymentInstructions from '../payment-instructions/messages/id';
import idPromotionLanding from '../promotion-landing/messages/id';
import idRepaymentCommon from '../repayment-common/messages/id';
import idTestPreview from '../test-preview/messages/id';
import filBindBank from '../bind-bank/messages/fil';
import filChargesCommon from '../charges-common/messages/fil';
import filCompanySite from '../company-site/messages/fil';
import filComplaintCommon from '../complaint-common/messages/fil';
import filConfirmCommon from '../confirm-common/messages/fil';
import filCustomerService from '../customer-service/messages/fil';
import filLegacyRepayment from '../legacy-repayment/messages/fil';
import filLegalCommon from '../legal-common/messages/fil';
import filLoanDetail from '../loan-detail/messages/fil';
import filLoginFailure from '../login-failure/messages/fil';
import filOrderList from '../order-list/messages/fil';
import filPaymentInstructions from '../payment-instructions/messages/fil';
import filPromotionLanding from '../promotion-landing/messages/fil';
import filRepaymentCommon from '../repayment-common/messages/fil';
import filTestPreview from '../test-preview/messages/fil';

/**
 * Every page table with its strings in every other language, for what renders any page in any language at once:
 * the unit tests, Storybook and the build's prerendering. A page's bundle never imports this: each page
 * registers its own tables and loads their languages on demand.
 */
export const pageMessages = {
  ...bindBankMessages,
  ...chargeMessages,
  ...companyMessages,
  ...complaintMessages,
  ...confirmMessages,
  ...customerServiceMessages,
  ...legacyRepaymentMessages,
  ...legalMessages,
  ...loanDetailMessages,
  ...failureMessages,
  ...orderListMessages,
  ...paymentInstructionsMessages,
  ...promotionMessages,
  ...repaymentMessages,
  ...testPreviewMessages,
};

export const pageTranslations = {
  zh: {
    ...zhBindBank,
    ...zhChargesCommon,
    ...zhCompanySite,
    ...zhComplaintCommon,
    ...zhConfirmCommon,
    ...zhCustomerService,
    ...zhLegacyRepayment,
    ...zhLegalCommon,
    ...zhLoanDetail,
    ...zhLoginFailure,
    ...zhOrderList,
    ...zhPaymentInstructions,
    ...zhPromotionLanding,
    ...zhRepaymentCommon,
    ...zhTestPreview,
  },
  id: {
    ...idBindBank,
    ...idChargesCommon,
    ...idCompanySite,
    ...idComplaintCommon,
    ...idConfirmCommon,
    ...idCustomerService,
    ...idLegacyRepayment,
    ...idLegalCommon,
    ...idLoanDetail,
    ...idLoginFailure,
    ...idOrderList,
    ...idPaymentInstructions,
    ...idPromotionLanding,
    ...idRepaymentCommon,
    ...idTestPreview,
  },
  fil: {
    ...filBindBank,
    ...filChargesCommon,
    ...filCompanySite,
    ...filComplaintCommon,
    ...filConfirmCommon,
    ...filCustomerService,
    ...filLegacyRepayment,
    ...filLegalCommon,
    ...filLoanDetail,
    ...filLoginFailure,
    ...filOrderList,
    ...filPaymentInstructions,
    ...filPromotionLanding,
    ...filRepaymentCommon,
    ...filTestPreview,
  },
};
