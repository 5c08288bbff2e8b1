import { type ReactNode, useState } from 'react';
import { generatePayCode, type RepaymentChannel, type RepaymentInfo } from '@loan-webview/kit/api';
import { formatAmount, formatLongDate, isAmountText } from '@loan-webview/kit/format';
import { useSingleFlight } from '@loan-webview/kit/hooks';
import { describeFailure, useLanguage, useT } from '@loan-webview/kit/i18n';
import { navigateTo, safeUrl } from '@loan-webview/kit/routes';
import { writeStored } from '@loan-webview/kit/storage';
import { showToast } from '@loan-webview/kit/toast';
import { Button } from '@loan-webview/kit/ui/Button';
import { DetailRows } from '@loan-webview/kit/ui/DetailRows';
import { MoneySummary } from '@loan-webview/kit/ui/MoneySummary';
import { PayCodeBox } from '@loan-webview/kit/ui/PayCodeBox';
import { OrderProgressBar, repaymentProgress } from '../progress-common';
import { whileLeaving } from '../shell/leaving';
import { RouteLink } from '../shell/RouteLink';
import { ChannelLogo } from './ChannelLogo';
import { codeChannelIndex } from './code-channel';
import { savedPayment } from './saved-payment';
import './RepaymentView.css';
import { trackFunnel } from '../shell/funnel';

/** Part 2 §9: the installment details fold to their first 2 rows. */
export const FOLDED_ROWS = 2;

/**
 * Where the details fold: after their first 2 rows (part 2 §9), or after their last figure, whichever is later. A
 * breakdown must add up where she reads it (issue 69, the design review: an overdue ₱5,875 showed principal and
 * interest, its charges behind More); what the fold hides is what follows, as the order number.
 */
export function foldAfterFigures(rows: readonly { value: string }[]): number {
  const lastFigure = rows.reduce((last, row, index) => (isAmountText(row.value) ? index : last), -1);
  return Math.max(FOLDED_ROWS, lastFigure + 1);
}

export interface RepaymentOrder {
  productId: string;
  orderId: string;
}

export function orderFromQuery(query: Readonly<Record<string, string>>): RepaymentOrder {
  return { productId: query.productId ?? query.product_id ?? '', orderId: query.orderId ?? '' };
}

/** Which repayment page: an installment, or the fee that extends the loan. */
export type RepaymentKind = 'installment' | 'extension';

export interface RepaymentViewProps {
  info: RepaymentInfo;
  order: RepaymentOrder;
  /** `extension` pays the delay amount with isDelay 1 (part 2 §7). */
  kind: RepaymentKind;
  /**
   * The extension's terms (ExtensionContent): what it costs, under the figure; the lender, before the choice; and a
   * refusal in place of the channels and Pay.
   */
  terms?: { disclosure: ReactNode; choices?: ReactNode; lender: ReactNode; refusal?: ReactNode };
  /** The installment page's comparison with extending, where the order can be extended. */
  choices?: ReactNode;
}

