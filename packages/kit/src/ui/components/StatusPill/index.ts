export { attentionOfStatus, StatusPill } from './StatusPill';
export type { StatusAttention, StatusPillProps } from './StatusPill';
