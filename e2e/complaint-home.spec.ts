import { describeLayout, expect, pageUrl, SESSION, test } from './fixtures';
import { textOf } from '@loan-webview/kit/testing';

const PATH = '/counterproductiveThat/';

test.describe('complaint home (/counterproductiveThat)', () => {
  test('shows the order of the query, its card and the question types', async ({ page }) => {
    await page.goto(pageUrl(PATH, { orderId: 'ORD174' }));
    const card = page.getByRole('article', { name: 'Order ORD174' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('PesoLoan Regular');
    await expect(card).toContainText('Partially repaid');
    await expect(card).toContainText('₱5,000.00');
    for (const type of ['Collection', 'Repayment', 'Disbursement', 'App or account', 'Other']) {
      await expect(page.getByRole('button', { name: type, exact: true })).toBeVisible();
    }
  });

  test('a type other than collection goes straight to the write page with the order and session', async ({ page }) => {
    await page.goto(pageUrl(PATH, { orderId: 'ORD200' }));
    await page.getByRole('button', { name: 'Repayment', exact: true }).click();
    await page.waitForURL(/\/complainPageNext\//);
    const url = new URL(page.url());
    expect(url.searchParams.get('problemType')).toBe('2');
    expect(url.searchParams.get('orderNo')).toBe('ORD200');
    expect(url.searchParams.get('problemSonType')).toBeNull();
    expect(url.searchParams.get('sessionId')).toBe(SESSION.sessionId);
    expect(url.searchParams.get('deviceId')).toBe(SESSION.deviceId);
  });

  test('collection reveals its sub-types; a sub-type goes with both types', async ({ page }) => {
    await page.goto(pageUrl(PATH, { orderId: 'ORD174' }));
    await page.getByRole('button', { name: 'Collection', exact: true }).click();
    await page.getByRole('button', { name: 'Calls at night or too often' }).click();
    await page.waitForURL(/\/complainPageNext\//);
    const url = new URL(page.url());
    expect(url.searchParams.get('problemType')).toBe('1');
    expect(url.searchParams.get('problemSonType')).toBe('12');
    expect(url.searchParams.get('orderNo')).toBe('ORD174');
  });

  for (const [language, words] of [
    [
      'en',
      {
        description: 'Problem description',
        routed: 'so this one goes to us as “Other”',
        send: 'Send',
        sent: 'Complaint sent',
      },
    ],
    [
      'fil',
      {
        description: 'Ilarawan ang problema',
        routed: 'kaya ipapadala ito bilang “Other”',
        send: 'Ipadala',
        sent: 'Naipadala na ang reklamo',
      },
    ],
  ] as const) {
    test(`${language}: a collection complaint about a repaid loan is received, as the configured type, marked as about collection`, async ({
      page,
    }, info) => {
      await page.goto(pageUrl(PATH, { orderId: 'ORD200', lang: language, sessionId: info.testId }));
      // No choice is disabled: collection opens its sub-types for any order.
      const collection = page.getByRole('button', { name: 'Collection', exact: true });
      await expect(collection).not.toHaveAttribute('aria-disabled');
      await collection.click();
      await page.getByRole('button', { name: 'Calls at night or too often' }).click();
      await page.waitForURL(/\/complainPageNext\//);
      // Said before she sends: where it goes, and that it is answered like any other.
      await expect(page.getByText(words.routed)).toBeVisible();
      await page.getByRole('textbox', { name: words.description }).fill('They call me at 2 am though I paid');
      await page.getByRole('button', { name: words.send }).click();
      await expect(page.getByRole('region', { name: words.sent })).toContainText(/PB\d+/);
      const state = await (await page.request.get('/__mock/state')).json();
      const saved = state.complaints.find((entry: { content: string }) => entry.content.includes('2 am'));
      expect(saved).toMatchObject({
        orderNo: 'ORD200',
        problemType: 5,
        content: '[Collection: Calls at night or too often] They call me at 2 am though I paid',
      });
    });
  }

  test("'All' opens the order picker as a sheet; back closes it; a pick changes the card", async ({ page }) => {
    await page.goto(pageUrl(PATH, { orderId: 'ORD174' }));
    await page.getByRole('button', { name: 'All' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an order' });
    await expect(picker).toBeVisible();
    await page.goBack();
    await expect(picker).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(PATH);
    await page.getByRole('button', { name: 'All' }).click();
    await picker.getByRole('button', { name: /Order ORD200/ }).click();
    await expect(page.getByRole('article', { name: 'Order ORD200' })).toBeVisible();
  });

  test("'My complaints' opens the list with the session params", async ({ page }) => {
    await page.goto(pageUrl(PATH));
    await page.getByRole('link', { name: 'My complaints' }).click();
    await page.waitForURL(/\/complaintList\//);
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe(SESSION.sessionId);
  });

  test.describe('before the page has hydrated', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_FAILED/i] });

    test("'My complaints' keeps the session", async ({ page }) => {
      // Neither the bundle nor its chunks arrive: only the prerendered link and the boot script are there.
      await page.route(/\/counterproductiveThat\/(page|chunk)-.*\.js$/, (route) => route.abort());
      await page.goto(pageUrl(PATH));
      await page.getByRole('link', { name: 'My complaints' }).click();
      await page.waitForURL(/\/complaintList\//);
      expect(new URL(page.url()).searchParams.get('sessionId')).toBe(SESSION.sessionId);
    });
  });

  test.describe('when the backend fails', () => {
    test.use({ allowedConsoleErrors: [/status of 500/] });

    test('says so and recovers with Retry', async ({ page }) => {
      let fail = true;
      await page.route('**/planes/user-problem/problem-init*', (route) =>
        fail ? route.fulfill({ status: 500, json: { code: 500, message: 'Internal server error' } }) : route.continue(),
      );
      await page.goto(pageUrl(PATH, { orderId: 'ORD174' }));
      await expect(page.getByRole('alert')).toContainText('The server could not answer. Please try again.');
      fail = false;
      await page.getByRole('button', { name: textOf('common.retry') }).click();
      await expect(page.getByRole('article', { name: 'Order ORD174' })).toBeVisible();
    });
  });

  test('with no orders, says there is nothing to complain about', async ({ page }) => {
    await page.goto(pageUrl(PATH, { mock: 'empty' }));
    await expect(page.getByRole('heading', { name: 'There is no order to complain about' })).toBeVisible();
  });
});

describeLayout('complaint pages layout', () => {
  for (const [path, query] of [
    ['/counterproductiveThat/', { orderId: 'ORD174' }],
    ['/complainPageNext/', { problemType: '1', problemSonType: '12', orderNo: 'ORD174' }],
    ['/complaintList/', {}],
    ['/complainDetails/', { problemId: 'PB1001' }],
  ] as const) {
    test(`${path} fits the phone, every control at least 44 px tall`, async ({ page }) => {
      await page.goto(pageUrl(path, query));
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('main h1')).toBeVisible();
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const heights = await page
        .locator('main button, main a, main [role=tab]')
        .evaluateAll((controls) => controls.map((c) => c.getBoundingClientRect().height));
      for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    });
  }
});

test.describe('where to go next: the SEC office that handles lending complaints (RA 11765)', () => {
  for (const [language, words] of [
    [
      'en',
      {
        office: 'Corporate Governance and Finance Department of the Securities and Exchange Commission',
        quote: 'quote your complaint reference, PB1001',
        channel: 'Complaints about lending companies (Securities and Exchange Commission)',
      },
    ],
    [
      'fil',
      {
        office: 'Corporate Governance and Finance Department ng Securities and Exchange Commission',
        quote: 'banggitin ang reference ng reklamo mo, PB1001',
        channel: 'Mga reklamo tungkol sa mga lending company (Securities and Exchange Commission)',
      },
    ],
  ] as const) {
    test(`${language}: the office, its channel and what to quote, on every complaint page and the contact page`, async ({
      page,
    }) => {
      for (const [path, query] of [
        ['/counterproductiveThat/', { orderId: 'ORD174' }],
        ['/complainPageNext/', { problemType: '2', orderNo: 'ORD174' }],
        ['/complaintList/', {}],
        ['/complainDetails/', { problemId: 'PB1001' }],
        ['/Contact/', {}],
      ] as const) {
        await page.goto(pageUrl(path, { ...query, lang: language }));
        const notice = page.locator('.loan-complaint-regulator');
        await expect(notice, path).toContainText(words.office);
        // The SEC's page for complaints against lending companies, named in her language.
        await expect(notice.getByRole('link', { name: words.channel }), path).toHaveAttribute(
          'href',
          'https://www.sec.gov.ph/lending-companies-and-financing-companies-2/complaints/',
        );
        await expect(notice, path).toContainText('PesoLoan Lending Corporation');
        // Her reference, where the page knows it.
        if (path === '/complainDetails/') await expect(notice).toContainText(words.quote);
      }
    });
  }
});
