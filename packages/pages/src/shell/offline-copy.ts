import { registerOfflineWorker } from '@loan-webview/kit/offline';

/**
 * The page's offline copy: payment instructions are read at the counter and a repayment code in a queue, often
 * without a network. It waits for the page to load, so the worker's downloads never compete with what the
 * borrower is reading. A module of its own: a page imports it dynamically, and a dynamic import of the kit's
 * offline entry would carry all of it (the worker's source the build writes, too).
 */
export function registerOfflineCopy(): void {
  const register = () => void registerOfflineWorker('./sw.js');
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
