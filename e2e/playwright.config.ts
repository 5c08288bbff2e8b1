import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with scripts/
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const phone = (width: number, height: number) => ({
  ...devices['Pixel 5'],
  viewport: { width, height },
  browserName: 'chromium' as const,
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Three on two cores: two left a core idle while a worker waited on a frame, a screenshot or a new browser (the
  // Storybook and layout passes); with the HTTP cache kept (kept-context.ts) the pass went 477 -> 438 s (ADR 0089).
  workers: 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]] : 'list',
  timeout: 20_000,
  expect: { timeout: 5_000 },
  outputDir: '../test-results/e2e',
  // Visual baselines (e2e/visual.spec.ts): one reviewed PNG per story, named by its story id.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace for every test (to keep the failing ones) cost half the suite's time on this 2-core
    // machine (the visual pass: 5-7 s a story with it, 2.4 s without). A failure keeps its screenshot; rerun it
    // with E2E_TRACE=1 for the trace.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    // One context and page per worker, reset between tests by e2e/kept-context.ts (ADR 0054, ADR 0081).
    // A page still asks for its offline worker (the health check fetches sw.js) but cannot register it, so no
    // worker installs, precaches its folder or answers a later test. The tests of offline behaviour allow it.
    serviceWorkers: 'block',
  },
  // A small Android phone; layout checks (tagged @layout) also on the narrowest phone and a common large one, set by
  // their describes (fixtures.ts, describeLayout) in the same workers (ADR 0091).
  projects: [{ name: 'phone-360', use: phone(360, 640) }],
  webServer: [
    {
      // The same server `npm start` runs, on a port of its own, serving the build scripts/e2e.mjs made (run the
      // specs through it: `npm run test:e2e -- <file>`), with the data pages as built: what the native app's
      // packages and any static host serve, and what every spec but edge-render.spec.ts tests.
      command: 'node scripts/start.mjs --no-build',
      cwd: '..',
      env: { PORT: String(port), LOAN_EDGE: 'off' },
      url: `http://127.0.0.1:${port}/manifest.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      // `npm start` as it is: the data pages rendered with their data by the edge renderer in workerd (ADR 0084).
      command: 'node scripts/start.mjs --no-build',
      cwd: '..',
      // A budget for the API that a busy test machine's first answers keep (the budget itself: edge-worker.test.ts).
      env: { PORT: String(port + 1), LOAN_EDGE_BUDGET_MS: '3000' },
      url: `http://127.0.0.1:${port + 1}/manifest.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
  ],
});
