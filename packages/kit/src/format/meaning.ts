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

/** How loudly a status speaks outside the order banner: status pills, order cards, complaint orders. */
export type StatusAttention = 'success' | 'neutral' | 'warning' | 'danger';

/** A loan due within this many days is "due soon". */
export const DUE_SOON_DAYS = 3;

/**
 * Colour with meaning (issue 27.2, ADR 0056): a loan that is simply due is neutral; due soon or partly repaid
 * asks for attention (amber); only overdue (180) and a failed review (110) are red. 21, 151 and 200 are good
 * news. `daysLeft`, where the caller knows the due date, turns a due loan amber when it is close.
 */
export function attentionOfStatus(status: number, daysLeft?: number): StatusAttention {
  switch (status) {
    case 21:
    case 151:
    case 200:
      return 'success';
    case 110:
    case 180:
      return 'danger';
    case 174:
      return 'warning';
    case 170:
      return daysLeft !== undefined && daysLeft <= DUE_SOON_DAYS ? 'warning' : 'neutral';
    default:
      return 'neutral';
  }
}

/** The one status the banner paints in strong red: overdue. The others of the pink family stay soft. */
export function isOverdueStatus(status: number): boolean {
  return status === 180;
}

/** A recommended product can be chosen unless its flag is '0'. */
export function isProductEnabled(product: { isEnabled: string }): boolean {
  return String(product.isEnabled) !== '0';
}
