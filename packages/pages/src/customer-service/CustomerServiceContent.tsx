import { type ContactInfo, fetchContactInfo } from '@loan-webview/kit/api';
import { getConfig } from '@loan-webview/kit/config';
import { formatPhoneDigits, normalizeMobile } from '@loan-webview/kit/format';
import { useT } from '@loan-webview/kit/i18n';
import { CallIcon } from '@loan-webview/kit/icons/call';
import { EmailIcon } from '@loan-webview/kit/icons/email';
import { WhatsappIcon } from '@loan-webview/kit/icons/whatsapp';
import { PhoneUnreached } from '../shell/PhoneUnreached';
import { usePhoneCall } from '../shell/phone-call';
import { ResourceView } from '../shell/ResourceView';
import { useFirstCall } from '../shell/use-first-call';
import { useResource } from '../shell/use-resource';

export interface CustomerServiceViewProps {
  telephone: string;
  email: string;
  /** When the line answers (configuration `serviceHours`); no row when empty. */
  hours?: string;
  onCall: (telephone: string) => void;
}

/** The WhatsApp chat of a Philippine mobile number (wa.me takes it in international form, digits only). */
export function whatsappLink(telephone: string): string | undefined {
  const mobile = normalizeMobile(telephone, 'ph');
  return mobile ? `https://wa.me/63${mobile.slice(1)}` : undefined;
}

/** The contact rows (call, chat, e-mail) and the hours; a component of its own so stories and tests need no backend. */
export function CustomerServiceView({ telephone, email, hours, onCall }: CustomerServiceViewProps) {
  const t = useT();
  const chat = whatsappLink(telephone);
  return (
    <>
      <ul className="loan-customer-service__list">
        <li className="loan-customer-service__row">
          <span className="loan-customer-service__label">{t('customerService.telephone')}</span>
          <button
            type="button"
            className="loan-customer-service__value"
            onClick={() => onCall(telephone)}
            aria-label={t('customerService.call', { phone: telephone })}
          >
            <CallIcon />
            {/* Grouped for the eye as the market writes it (0917 123 4567), by spacing only: the text stays the digits
                its label says (WCAG 2.5.3) and a screen reader reads. */}
            {(/^\d{11}$/.test(telephone) ? formatPhoneDigits(telephone).split(' ') : [telephone]).map(
              (group, index) => (
                <span key={index} className="loan-customer-service__digits">
                  {group}
                </span>
              ),
            )}
          </button>
        </li>
        {chat && (
          <li className="loan-customer-service__row">
            <span className="loan-customer-service__label">{t('customerService.whatsapp')}</span>
            <a
              className="loan-customer-service__value"
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('customerService.chat', { phone: telephone })}
            >
              <WhatsappIcon />
              {t('customerService.openChat')}
            </a>
          </li>
        )}
        {email && (
          <li className="loan-customer-service__row">
            <span className="loan-customer-service__label">{t('customerService.email')}</span>
            <a
              className="loan-customer-service__value"
              href={`mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`}
              aria-label={t('customerService.mail', { email })}
            >
              <EmailIcon />
              {email}
            </a>
          </li>
        )}
      </ul>
      {hours && (
        <p className="loan-customer-service__hours">
          <span>{t('customerService.serviceHours')}</span> <span>{hours}</span>
        </p>
      )}
    </>
  );
}

/** What CustomerServicePage shows with its data: a chunk of its own, loaded while the frame hydrates (ADR 0043). */
export default function CustomerServiceContent() {
  const t = useT();
  const resource = useResource<ContactInfo>(useFirstCall(fetchContactInfo));
  const { call, unreached } = usePhoneCall();

  return (
    <ResourceView resource={resource}>
      {(contact) => (
        <>
          <CustomerServiceView
            telephone={contact.smWa || getConfig().servicePhone}
            email={contact.email || getConfig().serviceEmail}
            hours={getConfig().serviceHours}
            onCall={call}
          />
          <PhoneUnreached phone={unreached} />
          <p className="loan-customer-service__note">
            {t('customerService.hours', { days: getConfig().complaints.replyWorkingDays })}
          </p>
        </>
      )}
    </ResourceView>
  );
}
