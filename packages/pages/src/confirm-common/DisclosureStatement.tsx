import { type ReactNode, useRef, useState } from 'react';
import type { LoanConfirm, LoanTermOption } from '@loan-webview/kit/api';
import { capsInForce } from '@loan-webview/kit/credit';
import { getConfig } from '@loan-webview/kit/config';
import { formatAmount, formatDate, formatLongDate } from '@loan-webview/kit/format';
import { useLanguage, useT } from '@loan-webview/kit/i18n';
import { useSingleFlight } from '@loan-webview/kit/hooks';
import { Button } from '@loan-webview/kit/ui/Button';
import { DetailRows } from '@loan-webview/kit/ui/DetailRows';
import { lateChargeText, prepaymentInterestText, prepaymentRule } from '../charges-common/charges';
import { formatRate } from '@loan-webview/kit/credit';
import type { CostOfCredit } from './cost-of-credit';
import { type Kept, keepFile, pdfOf, statementLines } from './statement-file';

/** `20261123-1000`: when the statement was shown, in the lender's zone, for its file name. */
const fileStamp = (ms: number) => formatDate(ms).slice(0, 16).replace(/[-:]/g, '').replace(' ', '-');

export interface DisclosureStatementProps {
  /** The chosen term: its amount and plan. */
  term: LoanTermOption;
  /** The loan amount (the term's, else the answer's). */
  amount: number;
  /** The figures computed from the answer; undefined where the plan does not add up. */
  cost: CostOfCredit | undefined;
  /** The detail rows the lender sends for this term (its itemised charges). */
  details: LoanConfirm['details'];
  /** When the statement was shown, in ms. */
  shownAt: number;
  /** The order the loan became, once she confirmed (the statement she keeps names it). */
  orderId?: string;
  /** Opens the document the lender lists as its disclosure statement, where it lists one. */
  onOpenLenderCopy?: () => void;
}

/** One part of the statement, named by its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="loan-statement__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The Disclosure Statement of this loan (RA 3765 s. 4; BSP Circular No. 730 s. 2011 for its items), generated
 * from the confirmation's answer: who lends, the amount, what is taken up front, the net proceeds, the finance
 * charge in pesos, the effective interest rate, the schedule with its dates, the late and early payment rules,
 * and when it was shown. A figure the answer does not give is said to be missing, never guessed.
 */
export function DisclosureStatement({
  term,
  amount,
  cost,
  details,
  shownAt,
  orderId,
  onOpenLenderCopy,
}: DisclosureStatementProps) {
  const t = useT();
  const language = useLanguage();
  const { company, legal } = getConfig();
  const root = useRef<HTMLDivElement>(null);
  const [kept, setKept] = useState<{ how: Kept; file: string }>();
  const flight = useSingleFlight<'save'>();
  // The statement as she reads it, as a file of her own (RA 3765 s. 4: furnished a copy), named for when it was shown.
  const save = () =>
    flight.run('save', async () => {
      const file = `disclosure-statement-${orderId ? `${orderId}-` : ''}${fileStamp(shownAt)}.pdf`;
      const pdf = pdfOf(t('confirm.statementTitle'), statementLines(root.current!));
      setKept({ how: await keepFile(file, pdf), file });
    });
  const notGiven = t('confirm.statementNotGiven');
  const rate = cost?.effectiveRate;
  const rows: [string, string][] = [
    // The loan it describes, once it is one: the copy she keeps says which (issue 81).
    ...(orderId ? [[t('confirm.statementOrder'), orderId] as [string, string]] : []),
    [t('confirm.amount'), formatAmount(amount)],
    [t('confirm.deducted'), cost?.deducted !== undefined ? formatAmount(cost.deducted) : notGiven],
    [t('confirm.statementNet'), cost?.netProceeds !== undefined ? formatAmount(cost.netProceeds) : notGiven],
    [t('confirm.financeCharge'), cost?.financeCharge !== undefined ? formatAmount(cost.financeCharge) : notGiven],
    [
      t('confirm.eir'),
      rate ? t('confirm.eirValue', { monthly: formatRate(rate.monthly), yearly: formatRate(rate.yearly) }) : notGiven,
    ],
    [t('confirm.statementTotal'), cost ? formatAmount(cost.total) : notGiven],
  ];
  return (
    <div className="loan-statement" ref={root}>
      <p className="loan-statement__shown">
        {t('confirm.statementShownOn', { date: formatLongDate(shownAt, language, undefined, { withTime: true }) })}
      </p>
      <Button variant="secondary" block loading={flight.busy === 'save'} onClick={() => void save()}>
        {t('confirm.statementSave')}
      </Button>
      <div className="loan-statement__kept" role="status">
        {kept &&
          (kept.how === 'failed'
            ? t('confirm.statementNotSaved')
            : t(kept.how === 'shared' ? 'confirm.statementShared' : 'confirm.statementDownloaded', {
                file: kept.file,
              }))}
      </div>
      <Part id="statement-lender" title={t('confirm.statementLender')}>
        <p>
          {company.name}
          <br />
          {company.secRegistration}
          <br />
          {company.certificateOfAuthority}
        </p>
      </Part>
      <dl className="loan-page__figures loan-statement__figures">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {details.length > 0 && (
        <Part id="statement-details" title={t('confirm.statementDeductions')}>
          <DetailRows rows={details} />
        </Part>
      )}
      <Part id="statement-schedule" title={t('confirm.plan')}>
        <ol className="loan-statement__schedule">
          {term.repay_plans.map((row, index) => (
            <li key={`${row.title}-${index}`}>
              <span>{row.pay_time > 0 ? formatLongDate(row.pay_time, language) : row.title}</span>
              <span>{formatAmount(row.amount)}</span>
            </li>
          ))}
        </ol>
      </Part>
      <Part id="statement-late" title={t('confirm.statementLate')}>
        <p>
          {t('terms.late1', { lateCharge: lateChargeText(t) })}{' '}
          {t('terms.late2', { totalCostCap: capsInForce(legal.caps).totalCostPercent })}
        </p>
      </Part>
      <Part id="statement-early" title={t('confirm.statementPrepayment')}>
        <p>{t(prepaymentRule(legal), { prepaymentInterest: prepaymentInterestText(t) })}</p>
      </Part>
      {onOpenLenderCopy && (
        <button type="button" className="loan-statement__link" onClick={onOpenLenderCopy}>
          {t('confirm.statementLenderCopy')}
        </button>
      )}
    </div>
  );
}
