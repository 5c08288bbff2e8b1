import type { Page } from '@playwright/test';
import { choose, fillBankAccount } from './bank-form';
import { animationsSettled, describeLayout, expect, pageUrl, test } from './fixtures';

const PATH = '/theyAnd/';

async function openForm(page: Page, extra: Record<string, string> = {}) {
  await page.goto(pageUrl(PATH, { product_id: 'P1001', ...extra }));
  await expect(page.getByRole('heading', { name: 'Payment account information' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Bank' })).toBeVisible();
}

test.describe('payment account page (/theyAnd)', () => {
  test('every kind of field: enum, txt by input type, day and the cascading city picker', async ({ page }) => {
    await openForm(page);
    await page.getByRole('combobox', { name: 'Bank' }).click();
    await expect(page.getByRole('dialog', { name: 'Bank' }).getByRole('radio', { name: 'BDO Unibank' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Account number' }).pressSequentially('12345678901234567890');
    await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('1234 5678 9012 3456 789');
    await page.getByRole('textbox', { name: 'ID number' }).pressSequentially('12ab34');
    await expect(page.getByRole('textbox', { name: 'ID number' })).toHaveValue('1234');
    await expect(page.getByLabel('Date of birth')).toHaveAttribute('type', 'date');
    const address = page.getByRole('group', { name: 'City of residence' }).getByRole('combobox');
    await expect(address).toHaveCount(1);
    await choose(page, 'City of residence 1');
    await expect(address).toHaveCount(2);
    await choose(page, 'City of residence 2');
    await expect(address).toHaveCount(3);
  });

  test('a picker is a bottom sheet: search narrows it, back closes it and stays on the page', async ({
    page,
    iosBridge,
  }) => {
    await openForm(page);
    const bridgeCalls = (await iosBridge.calls()).length;
    const field = page.getByRole('combobox', { name: 'Bank' });
    await field.click();
    const sheet = page.getByRole('dialog', { name: 'Bank' });
    // The panel sits on the bottom edge once it has slid up; the modal <dialog> around it is the overlay.
    await expect(sheet).toBeVisible();
    await animationsSettled(page);
    const box = await sheet.locator('.loan-sheet-select__panel').boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(page.viewportSize()?.height);
    await sheet.getByRole('searchbox', { name: 'Search' }).fill('metro');
    await expect(sheet.getByRole('radio')).toHaveCount(1);
    await expect(sheet.getByRole('radio', { name: 'Metrobank' })).toBeVisible();
    await page.goBack();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Payment account information' })).toBeVisible();
    await expect(field).toHaveText('Choose your bank');
    expect(await iosBridge.calls()).toHaveLength(bridgeCalls);
    // Reopened, the list is whole again and the choice lands in the field.
    await choose(page, 'Bank', 'Metrobank');
    await expect(field).toHaveText('Metrobank');
    await expect(field).toBeFocused();
  });

  test('the card type switches the fields; the phone is capped at 11 digits shown 3-4-4', async ({ page }) => {
    await openForm(page);
    await page.getByRole('radio', { name: 'E-wallet' }).click();
    await expect(page.getByRole('combobox', { name: 'Bank' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'E-wallet' })).toBeVisible();
    const phone = page.getByRole('textbox', { name: 'E-wallet mobile number' });
    await phone.pressSequentially('0917123456789');
    await expect(phone).toHaveValue('0917 123 4567');
    await page.getByRole('radio', { name: 'Bank account' }).click();
    await expect(page.getByRole('combobox', { name: 'Bank' })).toBeVisible();
  });

  test('editing in the middle of a formatted number keeps the caret where the borrower types', async ({ page }) => {
    await openForm(page);
    const card = page.getByRole('textbox', { name: 'Account number' });
    await card.pressSequentially('12345678');
    await expect(card).toHaveValue('1234 5678');
    // Caret after "1234 5", then type 9: the digit lands there and the caret stays right after it.
    await card.evaluate((input: HTMLInputElement) => input.setSelectionRange(6, 6));
    await page.keyboard.type('9');
    await expect(card).toHaveValue('1234 5967 8');
    expect(await card.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(7);
  });

  test('required fields are named next to them and the first one is focused', async ({ page }) => {
    await openForm(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Bank is required')).toBeVisible();
    await expect(page.getByText('Account name is required')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Bank' })).toBeFocused();
  });

  test('Next steps aside while the keyboard takes more than 60 px, and comes back', async ({ page }) => {
    await openForm(page);
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeVisible();
    await page.setViewportSize({ width: 360, height: 640 - 50 });
    await expect(next).toBeVisible();
    await page.setViewportSize({ width: 360, height: 640 - 260 });
    await expect(next).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 640 });
    await expect(next).toBeVisible();
  });

  test('saves to bind-card-new once for a double tap, then closes the webview through the bridge', async ({
    page,
    iosBridge,
  }) => {
    await openForm(page);
    await fillBankAccount(page);
    const saves: string[] = [];
    page.on('request', (r) => r.url().includes('/bind-card/bind-card-new') && saves.push(r.postData() ?? ''));
    await page.getByRole('button', { name: 'Next' }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect.poll(async () => (await iosBridge.calls()).map((c) => c.action)).toContain('closeWebview');
    expect(saves).toHaveLength(1);
    const body = new URLSearchParams(saves[0]);
    expect(Object.fromEntries(body)).toMatchObject({
      bankName: 'BPI',
      cardNo: '1234567890123',
      cardType: '1',
      channelNumber: '90006',
      product_id: 'P1001',
    });
  });

  test('opened from the order details, saves to cardChange and returns to the order', async ({ page }) => {
    await openForm(page, { source: 'loanDetail' });
    await fillBankAccount(page);
    const save = page.waitForRequest((r) => r.url().includes('/level/cardChange'));
    await page.getByRole('button', { name: 'Next' }).click();
    expect(new URLSearchParams((await save).postData() ?? '').get('product_id')).toBe('P1001');
    await page.waitForURL(/\/badSpark\//);
    const url = new URL(page.url());
    expect(url.searchParams.get('source')).toBe('loanDetail');
    expect(url.searchParams.get('sessionId')).toBeTruthy();
  });

  test('a refusal is shown next to the form and keeps every value', async ({ page }) => {
    await openForm(page, { mock: 'fail:bindCard' });
    await fillBankAccount(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toContainText('The service is busy, please try again later');
    await expect(page.getByRole('textbox', { name: 'Account name' })).toHaveValue('Juan Dela Cruz');
    await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('1234 5678 9012 3');
  });

  test('every value survives a reload, in sessionStorage only', async ({ page }) => {
    await openForm(page);
    await fillBankAccount(page, 'Maria Clara');
    await page.getByRole('radio', { name: 'E-wallet' }).click();
    await page.getByRole('radio', { name: 'Bank account' }).click();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Account name' })).toHaveValue('Maria Clara');
    await expect(page.getByRole('combobox', { name: 'Bank' })).toHaveText('BPI');
    await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue('1234 5678 9012 3');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('loan:')))).toEqual([]);
  });
});

describeLayout('payment account layout', () => {
  test('fits the phone with 44 px controls', async ({ page }) => {
    await openForm(page);
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const heights = await page
      .locator('main button, main input, main select, main [role=tab]')
      .evaluateAll((controls) => controls.map((c) => c.getBoundingClientRect().height));
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
  });
});
