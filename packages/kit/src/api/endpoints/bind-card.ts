import * as v from 'valibot';
import { defineCall, type Payload } from '../request';
import { IgnoredData, list, numeric, oneOf, optionalNumeric, requiredText, text } from '../fields';

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
  code: requiredText('missing code'),
  // An unknown kind of field degrades to a plain text field (decisions.md: liberal in what the server sends).
  cate: oneOf(BANK_FORM_CATES, 'txt'),
  title: text(),
  subtitle: text(),
  value: text(),
  note: list(BankOptionSchema),
  // Part 1 §5: bank text inputs take digits only, so `text`, `number`, an absent or an unknown type are digits;
  // `name` is a field the server marks as taking letters (an account name, ADR 0050).
  inputType: oneOf(['text', 'number', 'phone', 'card', 'name'], 'number', 'text'),
  cardTypeMi: optionalNumeric(0),
  channelNumber: text(),
});
export type BankFormItem = v.InferOutput<typeof BankFormItemSchema>;

export const CardInitSchema = v.object({
  cardTypes: list(v.object({ type: numeric(), name: text() })),
  items: list(BankFormItemSchema),
});
export type CardInit = v.InferOutput<typeof CardInitSchema>;

export const fetchCardInit = defineCall<typeof CardInitSchema, { product_id: string }>({
  endpoint: 'cardInit',
  schema: CardInitSchema,
});

/** Saves the form: its code/value pairs plus cardType, channelNumber and product_id. */
export const bindCard = defineCall<typeof IgnoredData, Payload>({ endpoint: 'bindCard', schema: IgnoredData });

/** The same save when the page was opened from the order details (source=loanDetail). */
export const changeCard = defineCall<typeof IgnoredData, Payload>({ endpoint: 'cardChange', schema: IgnoredData });
