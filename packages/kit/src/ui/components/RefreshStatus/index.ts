export { RefreshStatus } from './RefreshStatus';
export type { RefreshStatusProps } from './RefreshStatus';
