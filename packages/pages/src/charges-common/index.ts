export { lateChargeText, prepaymentRule } from './charges';
