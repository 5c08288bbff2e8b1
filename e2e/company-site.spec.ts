import { expect, test, withoutScripts } from './fixtures';

/** The ten static routes of issues 12 and 16's site and legal pages, with the h1 each opens on. */
const STATIC_PAGES = [
  ['/', 'Small loans, clear terms'],
  ['/About/', 'About us'],
  ['/Policy/', 'Privacy Policy'],
  ['/Loan/', 'Loan terms and conditions'],
  ['/Contact/', 'Contact Us'],
  ['/User/', 'Nothing here yet'],
  ['/thousandTo/', 'About us'],
  ['/ofEffects/', 'Privacy Policy'],
  ['/outsideOr/', 'Loan terms and conditions'],
] as const;

const absolute = (path: string) => new URL(path, test.info().project.use.baseURL).href;

test.describe('company site and legal pages', () => {
  test('ship as static pages: no JavaScript at all, except /Contact (at most 5 kB)', async ({ page }) => {
    const manifest = await (await page.request.get('/manifest.json')).json();
    for (const [url] of STATIC_PAGES) {
      const entry = manifest.pages.find((p: { url: string }) => p.url === url);
      expect(entry, url).toMatchObject({ static: true });
      const scripts = entry.files.filter((f: { file: string }) => f.file.endsWith('.js'));
      if (url === '/Contact/') expect(entry.initialJs.gzip).toBeLessThanOrEqual(5 * 1024);
      else expect(scripts, url).toEqual([]);
    }
  });

  test('every page reads without JavaScript', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      for (const [url, title] of STATIC_PAGES) {
        await page.goto(absolute(url));
        await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(title);
      }
    });
  });

  test('each tab is a real link to its page, marked current there, without JavaScript', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto(absolute('/'));
      const tabs = [
        ['About us', '/About/', 'About us'],
        ['Privacy Policy', '/Policy/', 'Privacy Policy'],
        ['Loan terms and conditions', '/Loan/', 'Loan terms and conditions'],
        ['Contact Us', '/Contact/', 'Contact Us'],
        ['Home', '/', 'Small loans, clear terms'],
      ] as const;
      for (const [name, path, title] of tabs) {
        const nav = page.getByRole('navigation', { name: 'Site' });
        await nav.getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(absolute(path));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      }
    });
  });

  test('the footer gives the address, phone, e-mail, company and copyright', async ({ page }) => {
    await page.goto('/About/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('[Lender name] Lending Corporation');
    await expect(footer).toContainText('Makati City');
    await expect(footer.getByRole('link', { name: '09171234567' })).toHaveAttribute('href', 'tel:09171234567');
    await expect(footer.getByRole('link', { name: 'support@example.ph' })).toHaveAttribute(
      'href',
      'mailto:support@example.ph',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} [Lender name] Lending Corporation.`);
  });

  test('in Chinese, the tabs lead to the other pages in Chinese, without JavaScript', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto(absolute('/?lang=zh'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('小额借款，条款清楚');
      await page.getByRole('navigation').getByRole('link', { name: '关于我们' }).click();
      await expect(page).toHaveURL(absolute('/About/index.zh.html'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于我们');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    });
  });

  test('/User is a titled empty page with the way home; /Policy falls back to the built-in text', async ({ page }) => {
    await page.goto('/User/');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Small loans, clear terms');
    await page.goto('/Policy/');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '7. Your rights' })).toBeVisible();
  });

  test('the loan terms state every figure of part 2 §9, at /outsideOr and /Loan', async ({ page }) => {
    for (const path of ['/outsideOr/', '/Loan/']) {
      await page.goto(path);
      const text = (await page.getByRole('article').innerText()).replace(/\s+/g, ' ');
      for (const figure of [
        'from 91 to 365 calendar days',
        'within 1 day',
        'within 1 to 3 calendar days',
        'only after half of the loan term has passed and at least 7 days after disbursal',
        'PHP 1,000 for a new borrower or PHP 800 for a repeat borrower',
        '5% per day from day 1 to day 30 overdue',
        '4% per day from day 31 to day 90',
        '2% per day from day 91',
        'at least 3 days before a change',
        'within 7 business days',
        'a Filipino citizen over 18 years of age',
      ]) {
        expect(text, `${path}: ${figure}`).toContain(figure);
      }
    }
  });

  test('the contents link to anchored sections', async ({ page }) => {
    await page.goto('/outsideOr/');
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: '7. Late payment' }).click();
    await expect(page).toHaveURL(/#late$/);
    await expect(page.getByRole('heading', { name: '7. Late payment' })).toBeInViewport();
  });

  test.describe('layout', { tag: '@layout' }, () => {
    test('every page fits the phone; every link is at least 44 px tall', async ({ page }) => {
      const width = page.viewportSize()!.width;
      for (const [url] of STATIC_PAGES) {
        await page.goto(url);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(width);
        const heights = await page
          .locator('a:visible, button:visible, input:visible')
          .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
        for (const height of heights) expect(height, url).toBeGreaterThanOrEqual(44);
      }
    });
  });
});
