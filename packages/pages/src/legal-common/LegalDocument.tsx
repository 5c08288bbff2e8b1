import { getConfig } from '@loan-webview/kit/config';
import { type MessageKey, registerMessages, useLanguage, useT } from '@loan-webview/kit/i18n';
import { companyMessages } from '../company-site/messages';
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
  paragraphs: readonly MessageKey[];
  /** What counsel must check before publishing: shown only while the texts are a template. */
  notesToCounsel?: readonly MessageKey[];
}

export interface LegalDocumentProps {
  title: MessageKey;
  intro: MessageKey;
  sections: readonly LegalSection[];
  /** The h1 level by default; 2 where the document sits under a page title of its own. */
  headingLevel?: 1 | 2;
}

/** The values the legal texts quote, from configuration (placeholders until the lender fills them in). */
export function legalParams(): Record<string, string> {
  const { company, legal } = getConfig();
  return {
    company: company.name,
    sec: company.secRegistration,
    coa: company.certificateOfAuthority,
    email: company.email,
    phone: company.phone,
    address: company.address,
    ...legal,
  };
}

/** A placeholder the configuration still holds: "[Lender name]", "[Effective date]". */
const PLACEHOLDER = /\[[^\]]+\]/;

/**
 * A legal text: a table of contents and one anchored section per heading; while a value it quotes is still a
 * placeholder, the note that it is a template for counsel and counsel's own notes.
 */
export function LegalDocument({ title, intro, sections, headingLevel = 1 }: LegalDocumentProps) {
  const t = useT();
  const language = useLanguage();
  const params = legalParams();
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
      {(template || translated) && (
        <p className="loan-legal__notice" role="note">
          {template && t('legal.template')}
          {template && translated && ' '}
          {translated && t('legal.translation')}
        </p>
      )}
      <p>{t(intro, params)}</p>
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
          {[...section.paragraphs, ...(template ? (section.notesToCounsel ?? []) : [])].map((paragraph) => (
            <p key={paragraph}>{t(paragraph, params)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
