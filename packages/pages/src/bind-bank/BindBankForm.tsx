import { useState } from 'react';
import { bindCard, changeCard, type BankSave, type CardInit } from '@loan-webview/kit/api';
import { callNative } from '@loan-webview/kit/bridge';
import { useSingleFlight } from '@loan-webview/kit/hooks';
import { describeFailure, useT } from '@loan-webview/kit/i18n';
import { BankForm, itemsForCardType, type BankFormValues } from '@loan-webview/kit/ui/BankForm';
import { Button } from '@loan-webview/kit/ui/Button';
import { EmptyState } from '@loan-webview/kit/ui/PageState';
import { whileLeaving } from '../shell/leaving';
import { readBankDraft, saveBankDraft } from './bank-draft';
import { endBankSession, leaveBound, type ShellBinding } from './bank-session';
import { cardTypeChoices } from './card-types';
import { DEFAULT_CARD_TYPE, DEFAULT_CHANNEL_NUMBER, type BindBankTarget } from './target';
import { trackFunnel } from '../shell/funnel';

/** What the save sends: the visible fields' code/value pairs, the card type, its channel and the product. */
export function savePayload(init: CardInit, values: BankFormValues, cardType: number, productId: string): BankSave {
  const channel = itemsForCardType(init.items, cardType).find((item) => item.channelNumber)?.channelNumber;
  return { ...values, cardType, channelNumber: channel || DEFAULT_CHANNEL_NUMBER, product_id: productId };
}

export interface BindBankFormProps {
  init: CardInit;
  target: BindBankTarget;
  /** What the shell said of a binding of its own: the form says why it is still here (useBankSession). */
  shellBinding?: ShellBinding;
}

export default function BindBankForm({ init, target, shellBinding = 'form' }: BindBankFormProps) {
  const t = useT();
  // Everything typed before a reload comes back (sessionStorage: gone when the webview closes).
  const [draft] = useState(readBankDraft);
  const [refusal, setRefusal] = useState<string | undefined>();
  const flight = useSingleFlight<'save'>();
  const cardTypes = cardTypeChoices(init, t);

  const save = (values: BankFormValues, cardType: number) =>
    flight.run('save', async () => {
      setRefusal(undefined);
      trackFunnel('save_tapped');
      const payload = savePayload(init, values, cardType, target.productId);
      const result = target.fromLoanDetail ? await changeCard(payload) : await bindCard(payload);
      if (!result.ok) {
        // Shown next to the form; nothing typed is lost (the form and the draft keep it).
        setRefusal(describeFailure(result.error, t));
        return;
      }
      trackFunnel('bind_succeeded');
      leaveBound(target);
      await whileLeaving();
    });

  if (init.items.length === 0) {
    // Nothing to fill in: the borrower still needs a way back to the app.
    return (
      <EmptyState
        title={t('bindBank.noFields')}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              endBankSession();
              void callNative('closeWebview');
            }}
          >
            {t('ui.back')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      {/* Why she is asked: what the account is for, before any field. */}
      <p className="loan-bind-bank__why">{t('bindBank.why')}</p>
      {shellBinding === 'cancelled' && (
        <p className="loan-bind-bank__shell-note" role="status">
          {t('bindBank.shellCancelled')}
        </p>
      )}
      {shellBinding === 'failed' && (
        <p className="loan-bind-bank__refusal" role="alert">
          {t('bindBank.shellFailed')}
        </p>
      )}
      {refusal && (
        <p className="loan-bind-bank__refusal" role="alert">
          {refusal}
        </p>
      )}
      <BankForm
        items={init.items}
        cardTypes={cardTypes}
        defaultCardType={draft.cardType ?? DEFAULT_CARD_TYPE}
        defaultValues={draft.values}
        submitting={flight.busy === 'save'}
        onValuesChange={saveBankDraft}
        onSubmit={(values, cardType) => void save(values, cardType)}
      />
    </>
  );
}
