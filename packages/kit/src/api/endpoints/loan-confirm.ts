import * as v from 'valibot';
import { defineCall } from '../request';
import { date, flag, list, listAnswer, numeric, optionalNumeric, requiredText, text, textValueRow } from '../fields';

export const AgreementSchema = v.object({ title: text(), position: optionalNumeric(0) });
export type Agreement = v.InferOutput<typeof AgreementSchema>;

const RepayPlanSchema = v.object({
  title: text(),
  description: text(),
  amount: numeric(),
  pay_time: date(),
});

/**
 * A term the borrower may choose on the term-based confirm page (/butWhy). The spec does not show its shape
 * (ADR 0038): each offered term carries its own plan; without `terms` the page offers the data's one term.
 */
export const LoanTermOptionSchema = v.object({
  periods: numeric(),
  termUnit: text(),
  amount: optionalNumeric(0),
  pRateDsc: text(),
  repay_plans: list(RepayPlanSchema),
  firstPayTime: date(),
  firstPeriodDay: optionalNumeric(0),
  /** The term's own detail rows, when the server sends them; else the page cannot show the data's for it. */
  details: list(textValueRow),
  /** What the borrower receives of this term's loan, when the server says (0: not said). */
  receivedAmount: optionalNumeric(0),
});
export type LoanTermOption = v.InferOutput<typeof LoanTermOptionSchema>;

export const LoanConfirmSchema = v.object({
  comProductLogo: text(),
  comProductName: text(),
  amount: numeric(),
  periods: optionalNumeric(1),
  termUnit: text(),
  details: list(textValueRow),
  repay_plans: list(RepayPlanSchema),
  firstPayTime: date(),
  firstPeriodDay: optionalNumeric(0),
  pRateDsc: text(),
  /**
   * What the borrower actually receives (the loan less what is taken upfront), when the answer says. The spec names
   * no such field: a backend sending one under another name maps it in the configuration's `keyTable` (ADR 0066).
   */
  receivedAmount: optionalNumeric(0),
  sendSms: flag(),
  isPopType: flag(),
  popTitle: text(),
  popContent: text(),
  popAgreementUrl: text(),
  agreements: list(AgreementSchema),
  NewButtonMsg: text(),
  NewPopMsg: text(),
  terms: list(LoanTermOptionSchema),
});
export type LoanConfirm = v.InferOutput<typeof LoanConfirmSchema>;

export const ContractsSchema = listAnswer('list', AgreementSchema);
export const ContractUrlSchema = v.object({ contract_url: requiredText('missing contract_url') });
export const LendDetailsSchema = v.object({
  lendDetailsUrl: requiredText('missing lendDetailsUrl'),
});

const ProductRequest = v.object({ productId: v.string() });
const ContractsRequest = v.object({ productId: v.string(), scene: v.number() });
const ContractUrlRequest = v.object({
  productId: v.string(),
  scene: v.number(),
  position: v.number(),
  orderId: v.optional(v.string()),
});
const consent = () => v.optional(v.picklist([0, 1]));
const PushRequest = v.object({
  amount: v.number(),
  periods: v.number(),
  termUnit: v.string(),
  productId: v.string(),
  /**
   * The borrower's optional consents, one purpose each (1 given, 0 not), apart from accepting the loan agreement (NPC
   * Circular No. 2023-04: consent specific to each purpose). Not in the spec: a backend names them in the key table.
   */
  marketingConsent: consent(),
  researchConsent: consent(),
  partnerConsent: consent(),
  /** @deprecated One consent for several purposes is not specific (NPC Circular No. 2023-04): send the three above. */
  dataConsent: consent(),
});

/** One example of each of the confirmation's calls, shared by both variants. */
const examples = {
  confirm: {
    request: { productId: 'P1001' },
    answer: {
      amount: 500000,
      periods: 91,
      termUnit: 'days',
      repay_plans: [{ amount: 545000, pay_time: '2027-02-22' }],
    },
  },
  contracts: {
    request: { productId: 'P1001', scene: 3 },
    answer: { list: [{ title: 'Loan agreement', position: 1 }] },
  },
  contractUrl: {
    request: { productId: 'P1001', scene: 3, position: 1 },
    answer: { contract_url: 'https://lender.example/agreement/1' },
  },
  push: {
    request: { amount: 500000, periods: 91, termUnit: 'days', productId: 'P1001', marketingConsent: 0 as const },
    answer: { lendDetailsUrl: 'https://lender.example/order/ORD151' },
  },
};

export const fetchLoanConfirm = defineCall({
  endpoint: 'loanConfirm',
  path: '/planes/v3/loan-confirm/loan-detail-confirm',
  request: ProductRequest,
  schema: LoanConfirmSchema,
  answers: '`LoanConfirm`',
  example: examples.confirm,
});

export const fetchContracts = defineCall({
  endpoint: 'contracts',
  path: '/planes/v3/contract/contract',
  request: ContractsRequest,
  schema: ContractsSchema,
  answers: '`{ list: { title: string; position: number }[] }`',
  example: examples.contracts,
});

export const fetchContractUrl = defineCall({
  endpoint: 'contractJump',
  path: '/planes/v3/contract/contract-jump',
  request: ContractUrlRequest,
  schema: ContractUrlSchema,
  answers: '`{ contract_url }`',
  example: examples.contractUrl,
});

export const pushLoan = defineCall({
  endpoint: 'loanPush',
  path: '/planes/v3/loan-confirm/loan-detail-push',
  request: PushRequest,
  schema: LendDetailsSchema,
  answers: '`{ lendDetailsUrl }`',
  example: examples.push,
});

// Variant 2 (confirmNewUrl): obfuscated paths under /gopia/goya/, form-encoded, success '00'.
const variant2 = { client: 'form', success: 'doubleZero' } as const;

export const fetchLoanConfirmV2 = defineCall({
  ...variant2,
  endpoint: 'loanConfirmV2',
  path: '/gopia/goya/reckon',
  request: ProductRequest,
  schema: LoanConfirmSchema,
  answers: '`LoanConfirm`',
  example: examples.confirm,
});

export const fetchContractsV2 = defineCall({
  ...variant2,
  endpoint: 'contractsV2',
  path: '/gopia/goya/covenant',
  request: ContractsRequest,
  schema: ContractsSchema,
  answers: '`{ list: { title: string; position: number }[] }`',
  example: examples.contracts,
});

export const fetchContractUrlV2 = defineCall({
  ...variant2,
  endpoint: 'contractJumpV2',
  path: '/gopia/goya/clause',
  request: ContractUrlRequest,
  schema: ContractUrlSchema,
  answers: '`{ contract_url }`',
  example: examples.contractUrl,
});

export const pushLoanV2 = defineCall({
  ...variant2,
  endpoint: 'loanPushV2',
  path: '/gopia/goya/pledge',
  request: PushRequest,
  schema: LendDetailsSchema,
  answers: '`{ lendDetailsUrl }`',
  example: examples.push,
});
