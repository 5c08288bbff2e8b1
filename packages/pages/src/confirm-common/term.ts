import type { Translate } from '@loan-webview/kit/i18n';

/**
 * How a term reads. The spec shows `termUnit` as it comes; backends written from it send a word ("days") or a
 * code. Codes 1, 2 and 3 are days, weeks and months (ADR 0048, docs/api-shapes.md), and so are the English
 * words, so the page says them in its language ("91 na araw"); an unknown code shows the number of periods alone
 * rather than "91 1", another word shows as it came.
 */
const UNITS = { days: 'confirm.termDays', weeks: 'confirm.termWeeks', months: 'confirm.termMonths' } as const;
const UNIT_CODES = ['', 'days', 'weeks', 'months'] as const;

export function termLabel(t: Translate, periods: number, termUnit: string): string {
  const unit = termUnit.trim();
  const named = /^\d+$/.test(unit) ? UNIT_CODES[Number(unit)] : unit.toLowerCase().replace(/^(day|week|month)$/, '$1s');
  if (named && named in UNITS) return t(UNITS[named as keyof typeof UNITS], { periods });
  if (/^\d+$/.test(unit)) return String(periods);
  return unit ? t('confirm.termValue', { periods, unit }) : String(periods);
}
