export { messages } from './catalog';
export type { MessageKey } from './catalog';
export { defineMessages } from './define';
export type { MessageEntry } from './define';
export { createTranslator, isLanguage, LANGUAGES, pickLanguage, registerMessages } from './translate';
export type { Language, Translate } from './translate';
export { I18nProvider, useLanguage, useT } from './I18nProvider';
// Each page area's table, for the page module to register (`registerMessages`) so its bundle carries it.
export { bindBankMessages } from './messages/bind-bank';
export { companyMessages } from './messages/company';
export { complaintMessages } from './messages/complaint';
export { confirmMessages } from './messages/confirm';
export { customerServiceMessages } from './messages/customer-service';
export { failureMessages } from './messages/failure';
export { loanDetailMessages } from './messages/loan-detail';
export { paymentInstructionsMessages } from './messages/payment-instructions';
export { promotionMessages } from './messages/promotion';
export { repaymentMessages } from './messages/repayment';
export { describeFailure } from './describe-failure';
