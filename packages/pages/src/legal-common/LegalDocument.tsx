import type { ComponentType, ReactNode } from 'react';
import { capsInForce } from '@loan-webview/kit/credit';
import { getConfig, type LoanConfig } from '@loan-webview/kit/config';
import {
  type Language,
  type MessageKey,
  registerMessages,
  type Translate,
  useLanguage,
  useT,
} from '@loan-webview/kit/i18n';
import { formatLongDate } from '@loan-webview/kit/format';
import { companyMessages } from '../company-site/messages';
import { lateChargeText, prepaymentInterestText } from '../charges-common/charges';
import { feeScheduleText, venueText } from './legal-figures';
import { legalMessages } from './messages';
import './LegalDocument.css';

// A document's title is the company site's name for it (`company.loanTerms`): registered here, the document names
// itself on the webview routes and in a story too, not only inside the site's frame.
registerMessages(legalMessages);
registerMessages(companyMessages);

export interface LegalSection {
  /** The anchor: `/outsideOr/#late` links straight to it. */
  id: string;
  title: MessageKey;
  /** Each paragraph's message, or the choice of one by the lender's `legal` configuration. */
  paragraphs: readonly (MessageKey | ((legal: LoanConfig['legal']) => MessageKey))[];
  /** What follows the paragraphs where words are not enough: the links that withdraw each consent. */
  after?: ComponentType;
}

export interface LegalDocumentProps {
  title: MessageKey;
  intro: MessageKey;
  sections: readonly LegalSection[];
  /** The h1 level by default; 2 where the document sits under a page title of its own. */
  headingLevel?: 1 | 2;
  /** Before the contents, under the introduction: a worked example of the terms. */
  lead?: ReactNode;
}

/** The values the legal texts quote, from configuration (placeholders until the lender fills them in). */
export function legalParams(t: Translate, language: Language = 'en'): Record<string, string> {
  const { company, legal } = getConfig();
  const { retentionYears, dataProtectionOfficer, effectiveDate } = legal;
  return {
    company: company.name,
    sec: company.secRegistration,
    coa: company.certificateOfAuthority,
    email: company.email,
    phone: company.phone,
    address: company.address,
    // In her language, from the configured figures (ADR 0093).
    feeSchedule: feeScheduleText(t),
    prepaymentInterest: prepaymentInterestText(t),
    venue: venueText(t),
    retentionYears,
    dataProtectionOfficer,
    // A date written as one (2026-11-01) reads in her language; any other text is quoted as the lender wrote it.
    effectiveDate: /^\d{4}-\d{2}-\d{2}$/.test(effectiveDate)
      ? formatLongDate(`${effectiveDate}T12:00:00+08:00`, language)
      : effectiveDate,
    lateCharge: lateChargeText(t),
    totalCostCap: String(capsInForce(legal.caps).totalCostPercent),
    replyDays: String(getConfig().complaints.replyWorkingDays),
    partners: legal.partners.join(', '),
  };
}

/** A placeholder the configuration still holds: "[Lender name]", "[Effective date]". */
const PLACEHOLDER = /\[[^\]]+\]/;

/**
 * A legal text: a table of contents and one anchored section per heading; while a value it quotes is still a
 * placeholder, the note that it is a template for counsel and counsel's own notes.
 */
export function LegalDocument({ title, intro, sections, headingLevel = 1, lead }: LegalDocumentProps) {
  const t = useT();
  const language = useLanguage();
  const params = legalParams(t, language);
  const template = Object.values(params).some((value) => PLACEHOLDER.test(value));
  const translated = language !== 'en';
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Heading = headingLevel === 1 ? 'h2' : 'h3';
  const contentsId = `${sections[0]?.id ?? 'legal'}-contents`;
  return (
    <article className="loan-legal" aria-labelledby={`${contentsId}-title`}>
      <Title id={`${contentsId}-title`} className="loan-page__title">
        {t(title)}
      </Title>
      {template && (
        <p className="loan-legal__notice" role="note">
          {t('legal.template')}
        </p>
      )}
      {/* Not a note to counsel (the release check refuses those): the borrower's reading of a translation. */}
      {translated && (
        <p className="loan-legal__translation" role="note">
          {t('legal.translation')}
        </p>
      )}
      <p>{t(intro, params)}</p>
      {lead}
      <nav className="loan-legal__contents" aria-labelledby={contentsId}>
        <Heading id={contentsId} className="loan-legal__contents-title">
          {t('legal.contents')}
        </Heading>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.title)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <Heading id={`${section.id}-title`} className="loan-legal__heading">
            {t(section.title)}
          </Heading>
          {section.paragraphs
            .map((paragraph) => (typeof paragraph === 'function' ? paragraph(getConfig().legal) : paragraph))
            .map((paragraph) => (
              <p key={paragraph}>{t(paragraph, params)}</p>
            ))}
          {section.after && <section.after />}
        </section>
      ))}
    </article>
  );
}
