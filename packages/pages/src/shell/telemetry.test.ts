import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { PART_FAILED_EVENT } from '@loan-webview/kit/ui/LazyBoundary';
import { ensureArrayAt, scrub, startTelemetry, type TelemetryReport } from './telemetry';

const listeners: [string, EventListener][] = [];
const realAdd = window.addEventListener.bind(window);

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  vi.restoreAllMocks();
  setVisibility('visible');
});

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

function hide() {
  setVisibility('hidden');
  dispatchEvent(new Event('visibilitychange'));
}

/** Starts the figures with a hand-driven metric source; returns what was sent and a way to report. */
function start() {
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener as EventListener]);
    realAdd(type, listener, options);
  });
  const sent: { url: string; report: TelemetryReport }[] = [];
  let report: (metric: Metric) => void = () => undefined;
  startTelemetry({
    endpoint: '/vitals',
    route: 'loanDetailUrl',
    appVersion: '3.2.1',
    observe: (callback) => {
      report = callback;
    },
    send: (url, body) => {
      sent.push({ url, report: JSON.parse(body) as TelemetryReport });
      return true;
    },
  });
  const metric = (name: Metric['name'], value: number, rating: Metric['rating'] = 'good') =>
    report({ name, value, rating } as Metric);
  return { sent, metric };
}

describe('field figures', () => {
  it('sends one report when the page is hidden: route, app version, each metric once at its last value', () => {
    const { sent, metric } = start();
    metric('LCP', 2100, 'needs-improvement');
    metric('CLS', 0.01);
    metric('CLS', 0.12, 'needs-improvement');
    expect(sent).toEqual([]);
    hide();
    expect(sent).toEqual([
      {
        url: '/vitals',
        report: {
          route: 'loanDetailUrl',
          appVersion: '3.2.1',
          metrics: [
            { name: 'LCP', value: 2100, rating: 'needs-improvement' },
            { name: 'CLS', value: 0.12, rating: 'needs-improvement' },
          ],
          errors: [],
        },
      },
    ]);
  });

  it('sends nothing when there is nothing new, and only what is new after that', () => {
    const { sent, metric } = start();
    hide();
    expect(sent).toHaveLength(0);
    metric('TTFB', 300);
    hide();
    setVisibility('visible');
    metric('INP', 180);
    hide();
    expect(sent.map(({ report }) => report.metrics.map(({ name }) => name))).toEqual([['TTFB'], ['INP']]);
  });

  it('reports errors, rejections, parts that failed and the boot script’s early errors, scrubbed and capped', () => {
    window.loanEarlyErrors = ['SyntaxError: Unexpected token ?'];
    const { sent } = start();
    dispatchEvent(
      new ErrorEvent('error', { message: 'TypeError at https://h5.example/repay?orderNo=PB1001&phone=0917' }),
    );
    dispatchEvent(new CustomEvent(PART_FAILED_EVENT, { detail: 'Error: Failed to fetch /badSpark/chunk-AB12.js' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('card 4111111111111111 refused');
    dispatchEvent(rejection);
    for (let i = 0; i < 20; i += 1) dispatchEvent(new ErrorEvent('error', { message: 'again' }));
    hide();
    const { errors } = sent[0].report;
    expect(errors.slice(0, 4)).toEqual([
      { kind: 'error', message: 'SyntaxError: Unexpected token ?' },
      { kind: 'error', message: 'TypeError at https://h5.example/repay' },
      { kind: 'part', message: 'Error: Failed to fetch /badSpark/chunk-AB12.js' },
      { kind: 'error', message: 'Error: card # refused' },
    ]);
    expect(errors).toHaveLength(10);
    expect(window.loanEarlyErrors).toBeUndefined();
  });
});

describe('below the floor of Array.prototype.at (Chrome 88-91)', () => {
  it('gives arrays the `at` web-vitals calls where the engine has none, and leaves a native one alone', () => {
    const old: { at?: unknown } = {};
    ensureArrayAt(old);
    const at = old.at as (this: unknown[], index: number) => unknown;
    expect([at.call([1, 2, 3], -1), at.call([1, 2, 3], 0), at.call([1, 2, 3], 5)]).toEqual([3, 1, undefined]);
    const native = Array.prototype.at;
    ensureArrayAt();
    expect(Array.prototype.at).toBe(native);
  });
});

describe('scrub', () => {
  it('keeps the kind of error and drops what could name a borrower', () => {
    expect(scrub('GET /api/loan?orderNo=PB1001 failed')).toBe('GET /api/loan failed');
    expect(scrub('call 09171234567 now')).toBe('call # now');
    expect(scrub('x'.repeat(500))).toHaveLength(200);
  });
});
