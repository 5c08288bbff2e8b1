import { getConfig } from '@loan-webview/kit/config';
import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { safeUrl } from '@loan-webview/kit/routes';
import { complaintMessages } from './messages';
import './RegulatorNotice.css';

registerMessages(complaintMessages);

/**
 * Where a borrower goes when the lender's answer is not enough (RA 11765; for a lending company, the SEC), from
 * the configuration's `complaints.regulator`: said once on every complaint page.
 */
export function RegulatorNotice() {
  const t = useT();
  const { name, channel, url } = getConfig().complaints.regulator;
  const href = safeUrl(url);
  return (
    <p className="loan-complaint-regulator">
      {t('complaint.regulator', { name })}{' '}
      {href ? (
        // In the page, not a new window: a webview may have no window to open (and the draft is kept).
        <a className="loan-complaint-regulator__link" href={href} rel="noopener noreferrer">
          {channel}
        </a>
      ) : (
        channel
      )}
    </p>
  );
}

/** The reply time every page states, from configuration (the spec's 3 weekdays by default). */
export const replyWorkingDays = () => getConfig().complaints.replyWorkingDays;
