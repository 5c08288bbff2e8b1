import { expect, test } from './fixtures';

test.describe('test preview (/testPreview)', () => {
  test("the page links reach every built page, with the tester's device fields", async ({ page }) => {
    const manifest = await (await page.request.get('/manifest.json')).json();
    const built = new Set<string>(manifest.pages.map((p: { url: string }) => p.url));
    await page.goto('/testPreview/');
    await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
    await page.getByLabel('sessionId').fill('sess-tester');
    // The page list is a chunk of its own: its links follow the fields once it is in.
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link').first()).toHaveAttribute('href', /sessionId=sess-tester/);
    const hrefs = await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const reached = hrefs.filter((href) => built.has(new URL(href).pathname));
    expect(reached.length).toBe(built.size);
    for (const href of reached) {
      expect(new URL(href).searchParams.get('sessionId')).toBe('sess-tester');
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
    }
    await page.reload();
    await expect(page.getByLabel('sessionId')).toHaveValue('sess-tester');
  });

  test('the order-list call shows its answer', async ({ page }) => {
    await page.goto('/testPreview/');
    await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
    await page.getByLabel('sessionId').fill('sess-tester');
    await page.getByRole('button', { name: 'Call order-list' }).dblclick();
    await expect(page.getByLabel('Answer')).toContainText('ORD174');
  });
});

test.describe('the query', () => {
  test('fills the device fields it names, over what the device remembers', async ({ page }) => {
    await page.goto('/testPreview/?deviceName=Query+Phone&sessionId=sess-from-query');
    await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
    await expect(page.getByLabel('deviceName')).toHaveValue('Query Phone');
    await expect(page.getByLabel('sessionId')).toHaveValue('sess-from-query');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link').first()).toHaveAttribute('href', /sessionId=sess-from-query/);
  });
});

test.describe('before the page script runs', () => {
  test('what a tester types into the prerendered fields is kept when the page hydrates (issue 26.3)', async ({
    page,
  }) => {
    // A slow phone: the page bundle arrives only after the tester has typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/testPreview/page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/testPreview/?deviceName=Query+Phone', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('sessionId').fill('typed-early');
    await page.getByLabel('username').fill('09170000000');
    await page.getByLabel('Pick a contact').fill('09171234567');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-loan-ready', '');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link').first()).toHaveAttribute('href', /sessionId=typed-early/);
    await expect(page.getByLabel('sessionId')).toHaveValue('typed-early');
    await expect(page.getByLabel('deviceName')).toHaveValue('Query Phone');
    await expect(page.getByLabel('username')).toHaveValue('09170000000');
    await expect(page.getByLabel('Pick a contact')).toHaveValue('09171234567');
    // Typed counts as an edit: the device remembers it.
    await page.goto('/testPreview/');
    await expect(page.getByLabel('sessionId')).toHaveValue('typed-early');
  });
});
