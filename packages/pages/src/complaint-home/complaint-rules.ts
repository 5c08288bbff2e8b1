import type { OrderSummary, TypeEntry } from '@loan-webview/kit/api';

/** Problem type 1 is collection: it has sub-types, and only orders with isShow 1 accept it (part 1 §4). */
export const COLLECTION_TYPE = 1;

export type TypeChoice =
  | { kind: 'subTypes' }
  | { kind: 'refused' }
  | { kind: 'write'; params: { problemType: number; problemSonType?: number; orderNo: string } };

/** What choosing a type (and maybe a sub-type) on the complaint home does. */
export function chooseType(type: TypeEntry, order: OrderSummary | undefined, subType?: TypeEntry): TypeChoice {
  const orderNo = order?.orderNo ?? '';
  if (type.value !== COLLECTION_TYPE) return { kind: 'write', params: { problemType: type.value, orderNo } };
  if (order?.isShow !== 1) return { kind: 'refused' };
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
