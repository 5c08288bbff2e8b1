import type { Page } from '@playwright/test';
import { describeLayout, expect, test } from './fixtures';
import { captchaOf } from './promotion';
import { textOf } from '@loan-webview/kit/testing';

const AD = { id: 'T100', app_from: 'pesoloan', user_from: 'fb', utm_tag: 'nov-promo', down_id: 'D7' };
const landing = (params: Record<string, string> = {}) => `/promotion/?${new URLSearchParams({ ...AD, ...params })}`;
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

async function sendCode(page: Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByLabel('Image captcha', { exact: true }).fill(await captchaOf(page));
  await page.getByRole('button', { name: 'Get verification code' }).click();
}

test.describe('promotion landing (/promotion)', () => {
  test('tracks the visit, caps each field, and registers: toast, then the download template with the ad params', async ({
    page,
  }) => {
    const visits = page.waitForRequest(/track-visit/);
    await page.goto(landing());
    const visit = new URL((await visits).url()).searchParams;
    expect(Object.fromEntries(visit)).toMatchObject({
      page_id: 'T100',
      page_type: '1',
      user_from: 'fb',
      utm_tag: 'nov-promo',
      app_from: 'pesoloan',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your first loan up to ₱5,000, decided within 1 day',
    );
    // The brand from the ad above the headline, the lender under the form (issue 47.7).
    await expect(page.locator('.loan-promo__brand')).toHaveText('PesoLoan');
    await expect(page.locator('.loan-promo__brand img')).toBeVisible();
    await expect(page.getByText('PesoLoan Lending Corporation')).toBeVisible();
    await page.getByLabel('Mobile number').fill('091712345678999');
    await expect(page.getByLabel('Mobile number')).toHaveValue('09171234567');
    await page.getByLabel('Image captcha', { exact: true }).fill('ABCDEFG');
    await expect(page.getByLabel('Image captcha', { exact: true })).toHaveValue('ABCD');
    await page.getByLabel('SMS code').pressSequentially('1234567890');
    await expect(page.getByLabel('SMS code')).toHaveValue('123456');
    await page.getByLabel('SMS code').clear();

    const phone = `0917${String(Date.now()).slice(-7)}`;
    const click = page.waitForRequest(/track-click/);
    await sendCode(page, phone);
    expect(new URL((await click).url()).searchParams.get('phone')).toBe(phone);
    await expect(toast(page, 'please check your phone')).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend in \d+/ })).toBeVisible();
    await page.getByLabel('SMS code').fill('123456');
    const registers: string[] = [];
    page.on('request', (r) => r.url().includes('/promotion/register') && registers.push(r.url()));
    await page.getByRole('button', { name: 'Apply now' }).dblclick();
    await expect(toast(page, 'Registration successful')).toBeVisible();
    await expect(page).toHaveURL(
      /#\/downloadTemplate\?app_from=pesoloan&user_from=fb&utm_tag=nov-promo&id=T100&down_id=D7$/,
    );
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      /play\.google\.com/,
    );
    // One store, her phone's (an Android here), and the ad's picture gone: what she does next, alone.
    await expect(page.locator('.loan-promo__store')).toHaveCount(1);
    await expect(page.locator('.loan-promo__hero')).toHaveCount(0);
    expect(registers).toHaveLength(1);
  });

  test("'101' on the SMS send refreshes the captcha and shows the message; a resend while counting is refused", async ({
    page,
  }) => {
    await page.goto(landing());
    await page.getByLabel('Mobile number').fill('09171234500');
    await page.getByLabel('Image captcha', { exact: true }).fill('ZZZZ');
    const before = await page
      .getByRole('button', { name: 'Refresh the image captcha' })
      .locator('img')
      .getAttribute('src');
    await page.getByRole('button', { name: 'Get verification code' }).click();
    await expect(toast(page, 'The image captcha is wrong')).toBeVisible();
    await expect(page.getByLabel('Image captcha', { exact: true })).toHaveValue('');
    expect(
      await page.getByRole('button', { name: 'Refresh the image captcha' }).locator('img').getAttribute('src'),
    ).not.toBe(before);
    await sendCode(page, '09171234500');
    // Counting, the button is aria-disabled but still answers a tap (part 2 §5).
    await page.getByRole('button', { name: /Resend in/ }).click({ force: true });
    // Toasts show one after another (3 s each): this one follows the two before it.
    await expect(toast(page, 'Please wait before requesting another code')).toBeVisible({ timeout: 10_000 });
  });

  test('the countdown survives a reload, from its wall-clock deadline', async ({ page }) => {
    await page.goto(landing());
    await sendCode(page, '09171234501');
    await expect(page.getByRole('button', { name: /Resend in \d+/ })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Mobile number')).toHaveValue('09171234501');
    await expect(page.getByRole('button', { name: /Resend in (5\d|60)/ })).toBeVisible();
  });

  test("'11' already registered: the message, then the download template", async ({ page }) => {
    await page.goto(landing());
    await sendCode(page, '09170000000');
    await page.getByLabel('SMS code').fill('123456');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(toast(page, 'You have registered, please download the APP to log in!')).toBeVisible();
    await expect(page).toHaveURL(/#\/downloadTemplate\?/);
  });

  test("'-1' on register refreshes the captcha; another code shows its message; a wrong number is refused", async ({
    page,
  }) => {
    await page.goto(landing());
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Apply now' }).click();
    // The message shows under the field, which is focused, and not again in a toast; typing there clears it.
    const phone = page.getByLabel('Mobile number');
    await expect(phone).toHaveAccessibleDescription('Please enter the correct mobile number');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    await phone.fill('09171234502');
    await expect(phone).toHaveAccessibleDescription('');
    await expect(page.locator('.loan-field-error')).toHaveCount(0);
    await page.getByLabel('Image captcha', { exact: true }).fill(await captchaOf(page));
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByLabel('SMS code')).toHaveAccessibleDescription('Please enter the SMS code');
    await expect(page.locator('.loan-toast')).toHaveCount(0);
    await expect(page.getByLabel('SMS code')).toBeFocused();
    await page.getByLabel('SMS code').fill('999999');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(toast(page, 'The SMS code is wrong')).toBeVisible();
    await page.getByLabel('Image captcha', { exact: true }).fill('QQQQ');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(toast(page, 'The image captcha is wrong')).toBeVisible();
    await expect(page.getByLabel('Image captcha', { exact: true })).toHaveValue('');
  });

  test('the agreement template, and back to the form', async ({ page }) => {
    await page.goto(landing());
    await page.getByRole('link', { name: 'How your number is used' }).click();
    await expect(page.getByRole('heading', { name: 'Registration agreement' })).toBeVisible();
    await expect(page).toHaveURL(/#\/agreementTemplate\?app_from=pesoloan/);
    await page.getByRole('link', { name: 'Back to the form' }).click();
    await expect(page.getByLabel('Mobile number')).toBeVisible();
  });

  test("a template's light brand colour is darkened until the buttons' white text reads at 4.5:1", async ({ page }) => {
    await page.route('**/channel/channel-template**', async (route) => {
      const answer = await (await route.fetch()).json();
      answer.data.config.themeColor = '#ffd400';
      await route.fulfill({ json: answer });
    });
    await page.goto(landing());
    const apply = page.getByRole('button', { name: 'Apply now' });
    await expect(apply).toBeVisible();
    const contrast = await apply.evaluate((button) => {
      const style = getComputedStyle(button);
      const luminance = (css: string) => {
        const [r, g, b] = css
          .match(/\d+(\.\d+)?/g)!
          .slice(0, 3)
          .map((channel) => {
            const c = Number(channel) / 255;
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
      return { ratio: (light + 0.05) / (dark + 0.05), background: style.backgroundColor };
    });
    expect(contrast.background, 'the yellow stays yellow').toMatch(/^rgb\(\d{3}, \d{3}, 0\)$/);
    expect(contrast.ratio).toBeGreaterThanOrEqual(4.5);
  });

  test.describe('failures', () => {
    test('a failed session id leaves no blank captcha: tapping it (with a mobile number) loads one', async ({
      page,
    }) => {
      let failed = false;
      await page.route('**/promotion/get-sid**', (route) => {
        if (failed) return route.continue();
        failed = true;
        return route.abort();
      });
      await page.goto(landing());
      const captcha = page.getByRole('button', { name: 'Refresh the image captcha' });
      await expect(captcha.locator('img')).toHaveCount(0);
      await page.getByLabel('Mobile number').fill('+63 917 123 4504');
      await expect(page.getByLabel('Mobile number')).toHaveValue('09171234504');
      await captcha.click();
      await expect(captcha.locator('img')).toHaveAttribute('src', /get-captcha\?sid=/);
    });

    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('a network failure on register says so and keeps the form', async ({ page }) => {
      await page.goto(landing());
      await sendCode(page, '09171234503');
      await page.getByLabel('SMS code').fill('123456');
      await page.route('**/promotion/register**', (route) => route.abort());
      await page.getByRole('button', { name: 'Apply now' }).click();
      await expect(toast(page, 'Network error')).toBeVisible();
      await expect(page.getByLabel('SMS code')).toHaveValue('123456');
    });

    test('a network failure on the template keeps a headline and the lender beside Retry', async ({ page }) => {
      await page.route('**/channel-template**', (route) => route.abort());
      await page.goto(landing());
      await expect(page.getByRole('button', { name: textOf('common.retry') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Cash for what you need, with a decision within 1 day',
      );
      await expect(page.getByText('PesoLoan Lending Corporation')).toBeVisible();
      await page.unroute('**/channel-template**');
      await page.getByRole('button', { name: textOf('common.retry') }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Your first loan up to ₱5,000, decided within 1 day',
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });

    test("an ended template shows the server's message; a link without a template says so", async ({ page }) => {
      await page.goto(landing({ id: 'T999' }));
      await expect(page.getByText('This promotion has ended')).toBeVisible();
      await page.goto('/promotion/');
      await expect(page.getByText('This promotion link is incomplete.')).toBeVisible();
    });
  });

  describeLayout('layout', () => {
    test('fits the phone with 44 px controls', async ({ page }) => {
      await page.goto(landing());
      await expect(page.getByLabel('Mobile number')).toBeVisible();
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const heights = await page
        .locator('main button, main input')
        .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    });

    test('the SMS code field is as wide as six digits; the button beside it stays on one line', async ({ page }) => {
      await page.goto(landing());
      const code = page.getByLabel('SMS code');
      await code.pressSequentially('888888');
      const field = await code.evaluate((input: HTMLInputElement) => ({
        fits: input.scrollWidth <= input.clientWidth,
        width: input.getBoundingClientRect().width,
        height: input.getBoundingClientRect().height,
      }));
      expect(field.fits).toBe(true);
      expect(field.width).toBeLessThan(150);
      // Beside the field where there is room, else on a line of its own: never squeezed into several lines.
      const button = await page.getByRole('button', { name: 'Get verification code' }).boundingBox();
      expect(button!.height).toBeLessThanOrEqual(field.height + 1);
    });
  });
});
