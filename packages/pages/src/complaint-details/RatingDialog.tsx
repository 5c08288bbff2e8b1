import { useState } from 'react';
import { saveProblemScore } from '@loan-webview/kit/api';
import { useSingleFlight } from '@loan-webview/kit/hooks';
import { describeFailure, useT } from '@loan-webview/kit/i18n';
import { showToast } from '@loan-webview/kit/toast';
import { Dialog } from '@loan-webview/kit/ui/Dialog';
import { StarRating } from '@loan-webview/kit/ui/StarRating';

/**
 * 'Please rate this service': 5 stars, Cancel, Send. No star asks to choose and sends nothing; a refusal
 * keeps the modal open with the server's message; success closes it.
 */
export default function RatingDialog({ problemId, onClose }: { problemId: string; onClose: () => void }) {
  const t = useT();
  const [score, setScore] = useState(0);
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
      onClose();
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('complaint.rateService')}
      actions={[
        { label: t('common.cancel'), variant: 'secondary', onClick: onClose },
        { label: t('complaint.send'), onClick: () => void send(), loading: flight.busy === 'send' },
      ]}
    >
      <StarRating value={score} onValueChange={setScore} label={t('complaint.rateService')} />
    </Dialog>
  );
}
