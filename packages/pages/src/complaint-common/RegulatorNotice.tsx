import { useContext } from 'react';
import { getConfig } from '@loan-webview/kit/config';
import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { safeUrl } from '@loan-webview/kit/routes';
import { useHydrated } from '../shell/hydrated';
import { renderedNote, ServerResourcesContext } from '../shell/rendered';
import { complaintMessages } from './messages';
import './RegulatorNotice.css';

registerMessages(complaintMessages);

/**
 * Where a borrower goes when the lender's answer is not enough (RA 11765): the office of the regulator that handles
 * complaints about lending companies (the SEC's Corporate Governance and Finance Department), its channels from the
 * configuration's `complaints.regulator`, and what to quote: the lender's name and, where the page knows it, her
 * complaint's reference (an e-mail link starts the message with both). Said once on every complaint page and on the
 * contact page (ADR 0083).
 */
export function RegulatorNotice({
  reference,
  afterHydration = false,
}: {
  reference?: string;
  /**
   * In a part an interactive page prerenders: the lender and its channels come from the configuration it runs with,
   * which the prerender (with the defaults) does not know, so the notice waits for hydration (no mismatch). Rendered
   * at the edge, the page was rendered with that configuration: the notice is in the first HTML (it is the form's
   * largest text, its LCP: waiting cost 1.2 s, ADR 0084).
   */
  afterHydration?: boolean;
}) {
  const hydrated = useHydrated();
  const configured = useContext(ServerResourcesContext) !== undefined || renderedNote() !== null;
  if (afterHydration && !hydrated && !configured) return null;
  return <Notice reference={reference} />;
}

function Notice({ reference }: { reference?: string }) {
  const t = useT();
  const { company, complaints } = getConfig();
  const { name, office, channel, url, email } = complaints.regulator;
  const href = safeUrl(url);
  const subject = [company.name, reference].filter(Boolean).join(' – ');
  return (
    <div className="loan-complaint-regulator">
      <p>{t('complaint.regulator', { name, office })}</p>
      <ul className="loan-complaint-regulator__ways">
        {email && (
          <li>
            <a
              className="loan-complaint-regulator__link"
              href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
            >
              {email}
            </a>
          </li>
        )}
        <li>
          {href ? (
            // In the page, not a new window: a webview may have no window to open (and the draft is kept).
            <a className="loan-complaint-regulator__link" href={href} rel="noopener noreferrer">
              {channel || t('complaint.regulatorChannel', { name })}
            </a>
          ) : (
            channel || t('complaint.regulatorChannel', { name })
          )}
        </li>
      </ul>
      <p>
        {reference
          ? t('complaint.regulatorQuote', { reference, lender: company.name })
          : t('complaint.regulatorQuoteLater', { lender: company.name })}
      </p>
    </div>
  );
}

/** The reply time every page states, from configuration (the spec's 3 weekdays by default). */
export const replyWorkingDays = () => getConfig().complaints.replyWorkingDays;
