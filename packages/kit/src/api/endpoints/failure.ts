import * as v from 'valibot';
import { defineCall } from '../request';
import { list, text } from '../fields';
import { JumpSchema, RecommendedProductSchema } from './loan-details';

export const FailurePageSchema = v.object({
  noticeMessage: text(),
  errMessage: text(),
  list: list(RecommendedProductSchema),
});
export type FailurePage = v.InferOutput<typeof FailurePageSchema>;

/** The joint-login failure page's data (`/planes/level/prolific`). */
export const fetchFailurePage = defineCall<typeof FailurePageSchema>({
  endpoint: 'failurePage',
  schema: FailurePageSchema,
});

/** Applies for a recommended product from the failure page (`/gopia/goya/because`). */
export const applyForProduct = defineCall<typeof JumpSchema, { productKey: string }>({
  endpoint: 'productApply',
  client: 'form',
  success: 'doubleZero',
  schema: JumpSchema,
});
