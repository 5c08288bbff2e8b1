/**
 * `npm run new-page` (issue 29.2): what it writes passes lint and renders as its own test expects, and it is only
 * files: the page's table, keys and route live in its folder (issue 60.3).
 */
import { render, screen } from '@testing-library/react';
import { ESLint } from 'eslint';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { I18nProvider, registerMessages } from '@loan-webview/kit/i18n';
import { addCatalog, expectOnlyCatalogText } from '@loan-webview/kit/testing';
// @ts-expect-error plain ESM helper shared with the npm run new-page command
import * as newPage from './lib/new-page.mjs';

const { checkFolder, dataPageFiles, pageFiles, knownRoute, ROUTE_TABLE, checkRoutePath } = newPage;
const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
// A route the kit's table does not have: the page adds it.
const page = {
  folder: 'loan-history',
  route: 'loanHistory',
  path: '/loanHistory',
  title: 'Loan history',
  addsRoute: true,
};
const files = pageFiles(page) as Record<string, string>;

// Outside packages/pages/src, which other tests scan while this one runs.
const probe = path.join(root, 'packages/pages/.new-page-probe');
afterAll(() => rmSync(probe, { recursive: true, force: true }));

describe('new-page', () => {
  it('finds a route the kit knows in the table the kit keeps its routes in (routes.ts re-exports it)', () => {
    // `npm run new-page -- loan-history2 companyUser` stopped with "route companyUser is not in routes.ts".
    const table = read(ROUTE_TABLE);
    expect(knownRoute(table, 'companyUser')).toEqual({ path: '/User', title: 'User' });
    expect(knownRoute(table, 'loanHistory')).toBeUndefined();
    expect(read('packages/kit/src/routes/routes.ts')).toContain("from './table'");
  });

  it('writes the page folder, its entry and an end-to-end spec', () => {
    expect(Object.keys(files).sort()).toEqual([
      'e2e/loan-history.spec.ts',
      'entries/loan-history/index.tsx',
      'packages/pages/src/loan-history/LoanHistoryPage.css',
      'packages/pages/src/loan-history/LoanHistoryPage.stories.tsx',
      'packages/pages/src/loan-history/LoanHistoryPage.test.tsx',
      'packages/pages/src/loan-history/LoanHistoryPage.tsx',
      'packages/pages/src/loan-history/index.ts',
      'packages/pages/src/loan-history/messages/fil.ts',
      'packages/pages/src/loan-history/messages/id.ts',
      'packages/pages/src/loan-history/messages/index.ts',
      'packages/pages/src/loan-history/messages/zh.ts',
      'packages/pages/src/loan-history/page.ts',
    ]);
    // The page's one definition lives with the page; the entry only mounts it.
    expect(files['packages/pages/src/loan-history/page.ts']).toMatch(
      /definePage\(\{\n {2}route: 'loanHistory',\n[^}]*\},\n {2}Page: LoanHistoryPage,\n\}\);/,
    );
    expect(files['entries/loan-history/index.tsx']).toContain('mountPage(loanHistoryDefinition)');
    expect(files['e2e/loan-history.spec.ts']).toContain("pageUrl('/loanHistory/')");
  });

  it('writes code that passes lint as generated', async () => {
    const eslint = new ESLint({ cwd: root });
    const problems: string[] = [];
    for (const [file, text] of Object.entries(files).filter(([file]) => /\.tsx?$/.test(file))) {
      const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
      problems.push(...result.messages.map((m) => `${file}:${m.line} ${m.ruleId}: ${m.message}`));
    }
    expect(problems).toEqual([]);
  });

  it('writes a page that renders its heading in catalog text, as its own test expects', async () => {
    const folder = path.join(probe, page.folder);
    for (const [file, text] of Object.entries(files).filter(([file]) => file.startsWith('packages/pages/src/'))) {
      const target = path.join(folder, path.relative(`packages/pages/src/${page.folder}`, file));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, text);
    }
    const { loanHistoryMessages } = await import(/* @vite-ignore */ path.join(folder, 'messages/index.ts'));
    const { LoanHistoryPage } = await import(/* @vite-ignore */ path.join(folder, 'LoanHistoryPage.tsx'));
    registerMessages(loanHistoryMessages);
    addCatalog(loanHistoryMessages);
    const { container } = render(
      <I18nProvider language="en">
        <LoanHistoryPage />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Loan history' })).toBeInTheDocument();
    expect(() => expectOnlyCatalogText(container)).not.toThrow();
    expect(files['packages/pages/src/loan-history/LoanHistoryPage.test.tsx']).toContain('expectOnlyCatalogText');
  });

  it('lists the page nowhere: its table declares its keys, the catalog finds its folder, the page adds its route', () => {
    expect(files['packages/pages/src/loan-history/messages/index.ts']).toMatch(
      /type Keys = typeof loanHistoryMessages;\ndeclare module '@loan-webview\/kit\/i18n' \{[^}]*interface AppMessages extends Keys \{\}/,
    );
    const definition = files['packages/pages/src/loan-history/page.ts'];
    expect(definition).toContain(`addsRoute: { path: '/loanHistory', title: "Loan history" },`);
    expect(definition).toMatch(
      /declare module '@loan-webview\/kit\/routes' \{\n {2}interface AppRoutes \{\n {4}loanHistory: true;/,
    );
    // Its document title in every language, English until translated.
    expect(files['packages/pages/src/loan-history/messages/index.ts']).toContain(
      `'route.loanHistory': { source: "Loan history" },`,
    );
    for (const language of ['zh', 'id', 'fil']) {
      expect(files[`packages/pages/src/loan-history/messages/${language}.ts`]).toContain(
        `'route.loanHistory': "Loan history",`,
      );
    }
    // A route the kit has needs none of it.
    const known = pageFiles({ ...page, addsRoute: false }) as Record<string, string>;
    expect(known['packages/pages/src/loan-history/page.ts']).not.toContain('addsRoute');
  });

  it('refuses a folder name that is not kebab-case, and a path that is not one', () => {
    expect(() => checkFolder('badSpark')).toThrow(/kebab-case/);
    expect(() => checkFolder('loan-history')).not.toThrow();
    expect(() => checkRoutePath('no-slash')).toThrow(/route path/);
    expect(() => checkRoutePath('/loanHistory')).not.toThrow();
  });
});

