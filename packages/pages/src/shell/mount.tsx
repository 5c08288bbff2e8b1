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
}

/**
 * An entry's whole job: name its route and page. In the browser this hydrates the prerendered markup
 * in `#root`; at build time (no document) it only returns the definition for prerendering.
 */
export function mountPage(route: RouteKey, Page: ComponentType): PageDefinition {
  if (typeof document !== 'undefined') {
    const container = document.getElementById('root');
    if (container) {
      initSession();
      const tree = (
        <PageShell>
          <Page />
        </PageShell>
      );
      if (container.hasChildNodes()) hydrateRoot(container, tree);
      else createRoot(container).render(tree);
      // The page is running: the boot fallback (BootFallback.tsx) must never show from now on.
      document.documentElement.setAttribute('data-loan-ready', '');
      // The build writes sw.js into every page folder; its scope is that folder. Registering it waits for a chunk
      // of its own: nothing the borrower sees depends on it.
      if (container.dataset.offline === 'true') {
        import('./offline-copy').then(
          ({ registerOfflineCopy }) => registerOfflineCopy(),
          () => undefined,
        );
      }
      // Field figures decide after the page has loaded (reading the configuration needs its parser, which the
      // page's content chunk brings), so they never compete with what the borrower came for.
      const appVersion = getCommonParams().appVersion ?? '';
      afterLoad(() => import('./field-figures').then(({ startFieldFigures }) => startFieldFigures(route, appVersion)));
    }
  }
  return { route, Page };
}

/** Runs once the page has loaded; a chunk that cannot be fetched then costs the borrower nothing. */
function afterLoad(run: () => Promise<unknown>): void {
  const start = () => void run().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
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
