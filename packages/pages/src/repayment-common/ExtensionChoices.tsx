import { formatAmount, formatLongDate } from '@loan-webview/kit/format';
import { useLanguage, useT } from '@loan-webview/kit/i18n';
import { MoneyBar, type MoneyBarPart } from '@loan-webview/kit/ui/MoneyBar';
import { RouteLink } from '../shell/RouteLink';
import type { Rollover } from './rollover';
import type { RepaymentOrder } from './RepaymentView';

interface Choice {
  key: 'today' | 'extend';
  label: string;
  parts: MoneyBarPart[];
}

/**
 * The decision she makes, side by side (issue 69): repaying in full today and extending, each with what she pays in
 * all, on bars of one scale. From the answer alone: what repays it today (`repayAmount`), the fee and what is owed
 * on the new date (the plan's row). Not "on the due date": the answer dates what is owed only at the new date, and
 * a lender that charges for the days between would make that figure wrong for the earlier one.
 */
export function ExtensionChoices({
  rollover,
  payoffToday,
  order,
  on = 'extension',
}: {
  rollover: Rollover;
  payoffToday: number;
  order: RepaymentOrder;
  /** The page it is on: the other page's choice links there (repay in full, or extend). */
  on?: 'extension' | 'repayment';
}) {
  const t = useT();
  const language = useLanguage();
  const { fee, owed, newDue } = rollover;
  const part = (label: string, value: number, tone: MoneyBarPart['tone']): MoneyBarPart => ({
    label,
    value,
    amount: formatAmount(value),
    tone,
  });
  const choices: Choice[] = [
    {
      key: 'today',
      label: t('repayment.choice.today'),
      parts: [part(t('repayment.choice.payNow'), payoffToday, 'remaining')],
    },
    {
      key: 'extend',
      label: newDue
        ? t('repayment.choice.extendTo', { date: formatLongDate(newDue, language) })
        : t('repayment.choice.extend'),
      parts: [
        part(t('repayment.choice.feeToday'), fee, 'fee'),
        part(t('repayment.choice.owedLater'), owed, 'remaining'),
      ],
    },
  ];
  const totals = choices.map((choice) => choice.parts.reduce((sum, each) => sum + each.value, 0));
  const max = Math.max(...totals);
  return (
    <section className="loan-page__card loan-repayment__choices" aria-labelledby="extension-choices">
      <h2 id="extension-choices" className="loan-page__card-title">
        {t('repayment.choice.title')}
      </h2>
      <ul className="loan-repayment__choice-list">
        {choices.map((choice, index) => (
          <li key={choice.key} className="loan-repayment__choice" data-choice={choice.key}>
            <MoneyBar
              label={choice.label}
              total={formatAmount(totals[index])}
              value={totals[index]}
              caption={t('repayment.choice.inAll')}
              parts={choice.parts}
              max={max}
            />
            {choice.key === 'today' && on === 'extension' && (
              <RouteLink to="repayUrl" params={{ ...order }} className="loan-repayment__choice-link">
                {t('repayment.choice.repayInstead')}
              </RouteLink>
            )}
            {choice.key === 'extend' && on === 'repayment' && (
              <RouteLink to="repayDelayUrl" params={{ ...order }} className="loan-repayment__choice-link">
                {t('repayment.choice.extendInstead')}
              </RouteLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
