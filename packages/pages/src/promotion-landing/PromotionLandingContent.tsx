import { type CSSProperties, useCallback, useEffect, useMemo, useState } from 'react';
import {
  captchaUrl,
  fetchPromotionTemplate,
  fetchSid,
  type PromotionTemplate,
  register,
  requestSmsCode,
  retryHelps,
  trackClick,
  trackVisit,
} from '@loan-webview/kit/api';
import { getConfig } from '@loan-webview/kit/config';
import { normalizeMobile } from '@loan-webview/kit/format';
import { useSingleFlight } from '@loan-webview/kit/hooks';
import { describeFailure, registerMessages, useT } from '@loan-webview/kit/i18n';
import { companyMessages } from '../company-site/messages';
import { routeUrl } from '@loan-webview/kit/routes';
import { getCommonParams } from '@loan-webview/kit/session';
import { showToast } from '@loan-webview/kit/toast';
import { keepForSessionOnly, readStored, removeStored, writeStored } from '@loan-webview/kit/storage';
import { Button } from '@loan-webview/kit/ui/Button';
import { CountdownButton } from '@loan-webview/kit/ui/CountdownButton';
import { FieldError } from '@loan-webview/kit/ui/FieldError';
import { SmsCodeInput } from '@loan-webview/kit/ui/FormattedInput';
import { TextInput } from '@loan-webview/kit/ui/TextField';
import { PAGE_TITLE_ID } from '../shell/define-page';
import { ResourceView } from '../shell/ResourceView';
import { useFirstCall } from '../shell/use-first-call';
import { missingQuery, useResource, useSettled } from '../shell/use-resource';
import { capMobile, clientType, type LandingSettings, landingSettings, templateHash, viewOf } from './landing';
import { trackFunnel } from '../shell/funnel';
import { Lender } from '../shell/Lender';

registerMessages(companyMessages);

const SMS_DEADLINE_KEY = 'loan.promotionSmsDeadline';

