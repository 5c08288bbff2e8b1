import { useCallback, useId, useMemo, useState } from 'react';
import {
  type Agreement,
  fetchContracts,
  fetchContractsV2,
  fetchContractUrl,
  fetchContractUrlV2,
  fetchLoanConfirm,
  fetchLoanConfirmV2,
  type ApiResult,
  type LoanConfirm,
  type LoanTermOption,
  pushLoan,
  pushLoanV2,
} from '@loan-webview/kit/api';
import { getConfig } from '@loan-webview/kit/config';
import { daysUntil, formatAmount, formatLongDate } from '@loan-webview/kit/format';
import { useSingleFlight } from '@loan-webview/kit/hooks';
import { describeFailure, type Translate, useLanguage, useT } from '@loan-webview/kit/i18n';
import { hrefFor, navigateTo, refuseUnsafeLink, safeUrl } from '@loan-webview/kit/routes';
import { getCommonParams, withQuery } from '@loan-webview/kit/session';
import { showToast } from '@loan-webview/kit/toast';
import { AgreementCheck } from '@loan-webview/kit/ui/AgreementCheck';
import { Button } from '@loan-webview/kit/ui/Button';
import { DetailRows } from '@loan-webview/kit/ui/DetailRows';
import { lazyWithRetry } from '@loan-webview/kit/ui/LazyBoundary';
import { MoneyBar, type MoneyBarPart } from '@loan-webview/kit/ui/MoneyBar';
import { MoneySummary } from '@loan-webview/kit/ui/MoneySummary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import { useRenderTime } from '../shell/browser-state';
import { Lender } from '../shell/Lender';
import { whileLeaving } from '../shell/leaving';
import { ResourceView } from '../shell/ResourceView';
import { useFirstCall } from '../shell/use-first-call';
import { type MissingQuery, missingQuery, useResource, useSettled } from '../shell/use-resource';
import type { ConfirmPopup } from './ConfirmPopups';
import { useRetentionOnBack } from './retention';
import { formatRate, judgeAgainstCaps, SEC_COVERAGE } from '@loan-webview/kit/credit';
import { ConfirmRefused } from './ConfirmRefused';
import { costOfCredit, type CostOfCredit, netProceedsOf } from './cost-of-credit';
import { keepStatementFor } from './kept-statement';
import { termLabel } from './term';
import { trackFunnel } from '../shell/funnel';

const ConfirmPopups = lazyWithRetry(() => import('./ConfirmPopups'));

/** standard: /theMark; promo: /positiveThe (the /gopia/goya calls, NewButtonMsg, NewPopMsg); term: /butWhy. */
export type ConfirmVariant = 'standard' | 'promo' | 'term';

const V1 = { load: fetchLoanConfirm, contracts: fetchContracts, contractUrl: fetchContractUrl, push: pushLoan };
const CALLS = {
  standard: V1,
  term: V1,
  promo: {
    load: fetchLoanConfirmV2,
    contracts: fetchContractsV2,
    contractUrl: fetchContractUrlV2,
    push: pushLoanV2,
  },
} as const;

/** The optional uses of her data, each asked for on its own and sent as its own field (ADR 0083). */
const CONSENT_PURPOSES = ['marketing', 'research', 'partner'] as const;
type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Scene code of loan agreement contracts (part 2 §9). */
export const CONTRACT_SCENE = 3;

interface Loaded {
  data: LoanConfirm;
  /** The agreement list, from its own call: the page shows without waiting for it. */
  agreements: Promise<readonly Agreement[]>;
  /** The product and order of the query the data was asked for. */
  productId: string;
  orderId: string;
}

/** The terms a borrower can pick: the offered ones, or the data's own single term. */
export function termOptions(data: LoanConfirm): LoanTermOption[] {
  if (data.terms.length > 0) return data.terms;
  const { periods, termUnit, amount, pRateDsc, repay_plans, firstPayTime, firstPeriodDay, details, receivedAmount } =
    data;
  return [{ periods, termUnit, amount, pRateDsc, repay_plans, firstPayTime, firstPeriodDay, details, receivedAmount }];
}

/**
 * The detail rows for the chosen term: its own when the server sends them, the data's when it is the data's own
 * term; for another term the data's rows (interest, fees, amount received) would be wrong, so none.
 */
export function detailsFor(data: LoanConfirm, term: LoanTermOption): LoanConfirm['details'] {
  if (term.details.length > 0) return term.details;
  return term.periods === data.periods && term.termUnit === data.termUnit ? data.details : [];
}

