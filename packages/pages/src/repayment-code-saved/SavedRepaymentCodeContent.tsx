import { useEffect, useState } from 'react';
import { callNative } from '@loan-webview/kit/bridge';
import { formatAmount, formatLongDate } from '@loan-webview/kit/format';
import { useLanguage, useT } from '@loan-webview/kit/i18n';
import { hrefFor, navigateTo, safeUrl } from '@loan-webview/kit/routes';
import { readStored, type StorageGroups } from '@loan-webview/kit/storage';
import { Button } from '@loan-webview/kit/ui/Button';
import { MoneySummary } from '@loan-webview/kit/ui/MoneySummary';
import { EmptyState, Skeleton } from '@loan-webview/kit/ui/PageState';
import { PayCodeBox } from '@loan-webview/kit/ui/PayCodeBox';
import { AfterPaying } from '../repayment-common/AfterPaying';
import { PaymentSteps } from '../repayment-common/PaymentSteps';
import { useContentShown } from '../shell/content-shown';
import { useOnline } from '../repayment-common/use-online';

type SavedInfo = StorageGroups['repaymentInfo'];

/** The saved info, read from storage after hydration: a chunk of its own (ADR 0043). */
export default function SavedRepaymentCodeContent() {
  const t = useT();
  const language = useLanguage();
  const online = useOnline();
  const savedAt = (at: number) => formatLongDate(at, language, undefined, { withTime: true });
  // Storage is read after hydration: the prerendered page shows the skeleton.
  const [saved, setSaved] = useState<SavedInfo | null | undefined>();
  useEffect(() => setSaved(readStored('repaymentInfo') ?? null), []);
  useContentShown(saved !== undefined);
  const logo = saved ? safeUrl(saved.defDetail?.logo) : null;
  const extension = !!saved?.delayInfo;

  return (
    <>
      {saved === undefined && <Skeleton lines={4} />}
      {saved === null && (
        <EmptyState
          title={t('repayment.noSavedCode')}
          action={
            // The way to a code: her loans, where Repay makes one (issue 59.1); back is the other way.
            <div className="loan-saved-code__ways">
              <Button onClick={() => navigateTo(hrefFor('orderUrl'))}>{t('repayment.getCode')}</Button>
              <Button variant="secondary" onClick={() => void callNative('closeWebview')}>
                {t('ui.back')}
              </Button>
            </div>
          }
        />
      )}
      {saved && (
        <>
          {!online ? (
            <p className="loan-saved-code__offline" role="status">
              {saved.savedAt ? t('repayment.offlineSaved', { date: savedAt(saved.savedAt) }) : t('repayment.offline')}
            </p>
          ) : saved.savedAt ? (
            <p className="loan-saved-code__saved-at">{t('repayment.savedOn', { date: savedAt(saved.savedAt) })}</p>
          ) : null}
          {/* The code page's own words for what the code pays: an extension's fee, or the repayment with its date. */}
          <MoneySummary
            label={extension ? t('repayment.delayAmount') : t('repayment.amount')}
            amount={formatAmount(saved.repayAmount)}
            dueDate={!extension && saved.repayDate > 0 ? saved.repayDate : undefined}
          />
          {saved.channelName && (
            <h2 className="loan-repayment__kind loan-saved-code__channel">
              {logo && <img className="loan-saved-code__logo" src={logo} alt="" width="32" height="32" />}
              {t('repayment.payWith', { channel: saved.channelName })}
            </h2>
          )}
          {saved.defDetail?.payCode && (
            <PayCodeBox code={saved.defDetail.payCode} title={saved.defDetail.title || undefined} />
          )}
          <PaymentSteps groups={saved.defDetail?.payNotice ?? []} channel={saved.channelName} />
          <AfterPaying order={saved.order} />
        </>
      )}
    </>
  );
}
