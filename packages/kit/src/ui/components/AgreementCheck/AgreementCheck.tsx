import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { uiFormMessages } from '../../../i18n/messages/ui-forms';
import { registerMessages } from '../../../i18n/translate';
import { cx, useControllableState } from '../../internal';
import '../../theme/tokens.css';
import './AgreementCheck.css';

registerMessages(uiFormMessages);

export interface AgreementCheckProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  agreements: ReadonlyArray<{ title: string }>;
  checked?: boolean;
  /**
   * Whether the box starts ticked, uncontrolled. Consent is the borrower's act (NPC Circular No. 2023-04): keep it
   * unticked unless the borrower ticked it before (a restored form).
   * @default false
   */
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onOpenAgreement: (index: number) => void;
}

/** "I have read and agree to" + agreement links. Next buttons read `checked`. */
export const AgreementCheck = forwardRef<HTMLDivElement, AgreementCheckProps>(function AgreementCheck(
  { agreements, checked, defaultChecked = false, onCheckedChange, onOpenAgreement, className, ...rest },
  ref,
) {
  const t = useT();
  const id = useId();
  const [isChecked, setChecked] = useControllableState({
    prop: checked,
    defaultProp: defaultChecked,
    onChange: onCheckedChange,
  });
  return (
    <div {...rest} ref={ref} className={cx('loan-agreement', className)}>
      {/* The box inside its words: one 44 px target for the tick (WCAG 2.5.8), not a 22 px square. */}
      <label htmlFor={id} className="loan-agreement__label">
        <input
          id={id}
          type="checkbox"
          className="loan-agreement__box"
          checked={isChecked}
          onChange={(event) => setChecked(event.target.checked)}
        />
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
});
