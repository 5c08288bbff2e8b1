import { getConfig } from '@loan-webview/kit/config';
import { formatRate } from '@loan-webview/kit/credit';
import { formatAmount, formatLongDate } from '@loan-webview/kit/format';
import { useLanguage, useT } from '@loan-webview/kit/i18n';
import { withQuery } from '@loan-webview/kit/session';
import { AgreementDialog } from '@loan-webview/kit/ui/AgreementDialog';
import { Dialog } from '@loan-webview/kit/ui/Dialog';
import type { LoanConfirm } from '@loan-webview/kit/api';
import type { DisclosureStatementProps } from './DisclosureStatement';
import StatementDialog from './StatementDialog';
import { termLabel } from './term';

/** None opens on arrival: the figures come first (ADR 0074). */
export type ConfirmPopup = 'statement' | 'agreement' | 'retention';

export interface ConfirmPopupsProps {
  popup: ConfirmPopup;
  data: LoanConfirm;
  /** This loan's Disclosure Statement, for the `statement` popup. */
  statement: DisclosureStatementProps;
  /** Closes the popup (the statement's Back, the agreement's Cancel, the retention's Stay). */
  onClose: () => void;
  /** Agree in the agreement popup: the loan goes ahead. */
  onAgree: () => void;
  /** Leave in the retention popup: the webview closes. */
  onLeave: () => void;
}

/** The confirm page's popups, loaded as a chunk of their own when one is needed. */
export default function ConfirmPopups({ popup, data, statement, onClose, onAgree, onLeave }: ConfirmPopupsProps) {
  const t = useT();
  const language = useLanguage();
  if (popup === 'statement') {
    return <StatementDialog statement={statement} back={t('confirm.backToLoan')} onClose={onClose} />;
  }
  if (popup === 'agreement') {
    // Shown when the borrower commits (part 2 §4's popup), so Cancel keeps her on the page with her choices. She
    // agrees to the figures she was shown, and to the agreement in her language where the lender gives one.
    const translated = language !== 'en' && getConfig().legal.agreementLanguages.includes(language);
    const { cost, term } = statement;
    return (
      <AgreementDialog
        open
        className="loan-confirm__agreement"
        title={t('confirm.agreementTitle')}
        url={translated ? withQuery(data.popAgreementUrl, { lang: language }) : data.popAgreementUrl}
        onAgree={onAgree}
        onCancel={onClose}
      >
        {cost && (
          <p className="loan-confirm__agreeing">
            {cost.netProceeds !== undefined
              ? t('confirm.agreeingTo', {
                  received: formatAmount(cost.netProceeds),
                  total: formatAmount(cost.total),
                  date: formatLongDate(cost.lastDate, language),
                })
              : t('confirm.agreeingToTotal', {
                  total: formatAmount(cost.total),
                  date: formatLongDate(cost.lastDate, language),
                })}
            {/* The rate of the term she chose, as the confirmation showed it: the agreement's is the most any is. */}
            {cost.effectiveRate &&
              ` ${t('confirm.agreeingRate', {
                term: termLabel(t, term.periods, term.termUnit),
                monthly: formatRate(cost.effectiveRate.monthly),
              })}`}
          </p>
        )}
        {language !== 'en' && (
          <p className="loan-confirm__agreement-language">
            {t(translated ? 'confirm.agreementTranslated' : 'confirm.agreementEnglishOnly')}
          </p>
        )}
      </AgreementDialog>
    );
  }
  return (
    <Dialog
      open
      title={data.popTitle || t('confirm.leaveTitle')}
      dismissible={false}
      onOpenChange={(open) => !open && onClose()}
      actions={[
        { label: t('confirm.leave'), variant: 'secondary', onClick: onLeave },
        { label: t('confirm.stay'), onClick: onClose },
      ]}
    >
      {data.popContent && <p>{data.popContent}</p>}
    </Dialog>
  );
}
