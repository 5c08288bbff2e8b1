import { useEffect, useRef, type ReactNode } from 'react';
import { formatAmount, formatLongDate } from '@loan-webview/kit/format';
import { useLanguage, useT } from '@loan-webview/kit/i18n';
import { DetailRows } from '@loan-webview/kit/ui/DetailRows';
import { MoneySummary } from '@loan-webview/kit/ui/MoneySummary';

export interface Receipt {
  orderId: string;
  /** Minor units, where the store or the shell said how much. */
  amount?: number;
  /** The bank and the card's last four digits. */
  card: string;
  /** When she confirmed, epoch ms. */
  at: number;
  /** The store's reference for this repayment (its repayment record). */
  reference: string;
}

/**
 * The end of a bank-card repayment (issue 59.1): what she paid, with which card, when, and the reference to quote
 * to customer service; focus moves to its title so a screen reader says it at once.
 */
export function LegacyReceipt({ receipt, action }: { receipt: Receipt; action: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const rows = [
    ...(receipt.card ? [{ text: t('legacy.chooseCard'), value: receipt.card }] : []),
    { text: t('legacy.receiptTime'), value: formatLongDate(receipt.at, language, undefined, { withTime: true }) },
    ...(receipt.reference ? [{ text: t('legacy.receiptReference'), value: receipt.reference }] : []),
  ];
  return (
    <section className="loan-page__body loan-legacy__receipt" aria-labelledby="loan-legacy-receipt">
      {/* What she paid, largest, and that it is still being posted: a receipt, not a second chance to pay. */}
      {receipt.amount !== undefined && (
        <MoneySummary label={t('legacy.receiptPending')} amount={formatAmount(receipt.amount)} />
      )}
      <div className="loan-page__card">
        <h2 id="loan-legacy-receipt" className="loan-page__card-title" tabIndex={-1} ref={title}>
          {t('legacy.done')}
        </h2>
        <DetailRows rows={rows} />
        <p className="loan-legacy__hint">{t('legacy.receiptNext')}</p>
      </div>
      {action}
    </section>
  );
}
