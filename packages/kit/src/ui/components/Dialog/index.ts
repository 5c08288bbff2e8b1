export { Dialog } from './Dialog';
export type { DialogAction, DialogProps } from './Dialog';
