import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { uiLenderMessages } from '../../../i18n/messages/ui-lender';
import { registerMessages } from '../../../i18n/translate';
import { cx } from '../../internal';
import '../../theme/tokens.css';
import './LenderIdentity.css';

registerMessages(uiLenderMessages);

export interface LenderIdentityProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The lender's corporate name, as registered with the SEC. */
  name: string;
  /** The SEC registration, as the lender writes it ("SEC Registration No. CS201912345"). */
  secRegistration: string;
  /** The Certificate of Authority to operate as a lending company ("Certificate of Authority No. 3021"). */
  certificateOfAuthority: string;
  /**
   * Opens the Disclosure Statement: with it, the block advises the borrower to read the statement before they
   * proceed, with a button that opens it (the loan confirmation passes its agreement's opener).
   */
  onOpenDisclosure?: () => void;
  /**
   * Where a loan is advertised and no statement is at hand yet (a promotion, the company site): the advisory to
   * study the Disclosure Statement before borrowing, without a button, as SEC MC No. 19 s. 2019 asks of an
   * advertisement.
   */
  advisory?: boolean;
  /** `dark` for a dark band (the company site's footer). @default 'light' */
  tone?: 'light' | 'dark';
}

/**
 * Who lends, as SEC Memorandum Circular No. 19 (s. 2019) asks an online lending platform to show it, conspicuously:
 * the corporate name, the SEC registration and the Certificate of Authority, and the advisory to read the Disclosure
 * Statement first: with the statement's opener where the borrower commits, alone where a loan is advertised.
 */
export const LenderIdentity = forwardRef<HTMLElement, LenderIdentityProps>(function LenderIdentity(
  {
    name,
    secRegistration,
    certificateOfAuthority,
    onOpenDisclosure,
    advisory = false,
    tone = 'light',
    className,
    ...rest
  },
  ref,
) {
  const t = useT();
  const labelId = useId();
  return (
    <section
      aria-labelledby={labelId}
      {...rest}
      ref={ref}
      className={cx('loan-lender', tone === 'dark' && 'loan-lender--dark', className)}
    >
      <h2 id={labelId} className="loan-lender__label">
        {t('ui.lender')}
      </h2>
      <p className="loan-lender__name">{name}</p>
      <p className="loan-lender__registration">
        <span>{secRegistration}</span> <span>{certificateOfAuthority}</span>
      </p>
      {onOpenDisclosure && (
        <p className="loan-lender__advisory">
          {t('ui.disclosureAdvisory')}{' '}
          <button type="button" className="loan-lender__disclosure" onClick={onOpenDisclosure}>
            {t('ui.readDisclosure')}
          </button>
        </p>
      )}
      {advisory && !onOpenDisclosure && <p className="loan-lender__advisory">{t('ui.advertisingAdvisory')}</p>}
    </section>
  );
});
