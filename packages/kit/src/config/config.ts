import * as v from 'valibot';
import { publishConfig } from './in-force';
import { readableBrandColor } from './colour';
import { toLanguage } from '../i18n/languages';

import { DEFAULT_ENDPOINTS } from './endpoint-paths';
import { pageState } from '../state/page-state';

export { DEFAULT_ENDPOINTS };

export type EndpointKey = keyof typeof DEFAULT_ENDPOINTS;

/** A hex brand colour, darkened if white text on it would not reach 4.5:1 (readableBrandColor). */
const colour = v.pipe(v.string(), v.transform(readableBrandColor), v.string('must be a hex colour such as #007f4c'));

/** A path on this origin: one leading slash (never `//host`), no backslash, space, query or fragment. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\s\\?#]*$/;

/** An http(s) origin as `apiHosts` lists it: `https://api.example.ph`, no path. */
const origin = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, 'must be an http(s) origin such as https://api.example.ph'),
  v.transform((value) => value.replace(/\/$/, '')),
);

/** apiBase: '' (this origin), a path on this origin, or an absolute URL on a host `apiHosts` allows. */
function apiBaseAllowed(apiBase: string, apiHosts: readonly string[]): boolean {
  if (apiBase === '') return true;
  if (SAME_ORIGIN_PATH.test(apiBase)) return !apiBase.endsWith('/');
  try {
    const url = new URL(apiBase);
    return apiHosts.includes(url.origin) && url.href.replace(/\/$/, '') === apiBase && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** telemetry.endpoint: where beacons go, on this origin or a host `apiHosts` allows (the pages' data stays in). */
function endpointAllowed(endpoint: string, apiHosts: readonly string[]): boolean {
  if (endpoint === '' || SAME_ORIGIN_PATH.test(endpoint)) return true;
  try {
    return apiHosts.includes(new URL(endpoint).origin);
  } catch {
    return false;
  }
}

/**
 * siteBase: a folder on this origin (`/`, `/loan/`), or one on a host `apiHosts` allows: pages link there with
 * the session params in the query, so it follows apiBase's rule.
 */
function siteBaseAllowed(siteBase: string, apiHosts: readonly string[]): boolean {
  if (!siteBase.endsWith('/')) return false;
  if (SAME_ORIGIN_PATH.test(siteBase)) return true;
  try {
    const url = new URL(siteBase);
    return apiHosts.includes(url.origin) && url.href === siteBase && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const endpointKeys = Object.keys(DEFAULT_ENDPOINTS) as EndpointKey[];

/** A percentage or an amount: a finite number, not negative. */
const nonNegative = v.pipe(v.number(), v.finite(), v.minValue(0));

/** A scheme the native shell opens (`loanapp://`): never a web or script one. */
const shellScheme = v.pipe(
  v.string(),
  v.regex(/^[a-z][a-z\d+.-]*:\/\/$/i, 'must be a scheme such as loanapp://'),
  v.check(
    (value) => !/^(https?|javascript|data|vbscript|file|blob|filesystem|about|intent):/i.test(value),
    'must be the app’s own scheme, not a web or script one',
  ),
);

const ConfigObject = v.strictObject({
  /**
   * Where API paths go: '' is the page's own origin; a path (`/gateway`) stays on it; an absolute URL must be on
   * a host listed in `apiHosts`, so no configuration mistake or injection sends the session params elsewhere.
   */
  apiBase: v.optional(v.string(), ''),
  /** Origins besides the page's own that `apiBase` may name. */
  apiHosts: v.optional(v.array(origin), []),
  /** Where the route table's paths live; pages link to `${siteBase}${path}/` (same rule as apiBase). */
  siteBase: v.optional(v.string(), '/'),
  servicePhone: v.optional(v.string(), '09171234567'),
  serviceEmail: v.optional(v.string(), 'support@example.ph'),
  /** When the service line answers, as borrowers should read it (the customer service page shows it). */
  serviceHours: v.optional(v.string(), 'Every day, 8:00 AM – 8:00 PM'),
  brandColors: v.optional(
    v.strictObject({
      primary: v.optional(colour, '#007f4c'),
      danger: v.optional(colour, '#cc2e4a'),
    }),
    {},
  ),
  /**
   * The lender as its public site and legal pages name it. The bracketed defaults are placeholders to fill
   * in; static pages read them at build time (ADR 0037).
   */
  company: v.optional(
    v.strictObject({
      name: v.optional(v.string(), '[Lender name] Lending Corporation'),
      address: v.optional(v.string(), '[Street address], Makati City, Metro Manila 1226, Philippines'),
      phone: v.optional(v.string(), '09171234567'),
      email: v.optional(v.string(), 'support@example.ph'),
      secRegistration: v.optional(v.string(), '[SEC Registration No.]'),
      certificateOfAuthority: v.optional(v.string(), '[Certificate of Authority No.]'),
      /** The privacy policy page /Policy frames; '' shows a link to the built-in policy (/ofEffects). */
      policyUrl: v.optional(v.string(), ''),
    }),
    {},
  ),
  /**
   * What the legal texts (loan terms, privacy policy) leave to the lender and its counsel, quoted where the texts
   * need them. The bracketed defaults are placeholders: while one is left, the texts say they are a template,
   * and `npm run build:release` refuses them.
   */
  legal: v.optional(
    v.strictObject({
      /**
       * The three sentences below are written by the pages, in the borrower's language, from figures: the fee
       * schedule from `charges`, early repayment from `charges.interestOnEarlyRepayment`, the venue from `venueCity`.
       * A lender's own sentence is quoted (in whatever language it is written) only where those are not given.
       */
      feeSchedule: v.optional(v.string(), '[Interest rate and fee schedule to be completed by the Lender.]'),
      prepaymentInterest: v.optional(
        v.string(),
        '[How interest is computed on prepayment to be completed by the Lender.]',
      ),
      venue: v.optional(v.string(), '[Venue of suits to be completed by counsel.]'),
      /** The city whose courts hear suits under the loan terms ("Makati City"). */
      venueCity: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
      /**
       * The partners a borrower may agree to share her name and number with, by name (NPC Circular No. 2023-04:
       * consent is informed only when it names them). Without any, the confirmation offers no partner sharing.
       */
      partners: v.optional(v.array(v.pipe(v.string(), v.trim(), v.minLength(1))), []),
      /** How many years records are kept after the last loan is settled. */
      retentionYears: v.optional(v.string(), '[Number of years]'),
      /** The Data Protection Officer's name and the NPC registration number, as one sentence. */
      dataProtectionOfficer: v.optional(
        v.string(),
        '[Name of the Data Protection Officer and NPC registration number to be completed.]',
      ),
      /**
       * The languages the loan agreement (`popAgreementUrl`) is written in: the commit popup opens it in the
       * borrower's language where it is one of these (`lang=`), and says the English text prevails.
       */
      agreementLanguages: v.optional(v.array(v.string()), ['en']),
      /** The privacy policy's effective date: a date (2026-11-01) reads in her language, other text as written. */
      effectiveDate: v.optional(v.string(), '[Effective date]'),
      /**
       * The charges the loan terms and the Disclosure Statement quote, as figures (ADR 0073). Unset, the texts
       * show a placeholder, which a release refuses; `npm run build:release` also refuses any above `caps`.
       */
      charges: v.optional(
        v.strictObject({
          /** Nominal interest, percent of the loan amount a day (0.08): the most any term charges. */
          interestPercentPerDay: v.optional(nonNegative),
          /** Late charge, percent of the overdue amount a month, accrued by the day (1/30 a day). */
          lateChargePercentPerMonth: v.optional(nonNegative),
          /** A late charge stated per day instead (the legacy terms' form): a month is 30 of them. */
          lateChargePercentPerDay: v.optional(nonNegative),
          /** A fixed fee charged once when an instalment is late, in pesos (the legacy terms' ₱1,000). */
          lateFeeOnce: v.optional(nonNegative, 0),
          /** When the borrower may repay early: at any time, or only after half the term (the legacy rule). */
          prepayment: v.optional(v.picklist(['anytime', 'afterHalfTerm']), 'anytime'),
          /** Interest on a loan repaid early: to the day it is repaid, or for the whole term. */
          interestOnEarlyRepayment: v.optional(v.picklist(['toTheDay', 'wholeTerm'])),
          /** Taken from the loan when it is disbursed, percent of the loan amount (0 where none is). */
          serviceFeePercent: v.optional(nonNegative),
          /** One extension's fee, percent of the loan amount, paid the day she extends. */
          extensionFeePercent: v.optional(nonNegative),
          /** The days one extension adds, counted from the due date, or from the day she pays when overdue. */
          extensionDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
          /** How many times one loan may be extended; the extension page refuses one more (0: never). */
          maxExtensions: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
          /** How interest is rounded, as the fee schedule says: to the centavo, or down to the whole peso. */
          interestRounding: v.optional(v.picklist(['centavo', 'pesoDown']), 'centavo'),
        }),
        {},
      ),
      /**
       * The amounts (pesos) and terms (days) the lender's products are offered for: a release works a loan through
       * the charges at these limits and refuses one that passes a ceiling (ADR 0082).
       */
      limits: v.optional(
        v.strictObject({
          maxAmount: v.optional(v.pipe(v.number(), v.minValue(1)), 10000),
          minTermDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 91),
          maxTermDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 365),
        }),
        {},
      ),
      /**
       * A lender's own ceilings, lower than the circular's (`SEC_CAPS` of `@loan-webview/kit/credit`: SEC MC No. 3
       * s. 2022 as recalibrated by SEC MC No. 14 s. 2025). Pages use the lower of the two; a release refuses a
       * figure above the circular's (caps only go down).
       */
      caps: v.optional(
        v.strictObject({
          nominalPercentPerMonth: v.optional(nonNegative),
          effectivePercentPerMonth: v.optional(nonNegative),
          lateChargePercentPerMonth: v.optional(nonNegative),
          /** Every interest, fee, charge and penalty together, percent of the amount borrowed. */
          totalCostPercent: v.optional(nonNegative),
        }),
        {},
      ),
    }),
    {},
  ),
  /** What the complaint pages promise and where they send a borrower the lender's answer does not satisfy. */
  complaints: v.optional(
    v.strictObject({
      /** Working days (Monday to Friday, Manila) within which the lender answers: the spec's 3 weekdays. */
      replyWorkingDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 3),
      /**
       * The problem type a collection complaint goes as for an order the backend does not take collection for
       * (`isShow` not 1: a repaid loan), marked as about collection; unset, it goes as collection (ADR 0083).
       */
      collectionRoutedAs: v.optional(v.pipe(v.number(), v.integer())),
      /**
       * The regulator a borrower may go to next (RA 11765): for a lending company the SEC, whose Corporate Governance
       * and Finance Department handles complaints about lending companies (ADR 0083).
       */
      regulator: v.optional(
        v.strictObject({
          name: v.optional(v.string(), 'Securities and Exchange Commission'),
          office: v.optional(v.string(), 'Corporate Governance and Finance Department'),
          /**
           * Its complaint channel as a borrower reads it (empty: the page's own words, in her language), and where it
           * leads: by default the SEC's page for complaints against lending companies, not its home page.
           */
          channel: v.optional(v.string(), ''),
          url: v.optional(v.string(), 'https://www.sec.gov.ph/lending-companies-and-financing-companies-2/complaints/'),
          /** The office's complaint e-mail, where the lender gives one: a link that starts a message with her reference. */
          email: v.optional(
            v.pipe(v.string(), v.regex(/^$|^[^\s@<>"]+@[^\s@<>"]+\.[a-z]{2,}$/i, 'must be an e-mail address')),
            '',
          ),
        }),
        {},
      ),
    }),
    {},
  ),
  /** Where the app is downloaded (the company site's "Get the app"): its store pages, https only. */
  appStores: v.optional(
    v.strictObject({
      android: v.optional(v.pipe(v.string(), v.url(), v.startsWith('https://'))),
      ios: v.optional(v.pipe(v.string(), v.url(), v.startsWith('https://'))),
    }),
    {},
  ),
  /** The app's own link scheme: links in it go to the native shell (`openLink`); no web or script scheme. */
  appScheme: v.optional(shellScheme, 'loanapp://'),
  /**
   * Other schemes the shell opens besides `appScheme` (a partner app's `market://`, a second scheme of the
   * lender's): jump links in them go to the native shell too. Web and script schemes are refused here.
   */
  linkSchemes: v.optional(v.array(shellScheme), []),
  /** The legacy rupee flag: shows ₹ instead of ₱. */
  rupee: v.optional(v.boolean(), false),
  /** Decides the mobile-number rule: ph 09XXXXXXXXX, cn ^1[3-9]\d{9}$. */
  market: v.optional(v.picklist(['ph', 'cn']), 'ph'),
  /** A registered language (`registerLanguage`); `tl` and `fil-PH` name Filipino. */
  language: v.optional(
    v.pipe(
      v.string(),
      v.check((code) => toLanguage(code) !== undefined, 'is not a registered language'),
      v.transform((code) => toLanguage(code)!),
    ),
    'en',
  ),
  timeZone: v.optional(v.string(), 'Asia/Manila'),
  /** Plain field name -> obfuscated name the backend uses. */
  keyTable: v.optional(v.record(v.string(), v.string()), {}),
  /**
   * Where the lender's loan confirmation answer says what the borrower receives (the spec's answer has no field for
   * it, ADR 0082): the field `receivedAmount` (renamed by `keyTable` where the backend calls it otherwise); the
   * detail row that carries it, by its label in any language the backend answers in; or the detail rows of what is
   * taken up front, subtracted from the loan amount. A release refuses a configuration that does not say.
   */
  netProceeds: v.optional(
    v.union([
      v.strictObject({ field: v.literal('receivedAmount') }),
      v.strictObject({ row: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1))), v.minLength(1)) }),
      v.strictObject({
        deductedRows: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1))), v.minLength(1)),
      }),
    ]),
    { field: 'receivedAmount' },
  ),
  /** Logical endpoint -> path overrides: known endpoints only, each a path (the host is apiBase's job). */
  endpoints: v.optional(
    v.record(
      v.picklist(endpointKeys, 'is not a known endpoint'),
      v.pipe(v.string(), v.regex(SAME_ORIGIN_PATH, 'must be a path such as /planes/v3/x')),
    ),
    {},
  ),
  androidBridgeName: v.optional(v.string(), 'AndroidBridge'),
  moduleIds: v.optional(
    v.strictObject({
      borrowAgain: v.optional(v.number(), 30),
      recommendedProduct: v.optional(v.number(), 31),
    }),
    {},
  ),
  /** Stars from which the order rating prompt opens the native store review. */
  reviewThreshold: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), 4),
  /**
   * Answer codes that mean the borrower's session is no longer valid: such an answer calls the shell's
   * `offToLogin` (ADR 0051). None by default: the spec names no code.
   */
  sessionExpiredCodes: v.optional(
    v.array(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((code) => String(code)),
      ),
    ),
    [],
  ),
  /** How long a call may take before it fails with Retry: 1-120 s (0, negative or huge would fail every call). */
  requestTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(120000)), 60000),
  /**
   * Field figures (Web Vitals, errors, failed chunks) from borrowers' phones, sent with `sendBeacon`. Off unless
   * `endpoint` is set (a path on this origin, or a URL on a host `apiHosts` allows); `sampleRate` is the share
   * of page views that report (0-1).
   */
  telemetry: v.optional(
    v.strictObject({
      endpoint: v.optional(v.string(), ''),
      sampleRate: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 1),
    }),
    {},
  ),
});

