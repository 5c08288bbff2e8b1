import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage, loadLanguage } from '@loan-webview/kit/i18n';
import { getCommonParams, initSession } from '@loan-webview/kit/session';
import { loadAllParts } from '@loan-webview/kit/ui/LazyBoundary';
import type { PageDefinition } from './define-page';
import { whenContentShown } from './content-shown';
import { PageShell } from './PageShell';
import { RENDERED_NOTE_ID } from './rendered-note-id';

/** The tree a page is rendered as, the same on the server (render-page.tsx) and in the browser. */
export function pageTree(
  { route, Page }: PageDefinition,
  language?: Parameters<typeof PageShell>[0]['initialLanguage'],
) {
  return (
    <PageShell route={route} initialLanguage={language}>
      <Page />
    </PageShell>
  );
}

/**
 * A page rendered with its data (rendered.ts) hydrates once what its markup shows is here: the view's chunk and
 * the strings of the language it was rendered in. The markup is on the screen meanwhile.
 */
async function whenRenderedContentCanHydrate(): Promise<void> {
  const language = document.documentElement.lang;
  // Asked for first: each part then comes with its strings in it (LazyBoundary).
  const strings = isLanguage(language) && language !== 'en' ? loadLanguage(language) : undefined;
  await loadAllParts();
  await strings;
}

/**
 * An entry's whole job: mount its page's definition (definePage, in the page folder). In the browser this
 * hydrates the prerendered markup in `#root`; at build time (no document) it only returns the definition for the
 * prerender and the build. A static page's definition is never mounted: it ships no page bundle.
 */
export function mountPage(definition: PageDefinition): PageDefinition {
  const { route } = definition;
  if (!definition.static && typeof document !== 'undefined') {
    const container = document.getElementById('root');
    if (container) {
      initSession();
      // Named for the funnel's events (funnel.ts), which load with the page's content, not before it.
      document.documentElement.dataset.loanRoute = route;
      const tree = pageTree(definition);
      if (!container.hasChildNodes()) createRoot(container).render(tree);
      else if (!document.getElementById(RENDERED_NOTE_ID)) hydrateRoot(container, tree);
      else {
        void whenRenderedContentCanHydrate()
          .catch(ignore)
          .then(() => hydrateRoot(container, tree));
      }
      // The page is running: the boot fallback (BootFallback.tsx) must never show from now on.
      document.documentElement.setAttribute('data-loan-ready', '');
      const appVersion = getCommonParams().appVersion ?? '';
      // What the page does for itself waits until the borrower has what they came for (chunks that cannot be
      // fetched then cost nothing): the offline copy (the build writes sw.js into every page folder, scoped to
      // it) and the field figures, which decide then (reading the configuration needs the content's parser).
      afterContent(() => {
        import('./funnel').then(({ trackFunnel }) => trackFunnel('page_shown')).catch(ignore);
        if (container.dataset.offline === 'true') {
          import('./offline-copy').then(({ registerOfflineCopy }) => registerOfflineCopy()).catch(ignore);
        }
        import('./field-figures').then(({ startFieldFigures }) => startFieldFigures(route, appVersion)).catch(ignore);
      });
    }
  }
  return definition;
}

const ignore = () => undefined;

const EXTRAS_DELAY_MS = 1_000;

/**
 * Runs a second after the page has loaded and shown what the borrower came for (content-shown.ts: its data, or why
 * it has none). The load event alone comes before a data page's answer, so work started there went out beside it;
 * started right after the paint, the worker's precache of the whole folder shared the link with the borrower's
 * first tap (a dialog's chunk), and Lighthouse counted it before the paint it records only once the frame is shown
 * (+0.15 s of LCP).
 */
function afterContent(run: () => void): void {
  // From the frame that paints it: the signal comes from an effect, before that paint.
  const shown = () => whenContentShown(() => requestAnimationFrame(() => setTimeout(run, EXTRAS_DELAY_MS)));
  if (document.readyState === 'complete') shown();
  else addEventListener('load', shown, { once: true });
}
