/**
 * What `npm run new-page <folder> <routeKey>` writes (issue 29.2): a page folder that passes lint and its own
 * tests as generated (page, CSS, stories, test, messages in three files), its entry and an end-to-end spec, and
 * its table in the two lists the pages keep (shell/messages.ts for the keys' type, shell/catalog.ts for tests,
 * Storybook and the prerender). Pure functions of text: scripts/new-page.mjs reads and writes the files.
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

/** The names a page folder's files use. */
export function namesOf(folder, route) {
  const Name = pascal(folder);
  const area = camel(folder);
  return { folder, route, Name, area, table: `${area}Messages`, block: `loan-${folder}` };
}

/** The files of a new page, by path from the repository root. */
export function pageFiles({ folder, route, path, title }) {
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

export const ${n.area}Definition = definePage({ route: '${route}', Page: ${n.Name}Page });
`,
    [`${dir}/messages/index.ts`]: `import { defineMessages } from '@loan-webview/kit/i18n';

/** The ${title} page. */
export const ${n.table} = defineMessages(
  {
    '${n.area}.title': { source: ${JSON.stringify(title)} },
    '${n.area}.intro': { source: 'What this page is for, in a sentence the borrower understands.' },
  },
  { zh: () => import('./zh'), id: () => import('./id'), fil: () => import('./fil') },
);
`,
    ...Object.fromEntries(
      TRANSLATED.map((language) => [
        `${dir}/messages/${language}.ts`,
        `/**
 * Checked against the page's table by shell/catalog.test.ts: every key, no empty text. Still the English
 * source: translate it (the walk of every page in Filipino, e2e/filipino.spec.ts, fails on English left).
 */
const translations: Readonly<Record<string, string>> = {
  '${n.area}.title': ${JSON.stringify(title)},
  '${n.area}.intro': 'What this page is for, in a sentence the borrower understands.',
};

export default translations;
`,
      ]),
    ),
    [`${dir}/${n.Name}Page.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${n.Name}Page } from './${n.Name}Page';
import { large390, narrow320, pageDocs, playground } from '../story-helpers';

/** Route ${route} (${path}). */
const meta = {
  title: 'Pages/${title}',
  component: ${n.Name}Page,
  parameters: pageDocs,
} satisfies Meta<typeof ${n.Name}Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every state above in one select, and the backend's failures in another (issue 27.9). */
export const Playground: Story = { ...playground({ Default }), tags: ['playground'] };

// The first story on the narrowest phone and on a large one; every story opens at 360x640.
export const Narrow320: Story = { ...narrow320(Default), tags: ['viewport'] };
export const Large390: Story = { ...large390(Default), tags: ['viewport'] };
`,
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

/** Inserts a line after the last import of a module. */
function afterImports(source, line) {
  const imports = [...source.matchAll(/^import [^;]+;$/gm)];
  const end = imports.at(-1).index + imports.at(-1)[0].length;
  return `${source.slice(0, end)}\n${line}${source.slice(end)}`;
}

/** Inserts a line before `closer`, the first one after `anchor` (the end of an object literal). */
function beforeClose(source, anchor, closer, line) {
  const start = source.indexOf(anchor);
  const at = start === -1 ? -1 : source.indexOf(closer, start);
  if (at === -1) throw new Error(`"${anchor}" … "${closer.trim()}" not found`);
  return `${source.slice(0, at)}\n${line}${source.slice(at)}`;
}

/** shell/messages.ts with the page's table among the keys `t()` takes. */
export function withTableType(source, { folder, route }) {
  const { table } = namesOf(folder, route);
  const imported = afterImports(source, `import type { ${table} } from '../${folder}/messages';`);
  return imported.replace(/(type PageMessages = [^;]+);/, `$1 &\n  typeof ${table};`);
}

/** shell/catalog.ts with the page's table and its translations. */
export function withTableInCatalog(source, { folder, route }) {
  const { table, Name } = namesOf(folder, route);
  let next = afterImports(source, `import { ${table} } from '../${folder}/messages';`);
  for (const language of TRANSLATED)
    next = afterImports(next, `import ${language}${Name} from '../${folder}/messages/${language}';`);
  next = beforeClose(next, 'export const pageMessages = {', '\n};', `  ...${table},`);
  for (const language of TRANSLATED)
    next = beforeClose(next, `  ${language}: {`, '\n  },', `    ...${language}${Name},`);
  return next;
}

/** The kit's route table with a new route (a path the backend serves the page at). */
export function withRoute(source, { route, path, title }) {
  if (!/^\/[\w-]*$/.test(path)) throw new Error(`"${path}" is not a route path (for example: /loanHistory)`);
  return source.replace(
    /\n\} as const satisfies Record<string, \{ path: string; title: string \}>;/,
    `\n  ${route}: { path: '${path}', title: ${JSON.stringify(title)} },$&`,
  );
}
