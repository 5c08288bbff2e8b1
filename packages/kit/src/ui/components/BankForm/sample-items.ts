import type { BankFormItem } from '../../../api/endpoints/bind-card';

/** A bank form of every cate and input type, for stories and tests. */
const item = (overrides: Partial<BankFormItem>): BankFormItem => ({
  code: 'accountName',
  cate: 'txt',
  title: 'Account name',
  subtitle: 'As printed on your account',
  value: '',
  note: [],
  inputType: 'name',
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

/** The queries and user actions a form fill needs: Testing Library's, or Storybook's instrumented ones. */
interface FormDriver {
  /** Queries over the whole document: a sheet opens in a portal, outside the form. */
  queries: {
    getByRole(role: 'combobox' | 'textbox' | 'radio', options: { name: string }): HTMLElement;
    getByLabelText(text: string): HTMLElement;
  };
  user: {
    click(element: HTMLElement): Promise<void>;
    type(element: HTMLElement, text: string): Promise<void>;
  };
}

/** Opens a SheetSelect by its name and taps an option in its sheet, as a borrower would. */
export async function chooseInSheet({ queries, user }: FormDriver, field: string, option: string): Promise<void> {
  await user.click(queries.getByRole('combobox', { name: field }));
  await user.click(queries.getByRole('radio', { name: option }));
}

/** Fills every e-wallet field of SAMPLE_ITEMS as a borrower would (the component test and the Validation story). */
export async function fillEWallet(driver: FormDriver): Promise<void> {
  const { queries, user } = driver;
  await chooseInSheet(driver, 'E-wallet', 'GCash');
  await user.type(queries.getByRole('textbox', { name: 'Account name' }), 'Juan Dela Cruz');
  await user.type(queries.getByRole('textbox', { name: 'E-wallet mobile number' }), '09171234567');
  await user.type(queries.getByLabelText('Date of birth'), '1990-05-17');
  await chooseInSheet(driver, 'City of residence 1', 'NCR');
  await chooseInSheet(driver, 'City of residence 2', 'Metro Manila');
  await chooseInSheet(driver, 'City of residence 3', 'Quezon City');
  await user.type(queries.getByRole('textbox', { name: 'ID number' }), '12-34 56');
}
