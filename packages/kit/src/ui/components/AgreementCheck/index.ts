export { AgreementCheck } from './AgreementCheck';
export type { AgreementCheckProps } from './AgreementCheck';
