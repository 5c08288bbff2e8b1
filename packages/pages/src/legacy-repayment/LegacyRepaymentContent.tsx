import { useCallback, useId, useState } from 'react';
import {
  ApiError,
  commitRepayment,
  confirmRepayment,
  fetchRepaymentWay,
  sendRepaymentCode,
  type RepaymentWay,
} from '@loan-webview/kit/api';
import { callNative } from '@loan-webview/kit/bridge';
import { formatAmount } from '@loan-webview/kit/format';

import { useSingleFlight } from '@loan-webview/kit/hooks';
import { describeFailure, useT } from '@loan-webview/kit/i18n';
import { hrefFor, navigateTo } from '@loan-webview/kit/routes';
import { getCommonParams } from '@loan-webview/kit/session';
import { readStored, removeStored, writeStored } from '@loan-webview/kit/storage';
import { Button } from '@loan-webview/kit/ui/Button';
import { CountdownButton } from '@loan-webview/kit/ui/CountdownButton';
import { FieldError } from '@loan-webview/kit/ui/FieldError';
import { SmsCodeInput } from '@loan-webview/kit/ui/FormattedInput';
import { EmptyState } from '@loan-webview/kit/ui/PageState';
import { LegacyReceipt, type Receipt } from './LegacyReceipt';
import { useBrowserState } from '../shell/browser-state';
import { ResourceView } from '../shell/ResourceView';
import { useFirstCall } from '../shell/use-first-call';
import { useResource, withQuery } from '../shell/use-resource';
import { confirmOutcome, maskedCard, MIN_CODE_LENGTH, type Message } from './legacy-rules';

export interface LegacyOrder {
  orderId: string;
  /** The amount to repay in minor units, when the shell passes it. */
  amount?: number;
  couponId?: string;
}

export function orderFromQuery(query: Readonly<Record<string, string>>): LegacyOrder {
  const amount = Number(query.amount);
  return {
    orderId: query.orderId ?? '',
    amount: query.amount && Number.isFinite(amount) ? amount : undefined,
    couponId: query.couponId || undefined,
  };
}

export interface LegacyRepaymentFormProps {
  way: RepaymentWay;
  order: LegacyOrder;
}

