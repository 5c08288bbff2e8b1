import { useEffect, useState } from 'react';
import { useSingleFlight } from '@loan-webview/kit/hooks';
import { describeFailure, registerMessages, useT } from '@loan-webview/kit/i18n';
import { testPreviewMessages } from './messages';
import { getCommonParams } from '@loan-webview/kit/session';
import { readStored, writeStored } from '@loan-webview/kit/storage';
import { Button } from '@loan-webview/kit/ui/Button';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { TextInput } from '@loan-webview/kit/ui/TextField';
import { fieldInUse, typedBeforeHydration } from '../shell/typed-before-hydration';
import type { DeviceFields } from './fields';
import { DEVICE_FIELDS, EMPTY } from './fields';
import { useContentShown } from '../shell/content-shown';
import './TestPreviewPage.css';

registerMessages(testPreviewMessages);

// The page list needs the route table and the configuration: a chunk of its own, loaded while the form hydrates.
const TestPageLinks = preloadedPart(() => import('./TestPageLinks'));

/** The named params that have a value; with `empty`, those that are there at all. */
const pick = <Name extends string>(params: Readonly<Record<string, string>>, names: readonly Name[], empty = false) =>
  Object.fromEntries(
    names.filter((name) => (empty ? name in params : params[name])).map((name) => [name, params[name]]),
  ) as Partial<Record<Name, string>>;
const fieldsOf = (params: Readonly<Record<string, string>>): Partial<DeviceFields> => pick(params, DEVICE_FIELDS);
const ORDER_FIELDS = ['username', 'smsCode', 'orderType'] as const;

/** One named text field; the name is the query parameter's, shown as is (testers know them by it). */
function Field({ name, value, onChange }: { name: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="loan-test__field">
      <span>{name}</span>
      <TextInput
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoCapitalize="off"
        spellCheck={false}
      />
    </label>
  );
}

type Located =
  { state: 'idle' } | { state: 'busy' } | { state: 'done'; text: string } | { state: 'error'; text: string };

/** Route testPreview: the native team's and testers' index of every page, with the device fields. */
export function TestPreviewPage() {
  useContentShown();
  const t = useT();
  const [fields, setFields] = useState<DeviceFields>(EMPTY);
  const [photo, setPhoto] = useState<string | undefined>();
  const [contact, setContact] = useState('');
  const [located, setLocated] = useState<Located>({ state: 'idle' });
  const [orderCall, setOrderCall] = useState({ username: '', smsCode: '', orderType: '' });
  const [answer, setAnswer] = useState<string | undefined>();
  const flight = useSingleFlight<'orders'>();

  // After hydration (the prerendered page shows empty fields): what the device remembers, then the query's
  // values, then anything typed before the script ran, and the field she is in as it is.
  useEffect(() => {
    const typed = typedBeforeHydration();
    const next = {
      ...EMPTY,
      ...readStored('testDevice'),
      ...fieldsOf(getCommonParams()),
      ...fieldsOf(typed),
      // Empty included: the field she chose to type into stays as she has it.
      ...pick(fieldInUse(), DEVICE_FIELDS, true),
    };
    setFields(next);
    // Typed is as good as changed: remembered like any other edit.
    if (Object.keys(fieldsOf(typed)).length > 0) writeStored('testDevice', next);
    setOrderCall((current) => ({ ...current, ...pick(typed, ORDER_FIELDS) }));
    if (typed.contact) setContact(typed.contact);
  }, []);
  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo);
    },
    [photo],
  );

  // From the latest fields, not this render's: changes that land in one batch must not undo each other.
  const setField = (name: keyof DeviceFields, value: string) =>
    setFields((current) => {
      const next = { ...current, [name]: value };
      writeStored('testDevice', next);
      return next;
    });

  const locate = () => {
    if (!navigator.geolocation) {
      setLocated({ state: 'error', text: t('testPreview.noGeolocation') });
      return;
    }
    setLocated({ state: 'busy' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setLocated({
          state: 'done',
          text: `${coords.latitude.toFixed(5)}, ${coords.longitude.toFixed(5)} (±${Math.round(coords.accuracy)} m)`,
        }),
      (error) =>
        setLocated({
          state: 'error',
          text: t('testPreview.locationError', { reason: error.message || String(error.code) }),
        }),
      { timeout: 15000 },
    );
  };

  const callOrders = () =>
    void flight.run('orders', async () => {
      // The API layer (and valibot) loads on the first tap: nothing else on this page needs it.
      const { fetchOrderList } = await import('@loan-webview/kit/api');
      const result = await fetchOrderList({ sessionId: fields.sessionId, ...orderCall });
      setAnswer(result.ok ? JSON.stringify(result.data, null, 2) : describeFailure(result.error, t));
    });

  return (
    <section className="loan-page__body loan-test" aria-labelledby="test-title">
      <h1 id="test-title" className="loan-page__title">
        {t('testPreview.title')}
      </h1>

      <section className="loan-page__card" aria-labelledby="test-device">
        <h2 id="test-device" className="loan-page__card-title">
          {t('testPreview.device')}
        </h2>
        <div className="loan-test__fields">
          {DEVICE_FIELDS.map((name) => (
            <Field key={name} name={name} value={fields[name]} onChange={(value) => setField(name, value)} />
          ))}
        </div>
        <p className="loan-test__hint">{t('testPreview.remembered')}</p>
      </section>

      <nav className="loan-page__card" aria-labelledby="test-pages">
        <h2 id="test-pages" className="loan-page__card-title">
          {t('testPreview.pages')}
        </h2>
        <TestPageLinks fields={fields} />
      </nav>

      <section className="loan-page__card" aria-labelledby="test-device-apis">
        <h2 id="test-device-apis" className="loan-page__card-title">
          {t('testPreview.deviceApis')}
        </h2>
        <label className="loan-test__field">
          <span>{t('testPreview.photo')}</span>
          <input
            type="file"
            accept="image/*"
            onChange={(event) => {
              const file = event.target.files?.[0];
              setPhoto(file ? URL.createObjectURL(file) : undefined);
            }}
          />
        </label>
        {photo && <img className="loan-test__photo" src={photo} alt={t('testPreview.photoPreview')} />}
        <label className="loan-test__field">
          <span>{t('testPreview.contact')}</span>
          <TextInput
            type="tel"
            name="contact"
            autoComplete="tel"
            value={contact}
            onChange={(event) => setContact(event.target.value)}
          />
        </label>
        <Button variant="secondary" loading={located.state === 'busy'} onClick={locate}>
          {t('testPreview.location')}
        </Button>
        {(located.state === 'done' || located.state === 'error') && (
          <p className="loan-test__result" role="status" data-state={located.state}>
            {located.text}
          </p>
        )}
      </section>

      <section className="loan-page__card" aria-labelledby="test-orders">
        <h2 id="test-orders" className="loan-page__card-title">
          {t('testPreview.orderList')}
        </h2>
        <div className="loan-test__fields">
          {ORDER_FIELDS.map((name) => (
            <Field
              key={name}
              name={name}
              value={orderCall[name]}
              onChange={(value) => setOrderCall((current) => ({ ...current, [name]: value }))}
            />
          ))}
        </div>
        <Button loading={flight.busy === 'orders'} onClick={callOrders}>
          {t('testPreview.callOrders')}
        </Button>
        {answer !== undefined && (
          <pre className="loan-test__answer" aria-label={t('testPreview.answer')}>
            {answer}
          </pre>
        )}
      </section>
    </section>
  );
}
