import { useT } from '@loan-webview/kit/i18n';
import { Dialog } from '@loan-webview/kit/ui/Dialog';

/** One image, enlarged; back or Close returns to the complaint. */
export default function ImageDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('complaint.images')}
      hideTitle
      actions={[{ label: t('common.close'), variant: 'secondary', onClick: onClose }]}
    >
      <img className="loan-complaint-details__large" src={url} alt="" />
    </Dialog>
  );
}
