import { useMemo } from 'react';
import type { RepaymentInfo } from '@loan-webview/kit/api';
import { useRenderTime } from '../shell/browser-state';
import { Lender } from '../shell/Lender';
import { ExtensionChoices } from './ExtensionChoices';
import { ExtensionDisclosure, ExtensionRefused } from './ExtensionTerms';
import { RepaymentResource } from './RepaymentResource';
import { rolloverTerms } from './rollover';
import { type RepaymentOrder, RepaymentView } from './RepaymentView';

/** The extension judged on the day the page opens: the days and rates count from today (ADR 0082). */
function ExtensionView({ info, order }: { info: RepaymentInfo; order: RepaymentOrder }) {
  const today = useRenderTime();
  const rollover = useMemo(() => rolloverTerms(info, today), [info, today]);
  return (
    <RepaymentView
      info={info}
      order={order}
      kind="extension"
      terms={
        rollover && {
          disclosure: <ExtensionDisclosure rollover={rollover} today={today} />,
          // Where she decides: repaying today, on the due date, or extending, with what each costs in all.
          choices:
            rollover.refusal === undefined ? (
              <ExtensionChoices rollover={rollover} payoffToday={info.repayAmount} order={order} />
            ) : undefined,
          // Paying an extension is a commitment to this lender: its name before the choice (SEC MC No. 19 s. 2019).
          lender: <Lender />,
          refusal: rollover.refusal !== undefined ? <ExtensionRefused rollover={rollover} /> : undefined,
        }
      }
    />
  );
}

/** The extension page's content: its own chunk, so the installment page never carries the extension's terms. */
export default function ExtensionContent() {
  return (
    <RepaymentResource kind="extension">
      {(info, order) => <ExtensionView info={info} order={order} />}
    </RepaymentResource>
  );
}
