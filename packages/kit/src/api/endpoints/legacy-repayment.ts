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

const store = '/api/v1/youmi/youmi-api/service/loan';

export const fetchRepaymentWay = defineCall({
  ...legacy,
  endpoint: 'repaymentWay',
  path: `${store}/repayment-way`,
  request: v.object({ orderId: v.string() }),
  schema: RepaymentWaySchema,
  answers: '`{ alipay, repayToken, bankCards: { id, bankName, cardNo, bankCode }[] }`',
  example: {
    request: { orderId: 'ORD170' },
    answer: {
      repayToken: 'rt-1',
      bankCards: [{ id: 'c1', bankName: 'BDO Unibank', cardNo: '****4821', bankCode: 'BDO' }],
    },
  },
});

export const commitRepayment = defineCall({
  ...legacy,
  endpoint: 'repaymentCommit',
  path: `${store}/repayment-commit`,
  request: v.object({
    orderId: v.string(),
    bankCardId: v.string(),
    repayToken: v.string(),
    couponId: v.optional(v.string()),
  }),
  schema: RepaymentCommitSchema,
  answers: '`{ repayRecordId, needValid, withholdingAmount }`',
  example: {
    request: { orderId: 'ORD170', bankCardId: 'c1', repayToken: 'rt-1' },
    answer: { repayRecordId: 'RR1', needValid: 1, withholdingAmount: 345000 },
  },
});

/** Sends the verification code of a committed repayment. */
export const sendRepaymentCode = defineCall({
  ...legacy,
  endpoint: 'repaymentHuichao',
  path: `${store}/repayment-huichao`,
  request: v.object({ repaymentRecordId: v.string() }),
  schema: IgnoredData,
  answers: 'null',
  example: { request: { repaymentRecordId: 'RR1' }, answer: null },
});

/** 800006: wrong verification code; 800005: the repayment was already submitted. */
export const confirmRepayment = defineCall({
  ...legacy,
  endpoint: 'repaymentConfirm',
  path: `${store}/repayment-confirm`,
  request: v.object({ orderId: v.string(), verifyCode: v.string(), repaymentRecordId: v.string() }),
  schema: IgnoredData,
  answers: 'null; code 800006 a wrong code, 800005 already submitted',
  example: { request: { orderId: 'ORD170', verifyCode: '123456', repaymentRecordId: 'RR1' }, answer: null },
});
