import type { RepaymentInfo } from '@loan-webview/kit/api';
import { useT } from '@loan-webview/kit/i18n';
import { hrefFor } from '@loan-webview/kit/routes';
import { namesChannel } from './code-channel';
import { wayOfChannel } from './way-to-pay';
import './PaymentSteps.css';

type NoticeGroup = RepaymentInfo['defDetail']['payNotice'][number];

/**
 * The chosen channel's own steps, under its group's heading (issue 69): a borrower paying at a 7-Eleven reads
 * 7-Eleven's steps, and one paying by bank transfer none of GCash's. Every group as the server sends them only when
 * the channel is not known (a code page opened from a link).
 */
export function stepsOf(groups: readonly NoticeGroup[], channel: string | undefined): NoticeGroup[] {
  if (!channel) return [...groups];
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => namesChannel(item.name, channel)) }))
    .filter((group) => group.items.length > 0);
}

/**
 * How to pay with the chosen channel, as the server words it: its numbered steps under their heading; then the
 * instructions page with pictures, opened on the chosen channel's way where it can be told.
 */
export function PaymentSteps({ groups, channel }: { groups: readonly NoticeGroup[]; channel?: string }) {
  const t = useT();
  const way = wayOfChannel(groups, channel);
  return (
    <>
      {stepsOf(groups, channel).map((group, index) => (
        <section key={`${index}-${group.heading}`} className="loan-page__card">
          <h2 className="loan-page__card-title">{group.heading || t('repayment.paymentNotice')}</h2>
          {group.items.map((item, itemIndex) => (
            <div key={`${itemIndex}-${item.name}`} className="loan-pay-steps__item">
              <h3 className="loan-pay-steps__name">{item.name}</h3>
              <ol className="loan-pay-steps__steps">
                {item.steps.map((step, stepIndex) => (
                  <li key={`${stepIndex}-${step}`}>{step}</li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      ))}
      {groups.length > 0 && (
        <a className="loan-pay-steps__pictures" href={`${hrefFor('DRInstructions')}${way ? `#${way}` : ''}`}>
          {t('repayment.stepPictures')}
        </a>
      )}
    </>
  );
}
