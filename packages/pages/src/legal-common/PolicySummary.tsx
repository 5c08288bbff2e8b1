import { type MessageKey, useLanguage, useT } from '@loan-webview/kit/i18n';
import { legalParams } from './LegalDocument';

const POINTS: readonly MessageKey[] = ['privacy.short1', 'privacy.short2', 'privacy.short3', 'privacy.short4'];

/** The privacy policy in four sentences before its text (the design review: a summary card first); each says what a section below says. */
export function PolicySummary() {
  const t = useT();
  const params = legalParams(t, useLanguage());
  return (
    <section className="loan-page__card loan-legal__summary" aria-labelledby="privacy-short">
      <h2 id="privacy-short" className="loan-page__card-title">
        {t('privacy.shortTitle')}
      </h2>
      <ul>
        {POINTS.map((point) => (
          <li key={point}>{t(point, params)}</li>
        ))}
      </ul>
    </section>
  );
}
