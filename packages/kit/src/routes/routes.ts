import { getConfig } from '../config/config';
import { getCommonParams, withQuery } from '../session/session';

/**
 * Every route of both spec parts. `path` is where the page is served (`dist/site/<path>/index.html`);
 * keys without a path (setting, main, login, order, productDetail) are native screens
 * reached through the bridge.
 */
export const routes = {
  companySite: { path: '/', title: 'Home' },
  companyAbout: { path: '/About', title: 'About us' },
  companyUser: { path: '/User', title: 'User' },
  companyPolicy: { path: '/Policy', title: 'Privacy Policy' },
  companyLoan: { path: '/Loan', title: 'Loan terms and conditions' },
  companyContact: { path: '/Contact', title: 'Contact Us' },
  errorUrl: { path: '/howIs', title: 'Failed' },
  loanDetailUrl: { path: '/badSpark', title: 'Order Details' },
  orderUrl: { path: '/theSuch', title: 'Orders' },
  confirmUrl: { path: '/theMark', title: 'Confirm loan' },
  confirmNewUrl: { path: '/positiveThe', title: 'Confirm loan' },
  confirmOfPeriod: { path: '/butWhy', title: 'Confirm loan' },
  repayUrl: { path: '/odiousAnd', title: 'Repayment' },
  customerService: { path: '/theThat', title: 'Customer Service' },
  loanAgreement: { path: '/outsideOr', title: 'Loan terms and conditions' },
  aboutUs: { path: '/thousandTo', title: 'About us' },
  privacyPolicy: { path: '/ofEffects', title: 'Privacy Policy' },
  repayDelayUrl: { path: '/yourPeople', title: 'Rollover Repayment' },
  complaint: { path: '/counterproductiveThat', title: 'Complaint' },
  complaintNext: { path: '/complainPageNext', title: 'Complaint' },
  complaintList: { path: '/complaintList', title: 'My complaints' },
  complaintDetails: { path: '/complainDetails', title: 'Complaint details' },
  bindBank: { path: '/theyAnd', title: 'Payment account information' },
  DRInstructions: { path: '/dragonpayPaymentInstructions', title: 'Payment instructions' },
  repaymentOfCode: { path: '/repaymentOfCode', title: 'Repayment code' },
  repaymentOfCode2: { path: '/repaymentOfCode2', title: 'Repayment code' },
  promotionLanding: { path: '/promotion', title: 'Register' },
  testPreview: { path: '/testPreview', title: 'Test preview' },
  legacyRepayment: { path: '/legacyRepayment', title: 'Repayment' },
} as const satisfies Record<string, { path: string; title: string }>;

export type RouteKey = keyof typeof routes;

/** Native screens without a web path; navigation to them goes through the bridge's `to` action. */
export const NATIVE_SCREENS = ['setting', 'main', 'login', 'order', 'productDetail'] as const;
export type NativeScreen = (typeof NATIVE_SCREENS)[number];

export function isRouteKey(key: string): key is RouteKey {
  return Object.prototype.hasOwnProperty.call(routes, key);
}

/** The folder URL of a route, relative to the configured site base: `/theThat/`. */
export function routeUrl(key: RouteKey, siteBase = getConfig().siteBase): string {
  const path = routes[key].path;
  return path === '/' ? siteBase : `${siteBase}${path.slice(1)}/`;
}

/** A link to a route that always carries the common params; explicit params win. */
export function hrefFor(key: RouteKey, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  return withQuery(routeUrl(key), getCommonParams(), params);
}
