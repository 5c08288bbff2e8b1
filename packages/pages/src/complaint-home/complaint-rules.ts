import type { OrderSummary, TypeEntry } from '@loan-webview/kit/api';
import { COLLECTION_TYPE } from '../complaint-common/collection';

export type TypeChoice =
  { kind: 'subTypes' } | { kind: 'write'; params: { problemType: number; problemSonType?: number; orderNo: string } };

/** What choosing a type (and maybe a sub-type) on the complaint home does: never a refusal. */
export function chooseType(type: TypeEntry, order: OrderSummary | undefined, subType?: TypeEntry): TypeChoice {
  const orderNo = order?.orderNo ?? '';
  if (type.value !== COLLECTION_TYPE) return { kind: 'write', params: { problemType: type.value, orderNo } };
  if (!subType) return { kind: 'subTypes' };
  return { kind: 'write', params: { problemType: type.value, problemSonType: subType.value, orderNo } };
}

/** The order the home starts on: the page's order id, else the unsent draft's, else the server's choice. */
export function initialOrder(
  orders: readonly OrderSummary[],
  serverChoice: OrderSummary | null,
  wanted: readonly (string | undefined)[],
): OrderSummary | undefined {
  for (const orderNo of wanted) {
    const found = orderNo ? orders.find((order) => order.orderNo === orderNo) : undefined;
    if (found) return found;
  }
  return serverChoice ?? orders[0];
}
