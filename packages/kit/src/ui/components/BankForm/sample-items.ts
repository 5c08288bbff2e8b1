import type { BankFormItem } from '../../../api/endpoints/bind-card';

/** A bank form of every cate and input type, for stories and tests. */
const item = (overrides: Partial<BankFormItem>): BankFormItem => ({
  code: 'accountName',
  cate: 'txt',
  title: 'Account name',
  subtitle: 'As printed on your account',
  value: '',
  note: [],
  inputType: 'text',
  cardTypeMi: 0,
  channelNumber: '90006',
  ...overrides,
});

const option = (name: string, children: BankFormItem['note'] = []) => ({ name, type: name, children });

export const SAMPLE_ITEMS: BankFormItem[] = [
  item({
    code: 'bankName',
    cate: 'enum',
    title: 'Bank',
    subtitle: 'Choose your bank',
    note: [option('BDO Unibank'), option('BPI')],
    cardTypeMi: 1,
  }),
  item({
    code: 'walletName',
    cate: 'enum',
    title: 'E-wallet',
    subtitle: 'Choose your e-wallet',
    note: [option('GCash'), option('Maya')],
    cardTypeMi: 2,
  }),
  item({}),
  item({ code: 'cardNo', title: 'Account number', subtitle: '10 to 16 digits', inputType: 'card', cardTypeMi: 1 }),
  item({
    code: 'walletPhone',
    title: 'E-wallet mobile number',
    subtitle: '09XX XXX XXXX',
    inputType: 'phone',
    cardTypeMi: 2,
  }),
  item({ code: 'birthday', cate: 'day', title: 'Date of birth', subtitle: 'YYYY-MM-DD' }),
  item({
    code: 'address',
    cate: 'citySelect',
    title: 'City of residence',
    note: [
      option('NCR', [option('Metro Manila', [option('Manila'), option('Quezon City')])]),
      option('Region VII', [option('Cebu', [option('Cebu City')])]),
    ],
  }),
  item({ code: 'idNumber', title: 'ID number', inputType: 'number' }),
];
