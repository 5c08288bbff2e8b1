import { getConfig } from '@loan-webview/kit/config';
import { type MessageKey, registerMessages, useT } from '@loan-webview/kit/i18n';
import { paymentInstructionsMessages } from './messages';
import { Art, ArtSprite, type ArtName } from './InstructionArt';
import './PaymentInstructionsPage.css';

registerMessages(paymentInstructionsMessages);

interface Way {
  id: string;
  title: MessageKey;
  short: MessageKey;
  steps: ReadonlyArray<readonly [MessageKey, ArtName]>;
}

export const WAYS_TO_PAY: readonly Way[] = [
  {
    id: 'ewallet',
    title: 'instructions.ewallet',
    short: 'instructions.ewalletShort',
    steps: [
      ['instructions.ewallet1', 'open-app'],
      ['instructions.ewallet2', 'bills'],
      ['instructions.ewallet3', 'biller'],
      ['instructions.ewallet4', 'details'],
      ['instructions.ewallet5', 'paid'],
    ],
  },
  {
    id: 'otc',
    title: 'instructions.otc',
    short: 'instructions.otcShort',
    steps: [
      ['instructions.otc1', 'store'],
      ['instructions.otc2', 'slip'],
      ['instructions.otc3', 'cash'],
      ['instructions.otc4', 'receipt'],
    ],
  },
];

/** Her payment's rows, filled in by script.ts: what each is, and its Copy. */
const PAY_ROWS: ReadonlyArray<readonly ['code' | 'amount', MessageKey]> = [
  ['code', 'instructions.payCode'],
  ['amount', 'instructions.amount'],
];

const TIPS: readonly MessageKey[] = [
  'instructions.tip1',
  'instructions.tip2',
  'instructions.tip3',
  'instructions.tip4',
  'instructions.tip5',
];

/**
 * Route DRInstructions: how to pay a Dragonpay bill (part 2 §2 item 8). A static page (ADR 0037): every
 * picture enlarges through a link to its `:target` overlay, so tapping works without JavaScript and the
 * back button closes it; script.ts only makes the close link go back instead of forward.
 */
export function PaymentInstructionsPage() {
  const t = useT();
  const { serviceEmail } = getConfig();
  return (
    <article className="loan-page__body loan-instructions" aria-labelledby="instructions-title">
      <ArtSprite />
      <h1 id="instructions-title" className="loan-page__title">
        {t('instructions.title')}
      </h1>
      <p className="loan-instructions__intro">{t('instructions.intro')}</p>
      {/* Her code and amount, with Copy, where the link or this phone has them (script.ts fills it in). */}
      <section
        className="loan-page__card loan-instructions__code"
        id="instructions-code"
        aria-labelledby="instructions-code-title"
        data-copied={t('instructions.copied')}
        hidden
      >
        <h2 id="instructions-code-title" className="loan-page__card-title">
          {t('instructions.yourCode')}
        </h2>
        <dl className="loan-instructions__code-rows">
          {PAY_ROWS.map(([row, label]) => (
            <div key={row} data-row={row}>
              <dt>{t(label)}</dt>
              <dd>
                <span data-fill={row} />
                <button type="button" className="loan-button loan-button--secondary" data-copy={row}>
                  {t('instructions.copy')}
                </button>
              </dd>
            </div>
          ))}
        </dl>
        <p className="loan-instructions__copied" role="status" aria-live="polite" />
      </section>
      <nav className="loan-page__card" aria-labelledby="instructions-contents">
        <h2 id="instructions-contents" className="loan-page__card-title">
          {t('instructions.contents')}
        </h2>
        <ul className="loan-instructions__contents">
          {WAYS_TO_PAY.map((way) => (
            <li key={way.id}>
              <a href={`#${way.id}`}>{t(way.title)}</a>
            </li>
          ))}
          <li>
            <a href="#tips">{t('instructions.tips')}</a>
          </li>
        </ul>
      </nav>
      {WAYS_TO_PAY.map((way) => (
        <section key={way.id} id={way.id} className="loan-page__card" aria-labelledby={`${way.id}-title`}>
          <h2 id={`${way.id}-title`} className="loan-page__card-title">
            {t(way.title)}
          </h2>
          <ol className="loan-instructions__steps">
            {way.steps.map(([text, art], index) => {
              const label = { section: t(way.short), step: index + 1 };
              const step = `${way.id}-step-${index + 1}`;
              const picture = `${way.id}-picture-${index + 1}`;
              return (
                <li key={text} id={step} className="loan-instructions__step">
                  <p className="loan-instructions__text">{t(text)}</p>
                  <a
                    className="loan-instructions__thumb"
                    href={`#${picture}`}
                    aria-label={t('instructions.enlarge', label)}
                  >
                    <Art name={art} />
                  </a>
                  <div
                    id={picture}
                    className="loan-instructions__zoom"
                    role="dialog"
                    aria-label={t('instructions.picture', label)}
                  >
                    <a className="loan-instructions__close" href={`#${step}`} aria-label={t('instructions.close')}>
                      <Art name={art} />
                    </a>
                    <p className="loan-instructions__caption">{t(text)}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      <section id="tips" className="loan-page__card" aria-labelledby="tips-title">
        <h2 id="tips-title" className="loan-page__card-title">
          {t('instructions.tips')}
        </h2>
        <ul className="loan-instructions__tips">
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip, { email: serviceEmail })}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
