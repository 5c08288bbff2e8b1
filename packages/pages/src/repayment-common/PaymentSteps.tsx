import type { RepaymentInfo } from '@loan-webview/kit/api';
import { useT } from '@loan-webview/kit/i18n';
import './PaymentSteps.css';

type NoticeGroup = RepaymentInfo['defDetail']['payNotice'][number];

/** How to pay, as the server groups it: a card per heading, each way to pay with its numbered steps. */
export function PaymentSteps({ groups }: { groups: readonly NoticeGroup[] }) {
  const t = useT();
  return (
    <>
      {groups.map((group, index) => (
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
    </>
  );
}
