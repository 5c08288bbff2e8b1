export { CONTRACT_SCENE, initialPopups, lendDetailsTarget, LoanConfirmScreen, termOptions } from './LoanConfirmScreen';
export type { ConfirmVariant } from './LoanConfirmScreen';
export { useRetentionOnBack } from './retention';
