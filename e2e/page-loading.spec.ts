import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages, siteDir } from './built-site';
import { expect, pageUrl, test } from './fixtures';
import { textOf } from '@loan-webview/kit/testing';

/**
 * A borrower on a bad network must never be left on "Loading…" with no way out: a page whose scripts are
 * blocked or cut off says so with Try again, and a dialog whose chunk fails can be retried in place.
 */
test.describe('when scripts fail to load', () => {
  test.use({
    allowedConsoleErrors: [/Failed to load resource|ERR_FAILED|dynamically imported module|error boundary/i],
  });

  test('a normal load never shows the fallback', async ({ page }) => {
    await page.goto(pageUrl('/theThat/'));
    await expect(page.getByRole('button', { name: 'Call 09171234567' })).toBeVisible();
    await expect(page.locator('#loan-boot-fallback')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
  });

  test('a blocked page bundle shows Try again, which reloads the same address once the network is back', async ({
    page,
  }) => {
    const url = pageUrl('/badSpark/', { orderId: 'ORD170', lang: 'id' });
    await page.route('**/badSpark/page-*.js', (route) => route.abort());
    await page.goto(url);
    const fallback = page.getByRole('alert').filter({ hasText: 'gagal dimuat' });
    await expect(fallback).toBeVisible();
    const retry = fallback.getByRole('link', { name: 'Coba lagi' });
    expect(await retry.getAttribute('href')).toBe(new URL(url, page.url()).href);
    await page.unroute('**/badSpark/page-*.js');
    await retry.click();
    await expect(page.locator('.loan-status-banner')).toBeVisible();
    await expect(fallback).toBeHidden();
  });

  test('a page whose scripts never arrive still offers Try again, without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pageUrl('/theThat/'));
    await expect(page.getByRole('link', { name: 'Try again' })).toBeHidden();
    // The reveal is a CSS animation delayed by 15 s: play the page's animations 50 times faster.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 50 });
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible({ timeout: 5_000 });
    await context.close();
  });

  test('a dialog whose chunk fails keeps the order on screen and loads on Retry', async ({ page }) => {
    const lazyChunks = await lazyChunksOf(page, '/badSpark/');
    expect(lazyChunks.length).toBeGreaterThan(0);
    let blocked = true;
    await page.route('**/badSpark/chunk-*.js', (route) =>
      blocked && lazyChunks.some((chunk) => route.request().url().endsWith(chunk)) ? route.abort() : route.continue(),
    );
    await page.goto(pageUrl('/badSpark/', { orderId: 'ORD174C' }));
    const notice = page.getByRole('alert').filter({ hasText: 'This part of the page could not load.' });
    await expect(notice).toBeVisible();
    await expect(page.locator('.loan-status-banner')).toBeVisible();
    blocked = false;
    await notice.getByRole('button', { name: textOf('common.retry') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

/**
 * The dialogs' chunks, read from the built files: what the page's content chunk (itself imported dynamically by
 * the page bundle, with the configuration and the worker registration) imports dynamically in turn.
 */
async function lazyChunksOf(page: Page, folder: string): Promise<string[]> {
  const manifest = await (await page.request.get('/manifest.json')).json();
  const entry = manifest.pages.find((p: { url: string }) => p.url === folder);
  const bundle = entry.files.map((f: { file: string }) => f.file).find((f: string) => f.startsWith('page-'));
  const dynamicImports = async (file: string) => {
    const source = await (await page.request.get(`${folder}${file}`)).text();
    return [...source.matchAll(/import\(\s*["']\.\/(chunk-[\w-]+\.js)["']\s*\)/g)].map((m) => m[1]);
  };
  const firstLevel = await dynamicImports(bundle);
  const secondLevel = (await Promise.all(firstLevel.map(dynamicImports))).flat();
  return secondLevel.filter((chunk) => !firstLevel.includes(chunk));
}

/**
 * On a phone network each round trip costs a few hundred milliseconds. The boot script asks for the page
 * bundle and, beside it, every file the bundle needs before its first API call: a file found only when another
 * arrives would be one more round trip before the borrower sees anything.
 */
test.describe('what an interactive page loads before its first call', () => {
  const staticImports = (folder: string, file: string): string[] => {
    const source = readFileSync(path.join(folder, file), 'utf8');
    return [...source.matchAll(/\b(?:from\s*|import\s*)"\.\/([\w-]+\.js)"/g)].map((match) => match[1]);
  };
  const closure = (folder: string, roots: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      staticImports(folder, file).forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  };

  for (const built of builtPages.filter((page) => !page.static)) {
    test(`${built.url} (${built.route}): is asked for in one wave with the bundle`, () => {
      const folder = path.join(siteDir, built.url);
      const html = readFileSync(path.join(folder, 'index.html'), 'utf8');
      const bundle = /data-src="\.\/([^"]+)"/.exec(html)![1];
      const preloaded = (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').map((file) => file.slice(2));
      const needed = closure(folder, [bundle, ...preloaded]);
      needed.delete(bundle);
      expect([...needed].filter((file) => !preloaded.includes(file))).toEqual([]);
    });
  }

  test('no page script carries the offline worker’s own source, which only the build writes', () => {
    const carriers = builtPages.flatMap((built) =>
      built.files
        .filter(({ file }) => file.endsWith('.js') && file !== 'sw.js')
        .filter(({ file }) => readFileSync(path.join(siteDir, built.url, file), 'utf8').includes('skipWaiting'))
        .map(({ file }) => `${built.url}${file}`),
    );
    expect(carriers).toEqual([]);
  });
});

/**
 * A page whose content needs its scripts (an order, a repayment code) shows only its title and a skeleton until
 * they have run: the HTML asks for them as it is read, without waiting for the boot script to arrive and the first
 * paint. A page whose prerendered title is the largest thing it shows keeps them until after that paint.
 */
test.describe('when a page asks for its scripts', () => {
  /** Opens the page with its boot script held back; `asked` lists the page's scripts as they are asked for. */
  const openWithBootHeld = async (page: Page, folder: string) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const file = request.url().split('/').pop()!;
      if (request.url().includes(folder) && /^(page|chunk)-.*\.js$/.test(file)) asked.push(file);
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${folder}boot-*.js`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(pageUrl(folder), { waitUntil: 'domcontentloaded' });
    await expect(page.locator('h1')).toBeVisible();
    return { asked, release };
  };

  test('/howIs/: the bundle and its chunks come down before the boot script runs, each once', async ({ page }) => {
    const { asked, release } = await openWithBootHeld(page, '/howIs/');
    const html = readFileSync(path.join(siteDir, 'howIs', 'index.html'), 'utf8');
    const bundle = /data-src="\.\/([^"]+)"/.exec(html)![1];
    const preloaded = (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').map((file) => file.slice(2));
    await expect.poll(() => [...asked].sort()).toEqual([bundle, ...preloaded].sort());
    release();
    await expect(page.locator('.loan-failure__notice')).toBeVisible();
    const twice = asked.filter((file, index) => asked.indexOf(file) !== index);
    expect(twice, 'no file is fetched again when the boot script asks for it').toEqual([]);
  });

  test('/theThat/: nothing before the boot script runs, after the first paint', async ({ page }) => {
    const { asked, release } = await openWithBootHeld(page, '/theThat/');
    // Time for the browser to have asked for anything the HTML names.
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    release();
    await expect(page.getByRole('button', { name: 'Call 09171234567' })).toBeVisible();
  });
});

/**
 * What a page does for itself (the offline worker and its precache, the field figures) waits until the borrower
 * sees the data: started at the load event, it went out before the page's own API answer and shared the phone's
 * connection with it.
 */
test.describe('a data page’s own extras', () => {
  // The second test installs Playwright's clock (fixtures.ts, freshContext).
  test.use({ freshContext: true });
  test('the offline worker is fetched only once the data is on screen', async ({ page }) => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/planes/v3/loan-details/**', async (route) => {
      await held;
      await route.continue();
    });
    const workerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sw.js')) workerRequests.push(request.url());
    });
    await page.goto(pageUrl('/badSpark/', { orderId: 'ORD170' }), { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
    // Long enough for a registration started at the load event to have asked for the worker.
    await page.waitForTimeout(1_500);
    expect(workerRequests, 'no worker while the borrower waits for the order').toEqual([]);
    answer();
    await expect(page.locator('.loan-status-banner')).toBeVisible();
    await expect.poll(() => workerRequests.length).toBeGreaterThan(0);
  });

  test('and a second after that, off the frames that show the data and the borrower’s first tap', async ({ page }) => {
    const workerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sw.js')) workerRequests.push(request.url());
    });
    // The page's timers and frames run only when the test moves the clock.
    const start = new Date('2026-11-25T08:00:00+08:00').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto(pageUrl('/repaymentOfCode/', { showType: '1', payCode: 'DP7777777174', repayAmount: '545000' }));
    // Frame by frame (the boot script waits two frames before the bundle) until the code is on screen.
    const code = page.getByText('DP7777777174').first();
    for (let frame = 0; frame < 600 && !(await code.isVisible()); frame += 1) await page.clock.runFor(16);
    await expect(code).toBeVisible();
    await page.clock.runFor(900);
    await page.waitForTimeout(300);
    expect(workerRequests).toEqual([]);
    await page.clock.runFor(200);
    await expect.poll(() => workerRequests.length).toBeGreaterThan(0);
  });
});

/**
 * A page whose view is a chunk of its own fetched beside its first call. When the answer came first, the page
 * showed nothing where the skeleton had been, and React then held the arriving view back for 300 ms (its
 * Suspense reveal throttle): the complaint list appeared 0.3 s after everything it needed was there.
 */
test.describe('a view whose chunk arrives after the answer', () => {
  const pages: { path: string; query: Record<string, string>; answer: string; chunk: string; content: string }[] = [
    {
      path: '/complaintList/',
      query: {},
      answer: '/problem-list',
      chunk: 'loan-complaint-list__entry',
      content: '.loan-complaint-list__entry',
    },
    {
      path: '/theyAnd/',
      query: { product_id: 'P1001' },
      answer: '/card-init',
      chunk: 'loan-bind-bank__refusal',
      content: 'form',
    },
  ];
  for (const { path: folder, query, answer, chunk, content } of pages) {
    test(`${folder}: the skeleton stays until the view shows, never a blank between`, async ({ page }) => {
      let answered!: () => void;
      const answerIn = new Promise<void>((resolve) => (answered = resolve));
      page.on('requestfinished', (request) => {
        if (request.url().includes(answer)) answered();
      });
      let held = 0;
      await page.route(`**${folder}chunk-*.js`, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes(chunk)) {
          held += 1;
          await answerIn;
          // Time for the page to have shown the answer without its view, as it did.
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        await route.fulfill({ response, body });
      });
      await page.addInitScript((selector) => {
        const counted = window as unknown as { blankMoments: number };
        counted.blankMoments = 0;
        // From the prerendered skeleton on: every state the page passes through shows a skeleton or the view.
        document.addEventListener('DOMContentLoaded', () => {
          new MutationObserver(() => {
            if (!document.querySelector(`[aria-busy="true"], ${selector}`)) counted.blankMoments += 1;
          }).observe(document.body, { subtree: true, childList: true, attributes: true });
        });
      }, content);
      await page.goto(pageUrl(folder, query));
      await expect(page.locator(content).first()).toBeVisible();
      expect(held, 'the view is a chunk of its own').toBe(1);
      expect(await page.evaluate(() => (window as unknown as { blankMoments: number }).blankMoments)).toBe(0);
    });
  }
});

/**
 * A dialog or sheet is a chunk of its own, fetched when the borrower asks for it. Opened before its chunk was in,
 * it showed nothing, and once the chunk came React held it back for 300 ms more (its Suspense reveal throttle):
 * on a phone, a tap that seemed to do nothing. The page's clock stands still here, so a held-back dialog never
 * shows; one opened once its chunk is in shows within a few frames.
 */
test.describe('a dialog whose chunk arrives after the borrower asked for it', () => {
  // Playwright's clock (fixtures.ts, freshContext).
  test.use({ freshContext: true });
  const dialogs: {
    folder: string;
    query: Record<string, string>;
    dialog: string;
    /** What the borrower does (or waits for) that opens it, once the page shows `ready`. */
    ready: string;
    open: (page: Page) => Promise<void>;
  }[] = [
    {
      folder: '/counterproductiveThat/',
      query: { orderId: 'ORD174' },
      ready: 'All',
      dialog: 'Choose an order',
      open: (page) => page.getByRole('button', { name: 'All' }).click({ force: true }),
    },
    {
      folder: '/complainDetails/',
      query: { problemId: 'PB1001' },
      ready: 'View image 1',
      dialog: 'Images',
      open: (page) => page.getByRole('button', { name: 'View image 1' }).first().click({ force: true }),
    },
  ];
  for (const { folder, query, ready, dialog, open } of dialogs) {
    test(`${folder} "${dialog}" shows as soon as its chunk is in`, async ({ page }, info) => {
      const later = await lazyChunksOf(page, folder);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${folder}chunk-*.js`, async (route) => {
        if (later.some((chunk) => route.request().url().endsWith(chunk))) await released;
        await route.continue();
      });
      const start = new Date('2026-11-25T08:00:00+08:00').getTime();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 1_000);
      await page.goto(pageUrl(folder, { ...query, sessionId: info.testId }));
      const shown = page.getByRole('button', { name: ready }).first();
      // Visible and enabled: a prerendered control (the complaint form's Send) waits for hydration.
      const usable = async () => (await shown.isVisible()) && (await shown.isEnabled());
      for (let frame = 0; frame < 600 && !(await usable()); frame += 1) await page.clock.runFor(16);
      await expect(shown).toBeEnabled();
      await open(page);
      const arrived = page.waitForEvent('requestfinished', (request) =>
        later.some((chunk) => request.url().endsWith(chunk)),
      );
      release();
      await arrived;
      const popup = page.getByRole('dialog', { name: dialog });
      for (let frame = 0; frame < 6 && !(await popup.isVisible()); frame += 1) await page.clock.runFor(16);
      await expect(popup).toBeVisible({ timeout: 2_000 });
    });
  }
});

test.describe('the inlined CSS', () => {
  // esbuild writes a stylesheet into every chunk's CSS that imports it; joined, the tokens came three times.
  for (const built of builtPages.filter((page) => !page.static)) {
    test(`${built.url}: each stylesheet once`, () => {
      const html = readFileSync(path.join(siteDir, built.url, 'index.html'), 'utf8');
      expect(html.match(/--loan-color-primary-contrast:/g)).toHaveLength(1);
      const styles = (html.match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? []).join('');
      const rules: string[] = styles.match(/[^{}]+\{[^{}]*\}/g) ?? [];
      const repeated = rules.filter((rule, index) => !rule.includes('@') && rules.indexOf(rule) !== index);
      expect(repeated).toEqual([]);
    });
  }
});
