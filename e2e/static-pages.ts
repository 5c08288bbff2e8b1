import type { Browser, Page } from '@playwright/test';
import { describeLayout, expect, test, withoutScripts } from './fixtures';

/** Every figure of part 2 §9 the loan terms must state (at /outsideOr and /Loan). */
/**
 * The terms' figures: part 2 §9's where the law allows them, the sample lender's charges (legal.charges) within
 * SEC MC No. 3 s. 2022's caps where it does not (the spec's 5% a day and fixed penalties, ADR 0073).
 */
export const LOAN_TERM_FIGURES = [
  'from 91 to 365 calendar days',
  'within 1 day',
  'within 1 to 3 calendar days',
  'You may repay the whole loan early at any time',
  'a late charge of 3% a month of the overdue amount',
  'never exceed 100% of the amount borrowed',
  'anyone other than your guarantors or co-makers',
  'more than 15 days past due',
  'within 3 working days',
  'at least 3 days before a change',
  'within 7 business days',
  'a Filipino citizen over 18 years of age',
];

export const absolute = (path: string) => new URL(path, test.info().project.use.baseURL).href;

export async function expectLoanTermFigures(page: Page): Promise<void> {
  const text = (await page.getByRole('article').innerText()).replace(/\s+/g, ' ');
  for (const figure of LOAN_TERM_FIGURES) expect(text, figure).toContain(figure);
}

/**
 * What every static page of ADR 0037 must be: listed as static in the manifest with at most 5 kB of plain
 * script (its offline worker's registration and its own script.ts), readable with JavaScript disabled and,
 * once visited, without a network (issue 31.6), titled `title`.
 */
export function describeStaticPage(url: string, title: string): void {
  test('ships as a static page', async ({ page }) => {
    const manifest = await (await page.request.get('/manifest.json')).json();
    const entry = manifest.pages.find((p: { url: string }) => p.url === url);
    expect(entry).toMatchObject({ static: true });
    const scripts = entry.files.map((f: { file: string }) => f.file).filter((f: string) => f.endsWith('.js'));
    expect(scripts).toEqual(['sw.js', expect.stringMatching(/^script-[A-Z0-9]{8}\.js$/)]);
    expect(entry.initialJs.gzip).toBeLessThanOrEqual(5 * 1024);
  });

  test.describe('offline', () => {
    // The offline worker is what this checks: a context of its own, where workers may register (fixtures.ts).
    test.use({ serviceWorkersAllowed: true });
    test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

    test('a visited page opens again without a network, in the language it was read in', async ({ page, context }) => {
      await page.goto(`${url}?lang=zh`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
      const chinese = await page.getByRole('heading', { level: 1 }).innerText();
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const copy = await caches.match(new URL('./', location.href).href);
            return copy ? /<html lang="zh"/.test(await copy.text()) : false;
          }),
        )
        .toBe(true);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(chinese);
      // Its pictures came from the cache too.
      const broken = await page
        .locator('img')
        .evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).naturalWidth).length);
      expect(broken).toBe(0);
      await context.setOffline(false);
    });
  });

  test('reads without JavaScript', async ({ browser }: { browser: Browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto(absolute(url));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });
  });

  describeLayout('layout', () => {
    test('fits the phone; every link and control is at least 44 px tall', async ({ page }) => {
      await page.goto(url);
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const heights = await page
        .locator('a:visible, button:visible, input:visible')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    });
  });
}
