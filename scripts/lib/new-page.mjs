/**
 * What `npm run new-page <folder> <routeKey>` writes (issue 29.2): a page folder that passes lint and its own
 * tests as generated (page, CSS, stories, test, its table declaring its own keys, its strings in three files), its
 * entry and an end-to-end spec: files only, which the catalog and the build find from the page folder. Pure
 * functions of text: scripts/new-page.mjs reads and writes the files.
 */

/** The languages besides English a page's strings are written in (the kit registers them: i18n/languages.ts). */
const TRANSLATED = ['zh', 'id', 'fil'];
const pascal = (folder) => folder.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());
const camel = (folder) => pascal(folder).replace(/^./, (letter) => letter.toLowerCase());

/** A page folder's name: kebab-case words, as the route folders are (`loan-detail`, not `badSpark`). */
export function checkFolder(folder) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(folder)) {
    throw new Error(`"${folder}" is not a kebab-case folder name (for example: loan-history)`);
  }
}

/** A route's path: where the page is served, `/loanHistory`. */
export function checkRoutePath(path) {
  if (!/^\/[\w-]*$/.test(path)) throw new Error(`"${path}" is not a route path (for example: /loanHistory)`);
}

/** Where the kit's route table lives (routes.ts re-exports it): the generator reads the known routes from it. */
export const ROUTE_TABLE = 'packages/kit/src/routes/table.ts';

/** A route the kit's table has, as `{ path, title }`, from the table's source; undefined for a new one. */
export function knownRoute(tableSource, route) {
  const found = new RegExp(`^  ${route}: \\{ path: '([^']*)', title: '([^']*)' \\}`, 'm').exec(tableSource);
  return found ? { path: found[1], title: found[2] } : undefined;
}

/** The names a page folder's files use. */
export function namesOf(folder, route) {
  const Name = pascal(folder);
  const area = camel(folder);
  return { folder, route, Name, area, table: `${area}Messages`, block: `loan-${folder}` };
}

/**
 * A page's stories: Default, one per backend state (`mock=<scenario>`), a Playground of them all, and the first
 * story at 320 and 390 px.
 */
function storiesFile(n, { route, path, title, about = '', module = `./${n.Name}Page` }, states) {
  const names = ['Default', ...Object.keys(states)];
  const stateStories = Object.entries(states)
    .map(([name, mock]) => `export const ${name}: Story = { parameters: { query: { mock: '${mock}' } } };\n`)
    .join('');
  return `import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${n.Name}Page } from '${module}';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route ${route} (${path})${about}. */
const meta = {
  title: 'Pages/${title}',
  component: ${n.Name}Page,
  parameters: pageDocs,
} satisfies Meta<typeof ${n.Name}Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
${stateStories}
/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ ${names.join(', ')} }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Default), tags: ['viewport'] };
export const Large390: Story = { ...large390(Default), tags: ['viewport'] };
`;
}

/** The files of a new page, by path from the repository root. */
/**
 * A page on a route the spec's table does not have (`addsRoute`) adds it from its own folder: the definePage
 * option, the key in `AppRoutes`, and the document title `route.<key>` in its table.
 */
const routeOption = ({ addsRoute, path, title }) =>
  addsRoute ? `\n  addsRoute: { path: '${path}', title: ${JSON.stringify(title)} },` : '';
const routeDeclaration = ({ addsRoute, route }) =>
  addsRoute
    ? `
// A route the spec's table does not have: this page adds it (its title in each language: \`route.${route}\`).
declare module '@loan-webview/kit/routes' {
  interface AppRoutes {
    ${route}: true;
  }
}
`
    : '';
const routeTitle = ({ addsRoute, route, title }, indent, text) =>
  addsRoute ? `\n${indent}'route.${route}': ${text(title)},` : '';

