import type { Page } from '@playwright/test';
import {
  SESSION,
  expect,
  installAndroidBridge,
  installIosBridge,
  pageUrl,
  shellAcrossPages,
  test,
  type BridgeRecorder,
} from './fixtures';
import { fillBankAccount } from './bank-form';
import { images } from './images';
import { captchaOf } from './promotion';

/**
 * The borrower's flows across pages (docs/adr/0065-journeys-and-one-code-per-payment.md): each journey starts where
 * the app opens a page and follows the page's own links, buttons and redirects. It runs twice: in an iOS shell against the
 * embedded backend, and in an Android shell with every answer in a form the spec allows (`shape=`, carried from
 * page to page with the session like any common param). Every API call and every page along the way must carry
 * the session; a URL on another site never does.
 */
const SHELLS = { ios: installIosBridge, android: installAndroidBridge };
/** Dates as 'YYYY-MM-DD HH:mm:ss', bare lists, numbers and codes as text: a backend that speaks the spec. */
const SPEC_SHAPED = 'dates-ymdhms,lists-bare,numbers-text,code-text';
const MODES = { embedded: {}, 'spec-shaped': { shape: SPEC_SHAPED } } as const;

interface Journey {
  page: Page;
  /** What the shell heard on every page of the journey. */
  shell: BridgeRecorder;
  /** The page URL with this journey's session (its own session id, so no journey answers another's prompts). */
  url(path: string, params?: Record<string, string>): string;
  sessionId: string;
}

/**
 * Watches every request the journey makes: each API call (`/planes`, `/gopia`) and each page of our own must carry
 * the session and the mode; nothing off-site may. Checked when the journey ends.
 */
function watchSession(page: Page, expected: Record<string, string>): () => void {
  const problems: string[] = [];
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const ours = url.origin === new URL(page.url() === 'about:blank' ? request.url() : page.url()).origin;
    const api = /^\/(planes|gopia)\//.test(url.pathname);
    const ownPage = ours && request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (!ours && url.searchParams.has('sessionId')) problems.push(`the session went off-site: ${url.href}`);
    if (!api && !ownPage) return;
    if (api) calls.push(url.pathname);
    for (const [key, value] of Object.entries(expected)) {
      if (url.searchParams.get(key) !== value) problems.push(`${url.pathname} has ${key}=${url.searchParams.get(key)}`);
    }
  });
  return () => {
    expect(problems, `every page and API call carries the session (calls: ${calls.join(', ')})`).toEqual([]);
  };
}

/** The shell heard these funnel events (ADR 0051), among others, by the end of the journey. */
const funnelHas = (journey: Journey, events: { event: string; route: string }[]) =>
  expect.poll(() => journey.shell.funnel()).toEqual(expect.arrayContaining(events));

const mockState = async (page: Page) => (await page.request.get('/__mock/state')).json();

/** The code a PayCodeBox shows. */
const shownCode = (page: Page) => page.getByText(/^DP\d{10}$/).first();

