import { useT } from '@loan-webview/kit/i18n';
import { AgreementDialog } from '@loan-webview/kit/ui/AgreementDialog';
import { Dialog } from '@loan-webview/kit/ui/Dialog';
import type { LoanConfirm } from '@loan-webview/kit/api';

export type ConfirmPopup = 'promo' | 'agreement' | 'retention';

export interface ConfirmPopupsProps {
  popup: ConfirmPopup;
  data: LoanConfirm;
  /** Closes the popup (Agree, the promo's Close). */
  onClose: () => void;
  /** Cancel: the borrower leaves; the webview closes. */
  onLeave: () => void;
}

/** The confirm page's popups, loaded as a chunk of their own when one is needed. */
export default function ConfirmPopups({ popup, data, onClose, onLeave }: ConfirmPopupsProps) {
  const t = useT();
  if (popup === 'promo') {
    return (
      <Dialog
        open
        title={t('confirm.promoTitle')}
        onOpenChange={(open) => !open && onClose()}
        actions={[{ label: t('common.close'), onClick: onClose }]}
      >
        <p>{data.NewPopMsg}</p>
      </Dialog>
    );
  }
  if (popup === 'agreement') {
    return (
      <AgreementDialog
        open
        title={t('confirm.agreementTitle')}
        url={data.popAgreementUrl}
        onAgree={onClose}
        onCancel={onLeave}
      />
    );
  }
  return (
    <Dialog
      open
      title={data.popTitle || t('confirm.leaveTitle')}
      dismissible={false}
      onOpenChange={(open) => !open && onClose()}
      actions={[
        { label: t('confirm.leave'), variant: 'secondary', onClick: onLeave },
        { label: t('confirm.stay'), onClick: onClose },
      ]}
    >
      {data.popContent && <p>{data.popContent}</p>}
    </Dialog>
  );
}
