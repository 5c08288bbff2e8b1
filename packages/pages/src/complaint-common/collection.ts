import type { OrderSummary, TypeEntry } from '@loan-webview/kit/api';

/**
 * Problem type 1 is collection: it has sub-types. The spec's backend takes it only for orders with isShow 1 (part 1
 * §4), but every complaint is received (RA 11765): for any other order the write page sends it as the type the
 * lender's configuration names, marked as about collection (`collectionComplaint`).
 */
export const COLLECTION_TYPE = 1;

/** What a collection complaint is sent as: the type and sub-type chosen, and the text as she wrote it. */
export interface SentComplaint {
  problemType: number;
  problemSonType: number | '';
  problemDetail: string;
  /** The type it goes as, where that is not collection: the page says so before she sends. */
  routedAs?: TypeEntry;
}

/**
 * A collection complaint about an order the backend does not take it for (isShow not 1) goes as `routedType` (the
 * configuration's `complaints.collectionRoutedAs`), its text led by the server's own words for collection and the
 * sub-type, so whoever reads it knows what it is about. Without that type configured it goes as collection, and a
 * refusal of the backend's is shown with her text kept. Any other complaint goes as chosen.
 */
export function collectionComplaint(
  choice: { problemType: number; problemSonType?: number; orderNo: string },
  text: string,
  init: { problemType: readonly TypeEntry[]; problemSonType: readonly TypeEntry[]; orderList: readonly OrderSummary[] },
  routedType: number | undefined,
): SentComplaint {
  const asChosen: SentComplaint = {
    problemType: choice.problemType,
    problemSonType: choice.problemSonType ?? '',
    problemDetail: text,
  };
  const order = init.orderList.find((entry) => entry.orderNo === choice.orderNo);
  const routedAs = init.problemType.find((type) => type.value === routedType);
  if (choice.problemType !== COLLECTION_TYPE || !order || order.isShow === 1 || !routedAs) return asChosen;
  const titleOf = (types: readonly TypeEntry[], value?: number) => types.find((type) => type.value === value)?.title;
  const about = [titleOf(init.problemType, COLLECTION_TYPE), titleOf(init.problemSonType, choice.problemSonType)]
    .filter(Boolean)
    .join(': ');
  return { problemType: routedAs.value, problemSonType: '', problemDetail: `[${about}] ${text}`, routedAs };
}

/** The lead `collectionComplaint` writes ("[Collection: Calls at night] …"), at the start of a complaint's text. */
const ROUTED_LEAD = /^\[([^\]:]+)(?::\s*([^\]]+))?\]\s*/;

/**
 * A complaint as she chose it: one routed as another type (its text led by what it is about) is listed and shown
 * under the type she chose, with her own words; any other as the server has it.
 */
export function asChosen(entry: { type: string; content: string }): { type: string; content: string } {
  const lead = ROUTED_LEAD.exec(entry.content);
  if (!lead) return entry;
  return { type: lead[2] ? `${lead[1]}: ${lead[2]}` : lead[1], content: entry.content.slice(lead[0].length) };
}
