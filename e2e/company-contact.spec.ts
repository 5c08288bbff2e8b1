import { expect, test } from './fixtures';
import { describeStaticPage } from './static-pages';

const PATH = '/Contact/';

test.describe('contact form (/Contact)', () => {
  describeStaticPage('/Contact/', 'Contact Us');

  test('every field is required; the phone keeps 11 digits shown 3-4-4; no network call', async ({ page }) => {
    const requests: string[] = [];
    await page.goto(PATH);
    page.on('request', (request) => requests.push(request.url()));
    const toast = page.locator('#contact-toast');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(toast).toHaveText('Please provide complete information!');
    await page.getByLabel('Full name').fill('Maria Santos');
    await page.getByLabel('Phone number').pressSequentially('0917123456789');
    await expect(page.getByLabel('Phone number')).toHaveValue('0917 123 4567');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(toast).toHaveText('Please provide complete information!');
    await expect(page.getByLabel('Message', { exact: true })).toBeFocused();
    await page.getByLabel('Message', { exact: true }).fill('When is my next due date?');
    await page.getByRole('button', { name: 'Send' }).dblclick();
    await expect(page.getByRole('img', { name: 'Message ready' })).toBeVisible();
    await expect(
      page.getByText('Your message is ready, but this form does not send it', { exact: false }),
    ).toBeVisible();
    for (const label of ['Full name', 'Phone number', 'Message'])
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    expect(requests).toEqual([]);
  });

  test('what was typed survives a reload', async ({ page }) => {
    await page.goto(PATH);
    await page.getByLabel('Full name').fill('Maria Santos');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Maria Santos');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello');
  });

  test('in Indonesian, the message is the catalog translation', async ({ page }) => {
    await page.goto(`${PATH}?lang=id`);
    await page.getByRole('button', { name: 'Kirim' }).click();
    await expect(page.locator('#contact-toast')).toHaveText('Harap lengkapi informasi!');
  });

  test('without JavaScript, Send is disabled and the page says how else to reach us', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL(PATH, test.info().project.use.baseURL).href);
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(page.getByText('This form needs JavaScript.')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'help@pesoloan.ph' })).toBeVisible();
    await context.close();
  });
});
