/**
 * The edge renderer (dist/edge/worker.js, ADR 0084) in workerd, Cloudflare Workers' runtime, from npm through
 * miniflare: no network, no account. `npm start` and the tests serve the data pages through it.
 */
import { Miniflare } from 'miniflare';
import path from 'node:path';
import { edgeDir } from './site/edge.mjs';

/** The compatibility date deploy/wrangler.toml deploys with. */
export const COMPATIBILITY_DATE = '2026-07-01';

/**
 * `config`: what every page gets in `#loan-config`; `apiBase`: the API (by default the origin the page was asked of);
 * `budgetMs`: how long the API may take. Returns `render(url, headers)` and `close()`.
 */
export async function startEdgeRenderer({ config, apiBase, budgetMs } = {}) {
  const bindings = {};
  if (config) bindings.LOAN_CONFIG = JSON.stringify(config);
  if (apiBase) bindings.API_BASE = apiBase;
  if (budgetMs) bindings.RENDER_BUDGET_MS = String(budgetMs);
  const mf = new Miniflare({
    modules: true,
    scriptPath: path.join(edgeDir, 'worker.js'),
    compatibilityDate: COMPATIBILITY_DATE,
    bindings,
    // Not under faketime's preloaded library (the suite on another day, scripts/another-day.mjs): workerd hangs at
    // start with it. The renderer keeps the machine's clock and shows none of it: a page counts days from the phone's
    // clock once hydrated, and dates its "Updated" time by the API's answer (worker.ts, answeredAt).
    unsafeRuntimeEnv: { LD_PRELOAD: '' },
  });
  await mf.ready;
  return {
    /** The worker's answer for a page request: a Response (Node's fetch types). */
    render: (url, headers) => mf.dispatchFetch(url, { headers, redirect: 'manual' }),
    close: () => mf.dispose(),
  };
}
