import { defineMessages } from '@loan-webview/kit/i18n';

/** Company public site and its pages. */
export const companyMessages = defineMessages(
  {
    'company.home': { source: 'Home' },
    'company.aboutUs': { source: 'About us' },
    'company.privacyPolicy': { source: 'Privacy Policy' },
    'company.loanTerms': { source: 'Loan terms and conditions' },
    'company.contactUs': { source: 'Contact Us' },
    'company.address': { source: 'Address' },
    'company.phone': { source: 'Phone' },
    'company.email': { source: 'E-mail' },
    'company.copyright': {
      source: '© {year} {company}. All rights reserved.',
    },
    'company.contactLead': { source: "Call or e-mail us. Hours: {hours}. Have your loan's order number ready." },
    'company.callUs': { source: 'Call us' },
    'company.emailUs': { source: 'E-mail us' },
    'company.emailSubject': { source: 'A question for {company}' },
    'company.contactTip': {
      source:
        'With a loan open in the app, you can also write to us from Complaints in your account: you get a reference and a reply by a date.',
    },
    'company.readyToBorrow': { source: 'Ready to borrow?' },
    'company.readTerms': { source: 'Read the loan terms first' },
    'company.mission': { source: 'Our mission' },
    'company.quickApproval': { source: 'Quick approval' },
    'company.transparentFees': { source: 'Transparent fees' },
    'company.flexibleRepayment': { source: 'Flexible repayment' },
    'company.safe': { source: 'Safe' },
    'company.supportEmail': { source: 'Support e-mail' },
    'company.siteNav': { source: 'Site' },
    'company.tagline': {
      source: 'Small loans, clear terms',
    },
    'company.homeIntro': {
      source:
        'Cash for short-term needs, from an app on your phone: apply in the app, see every fee before you sign, and pay back the way that suits you.',
    },
    'company.howItWorks': { source: 'How it works' },
    'company.beforeYouBorrow': { source: 'Before you borrow' },
    'company.loanTermsWhy': { source: 'What a loan costs, how to repay early, what happens if you pay late' },
    'company.privacyPolicyWhy': { source: 'What we collect, why, and your rights over it' },
    'company.aboutUsWhy': { source: 'Who we are and why borrowers choose us' },
    'company.contactUsWhy': { source: 'Call or write to us; how to complain' },
    'company.howStep1': {
      source: 'Download the app and register with your mobile number.',
    },
    'company.howStep2': {
      source: 'Apply: we decide within 1 day and show you every figure before you confirm.',
    },
    'company.howStep3': {
      source: 'Receive the money in your bank or e-wallet account, and repay by the due date.',
    },
    'company.missionText': {
      source: "We help Filipinos cover life's short-term needs with small loans that are fast, fair and clear.",
    },
    'company.ourAdvantages': { source: 'Why borrow with us' },
    'company.quickApprovalText': { source: 'Apply in the app; we decide within 1 day and pay out within 1 to 3 days.' },
    'company.transparentFeesText': {
      source:
        'Every fee, the total due and each instalment are in the Disclosure Statement of your loan, shown before you confirm.',
    },
    'company.flexibleRepaymentText': {
      source: 'Pay by e-wallet, over the counter or by bank, and extend your due date when you need to.',
    },
    'company.safeText': {
      source: 'Your data is protected under the Data Privacy Act of 2012 and never used to shame you into paying.',
    },
    'company.userTitle': { source: 'Your account' },
    'company.userText': {
      source:
        'Your loans, payments and account details are in the app: open it and tap Account. Not installed yet? Get it from your app store, then sign in with your mobile number.',
    },
    'company.openApp': { source: 'Open the app' },
    'company.getTheApp': { source: 'Get the app' },
    'company.getOnAndroid': { source: 'Get it on Google Play' },
    'company.getOnIos': { source: 'Download on the App Store' },
    'company.borrowRange': {
      source: 'Borrow up to {max}, for {minDays} to {maxDays, plural, one {# day} other {# days}}.',
    },
    'company.goHome': { source: 'Go to Home' },
    'company.policyFrame': { source: 'Privacy policy' },
    'company.policyOpen': {
      source: 'Open the privacy policy in its own page',
    },
    'company.policyMissing': {
      source: 'Our full privacy policy is on its own page.',
    },
    'company.policyRead': { source: 'Read the privacy policy' },
    'company.howToComplain': { source: 'How to complain' },
    'company.complainToUs': {
      source:
        'Tell us first: in the app, open Complaints from your account, or call or write to us. We answer within {days, plural, one {# working day} other {# working days}} and give you a reference.',
    },
    // Toasts of this area's pages (the spec's error catalogue, in its wording).
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys `t()` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof companyMessages;
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