/** Amount and date, details or the extension plan, the pay code, the payment method and Pay. */
export function RepaymentView({ info, order, kind, terms: offered, choices: compared }: RepaymentViewProps) {
  const t = useT();
  const language = useLanguage();
  const extension = kind === 'extension';
  // A loan that owes nothing asks for nothing: no date to be late by, no extension, no code, no Pay (MC 18 s. 2019).
  const settled = !(info.repayAmount > 0);
  const terms = settled ? undefined : offered;
  const choices = settled ? undefined : compared;
  const amount = extension ? (info.delayInfo?.delayAmount ?? info.repayAmount) : info.repayAmount;
  const logo = safeUrl(info.productLogo);
  // What is repaid, what is left and the late charges, where the breakdown adds up (issue 69).
  const progress = extension ? undefined : repaymentProgress(info.detail, info.repayAmount);

  return (
    <div className="loan-page__body">
      <MoneySummary
        label={extension ? t('repayment.delayAmount') : t('repayment.amount')}
        amount={formatAmount(amount)}
        // The extension's dates are its own rows below: one label each, never "next payment" beside "new due".
        dueDate={!extension && !settled && info.repayDate > 0 ? info.repayDate : undefined}
      >
        {settled && <p className="loan-repayment__settled">{t('repayment.settled')}</p>}
        {!terms?.choices && terms?.disclosure}
        {progress && <OrderProgressBar progress={progress} />}
      </MoneySummary>
      {/* Her choices first, under the fee: then what this one does, in full, before she pays. */}
      {terms?.choices ?? choices}
      {terms?.choices && (
        <section className="loan-page__card loan-repayment__terms" aria-labelledby="extension-terms">
          <h2 id="extension-terms" className="loan-page__card-title">
            {t('repayment.extensionDoes')}
          </h2>
          {terms.disclosure}
        </section>
      )}

      <section className="loan-page__card" aria-label={info.productName}>
        <header className="loan-repayment__product">
          {logo && <img className="loan-repayment__logo" src={logo} alt="" width="36" height="36" />}
          <h2 className="loan-page__card-title loan-repayment__product-name">{info.productName}</h2>
        </header>
        {/* The extension's plan is the choices' "extend" above when they show: said once. */}
        {extension ? (
          !terms?.choices && (
            <ul className="loan-repayment__plan" aria-label={t('repayment.plan')}>
              {info.repayPlan.map((row, index) => (
                <li key={`${index}-${row.title}`} className="loan-repayment__plan-row">
                  <span>
                    <strong>{row.title}</strong>
                    {row.remark && <span className="loan-repayment__remark">{row.remark}</span>}
                  </span>
                  <span className="loan-repayment__plan-figures">
                    {formatAmount(row.amount)}
                    {row.time > 0 && (
                      <span className="loan-repayment__remark">{formatLongDate(row.time, language)}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )
        ) : (
          <DetailRows rows={info.detail} foldTo={foldAfterFigures(info.detail)} />
        )}
      </section>

      {terms?.lender}
      {settled ? (
        <div className="loan-page__action-bar">
          <RouteLink
            to="loanDetailUrl"
            params={{ productId: order.productId || undefined, orderId: order.orderId || undefined }}
            className="loan-button loan-button--primary loan-button--block"
          >
            {t('repayment.seeLoan')}
          </RouteLink>
        </div>
      ) : (
        (terms?.refusal ?? <PaySection info={info} order={order} kind={kind} amount={amount} />)
      )}
    </div>
  );
}

/** The channels, the code where it belongs to the chosen one, and Pay. */
function PaySection({ info, order, kind, amount }: Omit<RepaymentViewProps, 'terms'> & { amount: number }) {
  const t = useT();
  const extension = kind === 'extension';
  // The code the answer carries belongs to one channel: that one starts chosen, and its code shows only while it is
  // (ADR 0076). Another channel's borrower gets her own code from Pay, never this one.
  // On the extension page the answer's code is the instalment's, not this payment's (decisions.md, One code per
  // payment): none shows until Pay gets the rollover's own.
  const codeChannel = extension ? undefined : codeChannelIndex(info);
  const [channelIndex, setChannelIndex] = useState(codeChannel ?? 0);
  const flight = useSingleFlight<'pay'>();
  const channel: RepaymentChannel | undefined = info.repayList[channelIndex];

  const pay = () =>
    flight.run('pay', async () => {
      if (!channel) return;
      trackFunnel('pay_tapped');
      const result = await generatePayCode({
        productId: order.productId,
        orderId: order.orderId,
        amount,
        isDelay: extension ? 1 : 0,
        channelNumber: channel.channel_number,
      });
      if (!result.ok) {
        showToast(describeFailure(result.error, t), { kind: 'error' });
        return;
      }
      trackFunnel('payCode_succeeded');
      // Code page 2 reads this, online or at the counter without a signal: this payment's code and amount.
      writeStored('repaymentInfo', savedPayment(info, { amount, channel, payUrl: result.data.payUrl, order }));
      navigateTo(result.data.payUrl);
      await whileLeaving();
    });

  return (
    <>
      {info.repayList.length > 0 && (
        // Inline with their logos, not behind a popup (issue 47.6): where to pay is the page's one decision.
        <fieldset className="loan-page__card loan-repayment__channels">
          <legend className="loan-page__card-title">{t('repayment.paymentMethod')}</legend>
          {info.repayList.map((option, index) => (
            <label
              key={`${index}-${option.channel_number}`}
              className="loan-page__choice loan-repayment__channel"
              data-checked={index === channelIndex || undefined}
            >
              <input
                type="radio"
                name="repayment-channel"
                checked={index === channelIndex}
                onChange={() => setChannelIndex(index)}
              />
              <ChannelLogo channel={option} size={32} />
              <span className="loan-repayment__channel-name">{option.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {channel &&
        (channelIndex === codeChannel ? (
          <PayCodeBox code={info.defDetail.payCode} title={info.defDetail.title || undefined} />
        ) : (
          <p className="loan-repayment__code-next" aria-live="polite">
            {t('repayment.codeAfterPay', { channel: channel.name })}
          </p>
        ))}
      {info.noticeMsg && <p className="loan-repayment__notice">{info.noticeMsg}</p>}

      <div className="loan-page__action-bar">
        {/* What she pays and where, on the button she commits with: one line, or the channel whole on a second. */}
        <Button block loading={flight.busy === 'pay'} disabled={!channel} onClick={() => void pay()}>
          <span className="loan-repayment__pay-label">
            <span className="loan-repayment__pay-amount">
              {t('repayment.payAmount', { amount: formatAmount(amount) })}
            </span>
            {channel && (
              <>
                {' '}
                <span className="loan-repayment__pay-via">{t('repayment.payVia', { channel: channel.name })}</span>
              </>
            )}
          </span>
        </Button>
      </div>
    </>
  );
}
