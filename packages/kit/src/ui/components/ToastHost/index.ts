export { ToastHost } from './ToastHost';
export type { ToastHostProps } from './ToastHost';
