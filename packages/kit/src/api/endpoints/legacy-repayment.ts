import * as v from 'valibot';
import { defineCall } from '../request';
import { IgnoredData, flag, list, optionalNumeric, text } from '../fields';

/** Legacy repayment store: form client, success is code '00' or a success flag. */
export const BankCardSchema = v.object({ id: text(), bankName: text(), cardNo: text(), bankCode: text() });
export type BankCard = v.InferOutput<typeof BankCardSchema>;

export const RepaymentWaySchema = v.object({ alipay: text(), repayToken: text(), bankCards: list(BankCardSchema) });
export type RepaymentWay = v.InferOutput<typeof RepaymentWaySchema>;

export const RepaymentCommitSchema = v.object({
  repayRecordId: text(),
  needValid: flag(),
  withholdingAmount: optionalNumeric(0),
});

const legacy = { client: 'form', success: 'doubleZeroOrFlag', commonParams: false } as const;

export const fetchRepaymentWay = defineCall<typeof RepaymentWaySchema, { orderId: string }>({
  ...legacy,
  endpoint: 'repaymentWay',
  schema: RepaymentWaySchema,
});

export const commitRepayment = defineCall<
  typeof RepaymentCommitSchema,
  { orderId: string; bankCardId: string; repayToken: string; couponId?: string }
>({ ...legacy, endpoint: 'repaymentCommit', schema: RepaymentCommitSchema });

/** Sends the verification code of a committed repayment. */
export const sendRepaymentCode = defineCall<typeof IgnoredData, { repaymentRecordId: string }>({
  ...legacy,
  endpoint: 'repaymentHuichao',
  schema: IgnoredData,
});

/** 800006: wrong verification code; 800005: the repayment was already submitted. */
export const confirmRepayment = defineCall<
  typeof IgnoredData,
  { orderId: string; verifyCode: string; repaymentRecordId: string }
>({ ...legacy, endpoint: 'repaymentConfirm', schema: IgnoredData });