export const ConfigSchema = v.pipe(
  ConfigObject,
  v.forward(
    v.check(
      (config) => apiBaseAllowed(config.apiBase, config.apiHosts),
      'must be empty, a path on this origin, or an http(s) URL on a host listed in apiHosts',
    ),
    ['apiBase'],
  ),
  v.forward(
    v.check(
      (config) => siteBaseAllowed(config.siteBase, config.apiHosts),
      'must be a folder on this origin (ending in /) or on a host listed in apiHosts',
    ),
    ['siteBase'],
  ),
  v.forward(
    v.check(
      (config) => endpointAllowed(config.telemetry.endpoint, config.apiHosts),
      'must be empty, a path on this origin, or an http(s) URL on a host listed in apiHosts',
    ),
    ['telemetry'],
  ),
);

export type LoanConfig = v.InferOutput<typeof ConfigSchema>;
export type LoanConfigInput = v.InferInput<typeof ConfigSchema>;

export const DEFAULT_CONFIG: LoanConfig = v.parse(ConfigSchema, {});

/**
 * Validates raw configuration. An invalid field logs one clear error naming it and falls back to its default;
 * the valid fields stay (issue 28.5: a bad apiBase must not also reset the language). Anything but an object
 * yields the defaults.
 */
export function parseConfig(raw: unknown): LoanConfig {
  if (raw === undefined || raw === null) return DEFAULT_CONFIG;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    console.error('[loan-config] the configuration is not an object, using defaults.');
    return DEFAULT_CONFIG;
  }
  const fields: Record<string, unknown> = { ...raw };
  const dropped: string[] = [];
  // Each pass drops the fields with issues; a cross-field check (apiBase against apiHosts) may need a second.
  for (;;) {
    const result = v.safeParse(ConfigSchema, fields);
    if (result.success) {
      if (dropped.length > 0) console.error(`[loan-config] invalid fields use their defaults. ${dropped.join('; ')}`);
      return result.output;
    }
    const before = dropped.length;
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key !== 'string' || !(key in fields)) continue;
      dropped.push(`${v.getDotPath(issue) ?? key}: ${issue.message}`);
      delete fields[key];
    }
    if (dropped.length === before) {
      console.error(`[loan-config] invalid configuration, using defaults. ${dropped.join('; ')}`);
      return DEFAULT_CONFIG;
    }
  }
}

