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

type ProductParams = { productId: string };
type PushParams = {
  amount: number;
  periods: number;
  termUnit: string;
  productId: string;
  /**
   * The borrower's optional consents, one purpose each (1 given, 0 not), apart from accepting the loan agreement (NPC
   * Circular No. 2023-04: consent specific to each purpose). Not in the spec: a backend names them in the key table.
   */
  marketingConsent?: 0 | 1;
  researchConsent?: 0 | 1;
  partnerConsent?: 0 | 1;
  /** @deprecated One consent for several purposes is not specific (NPC Circular No. 2023-04): send the three above. */
  dataConsent?: 0 | 1;
};

export const fetchLoanConfirm = defineCall<typeof LoanConfirmSchema, ProductParams>({
  endpoint: 'loanConfirm',
  schema: LoanConfirmSchema,
});

export const fetchContracts = defineCall<typeof ContractsSchema, ProductParams & { scene: number }>({
  endpoint: 'contracts',
  schema: ContractsSchema,
});

export const fetchContractUrl = defineCall<
  typeof ContractUrlSchema,
  ProductParams & { scene: number; position: number; orderId?: string }
>({ endpoint: 'contractJump', schema: ContractUrlSchema });

export const pushLoan = defineCall<typeof LendDetailsSchema, PushParams>({
  endpoint: 'loanPush',
  schema: LendDetailsSchema,
});

// Variant 2 (confirmNewUrl): obfuscated paths under /gopia/goya/, form-encoded, success '00'.
export const fetchLoanConfirmV2 = defineCall<typeof LoanConfirmSchema, ProductParams>({
  endpoint: 'loanConfirmV2',
  client: 'form',
  success: 'doubleZero',
  schema: LoanConfirmSchema,
});

export const fetchContractsV2 = defineCall<typeof ContractsSchema, ProductParams & { scene: number }>({
  endpoint: 'contractsV2',
  client: 'form',
  success: 'doubleZero',
  schema: ContractsSchema,
});

export const fetchContractUrlV2 = defineCall<
  typeof ContractUrlSchema,
  ProductParams & { scene: number; position: number; orderId?: string }
>({ endpoint: 'contractJumpV2', client: 'form', success: 'doubleZero', schema: ContractUrlSchema });

export const pushLoanV2 = defineCall<typeof LendDetailsSchema, PushParams>({
  endpoint: 'loanPushV2',
  client: 'form',
  success: 'doubleZero',
  schema: LendDetailsSchema,
});
