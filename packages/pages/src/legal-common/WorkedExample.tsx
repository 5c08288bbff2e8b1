import { getConfig } from '@loan-webview/kit/config';
import { formatRate, workedLoan } from '@loan-webview/kit/credit';
import { formatAmount } from '@loan-webview/kit/format';
import { useT } from '@loan-webview/kit/i18n';
import { MoneyBar } from '@loan-webview/kit/ui/MoneyBar';
import './WorkedExample.css';

/** The example's loan: ₱5,000 (or the most the lender lends, if less) over its shortest term. */
const EXAMPLE_AMOUNT = 5000;

/**
 * One loan worked through by the lender's own charges (`legal.charges`, the figures the terms below state): what she
 * receives, repays and what it costs, as the confirmation would show it for the same loan (RA 3765 s. 4's figures).
 * None where the charges are not configured: a placeholder is no example.
 */
export function WorkedExample() {
  const t = useT();
  const { charges, limits } = getConfig().legal;
  if (charges.interestPercentPerDay === undefined || charges.serviceFeePercent === undefined) return null;
  const loan = workedLoan(charges, {
    amount: Math.min(EXAMPLE_AMOUNT, limits.maxAmount),
    termDays: limits.minTermDays,
  });
  // The kit's bar and formatter count centavos.
  const centavos = (pesos: number) => Math.round(pesos * 100);
  const part = (label: string, pesos: number, tone: 'receive' | 'fee' | 'cost') => ({
    label,
    value: centavos(pesos),
    amount: formatAmount(centavos(pesos)),
    tone,
  });
  return (
    <section className="loan-page__card loan-legal__example" aria-labelledby="worked-example">
      <h2 id="worked-example" className="loan-page__card-title">
        {t('terms.exampleTitle', {
          amount: formatAmount(centavos(loan.amount)).replace(/\.00$/, ''),
          days: loan.termDays,
        })}
      </h2>
      <MoneyBar
        label={t('terms.exampleRepay')}
        total={formatAmount(centavos(loan.total))}
        value={centavos(loan.netProceeds) + centavos(loan.serviceFee) + centavos(loan.interest)}
        caption={t('terms.exampleOnDay', { days: loan.termDays })}
        parts={[
          part(t('terms.exampleReceive'), loan.netProceeds, 'receive'),
          ...(loan.serviceFee > 0 ? [part(t('terms.exampleFee'), loan.serviceFee, 'fee')] : []),
          ...(loan.interest > 0 ? [part(t('terms.exampleInterest'), loan.interest, 'cost')] : []),
        ]}
      />
      {loan.effectiveRate && (
        <p>
          {t('terms.exampleCost', {
            cost: formatAmount(centavos(loan.financeCharge)),
            monthly: formatRate(loan.effectiveRate.monthly),
            yearly: formatRate(loan.effectiveRate.yearly),
          })}
        </p>
      )}
    </section>
  );
}
