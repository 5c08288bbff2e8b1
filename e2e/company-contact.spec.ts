import { expect, test } from './fixtures';
import { describeStaticPage } from './static-pages';

const PATH = '/Contact/';

test.describe('contact (/Contact)', () => {
  describeStaticPage('/Contact/', 'Contact Us');

  test('leads with call and e-mail, links the phone can follow; no form that sends nothing', async ({ page }) => {
    await page.goto(PATH);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Call us/ })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(main.getByRole('link', { name: /^E-mail us/ })).toHaveAttribute(
      'href',
      /^mailto:help@pesoloan\.ph\?subject=/,
    );
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  });

  test('without JavaScript, the ways to reach us are all there', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL(PATH, test.info().project.use.baseURL).href);
    await expect(page.getByRole('main').getByRole('link', { name: /^Call us/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^E-mail us/ })).toBeVisible();
    await context.close();
  });
});