/**
 * Where Next goes: lendDetailsUrl with from=confirm (part 2 §4); `navigateTo` adds the session params when it is
 * on our own site.
 */
export function lendDetailsTarget(raw: string): string | undefined {
  const url = safeUrl(raw);
  return url ? withQuery(url, { from: 'confirm' }) : undefined;
}

/** The agreements the borrower accepts by the one tick: not the privacy policy, not a disclosure statement. */
export function loanAgreementIndexes(agreements: readonly Agreement[]): number[] {
  const indexes = agreements
    .map((agreement, index) => (/privacy|disclosure/i.test(agreement.title) ? -1 : index))
    .filter((index) => index >= 0);
  return indexes.length > 0 ? indexes : agreements.map((_, index) => index);
}

const indexOfTitle = (agreements: readonly Agreement[] | undefined, pattern: RegExp) => {
  const index = agreements?.findIndex((agreement) => pattern.test(agreement.title)) ?? -1;
  return index >= 0 ? index : undefined;
};

const isAmount = (value: number | undefined): value is number => value !== undefined;

/** Peso amounts a text names, in centavos: "Get ₱5,000 now" -> [500000]. */
const PESOS = /(?:₱|\bPHP\s?|\bP(?=\d))\s?(\d[\d,]*(?:\.\d{1,2})?)/gi;
const amountsIn = (text: string) =>
  [...text.matchAll(PESOS)].map((match) => Math.round(Number(match[1].replace(/,/g, '')) * 100));

/**
 * Words that promise when the money arrives ("now", "instantly", "ngayon"): the terms say disbursal takes 1-3 days,
 * so no button or notice of the server's may promise sooner (RA 11765 s. 5; NPC Advisory No. 2023-01 on false urgency).
 */
const PAYOUT_TIME =
  /\b(now|today|instant(ly)?|immediately|in minutes)\b|\b(ngayon|agad|kaagad)\b|立即|马上|立刻|\bsekarang\b|\blangsung\b/i;

/**
 * The commit button's words: the server's (variant 2's `NewButtonMsg`) only where it names no amount but what the
 * borrower receives and promises no payout time, and the page is in English (the lender's text is; in which
 * language it answers the spec does not say, and she commits in the language she reads: issue 69); else ours,
 * "Confirm and receive ₱4,900.00", or without an amount where none is known.
 */
export function commitLabel(t: Translate, serverText: string, received: number | undefined, language = 'en'): string {
  if (language !== 'en') serverText = '';
  const named = amountsIn(serverText);
  const wrongAmount = named.some((amount) => amount !== received);
  const promisesTime = PAYOUT_TIME.test(serverText);
  if (serverText && !wrongAmount && !promisesTime) return serverText;
  if (serverText)
    console.warn(`[loan] NewButtonMsg "${serverText}": ${wrongAmount ? 'not what she receives' : 'a payout time'}`);
  return received ? t('confirm.next', { amount: formatAmount(received) }) : t('confirm.nextPlain');
}

/** A price a promotion names: a share off or a rate, an amount, or something free. */
const PRICE_CLAIM = /\d\s*%|\b(free|discount|off)\b|\b(libre|diskuwento|diskon|gratis)\b|免费|折|优惠价/i;

/**
 * Variant 2's promotion (`NewPopMsg`) as the notice under the figures, where it is true on this page: one that names
 * a price is shown only where every amount it names is a figure the page shows; a share off ("50% off") or a free
 * thing the answer's figures cannot show is left out, with a warning naming the field. A payout time is never
 * promised (as for the button).
 */
export function promotionShown(text: string, figures: readonly number[]): string | undefined {
  if (!text) return undefined;
  const amounts = amountsIn(text);
  const unshown = amounts.some((amount) => !figures.includes(amount));
  if (!unshown && !PRICE_CLAIM.test(text.replace(PESOS, '')) && !PAYOUT_TIME.test(text)) return text;
  console.warn(`[loan] NewPopMsg "${text}": a price or payout time no figure shows, left out`);
  return undefined;
}

/** What a plan adds up to, in centavos. */
const totalOf = (plan: readonly { amount: number }[]) => plan.reduce((sum, row) => sum + row.amount, 0);

/**
 * What she repays, as its parts: what she receives, what is taken up front and what is added to the loan, which
 * together are the total of payments (RA 3765 s. 4: the finance charge is the last two). Without net proceeds the
 * loan amount and what is added.
 */
