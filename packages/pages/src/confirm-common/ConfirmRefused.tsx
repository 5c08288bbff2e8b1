import { getConfig } from '@loan-webview/kit/config';
import { type CapBreach, capsInForce, formatRate } from '@loan-webview/kit/credit';
import { formatAmount } from '@loan-webview/kit/format';
import { useT } from '@loan-webview/kit/i18n';
import { safeUrl } from '@loan-webview/kit/routes';
import { RouteLink } from '../shell/RouteLink';

/**
 * A loan the law does not allow at these figures (SEC MC No. 14 s. 2025), in place of the button that would make it:
 * which ceiling it passes, by how much, that nothing has been borrowed, and where to ask (the lender, then the SEC).
 */
export function ConfirmRefused({
  breach,
  monthlyRate,
  cost,
  amount,
}: {
  breach: CapBreach;
  monthlyRate?: number;
  /** What the loan costs in all, in centavos. */
  cost: number;
  /** The amount borrowed, in centavos. */
  amount: number;
}) {
  const t = useT();
  const { company, legal, complaints } = getConfig();
  const caps = capsInForce(legal.caps);
  const regulator = safeUrl(complaints.regulator.url);
  return (
    <section className="loan-page__card loan-confirm__refused" aria-labelledby="confirm-refused">
      <h2 id="confirm-refused" className="loan-page__card-title">
        {t('confirm.refusedTitle')}
      </h2>
      <p>
        {breach === 'effectiveRate'
          ? t('confirm.refused.effectiveRate', {
              rate: formatRate(monthlyRate ?? 0),
              cap: caps.effectivePercentPerMonth,
            })
          : t('confirm.refused.totalCost', {
              cost: formatAmount(cost),
              borrowed: formatAmount(amount),
              cap: caps.totalCostPercent,
            })}
      </p>
      <p>{t('confirm.refusedNext', { lender: company.name })}</p>
      <RouteLink className="loan-button loan-button--primary loan-button--block" to="customerService">
        {t('confirm.refusedAsk', { lender: company.name })}
      </RouteLink>
      {regulator && (
        <a className="loan-confirm__link loan-confirm__regulator" href={regulator} rel="noopener noreferrer">
          {t('confirm.refusedRegulator', { name: complaints.regulator.name })}
        </a>
      )}
    </section>
  );
}
