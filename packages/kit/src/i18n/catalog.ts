import type { MessageEntry } from './define';
import { bindBankMessages } from './messages/bind-bank';
import { companyMessages } from './messages/company';
import { complaintMessages } from './messages/complaint';
import { confirmMessages } from './messages/confirm';
import { failureMessages } from './messages/failure';
import { orderListMessages } from './messages/order-list';
import { paymentInstructionsMessages } from './messages/payment-instructions';
import { promotionMessages } from './messages/promotion';
import { repaymentMessages } from './messages/repayment';
import { commonMessages } from './messages/common';
import { customerServiceMessages } from './messages/customer-service';
import { legalMessages } from './messages/legal';
import { loanDetailMessages } from './messages/loan-detail';
import { uiMessages } from './messages/ui';

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
  ...commonMessages,
  ...customerServiceMessages,
  ...legalMessages,
  ...loanDetailMessages,
  ...uiMessages,
} as const satisfies Record<string, MessageEntry>;

export type MessageKey = keyof typeof messages;
