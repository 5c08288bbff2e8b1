// ESLint flat config: TypeScript, hooks, accessibility, and the layering of the kit and the app as rules.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import compat from 'eslint-plugin-compat';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { pagesPlugin } from './scripts/lint/eslint-loader-returns-data.mjs';
import { importsPlugin } from './scripts/lint/eslint-no-import-cycle.mjs';

/** A layer may not import these; type-only imports stay allowed where `types` says so. */
function forbid(files, rules, { types = false } = {}) {
  return {
    files,
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: rules.map(([match, message]) =>
            typeof match === 'string'
              ? { regex: match, message, allowTypeImports: types }
              : { group: match, message, allowTypeImports: types },
          ),
        },
      ],
    },
  };
}

const PAGES = [['@loan-webview/pages', '@loan-webview/pages/**'], 'The kit is a library: it never imports the app.'];
const BACKEND = [
  ['@loan-webview/mock-backend', '@loan-webview/mock-backend/**'],
  'The embedded backend is for tests, stories and the dev server only.',
];
/** A sibling module of the kit, reached relatively from any depth. */
const module = (name) => `^(\\.\\./)+${name}(/|$)`;
const UI = [module('ui'), 'Domain modules never import UI components.'];
const TOAST = [module('toast'), 'Domain modules return results; the caller decides what to show.'];
const ROUTES = [module('routes'), 'Navigation is the caller’s job: components take callbacks.'];
const API = [module('api'), 'Components take data as props; pages call the API.'];
const BRIDGE = [module('bridge'), 'The API layer reports (onSessionExpired); the page shell calls the bridge.'];
const KIT_INTERNALS = [['@loan-webview/kit/src/**', '**/kit/src/**'], 'Pages use the kit’s public subpaths only.'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'bench/**',
      'test-results/**',
      '.storybook/public/**',
      'storybook-static/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // No ref read or written during render: a render React discards must leave nothing behind.
      'react-hooks/refs': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Radix and our own components forward focus and keyboard handling; these rules cannot see through them.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  // The browser floor (package.json's browserslist, ADR 0058): no web API the oldest WebView lacks, in code that
  // ships to phones.
  {
    // The boot script (packages/pages/src/shell/boot.js) ships to every interactive page: linted like page code.
    files: ['packages/{kit,pages}/src/**/*.{ts,tsx,js}', 'entries/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.tsx', '**/*.stories.tsx', 'packages/kit/src/testing/**'],
    plugins: { compat },
    rules: { 'compat/compat': 'error' },
  },
  // Playwright fixtures call `use`, which is not React's.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // The install test's CommonJS consumer.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Layering (as bulletproof-react does it): the directions imports must never take. One block per layer, since
  // a later block's rule replaces an earlier one's for the same file.
  forbid(
    ['packages/kit/src/{format,credit,config,session,storage,url,offline,loan-shell,state}/**'],
    [PAGES, BACKEND, UI, TOAST, ROUTES, API],
    { types: true },
  ),
  forbid(['packages/kit/src/api/**'], [PAGES, BACKEND, UI, TOAST, ROUTES, BRIDGE]),
  forbid(['packages/kit/src/bridge/**'], [PAGES, BACKEND, UI, TOAST, ROUTES]),
  forbid(['packages/kit/src/{i18n,toast,testing}/**'], [PAGES, BACKEND, UI, ROUTES, API], { types: true }),
  forbid(['packages/kit/src/routes/**'], [PAGES, BACKEND, UI, API]),
  forbid(['packages/kit/src/{ui,hooks}/**'], [PAGES, BACKEND, ROUTES, API], { types: true }),
  forbid(['packages/pages/src/**'], [KIT_INTERNALS, BACKEND]),
  {
    // No import circle, and no loop between the kit's folders (issue 70).
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/*.test-d.ts'],
    plugins: { imports: importsPlugin },
    rules: { 'imports/no-cycle': 'error' },
  },
  {
    files: ['packages/pages/src/**/*.{ts,tsx}'],
    plugins: { pages: pagesPlugin },
    rules: { 'pages/loader-returns-data': 'error' },
  },
  {
    // Storybook's props tables (react-docgen) read `readonly T[]` as `unknown`: components' props say
    // `ReadonlyArray<T>`, which they show as written.
    files: ['packages/kit/src/ui/components/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    rules: { '@typescript-eslint/array-type': ['error', { default: 'array', readonly: 'generic' }] },
  },
  {
    // Arrows point down: a package (its sources, tests and build config) never reaches into the repository's
    // scripts, or it cannot be built or tested on its own; shared helpers live in packages/tooling.
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)scripts/', message: 'A package imports no script; share it from packages/tooling.' },
          ],
        },
      ],
    },
  },
  forbid(
    ['entries/**'],
    [KIT_INTERNALS, [['../**', '**/packages/**'], 'An entry only mounts a page of @loan-webview/pages.']],
  ),
);
