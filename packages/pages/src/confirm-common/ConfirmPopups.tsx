import { useT } from '@loan-webview/kit/i18n';
import { AgreementDialog } from '@loan-webview/kit/ui/AgreementDialog';
import { Dialog } from '@loan-webview/kit/ui/Dialog';
import type { LoanConfirm } from '@loan-webview/kit/api';
import type { DisclosureStatementProps } from './DisclosureStatement';
import StatementDialog from './StatementDialog';

/** None opens on arrival: the figures come first (ADR 0074). */
export type ConfirmPopup = 'statement' | 'agreement' | 'retention';

export interface ConfirmPopupsProps {
  popup: ConfirmPopup;
  data: LoanConfirm;
  /** This loan's Disclosure Statement, for the `statement` popup. */
  statement: DisclosureStatementProps;
  /** Closes the popup (the statement's Back, the agreement's Cancel, the retention's Stay). */
  onClose: () => void;
  /** Agree in the agreement popup: the loan goes ahead. */
  onAgree: () => void;
  /** Leave in the retention popup: the webview closes. */
  onLeave: () => void;
}

/** The confirm page's popups, loaded as a chunk of their own when one is needed. */
export default function ConfirmPopups({ popup, data, statement, onClose, onAgree, onLeave }: ConfirmPopupsProps) {
  const t = useT();
  if (popup === 'statement') {
    return <StatementDialog statement={statement} back={t('confirm.backToLoan')} onClose={onClose} />;
  }
  if (popup === 'agreement') {
    // Shown when the borrower commits (part 2 §4's popup), so Cancel keeps her on the page with her choices.
    return (
      <AgreementDialog
        open
        title={t('confirm.agreementTitle')}
        url={data.popAgreementUrl}
        onAgree={onAgree}
        onCancel={onClose}
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
