import { getConfig } from '@loan-webview/kit/config';
import { formatPhoneDigits } from '@loan-webview/kit/format';
import { useT } from '@loan-webview/kit/i18n';
import { CallIcon } from '@loan-webview/kit/icons/call';
import { EmailIcon } from '@loan-webview/kit/icons/email';
import { RegulatorNotice, replyWorkingDays } from '../complaint-common/RegulatorNotice';
import { SiteLayout } from '../company-site';
import './CompanyContactPage.css';

/**
 * Route companyContact (/Contact): the ways that reach the lender, call and e-mail, first (decisions.md, "No form
 * that sends nothing"). The spec's form (part 1 §2.2, §5) made no network call and cleared what she typed; it
 * comes back only with an endpoint that receives it. Then how to complain, to us and then to the regulator.
 */
export function CompanyContactPage() {
  const t = useT();
  const { company, serviceHours } = getConfig();
  const subject = encodeURIComponent(t('company.emailSubject', { company: company.name }));
  return (
    <SiteLayout current="companyContact">
      <h1 className="loan-page__title">{t('company.contactUs')}</h1>
      <p className="loan-site__lead">{t('company.contactLead', { hours: serviceHours })}</p>
      <ul className="loan-contact__ways">
        {company.phone && (
          <li>
            <a className="loan-contact__way" href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>
              <CallIcon aria-hidden="true" />
              <span>
                <span className="loan-contact__way-name">{t('company.callUs')}</span>
                <span className="loan-contact__way-value">
                  {/^\d{11}$/.test(company.phone) ? formatPhoneDigits(company.phone) : company.phone}
                </span>
              </span>
            </a>
          </li>
        )}
        {company.email && (
          <li>
            <a className="loan-contact__way" href={`mailto:${company.email}?subject=${subject}`}>
              <EmailIcon aria-hidden="true" />
              <span>
                <span className="loan-contact__way-name">{t('company.emailUs')}</span>
                <span className="loan-contact__way-value">{company.email}</span>
              </span>
            </a>
          </li>
        )}
      </ul>
      <p className="loan-contact__tip">{t('company.contactTip')}</p>
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