/** Cards, the code with its 60 s countdown, and Confirm (part 2 §4, §5, §8; ADR 0035 for the call order). */
export function LegacyRepaymentForm({ way, order }: LegacyRepaymentFormProps) {
  const t = useT();
  const ids = useId();
  // A repayment committed before a reload can still be confirmed with the code the borrower received.
  const [record, setRecord] = useBrowserState(() => {
    const saved = readStored('legacyRepayment');
    return saved?.orderId === order.orderId ? saved : undefined;
  });
  const [cardId, setCardId] = useState<string | undefined>(() =>
    way.bankCards.length === 1 ? way.bankCards[0].id : undefined,
  );
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [cardError, setCardError] = useState<string | undefined>();
  const [codeSent, setCodeSent] = useState(false);
  // A receipt outlives a reload: she sees what she paid, not the form again (issue 59.1).
  const [receipt, setReceipt] = useState<Receipt | undefined>(() => {
    const saved = readStored('legacyReceipt');
    return saved?.orderId === order.orderId ? saved : undefined;
  });
  // Every failure is said in the page, beside what it is about, never as a toast over Confirm (issue 59.1).
  const [refusal, setRefusal] = useState<string | undefined>();
  const flight = useSingleFlight<'confirm'>();
  const say = (message: Message) => ('key' in message ? t(message.key) : message.text);
  // A record saved before this field existed asked for a code.
  const needsCode = record?.needsCode ?? true;

  const askForCard = () => {
    setCardError(t('toast.chooseBankCard'));
    document.querySelector<HTMLInputElement>(`[name="${ids}-card"]`)?.focus();
  };

  const requestCode = async (): Promise<boolean> => {
    setRefusal(undefined);
    setCodeSent(false);
    if (!cardId) {
      askForCard();
      return false;
    }
    const committed = await commitRepayment({
      orderId: order.orderId,
      bankCardId: cardId,
      repayToken: way.repayToken,
      couponId: order.couponId,
    });
    if (!committed.ok) {
      // A repayment of this loan already being posted: said before a second can start, not after it is taken.
      const twice = committed.error.kind === 'api' && committed.error.code === '800005';
      setRefusal(
        twice ? t('legacy.alreadyPaying') : describeFailure(committed.error, t) || t('legacy.processingFailed'),
      );
      return false;
    }
    const next = {
      orderId: order.orderId,
      repayRecordId: committed.data.repayRecordId,
      withholdingAmount: committed.data.withholdingAmount,
      // needValid 0: the store sends no code and confirms without one (ADR 0051).
      needsCode: committed.data.needValid === 1,
    };
    setRecord(next);
    writeStored('legacyRepayment', next);
    if (!next.needsCode) return false;
    const sent = await sendRepaymentCode({ repaymentRecordId: next.repayRecordId });
    if (!sent.ok) {
      setRefusal(describeFailure(sent.error, t));
      return false;
    }
    setCodeSent(true);
    return true;
  };

  const confirm = () =>
    flight.run('confirm', async () => {
      setRefusal(undefined);
      if (!cardId) {
        askForCard();
        return;
      }
      if (!record) {
        setRefusal(t('legacy.getCodeFirst'));
        return;
      }
      if (needsCode && code.trim().length < MIN_CODE_LENGTH) {
        setCodeError(t('toast.wrongVerificationCode'));
        document.getElementById(`${ids}-code`)?.focus();
        return;
      }
      const outcome = confirmOutcome(
        await confirmRepayment({
          orderId: order.orderId,
          verifyCode: needsCode ? code.trim() : '',
          repaymentRecordId: record.repayRecordId,
        }),
      );
      if (outcome.kind === 'done') {
        const card = way.bankCards.find((candidate) => candidate.id === cardId);
        const done: Receipt = {
          orderId: order.orderId,
          amount: record.withholdingAmount || order.amount,
          card: card ? `${card.bankName} ${maskedCard(card.cardNo)}` : '',
          at: Date.now(),
          // The store's record of this repayment is the reference it knows it by.
          reference: record.repayRecordId,
        };
        removeStored('legacyRepayment');
        writeStored('legacyReceipt', done);
        setReceipt(done);
        return;
      }
      // The code stays for another try (800006) and everything else typed stays too.
      setRefusal(say(outcome.message));
    });

  const amount = record?.withholdingAmount || order.amount;
  // Every end offers a way on: back to the app (toHome), or linking a card when there is none.
  const home = (
    <Button variant="secondary" onClick={() => void callNative('toHome')}>
      {t('legacy.home')}
    </Button>
  );
  if (receipt) return <LegacyReceipt receipt={receipt} action={home} />;
  if (way.bankCards.length === 0) {
    return (
      <EmptyState
        title={t('legacy.noCards')}
        action={
          <div className="loan-legacy__ways">
            <Button onClick={() => navigateTo(hrefFor('bindBank'))}>{t('legacy.bindCard')}</Button>
            {home}
          </div>
        }
      />
    );
  }
  return (
    <form
      className="loan-page__body"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      {amount !== undefined && (
        <section className="loan-page__card loan-legacy__amount">
          <h2 className="loan-page__card-title">{t('repayment.amount')}</h2>
          <p className="loan-legacy__figure">{formatAmount(amount)}</p>
        </section>
      )}
      <section className="loan-page__card">
        <h2 id={`${ids}-cards`} className="loan-page__card-title">
          {t('legacy.chooseCard')}
        </h2>
        <div
          className="loan-legacy__cards"
          role="radiogroup"
          aria-labelledby={`${ids}-cards`}
          aria-describedby={cardError ? `${ids}-card-error` : undefined}
        >
          {way.bankCards.map((card) => (
            <label key={card.id} className="loan-page__choice" data-checked={cardId === card.id || undefined}>
              <input
                type="radio"
                name={`${ids}-card`}
                value={card.id}
                checked={cardId === card.id}
                onChange={() => {
                  setCardId(card.id);
                  setCardError(undefined);
                }}
              />
              <span className="loan-legacy__bank">{card.bankName}</span>
              <span className="loan-legacy__number">{maskedCard(card.cardNo)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${ids}-card-error`}>{cardError}</FieldError>
      </section>
      <section className="loan-page__card">
        <label htmlFor={`${ids}-code`} className="loan-page__card-title loan-legacy__label">
          {t('legacy.code')}
        </label>
        <div className="loan-legacy__code">
          <SmsCodeInput
            id={`${ids}-code`}
            value={code}
            onValueChange={(next) => {
              setCode(next);
              setCodeError(undefined);
            }}
            disabled={!needsCode}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${ids}-code-error` : undefined}
          />
          <CountdownButton onRequest={requestCode} persistKey={`loan:legacy-code:${order.orderId}`} />
        </div>
        <FieldError id={`${ids}-code-error`}>{codeError}</FieldError>
        {!needsCode && <p className="loan-legacy__hint">{t('legacy.noCodeNeeded')}</p>}
        <p className="loan-legacy__hint" role="status">
          {codeSent && needsCode ? t('legacy.codeSent') : ''}
        </p>
      </section>
      {refusal && (
        <p className="loan-legacy__refusal" role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" block loading={flight.busy === 'confirm'}>
        {t('legacy.confirm')}
      </Button>
    </form>
  );
}

/** What LegacyRepaymentPage shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function LegacyRepaymentContent() {
  const t = useT();
  const repaymentWay = useFirstCall(fetchRepaymentWay);
  const load = useCallback(
    async (signal: AbortSignal) => {
      const order = orderFromQuery(getCommonParams());
      const result = await withQuery(order, repaymentWay(signal));
      // The card list failure has its default message when the server gives none (part 2 §8).
      if (!result.ok && result.error.kind === 'api' && /^Server error/.test(result.error.message)) {
        return { ok: false as const, error: new ApiError(result.error.code, t('legacy.cardsFailed')) };
      }
      return result;
    },
    [t, repaymentWay],
  );
  const resource = useResource(load);
  return (
    <ResourceView resource={resource}>
      {({ query: order, data: way }) => <LegacyRepaymentForm way={way} order={order} />}
    </ResourceView>
  );
}
