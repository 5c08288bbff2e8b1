import type { RepaymentInfo } from '@loan-webview/kit/api';
import { useT } from '@loan-webview/kit/i18n';
import { hrefFor } from '@loan-webview/kit/routes';
import { namesChannel } from './code-channel';
import { wayOfChannel } from './way-to-pay';
import './PaymentSteps.css';

type NoticeGroup = RepaymentInfo['defDetail']['payNotice'][number];

/**
 * The groups with the chosen channel's steps first (its group, then it within the group), the server's order
 * otherwise: a borrower at a 7-Eleven counter reads 7-Eleven's steps, not GCash's, first (issue 59.1).
 */
export function chosenFirst(groups: readonly NoticeGroup[], channel: string | undefined): NoticeGroup[] {
  if (!channel) return [...groups];
  const names = (item: NoticeGroup['items'][number]) => namesChannel(item.name, channel);
  return groups
    .map((group) => ({ ...group, items: [...group.items].sort((a, b) => Number(names(b)) - Number(names(a))) }))
    .sort((a, b) => Number(b.items.some(names)) - Number(a.items.some(names)));
}

/**
 * How to pay, as the server groups it: a card per heading, each way to pay with its numbered steps; then the
 * instructions page with pictures, opened on the chosen channel's way where it can be told.
 */
export function PaymentSteps({ groups, channel }: { groups: readonly NoticeGroup[]; channel?: string }) {
  const t = useT();
  const way = wayOfChannel(groups, channel);
  return (
    <>
      {chosenFirst(groups, channel).map((group, index) => (
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
