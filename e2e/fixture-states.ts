import type { BuiltPage } from './built-site';

/** The fixture states of each route, as query params over its example URL (packages/mock-backend/README.md). */
const orders = (...ids: string[]) => ids.map((orderId) => ({ orderId }));
const STATES: Record<string, Record<string, string>[]> = {
  loanDetailUrl: orders(
    'ORD21',
    'ORD110',
    'ORD110S',
    'ORD110W',
    'ORD151W',
    'ORD151E',
    'ORD151S',
    'ORD170',
    'ORD174C',
    'ORD180D',
    'ORD200',
    'ORDXSSW',
  ),
  repayUrl: orders('ORD170', 'ORD180'),
  repayDelayUrl: orders('ORD180D', 'ORD170X'),
  complaint: orders('ORD200'),
  complaintDetails: [{ problemId: 'PB1002' }],
  confirmUrl: [{ productId: 'P2001' }, { productId: 'P2002' }],
  confirmNewUrl: [{ productId: 'P2001' }],
  confirmOfPeriod: [{ productId: 'P2001' }],
  repaymentOfCode: [{ showType: '2' }],
};

/**
 * Every state a page can be seen in: its example, its fixture states, and an interactive page's error and
 * empty answers (a static page has no answer: its states are its languages, which `languages` lists).
 */
export function statesOf(built: BuiltPage, languages: readonly string[] = []): Record<string, string>[] {
  return [
    {},
    ...(STATES[built.route] ?? []),
    ...(built.static ? languages.map((lang) => ({ lang })) : [{ mock: 'error' }, { mock: 'empty' }]),
  ];
}
