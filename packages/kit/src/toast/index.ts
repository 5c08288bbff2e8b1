export {
  clearToasts,
  dismissToast,
  getShownToast,
  getToasts,
  holdToasts,
  showLoading,
  showToast,
  subscribeToasts,
  toast,
  TOAST_DEFAULT_MS,
  TOAST_INFO_MS,
  TOAST_MIN_MS,
  whileLoading,
} from './toast';
export type { Toast, ToastKind, ToastOptions } from './toast';
