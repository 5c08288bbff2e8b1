export { Dialog } from './Dialog';
export type { DialogAction, DialogProps } from './Dialog';
export { DialogProvider } from './DialogProvider';
export type { DialogProviderProps } from './DialogProvider';
