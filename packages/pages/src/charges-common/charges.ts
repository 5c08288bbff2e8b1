import { getConfig } from '@loan-webview/kit/config';
import { formatAmount } from '@loan-webview/kit/format';
import type { LoanConfig } from '@loan-webview/kit/config';
import { type MessageKey, registerMessages, type Translate } from '@loan-webview/kit/i18n';
import { chargeMessages } from './messages';

registerMessages(chargeMessages);

/** What the configuration leaves unset shows as this, which a release refuses (scripts/lib/release-check.mjs). */
const LATE_CHARGE_PLACEHOLDER = '[Late-payment charge to be completed by the Lender.]';

/**
 * The late charge as the terms and the Disclosure Statement state it, from `legal.charges` (ADR 0073): "5% a month
 * of the overdue amount", with a legacy configuration's fixed fee and daily rate said as they are.
 */
export function lateChargeText(t: Translate): string {
  const { lateChargePercentPerMonth, lateChargePercentPerDay, lateFeeOnce } = getConfig().legal.charges;
  const rate =
    lateChargePercentPerMonth !== undefined
      ? t('legal.perMonth', { percent: lateChargePercentPerMonth })
      : lateChargePercentPerDay !== undefined
        ? t('legal.perDay', { percent: lateChargePercentPerDay })
        : LATE_CHARGE_PLACEHOLDER;
  return lateFeeOnce > 0 ? t('legal.plusFeeOnce', { rate, amount: formatAmount(lateFeeOnce * 100) }) : rate;
}

/** The lender's prepayment rule (`legal.charges.prepayment`): at any time in the sample. */
export const prepaymentRule = (legal: LoanConfig['legal']): MessageKey =>
  legal.charges.prepayment === 'anytime' ? 'terms.prepaymentAnytime' : 'terms.prepaymentAfterHalf';

/** How interest runs on a loan repaid early (`charges.interestOnEarlyRepayment`), else the lender's own sentence. */
export function prepaymentInterestText(t: Translate): string {
  const { charges, prepaymentInterest } = getConfig().legal;
  if (charges.interestOnEarlyRepayment === undefined) return prepaymentInterest;
  return t(charges.interestOnEarlyRepayment === 'toTheDay' ? 'terms.interestToTheDay' : 'terms.interestWholeTerm');
}
