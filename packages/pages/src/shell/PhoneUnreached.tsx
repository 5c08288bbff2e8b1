import { useT } from '@loan-webview/kit/i18n';

/**
 * Where the page says a call did not start (`usePhoneCall`): the number to call from her own phone app. Always
 * rendered, empty until then, so a screen reader announces the sentence when it appears.
 */
export function PhoneUnreached({ phone }: { phone: string | null }) {
  const t = useT();
  return (
    <p role="status" className="loan-page__phone-unreached">
      {phone && t('ui.callFromPhone', { phone })}
    </p>
  );
}
