import type { bindBankMessages } from '../bind-bank/messages';
import type { chargeMessages } from '../charges-common/messages';
import type { companyMessages } from '../company-site/messages';
import type { complaintMessages } from '../complaint-common/messages';
import type { confirmMessages } from '../confirm-common/messages';
import type { customerServiceMessages } from '../customer-service/messages';
import type { legacyRepaymentMessages } from '../legacy-repayment/messages';
import type { legalMessages } from '../legal-common/messages';
import type { loanDetailMessages } from '../loan-detail/messages';
import type { failureMessages } from '../login-failure/messages';
import type { orderListMessages } from '../order-list/messages';
import type { paymentInstructionsMessages } from '../payment-instructions/messages';
import type { promotionMessages } from '../promotion-landing/messages';
import type { repaymentMessages } from '../repayment-common/messages';
import type { testPreviewMessages } from '../test-preview/messages';

/** Every page table's keys: what `t()` takes besides the kit's own (a page folder adds its table here). */
type PageMessages = typeof bindBankMessages &
  typeof chargeMessages &
  typeof companyMessages &
  typeof complaintMessages &
  typeof confirmMessages &
  typeof customerServiceMessages &
  typeof legacyRepaymentMessages &
  typeof legalMessages &
  typeof loanDetailMessages &
  typeof failureMessages &
  typeof orderListMessages &
  typeof paymentInstructionsMessages &
  typeof promotionMessages &
  typeof repaymentMessages &
  typeof testPreviewMessages;

declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends PageMessages {}
}
