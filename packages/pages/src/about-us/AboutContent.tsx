import type { ReactNode } from 'react';
import { getConfig } from '@loan-webview/kit/config';
import { type MessageKey, registerMessages, useT } from '@loan-webview/kit/i18n';
import { companyMessages } from '../company-site/messages';
import { Lender } from '../shell/Lender';
import './AboutContent.css';

registerMessages(companyMessages);

export const ADVANTAGES: ReadonlyArray<readonly [MessageKey, MessageKey]> = [
  ['company.quickApproval', 'company.quickApprovalText'],
  ['company.transparentFees', 'company.transparentFeesText'],
  ['company.flexibleRepayment', 'company.flexibleRepaymentText'],
  ['company.safe', 'company.safeText'],
];

/** The four advantages of part 1 §2.3, as a list of headed items. */
export function Advantages({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Item = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="loan-page__card" aria-labelledby="advantages-title">
      <Heading id="advantages-title" className="loan-page__card-title">
        {t('company.ourAdvantages')}
      </Heading>
      <ul className="loan-about__advantages">
        {ADVANTAGES.map(([title, text]) => (
          <li key={title}>
            <Item className="loan-about__advantage">{t(title)}</Item>
            <p>{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * About us (part 1 §2.3): the mission, the four advantages, the support e-mail and who lends (SEC MC No. 19), unless
 * the page's footer already says it (`lender={false}`); then `next`, where she goes from here (the design review:
 * the page ended nowhere).
 */
export function AboutContent({ lender = true, next }: { lender?: boolean; next?: ReactNode }) {
  const t = useT();
  const { company } = getConfig();
  return (
    <>
      <h1 className="loan-page__title">{t('company.aboutUs')}</h1>
      <section className="loan-page__card" aria-labelledby="mission-title">
        <h2 id="mission-title" className="loan-page__card-title">
          {t('company.mission')}
        </h2>
        <p className="loan-about__text">{t('company.missionText')}</p>
      </section>
      <Advantages />
      <section className="loan-page__card" aria-labelledby="support-title">
        <h2 id="support-title" className="loan-page__card-title">
          {t('company.supportEmail')}
        </h2>
        <a className="loan-about__email" href={`mailto:${company.email}`}>
          {company.email}
        </a>
      </section>
      {lender && <Lender />}
      {next && (
        <section className="loan-page__card" aria-labelledby="about-next">
          <h2 id="about-next" className="loan-page__card-title">
            {t('company.readyToBorrow')}
          </h2>
          {next}
        </section>
      )}
    </>
  );
}
