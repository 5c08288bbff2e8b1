import * as v from 'valibot';
import { defineCall, type Payload } from '../request';
import { list, numeric, optionalNumeric, text } from '../fields';

export const BANK_FORM_CATES = ['txt', 'citySelect', 'day', 'enum'] as const;

export interface BankOption {
  name: string;
  type: string;
  children: BankOption[];
}

const BankOptionSchema: v.GenericSchema<unknown, BankOption> = v.object({
  name: text(),
  type: text(),
  children: list(v.lazy(() => BankOptionSchema)),
});

export const BankFormItemSchema = v.object({
  code: v.pipe(v.string(), v.minLength(1, 'missing code')),
  cate: v.picklist(BANK_FORM_CATES, 'unknown form item kind'),
  title: text(),
  subtitle: text(),
  value: text(),
  note: list(BankOptionSchema),
  inputType: v.optional(v.picklist(['text', 'number', 'phone', 'card']), 'text'),
  cardTypeMi: optionalNumeric(0),
  channelNumber: text(),
});
export type BankFormItem = v.InferOutput<typeof BankFormItemSchema>;

export const CardInitSchema = v.object({
  cardTypes: list(v.object({ type: numeric(), name: text() })),
  items: list(BankFormItemSchema),
});
export type CardInit = v.InferOutput<typeof CardInitSchema>;

const Ignored = v.any();

export const fetchCardInit = defineCall<typeof CardInitSchema, { product_id: string }>({
  endpoint: 'cardInit',
  schema: CardInitSchema,
});

/** Saves the form: its code/value pairs plus cardType, channelNumber and product_id. */
export const bindCard = defineCall<typeof Ignored, Payload>({ endpoint: 'bindCard', schema: Ignored });

/** The same save when the page was opened from the order details (source=loanDetail). */
export const changeCard = defineCall<typeof Ignored, Payload>({ endpoint: 'cardChange', schema: Ignored });
