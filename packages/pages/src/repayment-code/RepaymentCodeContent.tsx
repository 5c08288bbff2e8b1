import { useEffect, useState } from 'react';
import { callNative } from '@loan-webview/kit/bridge';
import { formatAmount } from '@loan-webview/kit/format';
import { useT } from '@loan-webview/kit/i18n';
import { safeUrl } from '@loan-webview/kit/routes';
import { getCommonParams } from '@loan-webview/kit/session';
import { readStored, type StorageGroups } from '@loan-webview/kit/storage';
import { Button } from '@loan-webview/kit/ui/Button';
import { MoneySummary } from '@loan-webview/kit/ui/MoneySummary';
import { EmptyState, Skeleton } from '@loan-webview/kit/ui/PageState';
import { copyText, PayCodeBox } from '@loan-webview/kit/ui/PayCodeBox';
import { showToast } from '@loan-webview/kit/toast';
import { PaymentSteps } from '../repayment-common/PaymentSteps';
import { AfterPaying } from '../repayment-common/AfterPaying';
import { useContentShown } from '../shell/content-shown';
import { useOnline } from '../repayment-common/use-online';

export interface RepaymentCode {
  /** '1' shows the copyable code; any other type the QR image and scan tips. */
  showType: string;
  payCode: string;
  payCodeImg: string | null;
  repayAmount: string;
}

export function codeFromQuery(query: Readonly<Record<string, string>>): RepaymentCode {
  return {
    showType: query.showType ?? '1',
    payCode: query.payCode ?? '',
    payCodeImg: safeUrl(query.payCodeImg),
    repayAmount: query.repayAmount ?? '',
  };
}

/**
 * The query's amount (minor units) when it is one: "NaN", "null" or "1e309" from a broken link show no amount,
 * which is better than a wrong one.
 */
export function readableAmount(raw: string): string | undefined {
  const text = raw.trim();
  return /^\d{1,15}(\.\d+)?$/.test(text) ? text : undefined;
}

/** Minor units as a wallet's amount field takes them: "545000" -> "5450.00". */
const plainPesos = (minor: string) => (Number(minor) / 100).toFixed(2);

/** The code itself, read from the query after hydration: a chunk of its own (ADR 0043). */
export default function RepaymentCodeContent() {
  const t = useT();
  const online = useOnline();
  // The query is read after hydration: the prerendered page does not know it.
  const [code, setCode] = useState<RepaymentCode | undefined>();
  // How to pay: what the repayment page saved when it made this code (the channel chosen, the server's steps).
  const [saved, setSaved] = useState<StorageGroups['repaymentInfo'] | undefined>();
  useEffect(() => {
    const fromQuery = codeFromQuery(getCommonParams());
    setCode(fromQuery);
    const info = readStored('repaymentInfo');
    // Only what was saved with this code: another payment's channel would tell the borrower the wrong way to pay.
    if (!info?.savedAt || !fromQuery.payCode || info.defDetail?.payCode !== fromQuery.payCode) return;
    setSaved(info);
    const linked = readableAmount(fromQuery.repayAmount);
    if (linked !== undefined && linked !== String(info.repayAmount))
      console.warn(`[loan] the link's repayAmount ${linked} is not the ${info.repayAmount} saved with this code`);
  }, []);
  useContentShown(code !== undefined);

  if (!code) return <Skeleton lines={3} />;
  // Type 1 is the copyable code; any other type, or a link with only an image, the QR (part 2 §2 item 5).
  const qr = code.showType !== '1' || !code.payCode ? code.payCodeImg : null;
  if (!code.payCode && !qr) {
    // A broken link is a dead end but for the way back to the app (issue 47.6).
    return (
      <EmptyState
        title={t('repayment.noCode')}
        action={
          <Button variant="secondary" onClick={() => void callNative('closeWebview')}>
            {t('ui.back')}
          </Button>
        }
      />
    );
  }
  // What the repayment page's answer said this code pays wins over the link's amount, a hint at most (issue 81: a
  // link said ₱5,450 for an order owing ₱3,450).
  const amount = saved ? String(saved.repayAmount) : readableAmount(code.repayAmount);
  const extension = !!saved?.delayInfo;
  return (
    <>
      {/* The amount beside the code, with the due date the repayment page saved with this very code (47.6). */}
      {/* What this code pays: an extension's fee moves the due date and pays off nothing (the review: "Repayment
          amount · Due Dec 5" over a ₱950 fee read as a payoff). */}
      {amount !== undefined && (
        <MoneySummary
          label={extension ? t('repayment.delayAmount') : t('repayment.amount')}
          amount={formatAmount(amount)}
          dueDate={!extension && saved?.repayDate ? saved.repayDate : undefined}
        >
          {/* The amount as a wallet's amount field takes it, beside the code's own Copy (the review: code and amount). */}
          <Button
            variant="secondary"
            className="loan-repayment__copy-amount"
            onClick={() =>
              void copyText(plainPesos(amount)).then((copied) =>
                showToast(copied ? t('toast.copySuccess') : plainPesos(amount), {
                  kind: copied ? 'success' : 'default',
                }),
              )
            }
          >
            {t('repayment.copyAmount')}
          </Button>
        </MoneySummary>
      )}
      {saved?.channelName && (
        <h2 className="loan-repayment__kind">{t('repayment.payWith', { channel: saved.channelName })}</h2>
      )}
      <PayCodeBox code={code.payCode} qrImageUrl={qr ?? undefined} />
      {saved && <PaymentSteps groups={saved.defDetail?.payNotice ?? []} channel={saved.channelName} />}
      {!online && <p className="loan-repayment__notice">{t('repayment.offline')}</p>}
      {/* Once she has paid, where she sees it: the order's status, or back to the app. */}
      <AfterPaying order={saved?.order} />
    </>
  );
}
