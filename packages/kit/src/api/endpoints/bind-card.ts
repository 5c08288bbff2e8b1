import * as v from 'valibot';
import { defineCall } from '../request';
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

export const fetchCardInit = defineCall({
  endpoint: 'cardInit',
  path: '/planes/v3/bind-card/card-init',
  request: v.object({ product_id: v.string() }),
  schema: CardInitSchema,
  answers: '`{ cardTypes: { type: number, name: string }[], items: BankFormItem[] }`',
  example: {
    request: { product_id: 'P1001' },
    answer: {
      cardTypes: [{ type: 1, name: 'Bank account' }],
      items: [{ code: 'bankCard', cate: 'txt', title: 'Account number', inputType: 'card', channelNumber: '1' }],
    },
  },
});

/** What a save sends: the form's code/value pairs (named by the server's items) plus these. */
const BankSaveRequest = v.objectWithRest(
  { cardType: v.number(), channelNumber: v.string(), product_id: v.string() },
  v.union([v.string(), v.number()]),
);
export type BankSave = v.InferInput<typeof BankSaveRequest>;
const bankSaveExample = {
  request: { bankCard: '001234567890', cardType: 1, channelNumber: '1', product_id: 'P1001' },
  answer: null,
};

/** Saves the form. */
export const bindCard = defineCall({
  endpoint: 'bindCard',
  path: '/planes/v3/bind-card/bind-card-new',
  request: BankSaveRequest,
  schema: IgnoredData,
  answers: 'null',
  example: bankSaveExample,
});

/** The same save when the page was opened from the order details (source=loanDetail). */
export const changeCard = defineCall({
  endpoint: 'cardChange',
  path: '/planes/level/cardChange',
  request: BankSaveRequest,
  schema: IgnoredData,
  answers: 'null (when source=loanDetail)',
  example: bankSaveExample,
});
