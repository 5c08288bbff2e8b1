export { DialogProvider } from './DialogProvider';
export type { DialogProviderProps } from './DialogProvider';
