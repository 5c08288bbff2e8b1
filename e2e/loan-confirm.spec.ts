import { SESSION, historySettled, expect, pageUrl, test } from './fixtures';
import { pushesOf } from './confirm';

test.describe('loan confirmation (/theMark)', () => {
  test('the checkbox gates Next; a double tap pushes once and goes to lendDetailsUrl with from=confirm', async ({
    page,
  }) => {
    const pushes = pushesOf(page);
    await page.goto(pageUrl('/theMark/', { productId: 'P2001' }));
    const box = page.getByRole('checkbox', { name: 'I have read and agree to' });
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(page.getByRole('button', { name: /^Confirm and borrow ₱/ })).toBeDisabled();
    await box.check();
    await page.getByRole('button', { name: /^Confirm and borrow ₱/ }).dblclick();
    await page.waitForURL(/\/badSpark\//);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('confirm');
    expect(url.searchParams.get('orderId')).toBe('ORD151');
    expect(url.searchParams.get('sessionId')).toBe('sess-e2e-0001');
    expect(pushes).toHaveLength(1);
  });

  test('the button says what it does and stays on the first screen while the terms scroll', async ({ page }) => {
    await page.goto(pageUrl('/theMark/', { productId: 'P2001' }));
    const button = page.getByRole('button', { name: 'Confirm and borrow ₱5,000.00' });
    await expect(button).toBeVisible();
    const onScreen = async () => {
      const box = (await button.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
    };
    expect(await onScreen(), 'on arrival').toBe(true);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(await onScreen(), 'after a scroll').toBe(true);
  });

  for (const [name, path] of [
    ['Loan agreement', '/outsideOr/'],
    ['Privacy policy', '/ofEffects/'],
    ['Disclosure statement', '/outsideOr/'],
  ] as const) {
    test(`the agreement "${name}" opens through contract-jump, with the session on our own site`, async ({ page }) => {
      await page.goto(pageUrl('/theMark/', { productId: 'P2001' }));
      await page.getByRole('button', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path && url.searchParams.get('sessionId') === SESSION.sessionId);
    });
  }

  test('the agreement popup frames the agreement: Agree closes it, Cancel closes the webview', async ({
    page,
    iosBridge,
  }) => {
    await page.goto(pageUrl('/theMark/', { productId: 'P1001' }));
    const popup = page.getByRole('dialog', { name: 'Agreement' });
    await expect(popup.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
    await popup.getByRole('button', { name: 'Agree' }).click();
    await expect(popup).toBeHidden();
    await historySettled(page);
    await page.reload();
    await page.getByRole('dialog', { name: 'Agreement' }).getByRole('button', { name: 'Cancel' }).click();
    expect((await iosBridge.calls()).map((call) => call.action)).toEqual(['closeWebview']);
  });

  test('back asks first with isPopType 1: Agree stays, Cancel closes the webview', async ({ page, iosBridge }) => {
    await page.goto(pageUrl('/theMark/', { productId: 'P1001' }));
    await page.getByRole('dialog', { name: 'Agreement' }).getByRole('button', { name: 'Agree' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await historySettled(page);
    await page.goBack();
    const retention = page.getByRole('dialog', { name: 'Are you sure you want to leave?' });
    await expect(retention).toContainText('Leaving now cancels it.');
    await retention.getByRole('button', { name: 'Stay' }).click();
    await expect(retention).toBeHidden();
    await expect(page).toHaveURL(/\/theMark\//);
    // The shell's back hook (Android back, iOS swipe) asks the same way.
    expect(await page.evaluate(() => window.loanWebviewBack?.())).toBe(true);
    await retention.getByRole('button', { name: 'Leave' }).click();
    expect((await iosBridge.calls()).map((call) => call.action)).toEqual(['closeWebview']);
  });

  test('hostile URLs from every call are refused', async ({ page }) => {
    const pushes = pushesOf(page);
    await page.goto(pageUrl('/theMark/', { productId: 'P2002' }));
    const popup = page.getByRole('dialog', { name: 'Agreement' });
    await expect(popup).toContainText('This link cannot be opened');
    await expect(popup.locator('iframe')).toHaveCount(0);
    await popup.getByRole('button', { name: 'Agree' }).click();
    await page.getByRole('button', { name: 'Loan agreement' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This link cannot be opened' })).toBeVisible();
    await page.getByRole('button', { name: /^Confirm and borrow ₱/ }).click();
    await expect.poll(() => pushes.length).toBe(1);
    await expect(page).toHaveURL(/\/theMark\//);
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource|status of 500/] });

    test('a network failure offers Retry, which loads the page', async ({ page }) => {
      await page.goto(pageUrl('/theMark/', { productId: 'P2001', mock: 'network:loanConfirm' }));
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    });

    test("a refused load shows the server's message; a refused push too", async ({ page }) => {
      await page.goto(pageUrl('/theMark/', { productId: 'P2001', mock: 'fail:loanConfirm' }));
      await expect(page.getByText('The service is busy, please try again later')).toBeVisible();
      await page.goto(pageUrl('/theMark/', { productId: 'P2001', mock: 'fail:loanPush' }));
      await page.getByRole('button', { name: /^Confirm and borrow ₱/ }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The service is busy' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Confirm and borrow ₱/ })).toBeEnabled();
    });
  });
});
