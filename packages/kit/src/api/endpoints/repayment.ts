import * as v from 'valibot';
import { defineCall } from '../request';
import { date, flag, list, numeric, optionalNumeric, requiredText, section, text, textValueRow } from '../fields';

export const RepaymentChannelSchema = v.object({ name: text(), logo: text(), channel_number: text() });
export type RepaymentChannel = v.InferOutput<typeof RepaymentChannelSchema>;

export const PayNoticeGroupSchema = v.object({
  heading: text(),
  items: list(v.object({ name: text(), steps: list(v.pipe(text(), v.minLength(1))) })),
});

export const RepaymentInfoSchema = v.object({
  // The one value the pages cannot do without: what to pay. Anything else degrades.
  repayAmount: numeric(),
  repayDate: date(),
  productName: text(),
  productLogo: text(),
  detail: list(textValueRow),
  repayList: list(RepaymentChannelSchema),
  noticeMsg: text(),
  defDetail: section(
    v.object({
      payCode: text(),
      logo: text(),
      title: text(),
      payNotice: list(PayNoticeGroupSchema),
      /** The channel the code belongs to, where the answer says (not in the spec; the key table renames it). */
      channel_number: text(),
    }),
    { payCode: '', logo: '', title: '', payNotice: [], channel_number: '' },
  ),
  isShowReyTop: flag(),
  delayInfo: section(v.nullable(v.object({ delayAmount: numeric(), title: text() })), null),
  repayPlan: list(v.object({ remark: text(), title: text(), amount: numeric(), time: date() })),
  /**
   * The loan's history, which the extension page judges an extension against (not in the spec; docs/api-shapes.md):
   * amounts in centavos, dates as every date field. Absent or malformed, the page shows only what the fee itself
   * costs and says the rest cannot be shown.
   */
  loanSoFar: section(
    v.nullable(
      v.object({
        loanAmount: numeric(),
        receivedAmount: numeric(),
        disbursedAt: date(),
        payments: list(v.object({ amount: numeric(), time: date() })),
        lateCharges: optionalNumeric(0),
        extensions: optionalNumeric(0),
      }),
    ),
    null,
  ),
});
export type RepaymentInfo = v.InferOutput<typeof RepaymentInfoSchema>;

const OrderRequest = v.object({ productId: v.string(), orderId: v.string() });
const repaymentExample = (extension: boolean) => ({
  request: { productId: 'P1001', orderId: 'ORD170' },
  answer: {
    repayAmount: 345000,
    repayDate: '2026-12-05',
    repayList: [{ name: '7-Eleven', channel_number: '1' }],
    delayInfo: extension ? { delayAmount: 5000 } : null,
  },
});

/** The extension (rollover) page's data: `/level/imitating`. */
export const fetchExtensionInfo = defineCall({
  endpoint: 'extensionInfo',
  path: '/planes/level/imitating',
  request: OrderRequest,
  schema: RepaymentInfoSchema,
  answers: '`RepaymentInfo` (with delayInfo, repayPlan)',
  example: repaymentExample(true),
});

/** The installment repayment page's data. */
export const fetchInstallmentInfo = defineCall({
  endpoint: 'installmentInfo',
  path: '/planes/v3/installment/loan-play-detail',
  request: OrderRequest,
  schema: RepaymentInfoSchema,
  answers: '`RepaymentInfo`',
  example: repaymentExample(false),
});

export const PayUrlSchema = v.object({ payUrl: requiredText('missing payUrl') });

/** A payment URL for the chosen channel; the page then navigates to it (checked). */
export const generatePayCode = defineCall({
  endpoint: 'generatePayCode',
  path: '/planes/v3/loan-details/generate-vcode',
  request: v.object({
    productId: v.string(),
    orderId: v.string(),
    amount: v.number(),
    isDelay: v.picklist([0, 1]),
    channelNumber: v.string(),
  }),
  schema: PayUrlSchema,
  answers: '`{ payUrl }`',
  example: {
    request: { productId: 'P1001', orderId: 'ORD170', amount: 345000, isDelay: 0 as const, channelNumber: '1' },
    answer: { payUrl: '/repayment-code/?payCode=7E1234567890' },
  },
});
