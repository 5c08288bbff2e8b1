export { AgreementDialog } from './AgreementDialog';
export type { AgreementDialogProps } from './AgreementDialog';
