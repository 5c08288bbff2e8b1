import type { Translate } from '@loan-webview/kit/i18n';

/**
 * How a term reads. The spec shows `termUnit` as it comes; backends written from it send a word ("days") or a
 * code. Codes 1, 2 and 3 are days, weeks and months (ADR 0048, docs/api-shapes.md); an unknown code shows the
 * number of periods alone rather than "91 1".
 */
const UNIT_CODES = { 1: 'confirm.termDays', 2: 'confirm.termWeeks', 3: 'confirm.termMonths' } as const;

export function termLabel(t: Translate, periods: number, termUnit: string): string {
  const unit = termUnit.trim();
  if (/^\d+$/.test(unit)) {
    const key = UNIT_CODES[Number(unit) as keyof typeof UNIT_CODES];
    return key ? t(key, { periods }) : String(periods);
  }
  return unit ? t('confirm.termValue', { periods, unit }) : String(periods);
}
