import { expect, test, withoutScripts } from './fixtures';
import { absolute, describeStaticPage } from './static-pages';

test.describe('company site home (/)', () => {
  describeStaticPage('/', 'Small loans, clear terms');

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

  test('the tabs on one line that scrolls, the current one in view; Home is not a copy of About', async ({ page }) => {
    for (const path of ['/', '/Loan/', '/Contact/']) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Site' });
      const tops = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
      expect(new Set(tops).size, `${path}: tabs on one line`).toBe(1);
      const current = nav.locator('[aria-current="page"]');
      const box = (await current.boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(box.x, `${path}: current tab in view`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${path}: current tab in view`).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    const titles = async (path: string) => {
      await page.goto(path);
      return page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    };
    const home = await titles('/');
    const about = await titles('/About/');
    expect(home.filter((title) => about.includes(title))).toEqual([]);
    await page.goto('/');
    await page.getByRole('link', { name: /^Loan terms and conditions\s*What a loan costs/ }).click();
    await expect(page).toHaveURL(/\/Loan\/$/);
  });

  test('the footer gives the address, phone, e-mail, company and copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('PesoLoan Lending Corporation');
    await expect(footer).toContainText('Makati City');
    await expect(footer.getByRole('link', { name: '09171234567' })).toHaveAttribute('href', 'tel:09171234567');
    await expect(footer.getByRole('link', { name: 'help@pesoloan.ph' })).toHaveAttribute(
      'href',
      'mailto:help@pesoloan.ph',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} PesoLoan Lending Corporation.`);
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
});
