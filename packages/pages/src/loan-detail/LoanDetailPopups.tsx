import type { LoanDetails } from '@loan-webview/kit/api';
import { useT } from '@loan-webview/kit/i18n';
import { Dialog } from '@loan-webview/kit/ui/Dialog';
import { StarRating } from '@loan-webview/kit/ui/StarRating';

export type Popup = 'bindCard' | 'rating' | 'ratingResult';

export interface LoanDetailPopupsProps {
  popup: Popup | undefined;
  details: Pick<LoanDetails, 'cardPopTitle' | 'cardPopMsg'>;
  score: number;
  onScoreChange: (score: number) => void;
  submittingScore: boolean;
  onClose: () => void;
  onBindCard: () => void;
  onSubmitScore: () => void;
}

/**
 * The order page's popups. A module of its own so the dialog code loads as a separate chunk, only for
 * orders that show a popup: it stays out of the JavaScript every order page needs before it is interactive.
 */
export default function LoanDetailPopups(props: LoanDetailPopupsProps) {
  const t = useT();
  const { popup, details, onClose } = props;
  const closeOnDismiss = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <Dialog
        open={popup === 'bindCard'}
        onOpenChange={closeOnDismiss}
        title={details.cardPopTitle || t('loanDetail.bindCardTitle')}
        description={details.cardPopMsg}
        actions={[{ label: t('loanDetail.bindCard'), onClick: props.onBindCard }]}
      />
      <Dialog
        open={popup === 'rating'}
        onOpenChange={closeOnDismiss}
        title={t('loanDetail.rateTitle')}
        description={t('loanDetail.rateMessage')}
        actions={[
          { label: t('common.cancel'), variant: 'secondary', onClick: onClose, disabled: props.submittingScore },
          { label: t('loanDetail.submit'), onClick: props.onSubmitScore, loading: props.submittingScore },
        ]}
      >
        <StarRating value={props.score} onValueChange={props.onScoreChange} label={t('loanDetail.rateLabel')} />
      </Dialog>
      <Dialog
        open={popup === 'ratingResult'}
        onOpenChange={closeOnDismiss}
        title={t('loanDetail.thanksTitle')}
        description={t('loanDetail.thanksMessage')}
        actions={[{ label: t('loanDetail.ok'), onClick: onClose }]}
      />
    </>
  );
}
