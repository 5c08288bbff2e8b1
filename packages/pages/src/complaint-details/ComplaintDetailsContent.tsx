import { useCallback, useState } from 'react';
import { fetchProblemDetail, retryHelps, type ComplaintDetails } from '@loan-webview/kit/api';
import { addWorkingDays, daysUntil, formatLongDate, parseDate } from '@loan-webview/kit/format';
import { useLanguage, useT } from '@loan-webview/kit/i18n';
import { safeUrl } from '@loan-webview/kit/routes';
import { getCommonParams } from '@loan-webview/kit/session';
import { lazyWithRetry, partOpenerProps } from '@loan-webview/kit/ui/LazyBoundary';
import { asChosen } from '../complaint-common/collection';
import { RegulatorNotice, replyWorkingDays } from '../complaint-common/RegulatorNotice';
import { useRenderTime } from '../shell/browser-state';
import { ResourceView } from '../shell/ResourceView';
import ServiceRating from './ServiceRating';
import { useFirstCall } from '../shell/use-first-call';
import { missingQuery, useResource } from '../shell/use-resource';

const ImageDialog = lazyWithRetry(() => import('./ImageDialog'));

function Images({ urls, label, onOpen }: { urls: readonly string[]; label: string; onOpen: (url: string) => void }) {
  const t = useT();
  const safe = urls.map((url) => safeUrl(url)).filter((url): url is string => !!url);
  if (safe.length === 0) return null;
  return (
    <ul className="loan-complaint-details__images" aria-label={label}>
      {safe.map((url, index) => (
        <li key={`${index}-${url}`}>
          <button
            type="button"
            className="loan-complaint-details__thumb"
            aria-label={t('ui.previewImage', { index: index + 1 })}
            aria-haspopup="dialog"
            {...partOpenerProps(ImageDialog, () => onOpen(url))}
          >
            <img src={url} alt="" loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}

export interface ComplaintDetailsViewProps {
  details: ComplaintDetails;
  /** The stage and filing time the list gave, where the details answer has none. */
  fromList?: { stage?: string; filed?: number };
}

/** Type, sub-type, the borrower's words and images, the lender's answer, and the rating it asks for. */
export function ComplaintDetailsView({ details, fromList = {} }: ComplaintDetailsViewProps) {
  const t = useT();
  const language = useLanguage();
  const [enlarged, setEnlarged] = useState<string | undefined>();
  const answered = details.disposeDetail.trim() !== '' || details.disposeImages.length > 0;
  // Only a result can be rated, in the page under it: never a modal over the answer she came to read.
  const asksRating = details.isNeedScore === 1 && answered;

  // A collection complaint routed as another type, under the type she chose (issue 81).
  const chosen = asChosen(details);
  const stage = details.status || fromList.stage;
  const filed = details.time || fromList.filed;
  const days = replyWorkingDays();
  const today = useRenderTime();
  const replyBy = filed ? addWorkingDays(filed, days) : undefined;
  // Past the day the lender promised to reply by, unanswered: said, as a regulator would read it.
  const late = !answered && replyBy !== undefined && (daysUntil(replyBy, today) ?? 0) < 0;
  // Where it stands on the way every complaint goes: filed, being handled, answered (the design review's stepper).
  const steps = [t('complaint.stepFiled'), t('complaint.stepProcessing'), t('complaint.stepResolved')];
  const current = answered ? 2 : 1;
  return (
    <>
      <ol className="loan-complaint-details__steps" aria-label={t('complaint.stage')}>
        {steps.map((step, index) => (
          <li
            key={step}
            data-done={index < current || (answered && index === current) || undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            {step}
          </li>
        ))}
      </ol>
      <section className="loan-page__card">
        <dl className="loan-complaint-details__facts">
          {stage && (
            <div>
              <dt>{t('complaint.stage')}</dt>
              <dd>{stage}</dd>
            </div>
          )}
          {filed ? (
            <div>
              <dt>{t('complaint.filed')}</dt>
              <dd>{formatLongDate(filed, language, undefined, { withTime: true })}</dd>
            </div>
          ) : null}
          {filed && !answered ? (
            <div>
              <dt>{t('complaint.replyByLabel')}</dt>
              <dd>
                {formatLongDate(replyBy!, language)}
                {late && <span className="loan-complaint-details__late">{t('complaint.replyLate')}</span>}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('complaint.problemType')}</dt>
            <dd>{chosen.type}</dd>
          </div>
          {details.sonType && (
            <div>
              <dt>{t('complaint.subType')}</dt>
              <dd>{details.sonType}</dd>
            </div>
          )}
        </dl>
        <h2 className="loan-page__card-title">{t('complaint.problemDescription')}</h2>
        <p className="loan-complaint-details__content">{chosen.content}</p>
        <Images urls={details.images} label={t('complaint.images')} onOpen={setEnlarged} />
      </section>

      {answered && (
        <section className="loan-page__card" aria-labelledby="complaint-result-title">
          <h2 id="complaint-result-title" className="loan-page__card-title">
            {t('complaint.processResult')}
          </h2>
          <p className="loan-complaint-details__staff">{t('complaint.staff')}</p>
          {details.disposeDetail && <p className="loan-complaint-details__content">{details.disposeDetail}</p>}
          <Images urls={details.disposeImages} label={t('complaint.processResult')} onOpen={setEnlarged} />
        </section>
      )}

      {asksRating && <ServiceRating problemId={details.problemId} />}

      <RegulatorNotice reference={details.problemId || undefined} />
      {enlarged && <ImageDialog url={enlarged} onClose={() => setEnlarged(undefined)} />}
    </>
  );
}

/** What ComplaintDetailsPage shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function ComplaintDetailsContent() {
  const t = useT();
  const problemDetail = useFirstCall(fetchProblemDetail);
  const load = useCallback(
    async (signal: AbortSignal) => {
      if (!getCommonParams().problemId) return missingQuery(t('complaint.notFound'));
      return problemDetail(signal);
    },
    [t, problemDetail],
  );
  const resource = useResource(load);
  const [fromList] = useState(() => {
    const { stage, filed } = getCommonParams();
    return { stage: stage || undefined, filed: parseDate(filed) };
  });
  return (
    <ResourceView resource={resource} retryable={retryHelps}>
      {(details) => <ComplaintDetailsView details={details} fromList={fromList} />}
    </ResourceView>
  );
}
