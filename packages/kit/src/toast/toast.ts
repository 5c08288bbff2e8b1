/** Domain toast queue: pages and the API layer push toasts, the UI's ToastHost renders the head of the queue. */
export type ToastKind = 'default' | 'info' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  /** Milliseconds on screen; `Infinity` for loading toasts, which stay until hidden. */
  duration: number;
}

export interface ToastOptions {
  kind?: ToastKind;
  duration?: number;
}

/** How long a toast shows: 3 s by default, 2 s for info, never shorter than 300 ms. */
export const TOAST_DEFAULT_MS = 3000;
export const TOAST_INFO_MS = 2000;
export const TOAST_MIN_MS = 301;

type Listener = (queue: readonly Toast[]) => void;

let queue: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  listeners.forEach((listener) => listener(queue));
}

function durationFor(kind: ToastKind, requested: number | undefined): number {
  if (kind === 'loading') return Infinity;
  const fallback = kind === 'info' ? TOAST_INFO_MS : TOAST_DEFAULT_MS;
  return Math.max(TOAST_MIN_MS, requested ?? fallback);
}

/** Queues a toast; returns a function that removes it (whether shown yet or not). */
export function showToast(message: string, options: ToastOptions = {}): () => void {
  const kind = options.kind ?? 'default';
  const toast: Toast = { id: nextId++, message, kind, duration: durationFor(kind, options.duration) };
  queue = [...queue, toast];
  emit();
  return () => dismissToast(toast.id);
}

/** A loading toast that stays until the returned function is called. */
export function showLoading(message: string): () => void {
  return showToast(message, { kind: 'loading' });
}

/** A loading toast for as long as `work` runs; it hides whether the work succeeds, fails or rejects. */
export async function whileLoading<T>(message: string, work: Promise<T>): Promise<T> {
  const hide = showLoading(message);
  try {
    return await work;
  } finally {
    hide();
  }
}

export function dismissToast(id: number): void {
  if (!queue.some((toast) => toast.id === id)) return;
  queue = queue.filter((toast) => toast.id !== id);
  emit();
}

export function getToasts(): readonly Toast[] {
  return queue;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Empties the queue (tests, page teardown). */
export function clearToasts(): void {
  queue = [];
  emit();
}

export const toast = {
  show: showToast,
  info: (message: string, duration?: number) => showToast(message, { kind: 'info', duration }),
  success: (message: string, duration?: number) => showToast(message, { kind: 'success', duration }),
  error: (message: string, duration?: number) => showToast(message, { kind: 'error', duration }),
  loading: showLoading,
  dismiss: dismissToast,
  clear: clearToasts,
};
