import { defineMessages } from '../define';

/**
 * Each page's title, by its key in the route table (`@loan-webview/kit/routes`, whose `title` is the source here:
 * a test keeps them the same): the document's `<title>`, which a native title bar may show, and page lists.
 */
export const routeTitleMessages = defineMessages(
  {
    'route.companySite': { source: 'Home' },
    'route.companyAbout': { source: 'About us' },
    'route.companyUser': { source: 'User' },
    'route.companyPolicy': { source: 'Privacy Policy' },
    'route.companyLoan': { source: 'Loan terms and conditions' },
    'route.companyContact': { source: 'Contact Us' },
    'route.errorUrl': { source: 'Failed', en: 'Sign-in failed' },
    'route.loanDetailUrl': { source: 'Order Details' },
    'route.orderUrl': { source: 'Orders' },
    'route.confirmUrl': { source: 'Confirm loan' },
    'route.confirmNewUrl': { source: 'Confirm loan' },
    'route.confirmOfPeriod': { source: 'Confirm loan' },
    'route.repayUrl': { source: 'Repayment' },
    'route.customerService': { source: 'Customer Service' },
    'route.loanAgreement': { source: 'Loan terms and conditions' },
    'route.aboutUs': { source: 'About us' },
    'route.privacyPolicy': { source: 'Privacy Policy' },
    'route.repayDelayUrl': { source: 'Rollover Repayment' },
    'route.complaint': { source: 'Complaint' },
    'route.complaintNext': { source: 'Complaint' },
    'route.complaintList': { source: 'My complaints' },
    'route.complaintDetails': { source: 'Complaint details' },
    'route.bindBank': { source: 'Payment account information' },
    'route.DRInstructions': { source: 'Payment instructions' },
    'route.repaymentOfCode': { source: 'Repayment code' },
    'route.repaymentOfCode2': { source: 'Repayment code' },
    'route.promotionLanding': { source: 'Register' },
    'route.testPreview': { source: 'Test preview' },
    'route.legacyRepayment': { source: 'Repayment' },
  },
  { zh: () => import('./zh/routes'), id: () => import('./id/routes'), fil: () => import('./fil/routes') },
);