export function repaymentParts(t: Translate, amount: number, cost: CostOfCredit): MoneyBarPart[] {
  const added = cost.total - amount;
  const charges: MoneyBarPart[] =
    added > 0 ? [{ label: t('confirm.chargesAdded'), value: added, amount: formatAmount(added), tone: 'cost' }] : [];
  if (cost.netProceeds === undefined)
    return [{ label: t('confirm.amount'), value: amount, amount: formatAmount(amount), tone: 'remaining' }, ...charges];
  return [
    {
      label: t('confirm.youReceive'),
      value: cost.netProceeds,
      amount: formatAmount(cost.netProceeds),
      tone: 'receive',
    },
    ...(cost.deducted
      ? [
          {
            label: t('confirm.deducted'),
            value: cost.deducted,
            amount: formatAmount(cost.deducted),
            tone: 'fee' as const,
          },
        ]
      : []),
    ...charges,
  ];
}

interface ConfirmViewProps extends Loaded {
  variant: ConfirmVariant;
}

function ConfirmView({ data, agreements: agreementsAnswer, variant, productId, orderId }: ConfirmViewProps) {
  const t = useT();
  // Undefined while the list is on its way: nothing is agreed to unseen, so Next waits for it.
  const agreements = useSettled(agreementsAnswer);
  const language = useLanguage();
  const { company, legal } = getConfig();
  const calls = CALLS[variant];
  const options = termOptions(data);
  const [termIndex, setTermIndex] = useState(0);
  const term = variant === 'term' ? (options[termIndex] ?? options[0]) : options[0];
  const amount = term.amount || data.amount;
  const details = detailsFor(data, term);
  // Where the lender's answer says what she receives (ADR 0082): a field, a row, or the rows taken up front.
  const received = netProceedsOf(getConfig().netProceeds, {
    amount,
    receivedAmount: term.receivedAmount || (term.periods === data.periods ? data.receivedAmount : 0),
    details,
  });
  // The day the borrower confirms is the day the rate counts from (ADR 0073).
  const shownAt = useRenderTime();
  // Recomputed for each term chosen; a plan that does not add up is said once, not on every render.
  const cost = useMemo(
    () => costOfCredit({ loanAmount: amount, netProceeds: received, plan: term.repay_plans, disbursedAt: shownAt }),
    [amount, received, term.repay_plans, shownAt],
  );
  // The ceilings where the loan is made, decided as the extension decides them (SEC MC No. 14 s. 2025): without net
  // proceeds the cost is at least what is repaid over the loan amount.
  const judgement = useMemo(
    () =>
      cost &&
      judgeAgainstCaps({
        amountInCentavos: amount,
        termDays: daysUntil(cost.lastDate, shownAt),
        monthlyRate: cost.effectiveRate?.monthly,
        costShare: (cost.financeCharge ?? cost.total - amount) / amount,
        caps: legal.caps,
      }),
    [cost, amount, shownAt, legal.caps],
  );
  const breach = judgement ? judgement.breach : undefined;
  // Consent is the borrower's act (NPC Circular No. 2023-04): nothing starts ticked.
  const [checked, setChecked] = useState(false);
  // Each optional use of her data its own choice, unticked (NPC Circular No. 2023-04; ADR 0083).
  const [consents, setConsents] = useState<Record<ConsentPurpose, boolean>>({
    marketing: false,
    research: false,
    partner: false,
  });
  const [popups, setPopups] = useState<ConfirmPopup[]>([]);
  const flight = useSingleFlight<'next' | `agreement:${number}`>();
  const popup = popups[0];
  const open = (next: ConfirmPopup) => setPopups((queue) => (queue.includes(next) ? queue : [next, ...queue]));
  const closePopup = () => setPopups((queue) => queue.slice(1));
  const retention = useRetentionOnBack(data.isPopType === 1, () => open('retention'));
  // Leave in the retention popup: nothing is left open behind a webview that is closing.
  const leave = () => {
    setPopups([]);
    retention.leave();
  };
  const hintId = useId();

  const openAgreement = (index: number) =>
    void flight.run(`agreement:${index}`, async () => {
      const agreement = agreements?.[index];
      if (!agreement) return;
      const position = agreement.position || index + 1;
      const result = await calls.contractUrl({ productId, scene: CONTRACT_SCENE, position, orderId });
      if (result.ok) navigateTo(result.data.contract_url);
      else showToast(describeFailure(result.error, t), { kind: 'error' });
    });

  const push = () =>
    void flight.run('next', async () => {
      if (breach) return;
      trackFunnel('next_tapped');
      const result = await calls.push({
        amount,
        periods: term.periods,
        termUnit: term.termUnit,
        productId,
        marketingConsent: consents.marketing ? 1 : 0,
        researchConsent: consents.research ? 1 : 0,
        partnerConsent: consents.partner ? 1 : 0,
      });
      if (!result.ok) {
        showToast(describeFailure(result.error, t), { kind: 'error' });
        return;
      }
      trackFunnel('loan_succeeded');
      const target = lendDetailsTarget(result.data.lendDetailsUrl);
      if (!target) {
        refuseUnsafeLink();
        return;
      }
      // The statement she confirmed stays hers: the order page offers it afterwards (RA 3765 s. 4).
      keepStatementFor(new URL(target, location.href).searchParams.get('orderId') ?? '', {
        term,
        amount,
        cost,
        details,
        shownAt,
      });
      navigateTo(target);
      await whileLeaving();
    });
  // The spec's agreement popup comes when the borrower commits, over nothing she has not yet read.
  const next = () => (data.popAgreementUrl ? open('agreement') : push());
  const agree = () => {
    closePopup();
    push();
  };

  const loanIndexes = agreements ? loanAgreementIndexes(agreements) : [];
  // Nothing listed to agree to: nothing waits for a tick (the button would otherwise wait for a box that is not there).
  const accepted = agreements !== undefined && (agreements.length === 0 || checked);
  // Said once per answer, not on every render.
  const label = useMemo(
    () => commitLabel(t, variant === 'promo' ? data.NewButtonMsg : '', received, language),
    [t, variant, data.NewButtonMsg, received, language],
  );
  // Said once per answer: the figures a promotion may name are the ones on this page.
  const promotion = useMemo(
    () =>
      variant === 'promo'
        ? promotionShown(data.NewPopMsg, [amount, received, cost?.total, cost?.financeCharge].filter(isAmount))
        : undefined,
    [variant, data.NewPopMsg, amount, received, cost],
  );
  const privacyIndex = indexOfTitle(agreements, /privacy/i);
  const lenderCopyIndex = indexOfTitle(agreements, /disclosure/i);
  const rate = cost?.effectiveRate;
  // More than one instalment: each on the bar's timeline (one is the bar's own date).
  const steps =
    cost && term.repay_plans.length > 1
      ? term.repay_plans.map((row) => ({
          label: row.title,
          date: row.pay_time > 0 ? formatLongDate(row.pay_time, language) : undefined,
          amount: formatAmount(row.amount),
        }))
      : undefined;
  const logo = safeUrl(data.comProductLogo);
  return (
    <>
      {/* Where she decides between terms, the choice comes before the figures it changes, each with its total. */}
      {variant === 'term' && options.length > 0 && (
        <fieldset className="loan-page__card loan-confirm__terms">
          <legend className="loan-page__card-title">{t('confirm.chooseTerm')}</legend>
          {options.map((option, index) => {
            const optionTotal = totalOf(option.repay_plans);
            return (
              <label
                key={`${option.periods}-${option.termUnit}-${index}`}
                className="loan-page__choice"
                data-checked={index === termIndex || undefined}
              >
                <input
                  type="radio"
                  name="loan-term"
                  checked={index === termIndex}
                  onChange={() => setTermIndex(index)}
                />
                <span>{termLabel(t, option.periods, option.termUnit)}</span>
                {optionTotal > 0 && (
                  <span className="loan-confirm__term-total">
                    {t('confirm.termTotal', { amount: formatAmount(optionTotal) })}
                  </span>
                )}
              </label>
            );
          })}
        </fieldset>
      )}

      {/* The decision in one look: what she receives, repays and by when, and what it costs (RA 3765, ADR 0073). */}
      <MoneySummary
        label={received ? t('confirm.youReceive') : t('confirm.amount')}
        amount={formatAmount(received ?? amount)}
      >
        {cost && (
          <MoneyBar
            className="loan-confirm__bar"
            label={t('confirm.youRepay')}
            total={formatAmount(cost.total)}
            value={cost.total}
            caption={t('confirm.byDate', { date: formatLongDate(cost.lastDate, language) })}
            parts={repaymentParts(t, amount, cost)}
            steps={steps}
            stepsLabel={t('confirm.plan')}
          />
        )}
        <dl className="loan-page__figures loan-page__figures--ruled loan-confirm__cost">
          {cost?.financeCharge !== undefined && (
            <div>
              <dt>{t('confirm.financeCharge')}</dt>
              <dd>{formatAmount(cost.financeCharge)}</dd>
            </div>
          )}
          {rate && (
            <div>
              <dt>{t('confirm.eir')}</dt>
              <dd>{t('confirm.eirValue', { monthly: formatRate(rate.monthly), yearly: formatRate(rate.yearly) })}</dd>
            </div>
          )}
          {received && (
            <div>
              <dt>{t('confirm.amount')}</dt>
              <dd>{formatAmount(amount)}</dd>
            </div>
          )}
        </dl>
        {cost && cost.financeCharge === undefined && <p className="loan-confirm__unknown">{t('confirm.netUnknown')}</p>}
        {judgement && !judgement.covered && (
          <p className="loan-confirm__unknown">
            {t('confirm.notCovered', {
              amount: formatAmount(SEC_COVERAGE.maxAmount * 100),
              months: SEC_COVERAGE.maxMonths,
            })}
          </p>
        )}
      </MoneySummary>

      {cost && breach && (
        <ConfirmRefused
          breach={breach}
          monthlyRate={cost.effectiveRate?.monthly}
          cost={cost.financeCharge ?? cost.total - amount}
          amount={amount}
        />
      )}

      {/* Variant 2's promo popup, as a notice below the figures (ADR 0074), where it is true (ADR 0082). */}
      {promotion && (
        <section className="loan-confirm__promo" aria-labelledby="confirm-promo">
          <h2 id="confirm-promo" className="loan-page__card-title">
            {t('confirm.promoTitle')}
          </h2>
          <p>{promotion}</p>
        </section>
      )}

      <section className="loan-page__card loan-confirm__summary" aria-labelledby="confirm-product">
        <header className="loan-confirm__product">
          {logo && <img src={logo} alt="" width="40" height="40" className="loan-confirm__logo" />}
          <h2 id="confirm-product" className="loan-confirm__product-name">
            {data.comProductName}
          </h2>
        </header>
        <dl className="loan-confirm__figures">
          <div>
            <dt>{t('confirm.term')}</dt>
            <dd>{termLabel(t, term.periods, term.termUnit)}</dd>
          </div>
          <div>
            <dt>{t('confirm.rate')}</dt>
            <dd>{term.pRateDsc || data.pRateDsc}</dd>
          </div>
        </dl>
      </section>

      {/* The lender's own itemisation: the bar above already adds it up, so it opens on request (one figure once). */}
      {details.length > 0 &&
        (cost ? (
          <details className="loan-page__card loan-confirm__itemised">
            <summary>{t('confirm.statementDeductions')}</summary>
            <DetailRows rows={details} />
          </details>
        ) : (
          <section className="loan-page__card">
            <DetailRows rows={details} />
          </section>
        ))}
      {details.length === 0 && data.details.length > 0 && !cost && (
        <p className="loan-confirm__note">{t('confirm.detailsInPlan')}</p>
      )}

      {/* A plan that does not add up has no bar: the server's rows as they are. */}
      {!cost && (
        <section className="loan-page__card" aria-labelledby="confirm-plan">
          <h2 id="confirm-plan" className="loan-page__card-title">
            {t('confirm.plan')}
          </h2>
          <ol className="loan-confirm__plan">
            {term.repay_plans.map((row, index) => (
              <li key={`${row.title}-${index}`}>
                <div className="loan-confirm__plan-head">
                  <span className="loan-confirm__plan-title">{row.title}</span>
                  <span className="loan-confirm__plan-amount">{formatAmount(row.amount)}</span>
                </div>
                <div className="loan-confirm__plan-meta">
                  <span>{row.description}</span>
                  {row.pay_time > 0 && <span>{formatLongDate(row.pay_time, language)}</span>}
                </div>
              </li>
            ))}
          </ol>
          {term.firstPayTime > 0 && (
            <p className="loan-confirm__first">
              <span>{t('confirm.firstPayment')}</span>
              <span>
                {t('confirm.firstPaymentValue', {
                  date: formatLongDate(term.firstPayTime, language),
                  day: term.firstPeriodDay,
                })}
              </span>
            </p>
          )}
        </section>
      )}

      <div className="loan-confirm__terms">
        {/* Who lends, and the advisory to read this loan's Disclosure Statement first (SEC MC No. 19, s. 2019). */}
        <Lender onOpenDisclosure={() => open('statement')} />
        {/* A loan past a ceiling has nothing to agree to: the refusal above says why and where to ask. */}
        {!breach && (
          <>
            {/* The list on its way says so: Next is grey until it is in. */}
            {!agreements && <Skeleton banner={false} lines={1} />}
            {agreements && agreements.length > 0 && (
              <AgreementCheck
                agreements={loanIndexes.map((index) => agreements[index])}
                checked={checked}
                onCheckedChange={setChecked}
                onOpenAgreement={(index) => openAgreement(loanIndexes[index])}
              />
            )}
            <p className="loan-confirm__data">
              {t('confirm.dataNotice')}{' '}
              {privacyIndex !== undefined ? (
                <button type="button" className="loan-confirm__link" onClick={() => openAgreement(privacyIndex)}>
                  {t('confirm.privacyPolicy')}
                </button>
              ) : (
                <a className="loan-confirm__link" href={hrefFor('privacyPolicy')}>
                  {t('confirm.privacyPolicy')}
                </a>
              )}
            </p>
            <fieldset className="loan-confirm__consents">
              <legend className="loan-confirm__consents-title">{t('confirm.consentsTitle')}</legend>
              {/* Partner sharing only where the partners are named (NPC Circular No. 2023-04: informed consent). */}
              {CONSENT_PURPOSES.filter((purpose) => purpose !== 'partner' || legal.partners.length > 0).map(
                (purpose) => (
                  <label key={purpose} className="loan-confirm__optional">
                    <input
                      type="checkbox"
                      checked={consents[purpose]}
                      onChange={(event) => setConsents((given) => ({ ...given, [purpose]: event.target.checked }))}
                    />
                    <span>
                      {t(`confirm.consent.${purpose}`, { lender: company.name, partners: legal.partners.join(', ') })}
                    </span>
                  </label>
                ),
              )}
              {/* Consent she can take back, and where (NPC Circular No. 2023-04): the policy's section on her choices. */}
              <a className="loan-confirm__link loan-confirm__withdraw" href={`${hrefFor('privacyPolicy')}#basis`}>
                {t('confirm.consentsWithdraw')}
              </a>
            </fieldset>
            {data.sendSms === 1 && <p className="loan-confirm__sms">{t('confirm.smsNotice')}</p>}
          </>
        )}
      </div>
      {!breach && (
        <div className="loan-page__action-bar">
          {agreements && !accepted && (
            <p id={hintId} className="loan-confirm__hint">
              {t('confirm.waitsForConsent')}
            </p>
          )}
          <Button
            block
            loading={flight.busy === 'next'}
            aria-describedby={agreements && !accepted ? hintId : undefined}
            // Only while the agreements are accepted (part 2 §4: grey otherwise), and one request at a time.
            disabled={!accepted || (flight.busy !== undefined && flight.busy !== 'next')}
            onClick={next}
          >
            {label}
          </Button>
        </div>
      )}

      {popup && (
        <ConfirmPopups
          popup={popup}
          data={data}
          statement={{
            term,
            amount,
            cost,
            details,
            shownAt,
            onOpenLenderCopy: lenderCopyIndex !== undefined ? () => openAgreement(lenderCopyIndex) : undefined,
          }}
          onClose={closePopup}
          onAgree={agree}
          onLeave={leave}
        />
      )}
    </>
  );
}

