export { BankForm } from './BankForm';
export type { BankFormProps, BankFormValues } from './BankForm';
export { bankFormSchema, itemsForCardType } from './fields';
