import { describeLayout, expect, pageUrl, test } from './fixtures';

/** Server text with no place to break (a name, a code, a message) wraps; it never widens a phone page. */
const LONG = 'Pagbabayad'.repeat(9) + 'ABC'; // 93 characters, no space

describeLayout('long unbroken server text', () => {
  test('the order page stays as wide as the phone', async ({ page }) => {
    await page.route('**/planes/v3/loan-details/loan-details*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      Object.assign(body.data, { noticeStatusText: LONG, noticeDesText: LONG, productName: LONG, telephone: LONG });
      body.data.userOrderDetail.detail[0] = { text: LONG, value: LONG };
      if (body.data.recProducts[0]) Object.assign(body.data.recProducts[0], { name: LONG, description: LONG });
      await route.fulfill({ response, json: body });
    });
    await page.goto(pageUrl('/badSpark/', { orderId: 'ORD110' }));
    await expect(page.getByRole('heading', { name: LONG }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });

  test('an error message from the server stays as wide as the phone', async ({ page }) => {
    await page.route('**/planes/v3/loan-details/loan-details*', (route) =>
      route.fulfill({ json: { code: 1, message: LONG } }),
    );
    await page.goto(pageUrl('/badSpark/', { orderId: 'ORD110' }));
    await expect(page.getByText(LONG)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});
