import { pageState } from '../state/page-state';
/**
 * Domain toasts: pages and the API layer show them, the UI's ToastHost renders the one showing. One at a time: the
 * newest replaces the one showing (nine uploads must not keep a message on screen for half a minute, nor make a
 * later one wait), a repeat of the one showing is not shown again, and while a dialog holds them (`holdToasts`)
 * only an error shows; the rest waits for the dialog to close.
 */
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

// One queue per page, whichever copy of the kit shows a toast (ESM and CommonJS builds both loaded).
const toasts = pageState('toast', () => ({
  queue: [] as readonly Toast[],
  nextId: 1,
  holds: 0,
  listeners: new Set<Listener>(),
}));

function emit(): void {
  toasts.listeners.forEach((listener) => listener(toasts.queue));
}

function durationFor(kind: ToastKind, requested: number | undefined): number {
  if (kind === 'loading') return Infinity;
  const fallback = kind === 'info' ? TOAST_INFO_MS : TOAST_DEFAULT_MS;
  return Math.max(TOAST_MIN_MS, requested ?? fallback);
}

/** Shows a toast in place of the one showing; returns a function that removes it (if it is still there). */
export function showToast(message: string, options: ToastOptions = {}): () => void {
  const kind = options.kind ?? 'default';
  const showing = toasts.queue[0];
  if (showing && showing.message === message && showing.kind === kind) return () => dismissToast(showing.id);
  const toast: Toast = { id: toasts.nextId++, message, kind, duration: durationFor(kind, options.duration) };
  toasts.queue = [toast];
  emit();
  return () => dismissToast(toast.id);
}

/**
 * Holds toasts back while a dialog is open (the kit's Dialog calls it): a toast would cover the dialog, and a
 * screen reader hears nothing outside it. Errors still show. Returns the release; the held toast then shows for
 * its whole duration.
 */
export function holdToasts(): () => void {
  toasts.holds += 1;
  emit();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    toasts.holds -= 1;
    emit();
  };
}

/** The toast on screen now: the one showing, unless a dialog holds it back. */
export function getShownToast(): Toast | undefined {
  const toast = toasts.queue[0];
  return toast && (toasts.holds === 0 || toast.kind === 'error') ? toast : undefined;
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
  if (!toasts.queue.some((toast) => toast.id === id)) return;
  toasts.queue = toasts.queue.filter((toast) => toast.id !== id);
  emit();
}

export function getToasts(): readonly Toast[] {
  return toasts.queue;
}

/** Called on every change: a toast shown, replaced, dismissed, held or released. */
export function subscribeToasts(listener: Listener): () => void {
  toasts.listeners.add(listener);
  return () => toasts.listeners.delete(listener);
}

/** Empties the queue (tests, page teardown). */
export function clearToasts(): void {
  toasts.queue = [];
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
