import { getConfig } from '@loan-webview/kit/config';
import { useT } from '@loan-webview/kit/i18n';

/** The optional uses of her data the confirmation asks for (ADR 0083), each with its own way back. */
const PURPOSES = ['marketing', 'research', 'partner'] as const;

/**
 * A way to withdraw each consent on its own (NPC Circular No. 2023-04: as easy as giving it): an e-mail to the lender
 * with a subject its mailbox can sort by (`Withdraw consent: marketing`, docs/api-shapes.md), written for her. Partner
 * sharing only where partners are named, as the confirmation offers it only then.
 */
export function ConsentWithdrawal() {
  const t = useT();
  const { company, legal } = getConfig();
  const purposes = PURPOSES.filter((purpose) => purpose !== 'partner' || legal.partners.length > 0);
  return (
    <ul className="loan-legal__withdraw">
      {purposes.map((purpose) => (
        <li key={purpose}>
          <a href={`mailto:${company.email}?subject=${encodeURIComponent(`Withdraw consent: ${purpose}`)}`}>
            {t(`privacy.withdraw.${purpose}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
