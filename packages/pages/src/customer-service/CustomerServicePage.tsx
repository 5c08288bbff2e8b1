import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { customerServiceMessages } from './messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import './CustomerServicePage.css';

registerMessages(customerServiceMessages);

const CustomerServiceContent = preloadedPart(() => import('./CustomerServiceContent'), {
  fallback: <Skeleton banner={false} lines={2} />,
});

/** Route customerService (/theThat): the service telephone and e-mail (part 1 §2.4). */
export function CustomerServicePage() {
  const t = useT();
  return (
    <section className="loan-customer-service" aria-labelledby="customer-service-title">
      <h1 id="customer-service-title" className="loan-customer-service__title">
        {t('customerService.title')}
      </h1>
      <CustomerServiceContent />
    </section>
  );
}