export function pageFiles(page) {
  const { folder, route, path, title } = page;
  const n = namesOf(folder, route);
  const dir = `packages/pages/src/${folder}`;
  return {
    [`${dir}/${n.Name}Page.tsx`]: `import { registerMessages, useT } from '@loan-webview/kit/i18n';
import { ${n.table} } from './messages';
import './${n.Name}Page.css';

registerMessages(${n.table});

/** Route ${route} (${path}). */
export function ${n.Name}Page() {
  const t = useT();
  return (
    <section className="loan-page__body ${n.block}" aria-labelledby="${folder}-title">
      <h1 id="${folder}-title" className="loan-page__title">
        {t('${n.area}.title')}
      </h1>
      <p className="${n.block}__intro">{t('${n.area}.intro')}</p>
    </section>
  );
}
`,
    [`${dir}/${n.Name}Page.css`]: `.${n.block}__intro {
  margin: 0;
  color: var(--loan-color-text-secondary);
  line-height: 1.5;
}
`,
    [`${dir}/index.ts`]: `export { ${n.Name}Page } from './${n.Name}Page';
export { ${n.area}Definition } from './page';
`,
    [`${dir}/page.ts`]: `import { definePage } from '../shell/define-page';
import { ${n.Name}Page } from './${n.Name}Page';

export const ${n.area}Definition = definePage({
  route: '${route}',${routeOption(page)}
  Page: ${n.Name}Page,
});
${routeDeclaration(page)}`,
    [`${dir}/messages/index.ts`]: `import { defineMessages } from '@loan-webview/kit/i18n';

/** The ${title} page. */
export const ${n.table} = defineMessages(
  {
    '${n.area}.title': { source: ${JSON.stringify(title)} },
    '${n.area}.intro': { source: 'What this page is for, in a sentence the borrower understands.' },${routeTitle(page, '    ', (text) => `{ source: ${JSON.stringify(text)} }`)}
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys \`t()\` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof ${n.table};
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
`,
    ...Object.fromEntries(
      TRANSLATED.map((language) => [
        `${dir}/messages/${language}.ts`,
        `/**
 * Checked against the page's table by shell/catalog.test.ts: every key, no empty text. Still the English
 * source: translate it. No test can: the walk in Filipino (e2e/filipino.spec.ts) takes a text the same in both
 * languages for a word Filipino borrowers say in English ("E-wallet").
 */
const translations: Readonly<Record<string, string>> = {
  '${n.area}.title': ${JSON.stringify(title)},
  '${n.area}.intro': 'What this page is for, in a sentence the borrower understands.',${routeTitle(page, '  ', JSON.stringify)}
};

export default translations;
`,
      ]),
    ),
    [`${dir}/${n.Name}Page.stories.tsx`]: storiesFile(n, { route, path, title }, {}),
    [`${dir}/${n.Name}Page.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { expectOnlyCatalogText } from '@loan-webview/kit/testing';
import { ${n.Name}Page } from './${n.Name}Page';

describe('${n.Name}Page', () => {
  it('names itself in a heading and shows only catalog text', () => {
    const { container } = render(
      <I18nProvider language="en">
        <${n.Name}Page />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(title)} })).toBeInTheDocument();
    expectOnlyCatalogText(container);
  });
});
`,
    [`entries/${folder}/index.tsx`]: `import { ${n.area}Definition } from '@loan-webview/pages/${folder}';
import { mountPage } from '@loan-webview/pages/shell';

export default mountPage(${n.area}Definition);
`,
    [`e2e/${folder}.spec.ts`]: `import { expect, pageUrl, test } from './fixtures';

test.describe('${title} (${path})', () => {
  test('opens with its heading', async ({ page }) => {
    await page.goto(pageUrl('${path === '/' ? '/' : `${path}/`}'));
    await expect(page.getByRole('heading', { level: 1, name: ${JSON.stringify(title)} })).toBeVisible();
  });
});
`,
  };
}

/**
 * A data page (`--data`): the files `pageFiles` writes, its page now loading an answer, and everything that answer
 * needs: the kit's call and schema, the embedded backend's handler and fixture, the content chunk with its view and
 * states (skeleton, error with Retry, empty), stories of each state, a test against the embedded backend and an e2e
 * spec. The sample answer (a title and rows) is for replacing with the fields the page reads.
 */
export function dataPageFiles(page) {
  const { folder, route, path, title } = page;
  const n = namesOf(folder, route);
  const dir = `packages/pages/src/${folder}`;
  const call = `fetch${n.Name}`;
  const schema = `${n.Name}Schema`;
  const endpoint = `/planes/v3/${folder}`;
  const base = pageFiles(page);
  // A data page is declared by its anatomy in page.ts: no component of its own.
  delete base[`${dir}/${n.Name}Page.tsx`];
  const messages = (texts) => `{
    '${n.area}.title': ${texts.title},${routeTitle(page, '    ', texts.route)}
  }`;
  return {
    ...base,
    [`${dir}/${n.Name}Content.tsx`]: `import { ${call}, type ${n.Name}Data } from '@loan-webview/kit/api';
import { DetailRows } from '@loan-webview/kit/ui/DetailRows';
import { EmptyState } from '@loan-webview/kit/ui/PageState';
import { ResourceView } from '../shell/ResourceView';
import { useFirstCall } from '../shell/use-first-call';
import { useResource } from '../shell/use-resource';

/** What the page shows with its answer: the server's title and rows, or the kit's "nothing here yet". */
export function ${n.Name}View({ data }: { data: ${n.Name}Data }) {
  if (data.rows.length === 0) return <EmptyState />;
  return (
    <section className="loan-page__card" aria-label={data.title}>
      <h2 className="loan-page__card-title">{data.title}</h2>
      <DetailRows rows={data.rows.map((row) => ({ text: row.title, value: row.value }))} />
    </section>
  );
}

/** The page's content chunk: its skeleton (declared in page.ts), error with Retry, or the view (ADR 0043). */
export default function ${n.Name}Content() {
  // The page's first call, sent as page.ts declares it (its payload from the query).
  const resource = useResource(useFirstCall(${call}));
  return (
    <ResourceView resource={resource}>
      {(data) => <${n.Name}View data={data} />}
    </ResourceView>
  );
}
`,
    [`${dir}/${n.Name}Page.css`]: `/* The page's own rules; cards, titles and rows come from the page shell and the kit. */
.${n.block} {
  min-height: 100%;
}
`,
    [`${dir}/page.ts`]: `import { registerMessages } from '@loan-webview/kit/i18n';
import { definePage } from '../shell/define-page';
import { ${n.table} } from './messages';
import './${n.Name}Page.css';

registerMessages(${n.table});

/** Route ${route} (${path}): its heading prerendered, its content (the call, its view) a chunk of its own (ADR 0043). */
export const ${n.area}Definition = definePage({
  route: '${route}',${routeOption(page)}
  frame: { title: '${n.area}.title', className: 'loan-page__body ${n.block}' },
  view: () => import('./${n.Name}Content'),
  skeleton: { lines: 4, banner: false },
  contentNeedsScripts: true,
  // Declared once: the view sends it (useFirstCall), a native shell may send it first, the edge renderer too. A
  // field from the URL is \`fromQuery('name', 'example value')\`.
  firstRequest: { endpoint: '${n.area}', payload: {} },
});

export const ${n.Name}Page = ${n.area}Definition.Page;
${routeDeclaration(page)}`,
    [`${dir}/index.ts`]: `export { ${n.area}Definition, ${n.Name}Page } from './page';
`,
    [`${dir}/messages/index.ts`]: `import { defineMessages } from '@loan-webview/kit/i18n';

/** The ${title} page. */
export const ${n.table} = defineMessages(
  ${messages({ title: `{ source: ${JSON.stringify(title)} }`, route: (text) => `{ source: ${JSON.stringify(text)} }` })},
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);

// Its keys are keys \`t()\` takes: each table declares itself (declaration merging), with no list to keep.
type Keys = typeof ${n.table};
declare module '@loan-webview/kit/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppMessages extends Keys {}
}
`,
    ...Object.fromEntries(
      TRANSLATED.map((language) => [
        `${dir}/messages/${language}.ts`,
        `/**
 * Checked against the page's table by shell/catalog.test.ts: every key, no empty text. Still the English
 * source: translate it. No test can: the walk in Filipino (e2e/filipino.spec.ts) takes a text the same in both
 * languages for a word Filipino borrowers say in English ("E-wallet").
 */
const translations: Readonly<Record<string, string>> = ${messages({ title: JSON.stringify(title), route: JSON.stringify }).replace(/\n {2}/g, '\n')};

export default translations;
`,
      ]),
    ),
    [`${dir}/${n.Name}Page.stories.tsx`]: storiesFile(
      n,
      { route, path, title, about: ': its answer from the embedded backend, in each state', module: './page' },
      {
        Empty: 'empty',
        Loading: 'pending',
        ServerError: 'error',
        NetworkFailure: 'network',
        MalformedResponse: 'malformed',
      },
    ),
    [`${dir}/${n.Name}Page.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@loan-webview/kit/i18n';
import { setCommonParams } from '@loan-webview/kit/session';
import { textOf } from '@loan-webview/kit/testing';
import { ${n.Name}Page } from './page';

afterEach(() => setCommonParams({}));

const open = (query: Record<string, string> = {}) => {
  setCommonParams({ sessionId: 's1', ...query });
  return render(
    <I18nProvider language="en">
      <${n.Name}Page />
    </I18nProvider>,
  );
};

describe('${n.Name}Page', () => {
  it("shows the embedded backend's answer under its heading", async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: ${JSON.stringify(title)} })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: ${JSON.stringify(`${title} details`)} })).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    open({ mock: 'empty' });
    expect(await screen.findByText(textOf('common.empty'))).toBeInTheDocument();
  });
});
`,
    [`e2e/${folder}.spec.ts`]: `import { expect, pageUrl, test } from './fixtures';

test.describe('${title} (${path})', () => {
  test('shows its answer under its heading', async ({ page }) => {
    await page.goto(pageUrl('${path === '/' ? '/' : `${path}/`}'));
    await expect(page.getByRole('heading', { level: 1, name: ${JSON.stringify(title)} })).toBeVisible();
    await expect(page.getByRole('region', { name: ${JSON.stringify(`${title} details`)} })).toBeVisible();
  });
  // Its answer malformed or lost on the network, and Retry: malformed-answers.spec.ts, over every page (ADR 0086).
});
`,
    [`packages/kit/src/api/endpoints/${folder}.ts`]: `import * as v from 'valibot';
import { defineCall, NoFields } from '../request';
import { list, text } from '../fields';

/**
 * What \`${endpoint}\` answers. A sample shape (a title and rows): replace it with the fields the page reads, each
 * through the kit's field readers, which take every form the spec allows (a list absent, null or named).
 */
export const ${schema} = v.object({
  title: text(),
  rows: list(v.object({ title: text(), value: text() })),
});
export type ${n.Name}Data = v.InferOutput<typeof ${schema}>;

/** \`${endpoint}\`: the ${title} page's answer. \`npm run endpoints\` derives its default path, export and docs row. */
export const ${call} = defineCall({
  endpoint: '${n.area}',
  path: '${endpoint}',
  request: NoFields,
  schema: ${schema},
  answers: '\`${n.Name}Data\`',
  example: {
    request: {},
    answer: {
      title: ${JSON.stringify(`${title} details`)},
      rows: [
        { title: 'Reference number', value: 'LH-2026-0001' },
        { title: 'Opened on', value: 'Nov 20, 2026' },
      ],
    },
  },
});
`,
    [`packages/mock-backend/src/handlers/${folder}.ts`]: `import { http } from 'msw';
import { ${call} } from '@loan-webview/kit/api';
import { isEmpty, ok, withScenarios } from '../envelope';

const { endpoint, path, example } = ${call}.definition;

/** \`${endpoint}\` answers the declaration's example; the scenario switches (mock=empty, error, network, malformed) apply. */
export const ${n.area}Handlers = [
  http.post(
    \`*\${path}\`,
    withScenarios(endpoint, ({ request }) => ok(isEmpty(request, endpoint) ? { ...example.answer, rows: [] } : example.answer)),
  ),
];
`,
    [`.changeset/${folder}-endpoint.md`]: `---
'@loan-webview/kit': minor
---

\`${call}\` and \`${schema}\` (\`/api\`): the ${title} page's answer from \`${endpoint}\` (endpoint key \`${n.area}\`).
`,
  };
}
