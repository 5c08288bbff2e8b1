import { useId, type ComponentPropsWithRef } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { safeUrl } from '../../../url/url';
import { cx, useControllableState } from '../../internal';
import { Dialog, type DialogProps } from '../Dialog';
import '../../theme/tokens.css';
import './AgreementCheck.css';

export interface AgreementCheckProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
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
  className,
  ...rest
}: AgreementCheckProps) {
  const t = useT();
  const id = useId();
  const [isChecked, setChecked] = useControllableState({
    prop: checked,
    defaultProp: defaultChecked,
    onChange: onCheckedChange,
  });
  return (
    <div {...rest} className={cx('loan-agreement', className)}>
      <input
        id={id}
        type="checkbox"
        className="loan-agreement__box"
        checked={isChecked}
        onChange={(event) => setChecked(event.target.checked)}
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

export interface AgreementDialogProps extends Omit<DialogProps, 'onOpenChange' | 'actions' | 'children'> {
  /** The agreement page; only http(s) or same-origin URLs are framed. */
  url: string;
  onAgree: () => void;
  onCancel: () => void;
}

/** The agreement popup: the agreement in an embedded frame, with Cancel and Agree. */
export function AgreementDialog({ title, url, onAgree, onCancel, dismissible = false, ...rest }: AgreementDialogProps) {
  const t = useT();
  const src = safeUrl(url);
  return (
    <Dialog
      {...rest}
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
