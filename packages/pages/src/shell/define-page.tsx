import { createContext, type ComponentType } from 'react';
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
   * The page's first call, declared once, made from its URL's query alone: a native shell may send it while the
   * webview starts and hand the answer in (ADR 0072), the build lists it in the offline packages' index, the edge
   * renderer sends it, and the view sends it (`useFirstCall`). Each `{ query }` field's example joins `example`.
   */
  firstRequest?: FirstRequest<QueryField>;
  /**
   * The query the page is shown with by `npm start`'s links, the tests and the bench, besides the session and the
   * first request's examples: values the embedded backend's fixtures answer.
   */
  example?: Readonly<Record<string, string>>;
}

/** A payload field read from the URL's query: the parameter's name, and the value examples of the page use. */
export interface QueryField {
  query: string;
  example?: string;
}

/** A call by its endpoint and its payload: each field a constant or `{ query }`, the URL's parameter of that name. */
export interface FirstRequest<Field extends { query: string } = { query: string }> {
  endpoint: EndpointKey;
  payload: Readonly<Record<string, string | number | Field>>;
}

/** A payload field from the query parameter `name`; `example` is the value the page's examples open it with. */
export const fromQuery = (name: string, example?: string): QueryField => ({ query: name, example });

/**
 * The first request's payload for a query: constants as they are, each `{ query }` field the query's value, left
 * out when the query has none (what the view, the shell and the edge renderer all send).
 */
export function firstPayload(request: FirstRequest, query: Readonly<Record<string, string | undefined>>) {
  return Object.fromEntries(
    Object.entries(request.payload).flatMap(([field, value]) => {
      if (typeof value !== 'object') return [[field, value]];
      const given = query[value.query];
      return given === undefined ? [] : [[field, given]];
    }),
  ) as Record<string, string | number>;
}

/** The page's first request, for its view (`useFirstCall`); none outside a page that declares one. */
export const FirstRequestContext = createContext<FirstRequest | undefined>(undefined);

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
export type PageDefinition = Omit<PageOptions, 'firstRequest'> & {
  Page: ComponentType;
  anatomy?: PageAnatomy;
  firstRequest?: FirstRequest;
};

/** The heading's id, which names the page's section: one page per document. */
export const PAGE_TITLE_ID = 'page-title';

/**
 * Declares a page in its folder's `page.ts`. Given an anatomy it builds the page from it; the view's chunk is
 * fetched from here, as the entry runs. It ships in every page's first bundle, so it checks nothing else at run
 * time; the build checks the definitions (a static page whose content needs scripts is refused there).
 */
export function definePage(declaration: PageDeclaration): PageDefinition {
  const { firstRequest: declared, example: extra, ...rest } = declaration;
  // The first request's examples and the page's own make its example query; the request keeps its fields' names.
  const examples = Object.values(declared?.payload ?? {}).flatMap((value) =>
    typeof value === 'object' && value.example !== undefined ? [[value.query, value.example]] : [],
  );
  const example = examples.length || extra ? { ...Object.fromEntries(examples), ...extra } : undefined;
  const firstRequest = declared && {
    endpoint: declared.endpoint,
    payload: Object.fromEntries(
      Object.entries(declared.payload).map(([field, value]) => [
        field,
        typeof value === 'object' ? { query: value.query } : value,
      ]),
    ),
  };
  const options = { ...rest, ...(firstRequest && { firstRequest }), ...(example && { example }) };
  if ('Page' in options) return options;
  const { frame, view, skeleton, ...pageOptions } = options;
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
          <FirstRequestContext.Provider value={firstRequest}>
            <View />
          </FirstRequestContext.Provider>
        </PageSkeletonContext.Provider>
      </section>
    );
  }
  Page.displayName = `Page(${pageOptions.route})`;
  return { ...pageOptions, Page, anatomy: { frame, view, skeleton } };
}
