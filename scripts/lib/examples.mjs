/** Example query parameters for each page, from the embedded backend's fixtures, so every URL printed works. */
export const SESSION_PARAMS = {
  appVersion: '3.2.0',
  deviceName: 'Redmi 9A',
  deviceId: 'a1b2c3d4e5f60718',
  osVersion: '10',
  sessionId: 'sess-demo-0001',
  gps_adid: '38400000-8cf0-11bd-b23e-10b96e40000d',
};

export const ROUTE_PARAMS = {
  loanDetailUrl: { productId: 'P1001', orderId: 'ORD174D' },
  repayUrl: { productId: 'P1001', orderId: 'ORD174' },
  repayDelayUrl: { productId: 'P1001', orderId: 'ORD174D' },
  repaymentOfCode: { showType: '1', payCode: 'DP7777777174', repayAmount: '545000' },
  complaint: { orderId: 'ORD174' },
  complaintNext: { problemType: '1', problemSonType: '12', orderNo: 'ORD174' },
  complaintDetails: { problemId: 'PB1001' },
  bindBank: { product_id: 'P1001' },
  legacyRepayment: { orderId: 'ORD174', amount: '545000' },
  confirmUrl: { productId: 'P1001' },
  confirmNewUrl: { productId: 'P1001' },
  confirmOfPeriod: { productId: 'P1001' },
  promotionLanding: { id: 'T100', app_from: 'pesoloan', user_from: 'fb', utm_tag: 'nov-promo' },
};

export function exampleUrl(origin, page) {
  const query = new URLSearchParams({ ...SESSION_PARAMS, ...(ROUTE_PARAMS[page.route] ?? {}) });
  return `${origin}${page.url}?${query}`;
}
