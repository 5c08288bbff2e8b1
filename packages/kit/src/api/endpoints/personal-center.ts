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
export const fetchContactInfo = defineCall({
  endpoint: 'contactInfo',
  path: '/planes/v3/personal-center/contact-kf-info',
  request: v.object({ overall: v.optional(v.number()) }),
  schema: ContactInfoSchema,
  answers: '`{ email: string, smWa: string }`',
  example: { request: { overall: 1 }, answer: { email: 'help@lender.example', smWa: '0288888888' } },
});

export const OrderListSchema = listAnswer('list', OrderSummarySchema);

/** The developer test page's order list. */
export const fetchOrderList = defineCall({
  endpoint: 'orderList',
  path: '/planes/v3/personal-center/order-list',
  request: v.object({
    sessionId: v.optional(v.string()),
    username: v.optional(v.string()),
    smsCode: v.optional(v.string()),
    orderType: v.optional(v.string()),
  }),
  schema: OrderListSchema,
  answers: '`{ list: OrderSummary[] }`',
  example: {
    request: { sessionId: 's1' },
    answer: {
      list: [
        {
          orderNo: 'ORD170',
          productId: 'P1001',
          orderStatus: 170,
          productName: 'Peso Flex',
          status: 'Repayment due',
          list: [{ title: 'Amount due', value: '₱5,450.00' }],
          isShow: 1,
        },
      ],
    },
  },
});
