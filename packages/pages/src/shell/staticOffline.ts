import { registerOfflineWorker } from '@loan-webview/kit/offline';

/**
 * A static page's offline copy (issue 31.6): the payment instructions are read at the counter, often without
 * a network. The build adds this to every static page's script; it waits for the page to load so the worker's
 * downloads never compete with what the borrower is reading.
 */
export function registerStaticOffline(): void {
  const register = () => void registerOfflineWorker('./sw.js');
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
