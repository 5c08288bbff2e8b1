import { defineConfig } from 'vitest/config';

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
    include: ['packages/*/src/**/*.test.{ts,tsx}', '.storybook/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./scripts/vitest.setup.ts'],
    restoreMocks: true,
    css: false,
    // happy-dom never loads frames (the agreement dialog) and says so on every one; real warnings stay visible.
    onConsoleLog: (log) => !log.includes('Iframe page loading is disabled'),
  },
});
