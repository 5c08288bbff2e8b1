/**
 * The route table, with no import: a page's first bundle declares its route (definePage's `addsRoute`) without
 * taking in the configuration, which loads as a chunk of its own.
 */
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

/**
 * An app's own routes, for type checking: augment it with the keys of the routes its pages add, as `AppMessages`
 * is augmented (`registerRoutes` adds them at run time).
 *
 * ```ts
 * declare module '@loan-webview/kit/routes' {
 *   interface AppRoutes {
 *     loanHistory: true;
 *   }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AppRoutes {}

/** A route: the spec's, or one an app added (`AppRoutes`, `registerRoutes`). */
export type RouteKey = keyof typeof routes | Extract<keyof AppRoutes, string>;

export interface RouteEntry {
  /** Where the page is served (`dist/site/<path>/index.html`). */
  path: string;
  /** The document's title in English; each language's is the catalog's `route.<key>`. */
  title: string;
}

const added: Record<string, RouteEntry> = {};

/**
 * Adds an app's own routes (a page folder declares its route where the spec has none): `routeUrl`, `hrefFor` and
 * `isRouteKey` know them from then on. A route of the spec's table cannot be redefined.
 */
export function registerRoutes(table: Readonly<Record<string, RouteEntry>>): void {
  for (const [key, entry] of Object.entries(table)) {
    if (Object.prototype.hasOwnProperty.call(routes, key)) throw new Error(`route ${key} is the kit's already`);
    if (!/^\/[\w-]*$/.test(entry.path)) throw new Error(`route ${key}: "${entry.path}" is not a route path`);
    added[key] = entry;
  }
}

/** Every route known now: the spec's and the app's. */
export function allRoutes(): Readonly<Record<RouteKey, RouteEntry>> {
  return { ...routes, ...added } as Record<RouteKey, RouteEntry>;
}

/** A route's entry: the spec's, or one an app added. */
export function routeEntry(key: string): RouteEntry | undefined {
  return Object.prototype.hasOwnProperty.call(routes, key) ? (routes as Record<string, RouteEntry>)[key] : added[key];
}

export function isRouteKey(key: string): key is RouteKey {
  return Object.prototype.hasOwnProperty.call(routes, key) || Object.prototype.hasOwnProperty.call(added, key);
}
