/** Part 1 §3, §9: card type 1 and channel 90006 unless the server says otherwise. */
export const DEFAULT_CARD_TYPE = 1;
export const DEFAULT_CHANNEL_NUMBER = '90006';

export interface BindBankTarget {
  productId: string;
  /** source=loanDetail: the page was opened from the order details; save goes to /level/cardChange. */
  fromLoanDetail: boolean;
}

export function targetFromQuery(query: Readonly<Record<string, string>>): BindBankTarget {
  return { productId: query.product_id || query.productId || '', fromLoanDetail: query.source === 'loanDetail' };
}
