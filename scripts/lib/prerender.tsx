/**
 * The prerender program (issue 29.5): site-build.mjs bundles it for Node with every entry and calls
 * `prerender`. Each entry's default export names its route and page, and mountPage does nothing without a
 * document, so importing the entries here only collects definitions.
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { SHELL_CONTRACT } from '@loan-webview/kit/api';
import { ConfigSchema, DEFAULT_CONFIG, endpointPath, getConfig, setConfig } from '@loan-webview/kit/config';
import { addTranslations, languages, loadLanguage, type Language } from '@loan-webview/kit/i18n';
import { translations } from '@loan-webview/kit/i18n/catalog';
import { allRoutes, registerRoutes, type RouteEntry } from '@loan-webview/kit/routes';
import { loadAllParts } from '@loan-webview/kit/ui/LazyBoundary';
import { callDefinitions } from '@loan-webview/pages/server';
import { BootFallback, PageShell, type FirstRequest, type PageDefinition } from '@loan-webview/pages/shell';
import { offlineWorkerSource } from '../../packages/kit/src/offline/offline';
import { SHELL_CHUNKS } from '../../packages/pages/src/shell/chunk-classes';

export interface PrerenderedPage {
  /** The entry folder's name. */
  name: string;
  route: PageDefinition['route'];
  static: boolean;
  /** PageDefinition's `developmentOnly`: a release leaves the page out. */
  developmentOnly: boolean;
  /** PageDefinition's `contentNeedsScripts`: the HTML asks for the page's scripts as it is read. */
  contentNeedsScripts: boolean;
  /** PageDefinition's `firstRequest`, with the endpoint's path: what a native shell may send for the page. */
  firstRequest?: FirstRequest & { path: string; method: 'GET' | 'POST'; client: string; commonParams: boolean };
  /** PageDefinition's `example`: the query `npm start`, the tests and the bench open the page with. */
  example?: Readonly<Record<string, string>>;
  /** The markup in the page's first language. */
  html: string;
  /** A static page's markup in every other language (it has no script to translate it). */
  languages: Partial<Record<Language, string>>;
}

export interface Prerendered {
  pages: PrerenderedPage[];
  /** The markup shown when the page's scripts never arrive (BootFallback). */
  bootFallback: string;
  /** The language static pages are written in first: the configuration file's. */
  defaultLanguage: Language;
  /** The language interactive pages are prerendered and hydrate in: the defaults'. */
  hydratedLanguage: Language;
  /** Every route: the spec's, and those the pages added (`addsRoute`). */
  routes: Readonly<Record<string, RouteEntry>>;
  offlineWorkerSource: typeof offlineWorkerSource;
  /** The page's theme colour for the browser's chrome: the brand colour. */
  themeColor: string;
  /** The shell's chunks the build sorts apart (chunk-classes.ts). */
  shellChunks: typeof SHELL_CHUNKS;
  /** Every language a page's strings may come in besides English: the registered ones. */
  translatedLanguages: Language[];
  /** The native shell contract the pages implement (the first answer handed in; ADR 0072). */
  shellContract: number;
}

const render = (definition: PageDefinition, initialLanguage: Language) =>
  renderToString(
    <PageShell initialLanguage={initialLanguage} main={!definition.ownLandmarks}>
      <definition.Page />
    </PageShell>,
  );

/** Static pages are prerendered with the configuration file's settings, validated strictly (ADR 0037). */
function applyConfigFile(file: string): void {
  const result = v.safeParse(ConfigSchema, JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) {
    const where = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
    throw new Error(`LOAN_CONFIG_FILE ${file} is invalid: ${where}`);
  }
  setConfig(result.output);
}

function describeFirstRequest(name: string, request: FirstRequest): PrerenderedPage['firstRequest'] {
  const definition = callDefinitions.get(request.endpoint);
  if (!definition)
    throw new Error(`entries/${name}: firstRequest names "${request.endpoint}", which no kit call sends`);
  const client = definition.client ?? 'planes';
  return {
    ...request,
    path: endpointPath(request.endpoint),
    method: definition.method ?? 'POST',
    client,
    commonParams: definition.commonParams ?? client !== 'json',
  };
}

export async function prerender(
  definitions: readonly (readonly [string, PageDefinition])[],
  configFile: string | undefined,
): Promise<Prerendered> {
  // A definition the build cannot honour is refused by name, before any page is rendered.
  for (const [name, definition] of definitions) {
    // A route the spec's table does not have, which the page adds.
    if (definition.addsRoute) registerRoutes({ [definition.route]: definition.addsRoute });
    if (definition.static && definition.contentNeedsScripts) {
      throw new Error(`entries/${name}: a static page has no scripts for its content to need (definePage)`);
    }
    // One anatomy for every data page: its frame prerendered, its skeleton declared once (issue 60.3).
    if (definition.firstRequest && !definition.anatomy) {
      throw new Error(`entries/${name}: a page that loads data is declared by its anatomy (frame, view, skeleton)`);
    }
  }
  // The parts pages load as chunks render in place in the prerendered markup (ADR 0043).
  await loadAllParts();
  // Prerendering shows every language at once (the boot fallback's texts, static pages): all strings in, each
  // page's tables as its definition and parts registered them (no list of tables to keep), then the kit's.
  const shown = Object.keys(translations) as (keyof typeof translations)[];
  await Promise.all(shown.map((language) => loadLanguage(language)));
  for (const language of shown) addTranslations(language, translations[language]);
  const bootFallback = renderToString(<BootFallback />);
  // Interactive pages read the run-time configuration once they run: prerender them with the defaults.
  const hydratedLanguage = DEFAULT_CONFIG.language;
  const hydrated = definitions
    .filter(([, definition]) => !definition.static)
    .map(([name, definition]) => ({
      name,
      route: definition.route,
      static: false,
      developmentOnly: !!definition.developmentOnly,
      contentNeedsScripts: !!definition.contentNeedsScripts,
      ...(definition.firstRequest && { firstRequest: describeFirstRequest(name, definition.firstRequest) }),
      ...(definition.example && { example: definition.example }),
      html: render(definition, hydratedLanguage),
      languages: {},
    }));
  if (configFile) applyConfigFile(configFile);
  const { language: defaultLanguage, brandColors } = getConfig();
  const prerenderedStatic = definitions
    .filter(([, definition]) => definition.static)
    .map(([name, definition]) => ({
      name,
      route: definition.route,
      static: true,
      developmentOnly: !!definition.developmentOnly,
      contentNeedsScripts: false,
      html: render(definition, defaultLanguage),
      languages: Object.fromEntries(
        languages()
          .filter((language) => language !== defaultLanguage)
          .map((language) => [language, render(definition, language)]),
      ),
    }));
  return {
    pages: [...hydrated, ...prerenderedStatic],
    bootFallback,
    defaultLanguage,
    hydratedLanguage,
    routes: allRoutes(),
    offlineWorkerSource,
    themeColor: brandColors.primary,
    shellChunks: SHELL_CHUNKS,
    translatedLanguages: languages().filter((language) => language !== 'en'),
    shellContract: SHELL_CONTRACT,
  };
}