/** What a confirmation page shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function LoanConfirmContent({ variant }: { variant: ConfirmVariant }) {
  const t = useT();
  const confirmation = useFirstCall(CALLS[variant].load);
  const load = useCallback(
    async (signal: AbortSignal): Promise<ApiResult<Loaded> | MissingQuery> => {
      const { productId = '', orderId = '' } = getCommonParams();
      if (!productId) return missingQuery(t('confirm.missingProduct'));
      const calls = CALLS[variant];
      // Both calls go out at once, and the amount shows when its own answer is in: a slow contracts call no
      // longer holds the whole page.
      const loading = confirmation(signal);
      const contracts = calls.contracts({ productId, scene: CONTRACT_SCENE }, { signal });
      const data = await loading;
      if (!data.ok) return data;
      // The agreement list is its own call; without it the data's own list still lets the borrower read them.
      const agreements = contracts.then((answer) =>
        answer.ok && answer.data.list.length > 0 ? answer.data.list : data.data.agreements,
      );
      return { ...data, data: { data: data.data, agreements, productId, orderId } };
    },
    [t, variant, confirmation],
  );
  const resource = useResource(load);

  return <ResourceView resource={resource}>{(loaded) => <ConfirmView {...loaded} variant={variant} />}</ResourceView>;
}
