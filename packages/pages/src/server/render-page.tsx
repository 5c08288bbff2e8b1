/**
 * Renders a data page with its first answer, on the server (the edge renderer, ADR 0084): the markup the browser
 * hydrates without asking the server again, or undefined when it cannot be that (the page is then served as
 * built, and loads its data itself as before).
 */
import { renderToString } from 'react-dom/server';
import * as api from '@loan-webview/kit/api';
import { requestFor, serverRender } from '@loan-webview/kit/api';
import { getConfig, type EndpointKey } from '@loan-webview/kit/config';
import { pickLanguage, type Language } from '@loan-webview/kit/i18n';
import { getCommonParams, initSession, setCommonParams } from '@loan-webview/kit/session';
import { firstPayload, type PageDefinition } from '../shell/define-page';
import { pageTree } from '../shell/mount';
import { ServerResourcesContext, type Loaded, type Loader, type RenderedNote } from '../shell/rendered';

export interface RenderedContent {
  /** The markup of `#root`. */
  html: string;
  /** The page's language: the query's `lang`, else the configuration's. */
  language: Language;
  /** What goes in `#loan-rendered` beside it. */
  note: RenderedNote;
}

export interface PageAnswer {
  endpoint: EndpointKey;
  /** The endpoint's JSON body, as the API answered it. */
  body: unknown;
  /** When it came, epoch ms: the page's "updated" stamp. */
  answeredAt: number;
}

/** A loader that has not settled by then is waiting for something a server render never gets. */
const LOADERS_WAIT_MS = 1_000;

let queue: Promise<unknown> = Promise.resolve();

/**
 * One render at a time, to its end: the session, the answer and the resources are the process's while a page
 * renders, so two borrowers' renders can never read each other's (their fetches run side by side, before).
 */
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}

function settled(loads: Promise<Loaded>[]): Promise<Loaded[] | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), LOADERS_WAIT_MS);
  });
  return Promise.race([Promise.all(loads), late]).finally(() => clearTimeout(timer));
}

/** The kit's call definitions by endpoint: a page's first request is sent as the kit sends it. */
export const callDefinitions = new Map(
  Object.values(api).flatMap((value) =>
    api.isDeclaredCall(value) ? [[value.definition.endpoint, value.definition] as const] : [],
  ),
);

/**
 * The page's first request (its `firstRequest`) as the browser would send it from this query: each `{ query }`
 * value from the query (left out when absent), the session's common params, the client's headers and body. A URL
 * relative to the configuration's `apiBase`.
 */
export function firstRequestOf(
  definition: PageDefinition,
  search: string,
): Promise<{ endpoint: EndpointKey; url: string; init: RequestInit } | undefined> {
  const request = definition.firstRequest;
  const call = request && callDefinitions.get(request.endpoint);
  if (!request || !call) return Promise.resolve(undefined);
  return oneAtATime(async () => {
    try {
      const query = initSession(search);
      return { endpoint: request.endpoint, ...requestFor(call, firstPayload(request, query)) };
    } finally {
      setCommonParams({});
    }
  });
}

/** `pageUrl`: the page's URL as the browser asked for it, the session in its query. */
export function renderPage(
  definition: PageDefinition,
  { pageUrl, answer }: { pageUrl: string; answer: PageAnswer },
): Promise<RenderedContent | undefined> {
  return oneAtATime(async () => {
    const end = serverRender({ pageUrl, answer: { endpoint: answer.endpoint, body: answer.body } });
    const controller = new AbortController();
    try {
      initSession(new URL(pageUrl).search);
      const language = pickLanguage(getCommonParams(), getConfig().language);
      const tree = pageTree(definition, language);
      const loaders = new Map<string, Loader>();
      const { answeredAt } = answer;
      renderToString(
        <ServerResourcesContext.Provider value={{ loaders, answeredAt }}>{tree}</ServerResourcesContext.Provider>,
      );
      if (loaders.size === 0) return undefined;
      const ids = [...loaders.keys()];
      const loaded = await settled([...loaders.values()].map((load) => load(controller.signal)));
      // Only what the page shows with an answer it accepted: a failure is the browser's to show, with its Retry.
      if (!loaded || loaded.some((result) => !result.ok)) return undefined;
      const results = new Map(ids.map((id, i) => [id, loaded[i]]));
      const html = renderToString(
        <ServerResourcesContext.Provider value={{ loaders, results, answeredAt }}>
          {tree}
        </ServerResourcesContext.Provider>,
      );
      // A boundary the server could not finish would be rendered again in the browser: not the page it asked for.
      if (html.includes('<!--$!-->')) return undefined;
      return { html, language, note: { resources: ids, answeredAt } };
    } finally {
      controller.abort();
      end();
      setCommonParams({});
    }
  });
}
