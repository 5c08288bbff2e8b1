import * as v from 'valibot';
import { defineCall } from '../request';
import { listAnswer, text } from '../fields';
import { OrderSummarySchema } from './complaint';

export const ContactInfoSchema = v.object({
  email: text(),
  /** The service telephone. */
  smWa: text(),
});
export type ContactInfo = v.InferOutput<typeof ContactInfoSchema>;

/** `/v3/personal-center/contact-kf-info`: the customer-service e-mail and telephone. */
export const fetchContactInfo = defineCall<typeof ContactInfoSchema, { overall?: number }>({
  endpoint: 'contactInfo',
  schema: ContactInfoSchema,
});

export const OrderListSchema = listAnswer('list', OrderSummarySchema);

/** The developer test page's order list. */
export const fetchOrderList = defineCall<
  typeof OrderListSchema,
  { sessionId?: string; username?: string; smsCode?: string; orderType?: string }
>({ endpoint: 'orderList', schema: OrderListSchema });
