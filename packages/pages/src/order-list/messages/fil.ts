/** Filipino. Checked against the page's table by shell/catalog.test.ts: every key, no empty text, the same parameters. */
const translations: Readonly<Record<string, string>> = {
  'orders.title': 'Mga loan ko',
  'orders.orderTitle': '{product} · {order}',
  'orders.empty': 'Wala ka pang loan',
  'orders.findLoan': 'Maghanap ng loan',
  'orders.repay': 'Magbayad',
  'orders.emptyText': 'Lalabas dito ang mga loan na ina-apply mo sa app.',
};

export default translations;