declare global {
  interface Window {
    __LOAN_CONFIG__?: unknown;
  }
}

/**
 * Reads `<script type="application/json" id="loan-config">` (a backend template's) and `window.__LOAN_CONFIG__` (a
 * native shell's, set before the page script): the shell's fields over the template's.
 */
export function readConfig(win: Window | undefined = typeof window === 'undefined' ? undefined : window): LoanConfig {
  if (!win) return DEFAULT_CONFIG;
  const block = win.document.getElementById('loan-config');
  let fromTemplate: unknown = {};
  if (block?.textContent?.trim()) {
    try {
      fromTemplate = JSON.parse(block.textContent);
    } catch (error) {
      console.error(`[loan-config] the #loan-config block is not JSON, using defaults. ${String(error)}`);
      return DEFAULT_CONFIG;
    }
  }
  const fromShell = win.__LOAN_CONFIG__;
  if (!isPlainObject(fromTemplate) || !isPlainObject(fromShell)) return parseConfig(fromShell ?? fromTemplate);
  return parseConfig({ ...fromTemplate, ...fromShell });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const configuration = pageState('config', () => ({ current: undefined as LoanConfig | undefined }));

/** The page's configuration, read once. */
export function getConfig(): LoanConfig {
  if (!configuration.current) publishConfig((configuration.current = readConfig()));
  return configuration.current;
}

/**
 * Sets fields of the configuration over the current one (hosts that configure at runtime, tests, Storybook):
 * `setConfig({ language: 'zh' })` changes the language only. `undefined` goes back to the page's own.
 */
export function setConfig(input: Partial<LoanConfigInput> | undefined): LoanConfig {
  configuration.current = input === undefined ? undefined : parseConfig({ ...getConfig(), ...input });
  publishConfig(configuration.current);
  return getConfig();
}

export function endpointPath(key: EndpointKey, config: LoanConfig = getConfig()): string {
  return config.endpoints[key] ?? DEFAULT_ENDPOINTS[key];
}
