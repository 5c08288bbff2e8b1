import { useEffect, useState } from 'react';
import { getBridge } from '@loan-webview/kit/bridge';
import { formatAmount, formatLongDate } from '@loan-webview/kit/format';
import { useLanguage, useT } from '@loan-webview/kit/i18n';
import { hrefFor, navigateTo, safeUrl } from '@loan-webview/kit/routes';
import { readStored, type StorageGroups } from '@loan-webview/kit/storage';
import { Button } from '@loan-webview/kit/ui/Button';
import { MoneySummary } from '@loan-webview/kit/ui/MoneySummary';
import { EmptyState, Skeleton } from '@loan-webview/kit/ui/PageState';
import { PayCodeBox } from '@loan-webview/kit/ui/PayCodeBox';
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
              <Button variant="secondary" onClick={() => getBridge().closeWebview()}>
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
          <MoneySummary
            label={t('repayment.totalPayment')}
            amount={formatAmount(saved.repayAmount)}
            dueDate={saved.repayDate > 0 ? saved.repayDate : undefined}
          >
            {logo && <img className="loan-saved-code__logo" src={logo} alt="" width="48" height="48" />}
          </MoneySummary>
          {saved.defDetail?.payCode && (
            <PayCodeBox code={saved.defDetail.payCode} title={saved.defDetail.title || undefined} />
          )}
          <PaymentSteps groups={saved.defDetail?.payNotice ?? []} channel={saved.channelName} />
        </>
      )}
    </>
  );
}