describe('new-page --data', () => {
  const data = dataPageFiles(page) as Record<string, string>;

  it('writes the endpoint’s declaration, its handler and the page’s content with its states: nothing else', () => {
    // Everything else an endpoint needs follows from its declaration (npm run endpoints, endpoint-table.test.ts).
    const outside = Object.keys(data).filter(
      (file) => !file.startsWith('packages/pages/src/loan-history/') && !file.startsWith('entries/loan-history/'),
    );
    expect(outside.sort()).toEqual([
      '.changeset/loan-history-endpoint.md',
      'e2e/loan-history.spec.ts',
      'packages/kit/src/api/endpoints/loan-history.ts',
      'packages/mock-backend/src/handlers/loan-history.ts',
    ]);
    // Declared by its anatomy: the frame prerendered, the content a chunk of its own; no component to write.
    expect(data['packages/pages/src/loan-history/page.ts']).toContain("view: () => import('./LoanHistoryContent')");
    expect(data['packages/pages/src/loan-history/page.ts']).toContain('contentNeedsScripts: true');
    expect(data).not.toHaveProperty(['packages/pages/src/loan-history/LoanHistoryPage.tsx']);
    const stories = data['packages/pages/src/loan-history/LoanHistoryPage.stories.tsx'];
    for (const state of ['Empty', 'Loading', 'ServerError', 'NetworkFailure', 'MalformedResponse']) {
      expect(stories).toContain(`export const ${state}: Story`);
    }
  });

  it('writes code that passes lint where it goes', async () => {
    const eslint = new ESLint({ cwd: root });
    const problems: string[] = [];
    for (const [file, text] of Object.entries(data).filter(([file]) => /\.tsx?$/.test(file))) {
      const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
      problems.push(...result.messages.map((m) => `${file}:${m.line} ${m.ruleId}: ${m.message}`));
    }
    expect(problems).toEqual([]);
  });
});
