import type { RouteKey } from '@loan-webview/kit/routes';

/**
 * Whether this page view reports field figures: only when the configuration names an endpoint, and for the
 * configured share of views. The figures themselves (web-vitals, 3 kB) are fetched only then. The
 * configuration is imported the way the page shell imports it, so the page's chunks stay as they are.
 */
export async function startFieldFigures(
  route: RouteKey,
  appVersion: string,
  random: () => number = Math.random,
): Promise<boolean> {
  const { getConfig } = await import('@loan-webview/kit/config');
  const { endpoint, sampleRate } = getConfig().telemetry;
  if (!endpoint || random() >= sampleRate) return false;
  const { startTelemetry } = await import('./telemetry');
  startTelemetry({ endpoint, route, appVersion });
  return true;
}
