import * as v from 'valibot';
import { defineCall } from '../request';
import { IgnoredData, flag, list, optionalNumeric, section, text, textOr, textValueRow } from '../fields';

export const ORDER_STATUSES = [21, 110, 151, 170, 174, 180, 200] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const RecommendedProductSchema = v.object({
  productId: text(),
  productKey: text(),
  logo: text(),
  name: text(),
  buttonText: text(),
  /** '0' disables the product (spec: clickable only when the flag is not '0'). */
  isEnabled: textOr('1'),
  amountRange: text(),
  amountCaption: text(),
  rate: text(),
  description: text(),
  tags: list(v.pipe(text(), v.minLength(1))),
});
export type RecommendedProduct = v.InferOutput<typeof RecommendedProductSchema>;

export const LoanDetailsSchema = v.object({
  // A status the kit does not know (or none) shows the server's text on a neutral banner, with no button.
  orderStatus: optionalNumeric(0),
  noticeStatusText: text(),
  noticeDesText: text(),
  productId: text(),
  productName: text(),
  productLogo: text(),
  userOrderDetail: section(v.object({ detail: list(textValueRow) }), { detail: [] }),
  inside: text(),
  h5Url: text(),
  isDelay: textOr('0'),
  telephone: text(),
  isScore: flag(),
  playeduL: text(),
  reyMsg: text(),
  cardNeedPop: flag(),
  cardPopTitle: text(),
  cardPopMsg: text(),
  recProducts: list(RecommendedProductSchema),
});
export type LoanDetails = v.InferOutput<typeof LoanDetailsSchema>;

/** `/v3/loan-details/loan-details`: the order details page's data. */
export const fetchLoanDetails = defineCall({
  endpoint: 'loanDetails',
  path: '/planes/v3/loan-details/loan-details',
  request: v.object({ productId: v.string(), orderId: v.string() }),
  schema: LoanDetailsSchema,
  answers: '`LoanDetails`',
  example: {
    request: { productId: 'P1001', orderId: 'ORD170' },
    answer: {
      orderStatus: 170,
      productName: 'Peso Flex',
      userOrderDetail: { detail: [{ text: 'Due', value: '₱5,450' }] },
    },
  },
});

/** The borrower's app rating (1-5); decisions.md: the chosen score is sent, never always 5. */
export const sendGoogleScore = defineCall({
  endpoint: 'googleScore',
  path: '/planes/v3/loan-details/google-score',
  request: v.object({ score: v.number() }),
  schema: IgnoredData,
  answers: 'null',
  example: { request: { score: 4 }, answer: null },
});

/** Tracking event (borrow again: module 30, position 0; a recommended product: the configured module). */
export const saveEvent = defineCall({
  endpoint: 'eventSave',
  path: '/planes/service/event/save',
  request: v.object({ productId: v.string(), moduleId: v.number(), positionId: v.number() }),
  schema: IgnoredData,
  answers: 'ignored',
  example: { request: { productId: 'P1001', moduleId: 30, positionId: 0 }, answer: null },
});

export const JumpSchema = v.object({ link: text() });
export type Jump = v.InferOutput<typeof JumpSchema>;

/** `/gopia/goya/define`: the jump link of a recommended product; success is code '00'. */
export const fetchProductJump = defineCall({
  endpoint: 'productJump',
  path: '/gopia/goya/define',
  client: 'form',
  success: 'doubleZero',
  request: v.object({ module: v.number(), position: v.number(), productKey: v.string() }),
  schema: JumpSchema,
  answers: '`{ link: string }`',
  example: {
    request: { module: 31, position: 0, productKey: 'cash-express' },
    answer: { link: 'https://lender.example/apply' },
  },
});
