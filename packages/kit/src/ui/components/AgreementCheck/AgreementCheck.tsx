import { useId, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { safeUrl } from '../../../url/url';
import { Dialog } from '../Dialog';
import '../../theme/tokens.css';
import './AgreementCheck.css';

export interface AgreementCheckProps {
  agreements: readonly { title: string }[];
  checked?: boolean;
  /** The loan confirm page starts checked (part 2 §4). */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onOpenAgreement: (index: number) => void;
}

/** "I have read and agree to" + agreement links. Next buttons read `checked`. */
export function AgreementCheck({
  agreements,
  checked,
  defaultChecked = true,
  onCheckedChange,
  onOpenAgreement,
}: AgreementCheckProps) {
  const t = useT();
  const id = useId();
  const [own, setOwn] = useState(defaultChecked);
  const isChecked = checked ?? own;
  return (
    <div className="loan-agreement">
      <input
        id={id}
        type="checkbox"
        className="loan-agreement__box"
        checked={isChecked}
        onChange={(event) => {
          setOwn(event.target.checked);
          onCheckedChange?.(event.target.checked);
        }}
      />
      <label htmlFor={id} className="loan-agreement__label">
        {t('ui.agreePrefix')}
      </label>{' '}
      {agreements.map((agreement, index) => (
        <button
          key={`${index}-${agreement.title}`}
          type="button"
          className="loan-agreement__link"
          onClick={() => onOpenAgreement(index)}
        >
          {agreement.title}
        </button>
      ))}
    </div>
  );
}

export interface AgreementDialogProps {
  open: boolean;
  title: string;
  /** The agreement page; only http(s) or same-origin URLs are framed. */
  url: string;
  onAgree: () => void;
  onCancel: () => void;
  /** Retention popups cannot be dismissed by tapping outside. */
  dismissible?: boolean;
}

/** The agreement popup: the agreement in an embedded frame, with Cancel and Agree. */
export function AgreementDialog({ open, title, url, onAgree, onCancel, dismissible = false }: AgreementDialogProps) {
  const t = useT();
  const src = safeUrl(url);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      dismissible={dismissible}
      actions={[
        { label: t('common.cancel'), variant: 'secondary', onClick: onCancel },
        { label: t('ui.agree'), onClick: onAgree },
      ]}
    >
      {src ? (
        // No same-origin access for the framed page: agreement text needs no more than its own scripts.
        <iframe className="loan-agreement__frame" src={src} title={title} sandbox="allow-scripts" loading="lazy" />
      ) : (
        <p>{t('common.unsafeLink')}</p>
      )}
    </Dialog>
  );
}
