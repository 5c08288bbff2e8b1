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

type OrderParams = { productId: string; orderId: string };

/** The extension (rollover) page's data: `/level/imitating`. */
export const fetchExtensionInfo = defineCall<typeof RepaymentInfoSchema, OrderParams>({
  endpoint: 'extensionInfo',
  schema: RepaymentInfoSchema,
});

/** The installment repayment page's data. */
export const fetchInstallmentInfo = defineCall<typeof RepaymentInfoSchema, OrderParams>({
  endpoint: 'installmentInfo',
  schema: RepaymentInfoSchema,
});

export const PayUrlSchema = v.object({ payUrl: requiredText('missing payUrl') });

/** A payment URL for the chosen channel; the page then navigates to it (checked). */
export const generatePayCode = defineCall<
  typeof PayUrlSchema,
  OrderParams & { amount: number; isDelay: 0 | 1; channelNumber: string }
>({ endpoint: 'generatePayCode', schema: PayUrlSchema });
