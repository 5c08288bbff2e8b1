import { getConfig } from '@loan-webview/kit/config';
import { capsInForce, formatRate } from '@loan-webview/kit/credit';
import { daysUntil, formatAmount, formatLongDate } from '@loan-webview/kit/format';
import { useLanguage, useT } from '@loan-webview/kit/i18n';
import { RouteLink } from '../shell/RouteLink';
import type { Rollover } from './rollover';

/**
 * What the extension costs and does, before she pays (ADR 0082): the dates, the days it buys (from today when she is
 * overdue), its fee as a monthly rate beside the loan's effective rate with it, what the loan will have cost in all
 * against the amount borrowed, and the extension's terms (the page names the lender below, SEC MC No. 19 s. 2019).
 */
export function ExtensionDisclosure({ rollover, today }: { rollover: Rollover; today: number }) {
  const t = useT();
  const language = useLanguage();
  const { dueNow, newDue, days, feeRate, loan } = rollover;
  const date = (ms: number) => formatLongDate(ms, language);
  return (
    <>
      <dl className="loan-page__figures loan-page__figures--ruled loan-repayment__rollover">
        {dueNow && (
          <div>
            <dt>{t('repayment.dueNow')}</dt>
            <dd>{date(dueNow)}</dd>
          </div>
        )}
        {newDue && (
          <div>
            <dt>{t('repayment.newDueDate')}</dt>
            <dd>
              {date(newDue)}
              {(daysUntil(newDue, today) ?? 0) > 0 && (
                <span className="loan-repayment__in-days">
                  {t('repayment.inDays', { days: daysUntil(newDue, today)! })}
                </span>
              )}
            </dd>
          </div>
        )}
        {days !== undefined && days > 0 && (
          <div className="loan-repayment__rollover-wide">
            <dt>{t('repayment.extraDays')}</dt>
            <dd>{t(rollover.overdue ? 'repayment.daysFromToday' : 'repayment.daysFromDue', { days })}</dd>
          </div>
        )}
        <div>
          <dt>{t('repayment.stillOwed')}</dt>
          <dd>{formatAmount(rollover.owed)}</dd>
        </div>
        {feeRate && (
          <div>
            <dt>{t('repayment.feeRate')}</dt>
            <dd>{t('repayment.perMonth', { rate: formatRate(feeRate.monthly) })}</dd>
          </div>
        )}
        {loan?.effectiveRate && (
          <div>
            <dt>{t('repayment.loanEirAfter')}</dt>
            <dd>{t('repayment.perMonth', { rate: formatRate(loan.effectiveRate.monthly) })}</dd>
          </div>
        )}
        {loan && (
          <div className="loan-repayment__rollover-wide">
            <dt>{t('repayment.totalCost')}</dt>
            <dd>
              {t('repayment.totalCostValue', {
                cost: formatAmount(loan.costAfter),
                borrowed: formatAmount(loan.loanAmount),
                percent: formatRate(loan.costShare),
              })}
            </dd>
          </div>
        )}
      </dl>
      {!rollover.historySent && <p className="loan-repayment__rollover-note">{t('repayment.historyUnknown')}</p>}
      {rollover.refusal === undefined && newDue && (
        <p className="loan-repayment__rollover-note">
          {t('repayment.extensionTerms', {
            fee: formatAmount(rollover.fee),
            to: date(newDue),
            owed: formatAmount(rollover.owed),
          })}
        </p>
      )}
    </>
  );
}

/** An extension past a ceiling or the lender's limit: why, and where to go instead of a Pay button. */
export function ExtensionRefused({ rollover }: { rollover: Rollover }) {
  const t = useT();
  const language = useLanguage();
  const { company, legal } = getConfig();
  const caps = capsInForce(legal.caps);
  const reason = {
    tooMany: () =>
      t('repayment.refused.tooMany', { count: (rollover.loan?.extensionsAfter ?? 1) - 1, lender: company.name }),
    totalCost: () => t('repayment.refused.totalCost', { cap: caps.totalCostPercent }),
    effectiveRate: () => t('repayment.refused.effectiveRate', { cap: caps.effectivePercentPerMonth }),
    noDays: () => t('repayment.refused.noDays', { date: formatLongDate(rollover.newDue ?? 0, language) }),
    feeRate: () =>
      t('repayment.refused.feeRate', {
        rate: formatRate(rollover.feeRate?.monthly ?? 0),
        cap: caps.effectivePercentPerMonth,
      }),
  }[rollover.refusal!];
  return (
    <section className="loan-page__card loan-repayment__refused" aria-labelledby="extension-refused">
      <h2 id="extension-refused" className="loan-page__card-title">
        {t('repayment.refusedTitle')}
      </h2>
      <p>{reason()}</p>
      <p>{t('repayment.refusedNext')}</p>
      <RouteLink to="customerService">{t('repayment.customerService')}</RouteLink>
    </section>
  );
}
