export { AgreementCheck, AgreementDialog } from './AgreementCheck';
export type { AgreementCheckProps, AgreementDialogProps } from './AgreementCheck';
