import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { failureMessages } from './messages';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton } from '@loan-webview/kit/ui/PageState';
import './LoginFailurePage.css';

registerMessages(failureMessages);

const LoginFailureContent = preloadedPart(() => import('./LoginFailureContent'), {
  fallback: <Skeleton lines={6} />,
});

/** Route errorUrl (/howIs): the joint login failed (part 2 §2 item 10); 'Failed', why, and other loans. */
export function LoginFailurePage() {
  const t = useT();
  return (
    <section className="loan-page__body loan-failure" aria-labelledby="failure-title">
      <h1 id="failure-title" className="loan-page__title">
        {t('failure.failed')}
      </h1>
      <LoginFailureContent />
    </section>
  );
}
