import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RouteKey } from '@loan-webview/kit/routes';
import { getCommonParams, initSession } from '@loan-webview/kit/session';
import { PageShell } from './PageShell';

export interface PageDefinition {
  route: RouteKey;
  Page: ComponentType;
  /** A static page ships as prerendered HTML only, one file per language, with no page bundle (ADR 0037). */
  static?: boolean;
  /** The page renders its own header, main and footer landmarks (the company site). */
  ownLandmarks?: boolean;
  /**
   * What the borrower came for (the largest thing the page shows) needs the page's scripts: its data, or what
   * they render from the query. The prerendered title and skeleton are not it, so the HTML asks for the scripts
   * as it is read instead of after the first paint (ADR 0064).
   */
  contentNeedsScripts?: boolean;
}

/**
 * An entry's whole job: name its route and page. In the browser this hydrates the prerendered markup
 * in `#root`; at build time (no document) it only returns the definition for prerendering.
 */
export function mountPage(
  route: RouteKey,
  Page: ComponentType,
  { contentNeedsScripts = false }: { contentNeedsScripts?: boolean } = {},
): PageDefinition {
  if (typeof document !== 'undefined') {
    const container = document.getElementById('root');
    if (container) {
      initSession();
      // Named for the funnel's events (funnel.ts), which load with the page's content, not before it.
      document.documentElement.dataset.loanRoute = route;
      const tree = (
        <PageShell route={route}>
          <Page />
        </PageShell>
      );
      if (container.hasChildNodes()) hydrateRoot(container, tree);
      else createRoot(container).render(tree);
      // The page is running: the boot fallback (BootFallback.tsx) must never show from now on.
      document.documentElement.setAttribute('data-loan-ready', '');
      const appVersion = getCommonParams().appVersion ?? '';
      // What the page does for itself waits until the borrower has what they came for (chunks that cannot be
      // fetched then cost nothing): the offline copy (the build writes sw.js into every page folder, scoped to
      // it) and the field figures, which decide then (reading the configuration needs the content's parser).
      afterContent(container, () => {
        import('./funnel').then(({ trackFunnel }) => trackFunnel('page_shown')).catch(ignore);
        if (container.dataset.offline === 'true') {
          import('./offline-copy').then(({ registerOfflineCopy }) => registerOfflineCopy()).catch(ignore);
        }
        import('./field-figures').then(({ startFieldFigures }) => startFieldFigures(route, appVersion)).catch(ignore);
      });
    }
  }
  return { route, Page, contentNeedsScripts };
}

const ignore = () => undefined;

const EXTRAS_DELAY_MS = 1_000;

/**
 * Runs a second after the page has loaded and painted what the borrower came for: no skeleton (`aria-busy`) is
 * left in the page, which every load ends (an answer, a failure or the request timeout). The load event alone
 * comes before a data page's answer, so work started there went out beside it; started right after the paint,
 * the worker's precache of the whole folder shared the link with the borrower's first tap (a dialog's chunk),
 * and Lighthouse counted it before the paint it records only once the frame is shown (+0.15 s of LCP).
 */
function afterContent(container: HTMLElement, run: () => void): void {
  const observer = new MutationObserver(check);
  function check() {
    if (container.querySelector('[aria-busy="true"]')) return;
    observer.disconnect();
    // From the frame that paints it: the observer runs before that paint.
    requestAnimationFrame(() => setTimeout(run, EXTRAS_DELAY_MS));
  }
  const whenShown = () => {
    observer.observe(container, { subtree: true, childList: true, attributes: true });
    check();
  };
  if (document.readyState === 'complete') whenShown();
  else addEventListener('load', whenShown, { once: true });
}

/**
 * The entry of a page with nothing interactive: the build prerenders it in every language and ships no React.
 * An optional `script.ts` beside the entry adds a few kB of plain DOM code (the contact form).
 */
export function staticPage(
  route: RouteKey,
  Page: ComponentType,
  { ownLandmarks = false }: { ownLandmarks?: boolean } = {},
): PageDefinition {
  return { route, Page, static: true, ownLandmarks };
}
