import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { Dialog } from '@loan-webview/kit/ui/Dialog';
import { DisclosureStatement } from './DisclosureStatement';
import type { KeptStatement } from './kept-statement';
import { confirmMessages } from './messages';

// Opened from the order page, which does not carry the confirmation's words.
registerMessages(confirmMessages);

/** The statement she confirmed, opened from the order page afterwards, with its Save a copy: a chunk of its own. */
export default function StatementDialog({ statement, onClose }: { statement: KeptStatement; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open
      variant="sheet"
      title={t('confirm.statementTitle')}
      onOpenChange={(open) => !open && onClose()}
      actions={[{ label: t('loanDetail.backToOrder'), onClick: onClose }]}
    >
      <DisclosureStatement {...statement} />
    </Dialog>
  );
}
