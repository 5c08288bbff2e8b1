import * as v from 'valibot';
import { defineCall, NoFields } from '../request';
import { list, text } from '../fields';
import { JumpSchema, RecommendedProductSchema } from './loan-details';

export const FailurePageSchema = v.object({
  noticeMessage: text(),
  errMessage: text(),
  list: list(RecommendedProductSchema),
});
export type FailurePage = v.InferOutput<typeof FailurePageSchema>;

/** The joint-login failure page's data (`/planes/level/prolific`). */
export const fetchFailurePage = defineCall({
  endpoint: 'failurePage',
  path: '/planes/level/prolific',
  request: NoFields,
  schema: FailurePageSchema,
  answers: '`{ noticeMessage, errMessage, list: RecommendedProduct[] }`',
  example: {
    request: {},
    answer: { noticeMessage: 'We could not log you in', errMessage: 'Try one of these', list: [] },
  },
});

/** Applies for a recommended product from the failure page (`/gopia/goya/because`). */
export const applyForProduct = defineCall({
  endpoint: 'productApply',
  path: '/gopia/goya/because',
  client: 'form',
  success: 'doubleZero',
  request: v.object({ productKey: v.string() }),
  schema: JumpSchema,
  answers: '`{ link: string }`',
  example: { request: { productKey: 'cash-express' }, answer: { link: 'https://lender.example/apply' } },
});