// Each journey twice, the shells and the backends paired: iOS against the embedded backend, Android against the
// spec-shaped one. The shells differ in how a call is posted (bridge.test.ts, native-actions.spec.ts) and every page
// meets every answer shape on its own (spec-shapes.spec.ts); every pairing of both, 24 runs, was 99 s of the suite
// for no failure the two could not show (issue 60.1).
const VARIANTS = [
  ['ios', 'embedded'],
  ['android', 'spec-shaped'],
] as const;
for (const [shellName, mode] of VARIANTS) {
  const installShell = SHELLS[shellName];
  const modeParams = MODES[mode];
  test.describe(`journeys in the ${shellName} shell, ${mode} backend`, () => {
    let journey: Journey;
    let sessionKept: () => void;

    test.beforeEach(async ({ page }, info) => {
      await installShell(page);
      const sessionId = `journey-${info.testId}`;
      const common = { ...SESSION, sessionId, ...modeParams };
      journey = {
        page,
        shell: await shellAcrossPages(page),
        sessionId,
        url: (path, params = {}) => pageUrl(path, { ...common, ...params }),
      };
      sessionKept = watchSession(page, common);
    });
    test.afterEach(() => sessionKept());

    test('withdraw: order (151) → withdraw url → confirmation → tick → Next → Agree → the order', async ({ page }) => {
      await page.goto(journey.url('/badSpark/', { productId: 'P1001', orderId: 'ORD151R' }));
      // Status 151 with a withdraw url on our own site and no message: the page goes there at once.
      await page.waitForURL((url) => url.pathname === '/theMark/');
      expect(new URL(page.url()).searchParams.get('from')).toBe('loanDetail');
      await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
      await page.getByRole('button', { name: /^Confirm and receive ₱/ }).click();
      const agreement = page.getByRole('dialog', { name: 'Agreement' });
      await agreement.getByRole('button', { name: 'Agree' }).click();
      await page.waitForURL((url) => url.pathname === '/badSpark/');
      const order = new URL(page.url()).searchParams;
      expect([order.get('orderId'), order.get('from')]).toEqual(['ORD151', 'confirm']);
      await expect(page.getByRole('heading', { name: 'PesoLoan Regular' })).toBeVisible();
      await funnelHas(journey, [
        { event: 'next_tapped', route: 'confirmUrl' },
        { event: 'loan_succeeded', route: 'confirmUrl' },
      ]);
    });

    test.describe(() => {
      // Code page 2 is opened offline at the counter: the offline worker must register (fixtures.ts).
      test.use({ serviceWorkersAllowed: true });
      test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_INTERNET_DISCONNECTED/] });

      test('repay: order (170) → Repay → channel → Pay → code page → code page 2 → the same code offline', async ({
        page,
        context,
      }) => {
        await page.goto(journey.url('/badSpark/', { productId: 'P1001', orderId: 'ORD170' }));
        await page.getByRole('button', { name: 'Repay now', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/odiousAnd/');
        const pageCode = await shownCode(page).textContent();
        await page
          .getByRole('group', { name: 'Payment method' })
          .getByRole('radio', { name: 'Dragonpay (bank transfer)' })
          .check();
        await page.getByRole('button', { name: /^Pay ₱/ }).click();
        await page.waitForURL((url) => url.pathname === '/repaymentOfCode/');
        // The code generated for this payment through the page's own channel is the code the page showed.
        await expect(shownCode(page)).toHaveText(pageCode!);
        await expect(page.getByText('₱5,391.00')).toBeVisible();
        // Beside the code: the amount and the due date saved with this code.
        await expect(page.getByText(/^Due [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Pay with Dragonpay (bank transfer)' })).toBeVisible();

        await page.goto(journey.url('/repaymentOfCode2/'));
        await expect(shownCode(page)).toHaveText(pageCode!);
        await expect(page.getByText('₱5,391.00')).toBeVisible();
        await expect(page.getByText(/^Code saved on /)).toBeVisible();
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await context.setOffline(true);
        await page.reload();
        await expect(page.getByText(/^You are offline\. This code was saved on /)).toBeVisible();
        await expect(shownCode(page)).toHaveText(pageCode!);
        await expect(page.getByText('₱5,391.00')).toBeVisible();
        await context.setOffline(false);
      });
    });

    test("roll over: order (174, isDelay '1') → Rollover → Pay → code page 2 shows the rollover and its code", async ({
      page,
    }) => {
      await page.goto(journey.url('/badSpark/', { productId: 'P1001', orderId: 'ORD174D' }));
      await page.getByRole('button', { name: 'Extend due date' }).click();
      await page.waitForURL((url) => url.pathname === '/yourPeople/');
      await expect(page.getByText('₱50.00', { exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: /^Pay ₱/ }).click();
      await page.waitForURL((url) => url.pathname === '/repaymentOfCode/');
      const code = new URL(page.url()).searchParams.get('payCode')!;
      await expect(shownCode(page)).toHaveText(code);
      const generated = (await mockState(page)).recorded.payCodes.filter(
        (call: Record<string, string>) => call.sessionId === journey.sessionId,
      );
      expect(generated).toEqual([expect.objectContaining({ amount: '5000', isDelay: '1', orderId: 'ORD174D' })]);

      await page.goto(journey.url('/repaymentOfCode2/'));
      await expect(shownCode(page)).toHaveText(code);
      await expect(page.getByText('₱50.00', { exact: true })).toBeVisible();
      // Not the instalment's payoff: this code pays the extension.
      await expect(page.getByText('₱3,391.00')).toHaveCount(0);
    });

    test('complaint: order → complaint home → write with two images → Send → home → list → details → rating', async ({
      page,
    }) => {
      await page.goto(journey.url('/badSpark/', { productId: 'P1001', orderId: 'ORD174' }));
      await expect(page.getByRole('heading', { name: 'PesoLoan Regular' })).toBeVisible();
      // The app opens the complaint home for the order the borrower was looking at.
      await page.goto(journey.url('/counterproductiveThat/', { orderId: 'ORD174' }));
      await page.getByRole('button', { name: 'Repayment', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/complainPageNext/');
      const text = page.getByRole('textbox', { name: 'Problem description' });
      await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
      await text.fill('I paid at 7-Eleven on Monday and the app still says due');
      await page.locator('input[type=file]').setInputFiles(images(2));
      await expect(page.getByRole('button', { name: /View image/ })).toHaveCount(2);
      await expect(page.getByText('Uploading…')).toHaveCount(0, { timeout: 15_000 });
      await page.getByRole('button', { name: 'Send' }).click();
      const sent = page.getByRole('region', { name: 'Complaint sent' });
      await expect(sent).toContainText(/Your reference: PB\d+/);
      await sent.getByRole('link', { name: 'Done' }).click();
      await page.waitForURL((url) => url.pathname === '/counterproductiveThat/');
      expect(new URL(page.url()).searchParams.get('orderId')).toBe('ORD174');
      const complaint = 'I paid at 7-Eleven on Monday and the app still says due';
      const saved = (await mockState(page)).complaints.find(
        (entry: { content: string }) => entry.content === complaint,
      );
      expect(saved).toMatchObject({ orderNo: 'ORD174', problemType: 2 });
      expect(saved.images).toHaveLength(2);

      await page.getByRole('link', { name: 'My complaints' }).click();
      await page.waitForURL((url) => url.pathname === '/complaintList/');
      await page.getByRole('link', { name: /An agent called me four times/ }).click();
      await page.waitForURL((url) => url.pathname === '/complainDetails/');
      // The rating is asked in the page, under the answer it rates.
      const rating = page.getByRole('region', { name: 'Please rate this service' });
      await rating.getByRole('radio', { name: '4 stars' }).click();
      await rating.getByRole('button', { name: 'Send' }).click();
      await expect(rating.getByText('Thank you for your rating!')).toBeVisible();
    });

    test('bind: order with cardNeedPop → bind → cardChange → back to the order with source=loanDetail', async ({
      page,
    }) => {
      await page.goto(journey.url('/badSpark/', { productId: 'P1001', orderId: 'ORD174C' }));
      const dialog = page.getByRole('dialog', { name: 'Bind a payment account' });
      await dialog.getByRole('button', { name: 'Go and bind the card' }).click();
      await page.waitForURL((url) => url.pathname === '/theyAnd/');
      await fillBankAccount(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL((url) => url.pathname === '/badSpark/');
      const order = new URL(page.url()).searchParams;
      expect([order.get('source'), order.get('orderId')]).toEqual(['loanDetail', 'ORD174C']);
      const bound = (await mockState(page)).boundCards.at(-1);
      expect(bound).toMatchObject({ endpoint: 'cardChange', product_id: 'P1001', cardNo: '1234567890123' });
      expect((await journey.shell.calls()).map((call) => call.action)).toEqual(
        expect.arrayContaining(['startBank', 'endBank']),
      );
    });

    test('registration: landing → captcha → SMS → register → the download page with its query', async ({
      page,
    }, info) => {
      const ad = { id: 'T100', app_from: 'pesoloan', user_from: 'fb', utm_tag: 'nov-promo', down_id: 'D7' };
      await page.goto(journey.url('/promotion/', ad));
      const phone = `0917${String(info.testId.length * 7919 + Date.now()).slice(-7)}`;
      await page.getByLabel('Mobile number').fill(phone);
      await page.getByLabel('Image captcha', { exact: true }).fill(await captchaOf(page));
      await page.getByRole('button', { name: 'Get verification code' }).click();
      await expect(page.getByRole('button', { name: /Resend in \d+/ })).toBeVisible();
      await page.getByLabel('SMS code').fill('123456');
      await page.getByRole('button', { name: 'Apply now' }).click();
      await page.waitForURL((url) => url.hash.startsWith('#/downloadTemplate?'));
      const download = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
      expect(Object.fromEntries(download)).toMatchObject(ad);
      await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
      await funnelHas(journey, [
        { event: 'page_shown', route: 'promotionLanding' },
        { event: 'register_tapped', route: 'promotionLanding' },
        { event: 'register_succeeded', route: 'promotionLanding' },
      ]);
    });
  });
}
