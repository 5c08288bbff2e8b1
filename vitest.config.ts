import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// React 18.3, locked by a workspace of its own (scripts/install-test/react-18) so that it installs offline.
const react18 = fileURLToPath(new URL('./scripts/install-test/react-18/node_modules/', import.meta.url));

export default defineConfig({
  // Workspace packages are consumed from source through the "@loan-webview/source" export condition.
  resolve: { conditions: ['@loan-webview/source'] },
  ssr: { resolve: { conditions: ['@loan-webview/source'] } },
  test: {
    environment: 'happy-dom',
    environmentOptions: {
      happyDOM: {
        url: 'http://127.0.0.1:8080/theThat/?sessionId=s1',
      },
    },
    setupFiles: ['./scripts/vitest.setup.ts'],
    restoreMocks: true,
    css: false,
    pool: 'threads',
    // One thread a core. Vitest's own default ran this suite on one thread on a 2-core machine: 61 s, now 42 s.
    maxWorkers: availableParallelism(),
    // Vitest's 5 s suits an idle machine; with another process on one of the two cores a test that runs ESLint
    // (new-page, layering) took over 5 s (issue 56). A test that is slow only under load must not fail.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // happy-dom never loads frames (the agreement dialog) and says so on every one; real warnings stay visible.
    onConsoleLog: (log) => !log.includes('Iframe page loading is disabled'),
    projects: [
      {
        extends: true,
        test: {
          name: 'units',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,tsx}'],
          // One module instance and document per worker instead of per file: about 55 s instead of 180 s on 2
          // cores (issue 30). The setup file resets what a test may leave behind (config, session, storage, URL).
          isolate: false,
        },
      },
      {
        extends: true,
        // The portable stories import every story module with Storybook's instrumented testing library, which
        // leaves the document changed for later files: they keep a fresh one per file.
        test: { name: 'stories', include: ['.storybook/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        // The components under React 18.3, which passes no `ref` prop to a function component (issue 71).
        resolve: {
          alias: [{ find: /^react(-dom)?(\/.*)?$/, replacement: `${react18}react$1$2` }],
          // A package's ES module, not its CommonJS main, which Node would load out of the alias's reach (Testing
          // Library, react-remove-scroll under Radix Dialog).
          mainFields: ['module', 'main'],
        },
        test: {
          name: 'react-18',
          include: ['packages/kit/src/ui/**/*.test.tsx', 'packages/kit/src/hooks/**/*.test.tsx'],
          // The packages that import React, so that the alias reaches them; React itself, loaded by Node from the
          // alias's folder, and the rest stay external: inlining every module took 9.7 s, this 6.2 s.
          server: {
            deps: {
              inline: [
                /@radix-ui/,
                /react-remove-scroll/,
                /react-style-singleton/,
                /use-callback-ref/,
                /use-sidecar/,
                /react-hook-form/,
                /@testing-library/,
                /storybook/,
              ],
            },
          },
          isolate: false,
        },
      },
    ],
  },
});
