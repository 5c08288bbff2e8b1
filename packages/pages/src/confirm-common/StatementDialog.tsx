import { useT } from '@loan-webview/kit/i18n';
import { Dialog } from '@loan-webview/kit/ui/Dialog';
import { DisclosureStatement, type DisclosureStatementProps } from './DisclosureStatement';
import type { KeptStatement } from './kept-statement';
// Opened from the order page too, which does not carry the confirmation's words otherwise.
import './confirm-messages';

/**
 * The Disclosure Statement in its sheet, with its Save a copy: the confirmation's, and the one she confirmed, opened
 * from the order page afterwards (a chunk of its own there). `back` names the way back.
 */
export default function StatementDialog({
  statement,
  back,
  onClose,
}: {
  statement: KeptStatement & Pick<DisclosureStatementProps, 'onOpenLenderCopy'>;
  back?: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open
      variant="sheet"
      title={t('confirm.statementTitle')}
      onOpenChange={(open) => !open && onClose()}
      actions={[{ label: back ?? t('loanDetail.backToOrder'), onClick: onClose }]}
    >
      <DisclosureStatement {...statement} />
    </Dialog>
  );
}
