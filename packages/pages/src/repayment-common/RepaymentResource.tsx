import { type ReactNode, useCallback } from 'react';
import { fetchExtensionInfo, fetchInstallmentInfo, type RepaymentInfo } from '@loan-webview/kit/api';
import { getCommonParams } from '@loan-webview/kit/session';
import { ResourceView } from '../shell/ResourceView';
import { useFirstCall } from '../shell/use-first-call';
import { useResource, withQuery } from '../shell/use-resource';
import { orderFromQuery, type RepaymentKind, type RepaymentOrder } from './RepaymentView';

const FETCH = { installment: fetchInstallmentInfo, extension: fetchExtensionInfo } as const;

/** A repayment page's data for its order, and what it shows with it. */
export function RepaymentResource({
  kind,
  children,
}: {
  kind: RepaymentKind;
  children: (info: RepaymentInfo, order: RepaymentOrder) => ReactNode;
}) {
  const repaymentInfo = useFirstCall(FETCH[kind]);
  const load = useCallback(
    (signal: AbortSignal) => withQuery(orderFromQuery(getCommonParams()), repaymentInfo(signal)),
    [repaymentInfo],
  );
  const resource = useResource(load);
  return <ResourceView resource={resource}>{({ query: order, data: info }) => children(info, order)}</ResourceView>;
}
