export { LenderIdentity } from './LenderIdentity';
export type { LenderIdentityProps } from './LenderIdentity';
