export { DetailRows } from './DetailRows';
export type { DetailRow, DetailRowsProps } from './DetailRows';
