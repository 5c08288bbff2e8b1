import type { ComponentType } from 'react';
import { type MessageKey, useT } from '@loan-webview/kit/i18n';
import type { EndpointKey } from '@loan-webview/kit/config';
import type { RouteEntry, RouteKey } from '@loan-webview/kit/routes';
import { preloadedPart } from '@loan-webview/kit/ui/LazyBoundary';
import { Skeleton, type SkeletonProps } from '@loan-webview/kit/ui/PageState';
import { PageSkeletonContext } from './page-skeleton';

interface PageOptions {
  route: RouteKey;
  /**
   * A route the spec's table does not have, added by this page: where it is served and its English title. The
   * build places the page by it (`registerRoutes`); declare its key in `AppRoutes` and its title in every language
   * as `route.<key>` in the page's table, and the page's folder is all a new route needs. (A page's bundle does not
   * carry the registration: another page that links to the route registers it, or links to its path.)
   */
  addsRoute?: RouteEntry;
  /** A static page ships as prerendered HTML only, one file per language, with no page bundle (ADR 0037). */
  static?: boolean;
  /** A tool for developers (the test preview): built for `npm start` and the tests, left out of a release. */
  developmentOnly?: boolean;
  /** The page renders its own header, main and footer landmarks (the company site). */
  ownLandmarks?: boolean;
  /**
   * What the borrower came for (the largest thing the page shows) needs the page's scripts: its data, or what
   * they render from the query. The prerendered title and skeleton are not it, so the HTML asks for the scripts
   * as it is read instead of after the first paint (ADR 0064).
   */
  contentNeedsScripts?: boolean;
  /**
   * The page's first call, made from its URL's query alone: a native shell may send it while the webview starts
   * and hand the answer in (ADR 0072). The build lists it in the offline packages' index.
   */
  firstRequest?: FirstRequest;
  /**
   * The query the page is shown with by `npm start`'s links, the tests and the bench, besides the session: values
   * the embedded backend's fixtures answer (a page that reads nothing from its query has none).
   */
  example?: Readonly<Record<string, string>>;
}

/** A call by its endpoint and its payload: each field a constant or `{ query }`, the URL's parameter of that name. */
export interface FirstRequest {
  endpoint: EndpointKey;
  payload: Readonly<Record<string, string | number | { query: string }>>;
}

/** The part of a page prerendered around its view: a section named by its heading. */
export interface PageFrame {
  /** The page's heading (its h1), or none where the view shows it (with the id `PAGE_TITLE_ID`). */
  title?: MessageKey;
  /** The section's class; by default the page body's padding (none: the empty string). */
  className?: string;
  /** The heading's class; by default the page title's. */
  titleClassName?: string;
}

/** A page by its anatomy: a frame, prerendered, and a view in a chunk of its own shown as a skeleton until it runs. */
export interface PageAnatomy {
  frame: PageFrame;
  /**
   * The view: what needs the page's data or its scripts (the load, the states, the popups it opens, each a later
   * chunk of its own). Fetched as the page's first bundle runs, beside its data (ADR 0043).
   */
  view: () => Promise<{ default: ComponentType }>;
  /** What the prerendered page shows in the view's place, the shape of what comes. */
  skeleton: Pick<SkeletonProps, 'lines' | 'banner'>;
}

/** How a page folder declares its page: by its anatomy, or as a component of its own (the company site, forms). */
export type PageDeclaration = PageOptions & (PageAnatomy | { Page: ComponentType });

/** A page as the entry's mountPage, the prerender and the build read it. */
export type PageDefinition = PageOptions & { Page: ComponentType; anatomy?: PageAnatomy };

/** The heading's id, which names the page's section: one page per document. */
export const PAGE_TITLE_ID = 'page-title';

/**
 * Declares a page in its folder's `page.ts`. Given an anatomy it builds the page from it; the view's chunk is
 * fetched from here, as the entry runs. It ships in every page's first bundle, so it checks nothing else at run
 * time; the build checks the definitions (a static page whose content needs scripts is refused there).
 */
export function definePage(declaration: PageDeclaration): PageDefinition {
  if ('Page' in declaration) return declaration;
  const { frame, view, skeleton, ...options } = declaration;
  const View = preloadedPart(view, { fallback: <Skeleton {...skeleton} /> });
  function Page() {
    const t = useT();
    return (
      <section className={(frame.className ?? 'loan-page__body') || undefined} aria-labelledby={PAGE_TITLE_ID}>
        {frame.title && (
          <h1 id={PAGE_TITLE_ID} className={frame.titleClassName ?? 'loan-page__title'}>
            {t(frame.title)}
          </h1>
        )}
        <PageSkeletonContext.Provider value={skeleton}>
          <View />
        </PageSkeletonContext.Provider>
      </section>
    );
  }
  Page.displayName = `Page(${options.route})`;
  return { ...options, Page, anatomy: { frame, view, skeleton } };
}
