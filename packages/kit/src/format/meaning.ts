/*
 * What the server's values mean, as pure functions: in this server-safe entry so a React Server Component can
 * call them (the ui entries are client boundaries, issue 28.3). The components re-export them.
 */

export type StatusTone = 'success' | 'danger' | 'neutral';

/** The order statuses of part 1 §4. */
const KNOWN_STATUSES = new Set([21, 110, 151, 170, 174, 180, 200]);

/**
 * Statuses 21, 151 and 200 are good news (green); the other known ones are pink/red. A status the kit does not
 * know gets a neutral tone: the server's text still shows, without a colour that may lie.
 */
export function toneOfStatus(status: number): StatusTone {
  if (!KNOWN_STATUSES.has(status)) return 'neutral';
  return status === 21 || status === 151 || status === 200 ? 'success' : 'danger';
}

/** A recommended product can be chosen unless its flag is '0'. */
export function isProductEnabled(product: { isEnabled: string }): boolean {
  return String(product.isEnabled) !== '0';
}
