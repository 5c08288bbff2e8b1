// A consumer's code, type-checked against the packed kit with no ambient CSS types (types: []).
import '@loan-webview/kit/styles.css';
import '@loan-webview/kit/base.css';
import { createRef } from 'react';
import { Button, StatusBanner, ToastHost } from '@loan-webview/kit';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { StarRating } from '@loan-webview/kit/ui/StarRating';
import { bindCard, fetchLoanDetails } from '@loan-webview/kit/api';
import { getBridge } from '@loan-webview/kit/bridge';
import { setConfig } from '@loan-webview/kit/config';
import { formatMoney } from '@loan-webview/kit/format';

setConfig({ brandColors: { primary: '#123456' } });
const money: string = formatMoney(150000);
const host: 'ios' | 'android' | 'browser' | 'server' = getBridge().host();

export const ref = createRef<HTMLButtonElement>();

export function App() {
  return (
    <I18nProvider language="en">
      <StatusBanner status={21} title="Repaid" description={money} />
      <Button ref={ref} className="host-button" style={{ marginTop: 7 }} variant="primary">
        Pay {host}
      </Button>
      <StarRating label="Rate us" defaultValue={4} onValueChange={(value: number) => value} />
      <ToastHost />
    </I18nProvider>
  );
}

export async function save() {
  const saved = await bindCard({ accountName: 'Juan', cardType: 1, channelNumber: '1', product_id: 'P1' });
  // @ts-expect-error The data of an answer no page reads is unknown, not any.
  if (saved.ok) saved.data.anything.goes();
  const details = await fetchLoanDetails({ productId: 'P1', orderId: 'O1' });
  // A typed answer stays typed.
  if (details.ok) return details.data.orderStatus.toFixed(0);
  // @ts-expect-error A component's props are checked: StarRating has no `stars` prop.
  return <StarRating label="x" stars={5} />;
}
