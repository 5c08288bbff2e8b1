import { Fragment } from 'react';
import { type MessageKey, useT } from '@loan-webview/kit/i18n';
import { Button } from '@loan-webview/kit/ui/Button';
import { TextArea, TextInput } from '@loan-webview/kit/ui/TextField';
import { RegulatorNotice, replyWorkingDays } from '../complaint-common/RegulatorNotice';
import { SiteLayout } from '../company-site';
import './CompanyContactPage.css';

/** The three required fields; their names are the ones enhance.ts reads. */
const FIELDS: ReadonlyArray<{
  name: 'name' | 'phone' | 'message';
  label: MessageKey;
  autoComplete?: string;
  type?: string;
  inputMode?: 'numeric';
  maxLength: number;
  rows?: number;
}> = [
  { name: 'name', label: 'company.fullName', autoComplete: 'name', maxLength: 100 },
  {
    name: 'phone',
    label: 'company.phoneNumber',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel',
    maxLength: 13,
  },
  { name: 'message', label: 'company.message', maxLength: 1000, rows: 5 },
];

/**
 * Route companyContact (/Contact): full name, phone number and message, all required (part 1 §2.2, §5). The
 * form makes no network call. It is prerendered with Send disabled; enhance.ts (plain DOM, the site's only
 * script) enables it, validates, keeps a draft across reloads and shows the confirmation.
 */
export function CompanyContactPage() {
  const t = useT();
  return (
    <SiteLayout current="companyContact">
      <h1 className="loan-page__title">{t('company.contactUs')}</h1>
      <p className="loan-site__lead">{t('company.contactIntro')}</p>
      <div className="loan-contact__sent" id="contact-sent" tabIndex={-1} hidden>
        <svg viewBox="0 0 96 96" width="96" height="96" role="img" aria-label={t('company.contactSentImage')}>
          <circle cx="48" cy="48" r="44" className="loan-contact__sent-disc" />
          <path d="M22 34 h52 v32 h-52 z M22 34 l26 20 l26 -20" className="loan-contact__sent-envelope" />
          <circle cx="70" cy="66" r="13" className="loan-contact__sent-badge" />
          <path d="M64 66 l4 4 l8 -9" className="loan-contact__sent-tick" />
        </svg>
        <p>{t('company.contactSent')}</p>
      </div>
      <form
        className="loan-page__card loan-contact"
        id="contact-form"
        noValidate
        data-incomplete={t('toast.incompleteInformation')}
      >
        {FIELDS.map(({ name, label, ...field }) => {
          const id = `contact-${name}`;
          const Control = name === 'message' ? TextArea : TextInput;
          return (
            <Fragment key={name}>
              <label className="loan-contact__label" htmlFor={id}>
                {t(label)}
              </label>
              <Control {...field} className={`loan-contact__${name}`} id={id} name={name} aria-required="true" />
            </Fragment>
          );
        })}
        <Button type="submit" block disabled>
          {t('company.send')}
        </Button>
      </form>
      {/*
        Shown until the script runs (not <noscript>: a webview with scripts blocked still parses it away). Below
        the form, so hiding it moves nothing the borrower is looking at.
      */}
      <p className="loan-contact__noscript" id="contact-noscript">
        {t('company.contactNoScript')}
      </p>
      <div className="loan-contact__toast" id="contact-toast" role="status" aria-live="polite" />
      {/* What the site's "how to complain" promises: to us first, then the regulator (RA 11765). */}
      <section className="loan-page__card" aria-labelledby="contact-complain">
        <h2 id="contact-complain" className="loan-page__card-title">
          {t('company.howToComplain')}
        </h2>
        <p>{t('company.complainToUs', { days: replyWorkingDays() })}</p>
        <RegulatorNotice />
      </section>
    </SiteLayout>
  );
}
