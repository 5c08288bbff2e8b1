import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { FIXED_DAY } from './clock';
// @ts-expect-error plain ESM helper shared with scripts/
import { startStaticServer } from '../scripts/lib/server.mjs';

/**
 * Visual regression: every story of the built Storybook at 360x640 in Debian's Chromium, against the reviewed
 * baselines in e2e/__screenshots__/. A change that moves pixels fails here until its new baselines are written
 * (`npm run test:visual:update`) and reviewed in the diff.
 * - The clock is fixed at FIXED_DAY (Storybook's backend runs in the page, so its books are dated from it too) and
 *   run forward until the story settles (its data in, its 3 s prompts shown, its toasts gone), so a picture never
 *   depends on the day or on timing.
 * - One page per worker, kept across stories: the preview loads once and then switches stories the way
 *   Storybook's manager does (its channel's setCurrentStory), which halves a story's time (ADR 0054). The
 *   embedded backend's store starts from the fixtures for every story (preview.tsx).
 */
const built = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/storybook');
const index = JSON.parse(readFileSync(path.join(built, 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string; tags?: string[] }>;
};
// A viewport variant is its first story at another width, a Playground its first state: the 360 px picture of
// that story covers both.
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('viewport') && !entry.tags?.includes('playground'),
);
// What failure stories make the browser log: failed requests and the chunk a story makes fail.
const EXPECTED_ERRORS = /Failed to load resource|status of (4|5)\d\d|dynamically imported module/;

let storybook: { origin: string; close(): Promise<void> };
let page: Page;
let previewOpen = false;
const errors: string[] = [];

/** Renders a story in the worker's preview, loading the preview for the first one, and waits for it to settle. */
async function showStory(storyId: string): Promise<void> {
  // A story that follows a link (a page's navigation after a tap in its play) takes the worker's page away from the
  // preview, sometimes only as the next story is asked for: the next one then loads the preview afresh.
  if (!page.url().startsWith(`${storybook.origin}/iframe.html`)) previewOpen = false;
  if (!previewOpen) {
    await page.goto(`${storybook.origin}/iframe.html?id=${storyId}&viewMode=story`);
    previewOpen = true;
  } else {
    const switched = page.evaluate(
      (id) =>
        new Promise<void>((resolve) => {
          type Channel = {
            on(e: string, f: () => void): void;
            off(e: string, f: () => void): void;
            emit(e: string, a: unknown): void;
          };
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          // A story that fails shows Storybook's error display, which the test checks for below.
          const ends = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
          const done = () => {
            for (const event of ends) channel.off(event, done);
            resolve();
          };
          for (const event of ends) channel.on(event, done);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      storyId,
    );
    const left = await switched.then(
      () => false,
      (error: Error) => {
        if (!/Execution context was destroyed/.test(error.message)) throw error;
        return true;
      },
    );
    if (left) {
      previewOpen = false;
      await showStory(storyId);
      return;
    }
  }
  await expect(page.locator('#storybook-root > *').first()).toBeAttached({ timeout: 15_000 });
}

test.beforeAll(async ({ browser }) => {
  storybook = await startStaticServer(built);
  page = await browser.newPage({
    // Storybook's embedded backend is a service worker (playwright.config.ts blocks them by default).
    serviceWorkers: 'allow',
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 1,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  });
  page.on('pageerror', (error) => {
    // The embedded backend's worker, already running, failed its background update check once on a loaded CI
    // machine (the static server answered 404 mid-run): it changes no picture, and every other error still fails.
    if (/Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(error.message)) return;
    errors.push(`page error: ${error.message}`);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !EXPECTED_ERRORS.test(text)) {
      errors.push(`console.error: ${text}`);
    }
  });
  // A document a story frames (an agreement popup's terms) must resolve: a 404 is not what a designer reviews.
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'document' && request.frame() !== page.mainFrame() && response.status() >= 400) {
      errors.push(`framed document ${response.status()}: ${response.url()}`);
    }
  });
  await page.clock.install({ time: FIXED_DAY });
});
// After a failure the next story loads the preview afresh: one broken story must not take the rest with it.
test.afterEach(() => {
  const { status, expectedStatus } = test.info();
  if (status !== expectedStatus) previewOpen = false;
});
test.afterAll(async () => {
  await page.close();
  await storybook.close();
});

test('every baseline is a story’s: a story renamed or removed takes its picture with it', () => {
  const baselines = path.dirname(test.info().snapshotPath('any.png'));
  const ids = new Set(stories.map((story) => `${story.id}.png`));
  expect(readdirSync(baselines).filter((file) => file.endsWith('.png') && !ids.has(file))).toEqual([]);
});

test.describe('visual regression (Storybook at 360 px)', () => {
  for (const story of stories) {
    test(`${story.title} / ${story.name}`, async () => {
      errors.length = 0;
      await page.clock.setSystemTime(FIXED_DAY);
      await showStory(story.id);
      // Nine seconds of the story's time in three steps, letting its requests answer in between (the longest chain
      // of any story, an answer and then its 3 s prompt, needs two; six steps of 1.5 s took a fifth longer for the
      // same 256 pictures). A story whose state is busy (a loading button, a skeleton) stays so: its picture is that.
      for (let step = 0; step < 3; step += 1) {
        await page.clock.runFor(3000);
        await page.waitForTimeout(30);
      }
      await page.evaluate(() => document.fonts.ready);
      expect(errors, 'the story logged errors').toEqual([]);
      // A story that throws shows Storybook's error page instead of the component.
      await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
      const options = { animations: 'disabled', caret: 'hide' } as const;
      const baseline = test.info().snapshotPath(`${story.id}.png`);
      // The same pixels encode to the same bytes: a picture equal to its baseline byte for byte passes without
      // Playwright decoding both and comparing them pixel by pixel (a fifth of this pass's processor time, ADR 0090).
      if (test.info().config.updateSnapshots !== 'all' && existsSync(baseline)) {
        if ((await page.screenshot(options)).equals(readFileSync(baseline))) return;
      }
      await expect(page).toHaveScreenshot(`${story.id}.png`, { ...options, maxDiffPixelRatio: 0.002 });
    });
  }
});
