import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/**
 * web-vitals calls Array.prototype.at (Chrome 92) as it measures; the floor is Chrome 88 (ADR 0058). Only pages that
 * report field figures load this chunk, and arrays get the method here, before any measure runs
 * (scripts/check-floor.mjs looks for it beside the calls).
 */
export function ensureArrayAt(target: { at?: unknown } = Array.prototype): void {
  if (typeof target.at === 'function') return;
  Object.defineProperty(target, 'at', {
    configurable: true,
    writable: true,
    value(this: ArrayLike<unknown>, index: number) {
      const at = Math.trunc(index) || 0;
      return this[at < 0 ? this.length + at : at];
    },
  });
}
ensureArrayAt();

/**
 * Field figures from borrowers' phones (issue 30): Web Vitals, uncaught errors and parts that failed to load,
 * sent in one beacon when the page is hidden. Nothing personal leaves the phone: the route key and the app
 * version only, never the query, a session id or an amount; error texts lose their URLs' queries and any run
 * of digits.
 */
export interface TelemetryReport {
  route: string;
  appVersion: string;
  metrics: { name: Metric['name']; value: number; rating: Metric['rating'] }[];
  errors: { kind: 'error' | 'part'; message: string }[];
}

export interface TelemetryOptions {
  endpoint: string;
  route: string;
  appVersion: string;
  /** Where the Web Vitals come from (web-vitals; tests pass their own). */
  observe?: (report: (metric: Metric) => void) => void;
  /** How the report leaves (navigator.sendBeacon): it never throws and never waits. */
  send?: (url: string, body: string) => boolean;
}

/** Early errors the boot script kept before this module arrived (boot.js). */
declare global {
  interface Window {
    loanEarlyErrors?: string[];
  }
}

const MAX_ERRORS = 10;

/** The performance mark set once the figures are being gathered. */
export const FIELD_FIGURES_MARK = 'loan:field-figures';

/**
 * The kit's PART_FAILED_EVENT (LazyBoundary), written out: importing it would bundle the boundary with this chunk
 * and split the page's first chunks (+0.6 kB). The tests raise the kit's constant, so a rename fails them.
 */
const PART_FAILED = 'loan:part-failed';

/** An error text without what could name a borrower: URL queries and fragments, and runs of 4+ digits. */
export function scrub(text: string): string {
  return text
    .replace(/(https?:\/\/[^\s?#]*)[?#]\S*/g, '$1')
    .replace(/[?&][\w-]+=[^\s&]*/g, '')
    .replace(/\d{4,}/g, '#')
    .slice(0, 200);
}

const observeVitals = (report: (metric: Metric) => void) => {
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
};

// A string goes as text/plain, a simple request: an endpoint on an API host needs no CORS preflight.
const beacon = (url: string, body: string): boolean => {
  try {
    return navigator.sendBeacon(url, body);
  } catch {
    return false;
  }
};

export function startTelemetry({
  endpoint,
  route,
  appVersion,
  observe = observeVitals,
  send = beacon,
}: TelemetryOptions): void {
  const report: TelemetryReport = { route, appVersion, metrics: [], errors: [] };
  const addError = (kind: 'error' | 'part', message: string) => {
    if (report.errors.length < MAX_ERRORS) report.errors.push({ kind, message: scrub(message) });
  };
  for (const message of window.loanEarlyErrors ?? []) addError('error', message);
  window.loanEarlyErrors = undefined;
  addEventListener('error', (event) => addError('error', event.message || 'error'));
  addEventListener('unhandledrejection', (event) => addError('error', String(event.reason)));
  addEventListener(PART_FAILED, (event) => addError('part', String((event as CustomEvent).detail)));
  observe(({ name, value, rating }) => {
    // A metric reported again (CLS grows, INP worsens) replaces its earlier value.
    report.metrics = [...report.metrics.filter((metric) => metric.name !== name), { name, value, rating }];
  });
  // After web-vitals' own listeners: they report the final values when the page is hidden, which it also is
  // when the borrower leaves it (web-vitals' advice: pagehide would come before those values).
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    if (report.metrics.length === 0 && report.errors.length === 0) return;
    send(endpoint, JSON.stringify(report));
    report.metrics = [];
    report.errors = [];
  });
  // On the DevTools timeline (and for the tests): from here on, this page view reports.
  performance.mark?.(FIELD_FIGURES_MARK);
}
