import { getConfig } from '@loan-webview/kit/config';
import type { Translate } from '@loan-webview/kit/i18n';

/**
 * The interest rate and fee schedule as the loan terms state it, in her language, from `legal.charges` (ADR 0093):
 * the daily interest and its rounding, what is taken up front, and what an extension costs and how often one loan
 * may have it. A lender's own sentence (`legal.feeSchedule`) only where the charges give no interest rate.
 */
export function feeScheduleText(t: Translate): string {
  const { charges, feeSchedule } = getConfig().legal;
  if (charges.interestPercentPerDay === undefined) return feeSchedule;
  const interest = t(charges.interestRounding === 'pesoDown' ? 'terms.fee.interestPesoDown' : 'terms.fee.interest', {
    percent: charges.interestPercentPerDay,
  });
  const upFront = charges.serviceFeePercent
    ? t('terms.fee.service', { percent: charges.serviceFeePercent })
    : t('terms.fee.noService');
  const most = charges.maxExtensions ?? 0;
  const extension =
    most > 0 && charges.extensionDays && charges.extensionFeePercent !== undefined
      ? t('terms.fee.extension', { days: charges.extensionDays, percent: charges.extensionFeePercent, count: most })
      : t('terms.fee.noExtension');
  return [interest, upFront, extension].join(' ');
}

/** Where suits are brought (`legal.venueCity`), else the lender's own sentence. */
export function venueText(t: Translate): string {
  const { venueCity, venue } = getConfig().legal;
  return venueCity ? t('terms.venue', { city: venueCity }) : venue;
}