function useHash(): string {
  const [hash, setHash] = useState('');
  useEffect(() => {
    const read = () => setHash(location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return hash;
}

// The typed phone number survives a reload (the captcha is fetched again), and only for the session.
keepForSessionOnly('promotionPhone');

const readDraft = (): string => readStored('promotionPhone')?.phone ?? '';

const saveDraft = (phone: string) => {
  if (phone) writeStored('promotionPhone', { phone });
  else removeStored('promotionPhone');
};

const isCode = (error: { code: string }, code: string) => String(error.code) === code;

/** What the page loads before the form shows: the template. The captcha's session id is on its way beside it. */
interface Landing {
  template: PromotionTemplate;
  /** The session id, '' when get-sid failed: tapping the captcha asks again. */
  sid: Promise<string>;
  /** The query the page was opened with (read when it loads: the prerender has none). */
  query: Readonly<Record<string, string>>;
}

interface FormProps {
  template: PromotionTemplate;
  /** get-sid's answer, asked for with the template: the form shows without waiting for it. */
  sidAnswer: Promise<string>;
  settings: LandingSettings;
  query: Readonly<Record<string, string>>;
}

type FieldName = 'phone' | 'captcha' | 'smsCode';
const FIELD_IDS: Record<FieldName, string> = { phone: 'promo-phone', captcha: 'promo-captcha', smsCode: 'promo-sms' };

/** A field in error is marked invalid and described by its message. */
function errorProps(errors: Partial<Record<FieldName, string>>, field: FieldName) {
  return errors[field]
    ? { 'aria-invalid': true as const, 'aria-describedby': `${FIELD_IDS[field]}-error` }
    : { 'aria-invalid': undefined };
}

/** The form at `#/`: mobile, image captcha, SMS code, Apply (part 2 §3-§5, §8). */
function RegistrationForm({ template, sidAnswer, settings, query }: FormProps) {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [smsCode, setSmsCode] = useState('');
  // Each message sits under its field as well as in the spec's toast; typing in the field clears it.
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // Beside the field only: a toast would say it twice (docs/decisions.md, Toasts).
  const refuse = (field: FieldName, message: string) => {
    setErrors({ [field]: message });
    document.getElementById(FIELD_IDS[field])?.focus();
  };
  const clearError = (field: FieldName) => setErrors((current) => (current[field] ? {} : current));
  // undefined while get-sid is still on its way, '' once it failed; a tap on the captcha may ask again.
  const answeredSid = useSettled(sidAnswer);
  const [askedSid, setAskedSid] = useState<string>();
  const sid = askedSid ?? answeredSid;
  const firstCaptcha = useMemo(() => (answeredSid ? captchaUrl(answeredSid) : undefined), [answeredSid]);
  const [refreshedCaptcha, setRefreshedCaptcha] = useState<string>();
  const captchaSrc = refreshedCaptcha ?? firstCaptcha;
  const flight = useSingleFlight<'apply'>();
  // Asking again for a session id is a flight of its own: a double tap sends one get-sid, and applying stays open.
  const sidFlight = useSingleFlight<'sid'>();
  const track = { page_id: template.id, client_type: clientType(navigator.userAgent), page_type: 1 as const };
  const adParams = { user_from: query.user_from, utm_tag: query.utm_tag, app_from: query.app_from };

  useEffect(() => setPhone(readDraft()), []);
  const refreshCaptcha = () => {
    if (sid) setRefreshedCaptcha(captchaUrl(sid));
    setCaptcha('');
  };

  /** The session id failed to load with the page: ask again (the captcha button is the way out). */
  const retrySid = () =>
    sidFlight.run('sid', async () => {
      const result = await fetchSid();
      if (!result.ok) {
        showToast(describeFailure(result.error, t), { kind: 'error' });
        return;
      }
      setAskedSid(result.data.sid);
      setRefreshedCaptcha(captchaUrl(result.data.sid));
    });

  const onCaptchaTap = () => {
    // Part 2 §5: refreshing the captcha needs a mobile number.
    if (!phone) {
      showToast(t('promotion.enterPhoneFirst'));
      return;
    }
    if (sid) refreshCaptcha();
    // Still on its way: the image comes with it.
    else if (sid === '') void retrySid();
  };

  const checkedPhone = (): string | undefined => {
    const normalized = normalizeMobile(phone);
    if (!normalized) refuse('phone', t('toast.wrongMobile'));
    return normalized;
  };

  const sendSms = async (): Promise<boolean> => {
    const mobile = checkedPhone();
    if (!mobile) return false;
    if (captcha.length === 0) {
      refuse('captcha', t('toast.wrongImageCaptcha'));
      return false;
    }
    void trackClick({ ...track, ...adParams, phone: mobile });
    const result = await requestSmsCode({
      phone: mobile,
      capcode: captcha,
      sid: sid ?? '',
      deviceId: query.deviceId,
      appName: settings.appName,
      ...adParams,
    });
    if (!result.ok) {
      if (isCode(result.error, '101')) refreshCaptcha();
      showToast(result.error.kind === 'network' ? t('toast.networkError') : describeFailure(result.error, t), {
        kind: 'error',
      });
      return false;
    }
    showToast(t('toast.smsSent'), { kind: 'success' });
    return true;
  };

  const goTo = (view: 'downloadTemplate' | 'agreementTemplate') => {
    location.hash = templateHash(view, query);
  };

  const apply = () =>
    void flight.run('apply', async () => {
      const mobile = checkedPhone();
      if (!mobile) return;
      if (captcha.length === 0) {
        refuse('captcha', t('toast.wrongImageCaptcha'));
        return;
      }
      if (smsCode.length === 0) {
        refuse('smsCode', t('toast.enterSmsCode'));
        return;
      }
      trackFunnel('register_tapped');
      const result = await register({
        phone: mobile,
        capcode: captcha,
        sid: sid ?? '',
        deviceId: query.deviceId,
        appName: settings.appName,
        merchantNumber: settings.merchantNumber,
        userName: mobile,
        smsCode,
        invite_code: query.invite_code,
        id: template.id,
        ...adParams,
      });
      if (result.ok) {
        trackFunnel('register_succeeded');
        showToast(t('toast.registered'), { kind: 'success' });
        saveDraft('');
        goTo('downloadTemplate');
        return;
      }
      const { error } = result;
      if (isCode(error, '11')) {
        showToast(t('toast.alreadyRegistered'));
        goTo('downloadTemplate');
        return;
      }
      if (isCode(error, '-1')) refreshCaptcha();
      showToast(error.kind === 'network' ? t('toast.networkError') : describeFailure(error, t), { kind: 'error' });
    });

  return (
    <form
      className="loan-page__card loan-promo__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label className="loan-promo__label" htmlFor={FIELD_IDS.phone}>
        {t('promotion.phone')}
      </label>
      <TextInput
        id={FIELD_IDS.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="09XXXXXXXXX"
        value={phone}
        {...errorProps(errors, 'phone')}
        onChange={(event) => {
          const next = capMobile(event.target.value, getConfig().market);
          setPhone(next);
          saveDraft(next);
          clearError('phone');
        }}
      />
      <FieldError id={`${FIELD_IDS.phone}-error`}>{errors.phone}</FieldError>
      <label className="loan-promo__label" htmlFor={FIELD_IDS.captcha}>
        {t('promotion.captcha')}
      </label>
      <div className="loan-promo__row">
        <TextInput
          id={FIELD_IDS.captcha}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          value={captcha}
          {...errorProps(errors, 'captcha')}
          onChange={(event) => {
            setCaptcha(event.target.value.replace(/\s/g, '').slice(0, 4));
            clearError('captcha');
          }}
        />
        <button
          type="button"
          className="loan-promo__captcha"
          aria-label={t('promotion.refreshCaptcha')}
          // The session id is on its way (with the page, or asked again), and the image with it.
          aria-busy={sid === undefined || sidFlight.busy === 'sid' || undefined}
          onClick={onCaptchaTap}
        >
          {captchaSrc ? <img src={captchaSrc} alt="" width="100" height="40" /> : <span aria-hidden="true">↻</span>}
        </button>
      </div>
      <FieldError id={`${FIELD_IDS.captcha}-error`}>{errors.captcha}</FieldError>
      <label className="loan-promo__label" htmlFor={FIELD_IDS.smsCode}>
        {t('promotion.smsCode')}
      </label>
      <div className="loan-promo__row">
        <SmsCodeInput
          id={FIELD_IDS.smsCode}
          value={smsCode}
          {...errorProps(errors, 'smsCode')}
          onValueChange={(next) => {
            setSmsCode(next);
            clearError('smsCode');
          }}
        />
        <CountdownButton onRequest={sendSms} persistKey={SMS_DEADLINE_KEY} />
      </div>
      <FieldError id={`${FIELD_IDS.smsCode}-error`}>{errors.smsCode}</FieldError>
      <Button type="submit" block loading={flight.busy === 'apply'}>
        {t('promotion.apply')}
      </Button>
      <p className="loan-promo__notice">
        {t('promotion.agreeNotice')}{' '}
        <a href={templateHash('agreementTemplate', query)}>{t('promotion.readAgreement')}</a>
      </p>
    </form>
  );
}

/**
 * After she registers: the app's store for her phone, one button (the design review: two stores under the ad's hero
 * read as the ad again); both where the template gives only the other's. Shown only once the page runs (a hash view).
 */
function DownloadTemplate({ settings }: { settings: LandingSettings }) {
  const t = useT();
  const app = settings.appName || settings.title;
  const phone = clientType(navigator.userAgent);
  const android = settings.androidUrl && (phone === 'android' || !settings.iosUrl);
  const ios = settings.iosUrl && (phone === 'ios' || !settings.androidUrl);
  return (
    <section className="loan-page__card loan-promo__template" aria-labelledby="promo-download">
      <h2 id="promo-download" className="loan-page__card-title">
        {t('promotion.downloadTitle')}
      </h2>
      <p>{t('promotion.downloadText', { app })}</p>
      {android && (
        <a className="loan-promo__store" href={settings.androidUrl ?? undefined}>
          {t('promotion.googlePlay')}
        </a>
      )}
      {ios && (
        <a className="loan-promo__store" href={settings.iosUrl ?? undefined}>
          {t('promotion.appStore')}
        </a>
      )}
      {!settings.androidUrl && !settings.iosUrl && <p>{t('promotion.searchStore', { app })}</p>}
    </section>
  );
}

function AgreementTemplate({ settings }: { settings: LandingSettings }) {
  const t = useT();
  return (
    <section className="loan-page__card loan-promo__template" aria-labelledby="promo-agreement">
      <h2 id="promo-agreement" className="loan-page__card-title">
        {t('promotion.agreementTitle')}
      </h2>
      <p>{t('promotion.agreementText', { app: settings.appName || settings.title })}</p>
      <ul className="loan-promo__links">
        <li>
          <a href={routeUrl('loanAgreement')}>{t('company.loanTerms')}</a>
        </li>
        <li>
          <a href={routeUrl('privacyPolicy')}>{t('company.privacyPolicy')}</a>
        </li>
      </ul>
      <a className="loan-promo__back" href="#/">
        {t('promotion.backToForm')}
      </a>
    </section>
  );
}

/** The landing with its template: the whole page, as its title and colours come from the template (ADR 0043). */
export default function PromotionLandingContent() {
  const t = useT();
  const hash = useHash();
  const fetchTemplate = useFirstCall(fetchPromotionTemplate);
  const load = useCallback(
    async (signal: AbortSignal) => {
      const current = getCommonParams();
      const templateId = current.id ?? current.templateId ?? '';
      if (!templateId) return missingQuery(t('promotion.missingTemplate'));
      // The captcha's session id loads with the template, not after it (one round trip less on a slow network),
      // and the page does not wait for it: the title and the fields show with the template.
      // The template's id is `id` (the first request's); a link that says `templateId` is asked for the same.
      const loading = fetchTemplate(signal, { id: templateId });
      const sid = fetchSid(undefined, { signal }).then((answer) => (answer.ok ? answer.data.sid : ''));
      const result = await loading;
      if (!result.ok) return result;
      void trackVisit({
        page_id: templateId,
        user_from: current.user_from,
        client_type: clientType(navigator.userAgent),
        page_type: 1,
        utm_tag: current.utm_tag,
        app_from: current.app_from,
      });
      return { ...result, data: { template: result.data, sid, query: current } };
    },
    [t, fetchTemplate],
  );
  const resource = useResource<Landing>(load);
  const view = viewOf(hash);

  const page = (
    <ResourceView resource={resource} retryable={(error) => error.code !== '404' && retryHelps(error)}>
      {({ template, sid, query }) => {
        const settings = landingSettings(template.config);
        const style = settings.themeColor
          ? ({ '--loan-color-primary': settings.themeColor } as CSSProperties)
          : undefined;
        return (
          <div className="loan-page__body loan-promo" style={style}>
            {(settings.appName || settings.logo) && (
              <p className="loan-promo__brand">
                {settings.logo && <img src={settings.logo} alt="" width="32" height="32" />}
                {settings.appName}
              </p>
            )}
            {/* Registered, the ad's picture gives way to what she does next. */}
            {settings.heroImage && view !== 'downloadTemplate' && (
              <img className="loan-promo__hero" src={settings.heroImage} alt="" />
            )}
            <h1 id={PAGE_TITLE_ID} className="loan-page__title">
              {settings.title || t('promotion.defaultTitle')}
            </h1>
            {settings.subtitle && <p className="loan-promo__subtitle">{settings.subtitle}</p>}
            {view === 'downloadTemplate' ? (
              <DownloadTemplate settings={settings} />
            ) : view === 'agreementTemplate' ? (
              <AgreementTemplate settings={settings} />
            ) : (
              <RegistrationForm template={template} sidAnswer={sid} settings={settings} query={query} />
            )}
            {/* An advertisement of a loan: who lends, and to read the Disclosure Statement first (SEC MC No. 19). */}
            <Lender advisory />
          </div>
        );
      }}
    </ResourceView>
  );
  if (resource.state.status !== 'error' && resource.state.status !== 'missing') return page;
  // A failed load, or a link without its template, keeps a headline and who lends: someone from an ad sees a
  // lender, not a bare error.
  return (
    <div className="loan-page__body loan-promo">
      <h1 id={PAGE_TITLE_ID} className="loan-page__title">
        {t('promotion.defaultTitle')}
      </h1>
      {page}
      <Lender advisory />
    </div>
  );
}
