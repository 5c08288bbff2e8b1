import { useEffect, useRef } from 'react';
import { addWorkingDays, formatLongDate } from '@loan-webview/kit/format';
import { useLanguage, useT } from '@loan-webview/kit/i18n';
import { RegulatorNotice, replyWorkingDays } from '../complaint-common/RegulatorNotice';
import { RouteLink } from '../shell/RouteLink';

export interface ComplaintSentProps {
  /** The reference problem-save gave; '' where it gave none. */
  reference: string;
  /** When it was sent, in ms: the reply-by date counts from it. */
  sentAt: number;
  /** The order it is about, for the way back to the complaint home. */
  orderNo: string;
}

/**
 * The acknowledgement that stays until the borrower leaves it (../shared/decisions.md, Complaints): the reference to
 * quote, the reply-by date in Manila working days, where to go if the answer is not enough, and the ways on.
 */
export function ComplaintSent({ reference, sentAt, orderNo }: ComplaintSentProps) {
  const t = useT();
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const days = replyWorkingDays();
  // The form is gone: focus comes here so a screen reader says what happened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="loan-page__card loan-complaint-sent" aria-labelledby="complaint-sent">
      <h2 id="complaint-sent" ref={heading} tabIndex={-1} className="loan-complaint-sent__title">
        {t('complaint.sent')}
      </h2>
      <p>{reference ? t('complaint.reference', { reference }) : t('complaint.noReference')}</p>
      <p>{t('complaint.replyBy', { date: formatLongDate(addWorkingDays(sentAt, days), language), days })}</p>
      <RegulatorNotice reference={reference || undefined} />
      <div className="loan-complaint-sent__actions">
        <RouteLink className="loan-button loan-button--secondary loan-button--block" to="complaintList">
          {t('complaint.myComplaints')}
        </RouteLink>
        <RouteLink
          className="loan-button loan-button--primary loan-button--block"
          to="complaint"
          params={{ orderId: orderNo }}
        >
          {t('complaint.done')}
        </RouteLink>
      </div>
    </section>
  );
}
