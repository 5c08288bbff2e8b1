import { useState } from 'react';
import { saveProblemScore } from '@loan-webview/kit/api';
import { useSingleFlight } from '@loan-webview/kit/hooks';
import { describeFailure, useT } from '@loan-webview/kit/i18n';
import { showToast } from '@loan-webview/kit/toast';
import { Button } from '@loan-webview/kit/ui/Button';
import { StarRating } from '@loan-webview/kit/ui/StarRating';

/**
 * 'Please rate this service', in the page under the answer it rates (decisions.md: no prompt over what she has not
 * read; the spec's modal opened over the answer at 3 s): 5 stars and Send. No star asks to choose and sends
 * nothing; a refusal keeps her stars with the server's message; once sent, it says thank you in place.
 */
export default function ServiceRating({ problemId }: { problemId: string }) {
  const t = useT();
  const [score, setScore] = useState(0);
  const [sent, setSent] = useState(false);
  const flight = useSingleFlight<'send'>();

  const send = () =>
    flight.run('send', async () => {
      if (score === 0) {
        showToast(t('toast.chooseStars'), { kind: 'error' });
        return;
      }
      const result = await saveProblemScore({ score, problemId });
      if (!result.ok) {
        showToast(describeFailure(result.error, t), { kind: 'error' });
        return;
      }
      showToast(t('toast.ratingSucceeded'), { kind: 'success' });
      setSent(true);
    });

  return (
    <section className="loan-page__card loan-complaint-details__rating" aria-labelledby="complaint-rating">
      <h2 id="complaint-rating" className="loan-page__card-title">
        {t('complaint.rateService')}
      </h2>
      {sent ? (
        <p role="status">{t('toast.ratingSucceeded')}</p>
      ) : (
        <>
          <StarRating value={score} onValueChange={setScore} label={t('complaint.rateService')} />
          <Button variant="secondary" loading={flight.busy === 'send'} onClick={() => void send()}>
            {t('complaint.send')}
          </Button>
        </>
      )}
    </section>
  );
}
