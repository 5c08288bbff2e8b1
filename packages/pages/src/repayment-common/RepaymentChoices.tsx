import { useEffect, useState } from 'react';
import { fetchExtensionInfo, type RepaymentInfo } from '@loan-webview/kit/api';
import { useRenderTime } from '../shell/browser-state';
import { ExtensionChoices } from './ExtensionChoices';
import { type Rollover, rolloverTerms } from './rollover';
import type { RepaymentOrder } from './RepaymentView';

/**
 * On the repayment page of an order that can be extended (the order page says so, `isDelay=1`): the extension's own
 * answer, asked after the page shows, sets paying today beside extending (issue 69). The installment answer has no
 * extension fee (part 2 §7), so nothing shows where that call fails, or the extension would be refused.
 */
export default function RepaymentChoices({ info, order }: { info: RepaymentInfo; order: RepaymentOrder }) {
  const today = useRenderTime();
  const [rollover, setRollover] = useState<Rollover>();
  useEffect(() => {
    const controller = new AbortController();
    void fetchExtensionInfo(order, { signal: controller.signal }).then((answer) => {
      const terms = answer.ok ? rolloverTerms(answer.data, today) : undefined;
      if (terms && terms.refusal === undefined) setRollover(terms);
    });
    return () => controller.abort();
  }, [order, today]);
  return rollover ? (
    <ExtensionChoices rollover={rollover} payoffToday={info.repayAmount} order={order} on="repayment" />
  ) : null;
}
