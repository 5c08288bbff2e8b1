import type { Page } from '@playwright/test';
import { expect, pageUrl, test } from './fixtures';
import { images } from './images';
import { textOf } from '@loan-webview/kit/testing';

const PATH = '/complainPageNext/';
const CHOICE = { problemType: '1', problemSonType: '12', orderNo: 'ORD174' };

/** The page once it has hydrated: the form is prerendered, and Send waits for the page's scripts. */
async function openWrite(page: Page, extra: Record<string, string> = {}) {
  await page.goto(pageUrl(PATH, { ...CHOICE, ...extra }));
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  return page.getByRole('textbox', { name: 'Problem description' });
}

test.describe('complaint write page (/complainPageNext)', () => {
  test('fil: a sent complaint is acknowledged in Filipino, with its reference, the reply-by date and the SEC', async ({
    page,
  }, info) => {
    await page.goto(pageUrl(PATH, { ...CHOICE, lang: 'fil' }));
    const send = page.getByRole('button', { name: 'Ipadala' });
    await expect(send).toBeEnabled();
    await page.getByRole('textbox').fill(`Tumawag sila nang gabi ${info.testId}`);
    await send.click();
    const sent = page.getByRole('region', { name: 'Naipadala na ang reklamo' });
    await expect(sent).toContainText(/Ang reference mo: PB\d+\./);
    await expect(sent).toContainText(/Sasagot kami bago o sa .* \(3 working days\)\./);
    await expect(sent.getByRole('link', { name: /^Mga reklamo tungkol sa mga lending company/ })).toBeVisible();
  });

  test('Send is in reach on arrival, in the bar at the bottom of the phone, not below the fold', async ({ page }) => {
    await openWrite(page);
    const box = (await page.getByRole('button', { name: 'Send' }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('shows the chosen type tags, the counter and the 3-weekday note', async ({ page }) => {
    await openWrite(page);
    await expect(page.getByRole('listitem').filter({ hasText: 'Collection' })).toBeVisible();
    await expect(page.getByText('Calls at night or too often')).toBeVisible();
    await expect(page.getByText('0/200')).toBeVisible();
    await expect(page.getByText('We reply within 3 working days, Monday to Friday.')).toBeVisible();
  });

  test('the form is there before its scripts: what is typed then is kept and sent', async ({ page }, info) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${PATH}*.js`, async (route) => {
      await released;
      await route.continue();
    });
    // Not until load: the held scripts would hold it.
    await page.goto(pageUrl(PATH, CHOICE), { waitUntil: 'domcontentloaded' });
    const text = page.getByRole('textbox', { name: 'Problem description' });
    await expect(page.getByText('We reply within 3 working days, Monday to Friday.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    const words = `Typed early ${info.testId}`;
    await text.fill(words);
    release();
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(page.getByRole('listitem').filter({ hasText: 'Collection' })).toBeVisible();
    await expect(text).toHaveValue(words);
    await expect(page.getByText(`${words.length}/200`)).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('region', { name: 'Complaint sent' })).toBeVisible();
  });

  test('typing stops at 200 characters, and so does a paste', async ({ page }) => {
    const text = await openWrite(page);
    await text.pressSequentially('a'.repeat(20));
    await text.evaluate((element: HTMLTextAreaElement, value) => {
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
      document.execCommand('insertText', false, value);
    }, 'p'.repeat(300));
    await expect(text).toHaveValue('a'.repeat(20) + 'p'.repeat(180));
    await expect(page.getByText('200/200')).toBeVisible();
    await text.press('b');
    await expect(text).toHaveValue('a'.repeat(20) + 'p'.repeat(180));
  });

  test('empty text is refused with the spec message under the field, not again in a toast, and nothing is sent', async ({
    page,
  }) => {
    const text = await openWrite(page);
    const saves: string[] = [];
    page.on('request', (request) => request.url().includes('problem-save') && saves.push(request.url()));
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(text).toHaveAccessibleDescription(/Tell us what happened before you send/);
    await expect(page.locator('.loan-toast')).toHaveCount(0);
    expect(saves).toEqual([]);
  });

  test('takes at most 9 images: a 10th is ignored and the picker goes away', async ({ page }) => {
    await openWrite(page);
    await page.locator('input[type=file]').setInputFiles(images(10));
    await expect(page.getByRole('button', { name: /View image/ })).toHaveCount(9);
    await expect(page.getByText('9/9 images')).toBeVisible();
    await expect(page.locator('input[type=file]')).toHaveCount(0);
    await expect(page.getByText('Uploading…')).toHaveCount(0, { timeout: 15_000 });
  });

  test('a failed upload keeps its thumbnail with Retry, and Retry uploads it', async ({ page }) => {
    await openWrite(page);
    let fail = true;
    await page.route('**/planes/user-problem/upload-problem-img*', (route) =>
      fail ? route.fulfill({ json: { code: '500', message: 'Storage is full, try again' } }) : route.continue(),
    );
    await page.locator('input[type=file]').setInputFiles(images(1));
    await expect(page.getByRole('status').filter({ hasText: 'Storage is full, try again' })).toBeVisible();
    const retry = page.getByRole('button', { name: textOf('common.retry') });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('button', { name: 'View image 1' })).toBeVisible();
    fail = false;
    await retry.click();
    await expect(page.getByRole('status').filter({ hasText: 'Photo uploaded' })).toBeVisible();
    await expect(retry).toHaveCount(0);
  });

  test('text and uploaded images survive a reload and a trip back home, until sent', async ({ page }, info) => {
    const words = `Reload proof ${info.testId}`;
    const text = await openWrite(page);
    await text.fill(words);
    await page.locator('input[type=file]').setInputFiles(images(2));
    await expect(page.getByRole('status').filter({ hasText: 'Photo uploaded' }).first()).toBeVisible();
    await expect(page.getByText('Uploading…')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Problem description' })).toHaveValue(words);
    await expect(page.getByRole('button', { name: /View image/ })).toHaveCount(2);
    await page.goto(pageUrl('/counterproductiveThat/'));
    await page.getByRole('button', { name: 'Collection', exact: true }).click();
    await page.getByRole('button', { name: 'Calls at night or too often' }).click();
    await expect(page.getByRole('textbox', { name: 'Problem description' })).toHaveValue(words);
  });

  test('a double tap on Send files one complaint; it shows in the list and its details', async ({ page }, info) => {
    const words = `Double tap ${info.testId}`;
    const text = await openWrite(page);
    await text.fill(words);
    const saves: string[] = [];
    page.on('request', (request) => request.url().includes('problem-save') && saves.push(request.method()));
    await page.getByRole('button', { name: 'Send' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    const sent = page.getByRole('region', { name: 'Complaint sent' });
    await expect(sent).toContainText(/Your reference: PB\d+\./);
    // It stays until she leaves it.
    await page.waitForTimeout(2_000);
    await expect(sent).toBeVisible();
    expect(saves).toEqual(['POST']);
    // Sent: the draft is gone, and the complaint is filed.
    await page.goto(pageUrl(PATH, CHOICE));
    await expect(page.getByRole('textbox', { name: 'Problem description' })).toHaveValue('');
    await page.goto(pageUrl('/complaintList/'));
    await page.getByRole('link', { name: new RegExp(words) }).click();
    await expect(page.getByText(words)).toBeVisible();
  });

  test('a refused send keeps what was typed and says why', async ({ page }) => {
    const text = await openWrite(page, { mock: 'fail:problemSave' });
    await text.fill('Please check my payment');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toContainText('The service is busy, please try again later');
    await expect(text).toHaveValue('Please check my payment');
  });

  test.describe('offline', () => {
    // The offline worker is what this checks: a context of its own, where workers may register (fixtures.ts).
    test.use({ serviceWorkersAllowed: true });
    test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_/] });
    test('a network failure on load says so, with Retry', async ({ page }) => {
      await page.goto(pageUrl(PATH, { ...CHOICE, mock: 'network:problemInit' }));
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByRole('button', { name: textOf('common.retry') })).toBeVisible();
    });
  });
});
