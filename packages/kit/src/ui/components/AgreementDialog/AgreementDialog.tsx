import { forwardRef, type ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { safeUrl } from '../../../url/url';
import { Dialog, type DialogProps } from '../Dialog';
import '../../theme/tokens.css';
import './AgreementDialog.css';

export interface AgreementDialogProps extends Omit<DialogProps, 'onOpenChange' | 'actions'> {
  /** Above the agreement: what she agrees to in figures, the language it is in and which prevails. */
  children?: ReactNode;
  /** The agreement page; only http(s) or same-origin URLs are framed. */
  url: string;
  onAgree: () => void;
  onCancel: () => void;
}

/**
 * The agreement popup: the agreement in an embedded frame, with Cancel and Agree. A component of its own (not
 * beside AgreementCheck): a page that shows only the checkbox must not load the dialog, and esbuild's code
 * splitting follows a shared index's re-exports even when tree shaking drops them.
 */
export const AgreementDialog = forwardRef<HTMLDivElement, AgreementDialogProps>(function AgreementDialog(
  { title, url, onAgree, onCancel, dismissible = false, children, ...rest },
  ref,
) {
  const t = useT();
  const src = safeUrl(url);
  return (
    <Dialog
      {...rest}
      ref={ref}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      dismissible={dismissible}
      actions={[
        { label: t('common.cancel'), variant: 'secondary', onClick: onCancel },
        { label: t('ui.agree'), onClick: onAgree },
      ]}
    >
      {children}
      {src ? (
        // No same-origin access for the framed page: agreement text needs no more than its own scripts.
        <iframe className="loan-agreement__frame" src={src} title={title} sandbox="allow-scripts" loading="lazy" />
      ) : (
        <p>{t('common.unsafeLink')}</p>
      )}
    </Dialog>
  );
});
