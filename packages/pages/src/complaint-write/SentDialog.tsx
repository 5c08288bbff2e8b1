import { useT } from '@loan-webview/kit/i18n';
import { Dialog } from '@loan-webview/kit/ui/Dialog';

/** 'Successfully Sent', shown for 1.5 s before the page goes back to the complaint home. */
export default function SentDialog() {
  const t = useT();
  return (
    <Dialog open onOpenChange={() => undefined} title={t('complaint.sent')} dismissible={false}>
      <p className="loan-complaint-write__sent" aria-hidden="true">
        ✓
      </p>
    </Dialog>
  );
}
