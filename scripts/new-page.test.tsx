/**
 * `npm run new-page` (issue 29.2): what it writes passes lint and renders as its own test expects, and it lists
 * the page's table where the pages keep them.
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

const {
  checkFolder,
  dataPageFiles,
  pageFiles,
  withApiExport,
  withEndpoint,
  withFuzzCase,
  withHandlers,
  withRoute,
  withRouteTitle,
  withRouteTitleTranslation,
} = newPage;
const root = process.cwd();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const page = { folder: 'loan-history', route: 'loanHistory', path: '/loanHistory', title: 'Loan history' };
const files = pageFiles(page) as Record<string, string>;

// Outside packages/pages/src, which other tests scan while this one runs.
const probe = path.join(root, 'packages/pages/.new-page-probe');
afterAll(() => rmSync(probe, { recursive: true, force: true }));

describe('new-page', () => {
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
    expect(files['packages/pages/src/loan-history/page.ts']).toContain(
      "definePage({ route: 'loanHistory', Page: LoanHistoryPage })",
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

  it('lists the page nowhere: its table declares its keys, the catalog finds its folder; a new route joins the kit', () => {
    expect(files['packages/pages/src/loan-history/messages/index.ts']).toMatch(
      /type Keys = typeof loanHistoryMessages;\ndeclare module '@loan-webview\/kit\/i18n' \{[^}]*interface AppMessages extends Keys \{\}/,
    );
    const routes = withRoute(read('packages/kit/src/routes/routes.ts'), page);
    expect(routes).toContain('  loanHistory: { path: \'/loanHistory\', title: "Loan history" },\n} as const');
  });

  it('refuses a folder name that is not kebab-case, and a path that is not one', () => {
    expect(() => checkFolder('badSpark')).toThrow(/kebab-case/);
    expect(() => checkFolder('loan-history')).not.toThrow();
    expect(() => withRoute('', { ...page, path: 'no-slash' })).toThrow(/route path/);
  });

  it('gives a new route its document title in the kit’s catalog, English in every language until translated', () => {
    const titles = withRouteTitle(read('packages/kit/src/i18n/messages/routes.ts'), page);
    expect(titles).toMatch(/'route\.loanHistory': \{ source: "Loan history" \},\n {2}\},\n {2}\{ zh:/);
    for (const language of ['zh', 'id', 'fil']) {
      const translated = withRouteTitleTranslation(read(`packages/kit/src/i18n/messages/${language}/routes.ts`), page);
      expect(translated).toMatch(/'route\.loanHistory': "Loan history",\n\};/);
    }
  });
});

describe('new-page --data', () => {
  const data = dataPageFiles(page) as Record<string, string>;

  it('writes the call, the embedded backend’s handler and fixture, and the page’s content with its states', () => {
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'packages/kit/src/api/endpoints/loan-history.ts',
        'packages/mock-backend/src/handlers/loan-history.ts',
        'packages/mock-backend/src/fixtures/loan-history.ts',
        'packages/pages/src/loan-history/LoanHistoryContent.tsx',
        '.changeset/loan-history-endpoint.md',
      ]),
    );
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

  it('registers the endpoint, its export and its handler', () => {
    expect(withEndpoint(read('packages/kit/src/config/config.ts'), page)).toMatch(
      / {2}loanHistory: '\/planes\/v3\/loan-history',\n\} as const;/,
    );
    expect(withApiExport(read('packages/kit/src/api/index.ts'), page)).toMatch(
      /export \* from '\.\/endpoints\/loan-history';\n$/,
    );
    expect(withFuzzCase(read('packages/kit/src/api/endpoints.fuzz.test.ts'), page)).toMatch(
      / {2}\['fetchLoanHistory', \(\) => api\.fetchLoanHistory\(\{\}\)\],\n\];/,
    );
    const backend = withHandlers(read('packages/mock-backend/src/index.ts'), page);
    expect(backend).toContain("import { loanHistoryHandlers } from './handlers/loan-history';");
    expect(backend).toMatch(/ {2}\.\.\.loanHistoryHandlers,\n\];/);
  });
});
