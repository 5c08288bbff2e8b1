import type { Page } from '@playwright/test';
import { expect, historySettled, pageUrl, test } from './fixtures';

/**
 * Every popup a page can arm, closed every way a borrower can close it, with every other popup and back guard
 * of the page armed: closing one never opens another (unless the page queues it) and never calls the native
 * shell unless closing means leaving. Dialogs and the confirmation's back guard share the page's history and
 * the shell's back hook; this is where they meet.
 */

type Way = { button: string } | 'Escape' | 'overlay' | 'back' | 'shell back';

interface Closing {
  way: Way;
  /** The dialog open once history is quiet (a queued popup), or none. */
  then: string | null;
  /** The native calls the closing makes. */
  bridge: string[];
}

interface Popup {
  page: string;
  dialog: string;
  /** Opens the page and brings the popup up, with everything else the page arms. */
  arm: (page: Page, sessionId: string) => Promise<void>;
  closings: Closing[];
}

const nameOf = (way: Way) => (typeof way === 'string' ? way : `"${way.button}"`);

async function close(page: Page, dialog: string, way: Way) {
  const popup = page.getByRole('dialog', { name: dialog });
  if (typeof way === 'object') await popup.getByRole('button', { name: way.button }).click();
  else if (way === 'Escape') await page.keyboard.press('Escape');
  // The overlay: the top of the screen, above a centred dialog or a bottom sheet.
  else if (way === 'overlay') await page.mouse.click(8, 8);
  else if (way === 'back') await page.goBack();
  else await page.evaluate(() => window.loanWebviewBack?.());
}

const CONFIRM_ROUTES = ['/theMark/', '/butWhy/', '/positiveThe/'];
const AGREEMENT = 'Agreement';
const RETENTION = 'Are you sure you want to leave?';
const PROMO = 'Special offer';

/** P1001: the agreement popup on arrival, the retention guard armed (isPopType 1), variant 2's promo first. */
async function openConfirm(page: Page, route: string) {
  await page.goto(pageUrl(route, { productId: 'P1001' }));
  if (route === '/positiveThe/') {
    await page.getByRole('dialog', { name: PROMO }).getByRole('button', { name: 'Close' }).click();
  }
  await expect(page.getByRole('dialog', { name: AGREEMENT })).toBeVisible();
}

const stays = (dialog: string): Closing[] => [
  { way: 'Escape', then: dialog, bridge: [] },
  { way: 'overlay', then: dialog, bridge: [] },
];
const dismissed = (then: string | null): Closing[] =>
  (['Escape', 'overlay', 'back', 'shell back'] as const).map((way) => ({ way, then, bridge: [] }));

/**
 * /theMark closes each confirmation popup every way; /butWhy and /positiveThe share its popups and back guard
 * (ConfirmPopups, retention.ts), so they close them the ways that touch history (a button, back, the shell's back).
 */
const touchesHistory = (route: string) => (closing: Closing) =>
  route === '/theMark/' || (closing.way !== 'Escape' && closing.way !== 'overlay' && !isCancel(closing.way));
const isCancel = (way: Way) => typeof way === 'object' && (way.button === 'Cancel' || way.button === 'Leave');

const POPUPS: Popup[] = [
  ...CONFIRM_ROUTES.flatMap((route): Popup[] => [
    {
      page: route,
      dialog: AGREEMENT,
      arm: (page) => openConfirm(page, route),
      closings: (
        [
          { way: { button: 'Agree' }, then: null, bridge: [] },
          { way: { button: 'Cancel' }, then: null, bridge: ['closeWebview'] },
          ...stays(AGREEMENT),
          // Going back from the agreement is declining it, as Cancel is: the page leaves without asking.
          { way: 'back', then: null, bridge: ['closeWebview'] },
          { way: 'shell back', then: null, bridge: ['closeWebview'] },
        ] satisfies Closing[]
      ).filter(touchesHistory(route)),
    },
    {
      page: route,
      dialog: RETENTION,
      arm: async (page) => {
        await openConfirm(page, route);
        await page.getByRole('dialog', { name: AGREEMENT }).getByRole('button', { name: 'Agree' }).click();
        await historySettled(page);
        await page.goBack();
      },
      closings: (
        [
          { way: { button: 'Stay' }, then: null, bridge: [] },
          { way: { button: 'Leave' }, then: null, bridge: ['closeWebview'] },
          ...stays(RETENTION),
          { way: 'back', then: null, bridge: [] },
          { way: 'shell back', then: null, bridge: [] },
        ] satisfies Closing[]
      ).filter(touchesHistory(route)),
    },
  ]),
  {
    page: '/positiveThe/',
    dialog: PROMO,
    arm: (page) => page.goto(pageUrl('/positiveThe/', { productId: 'P1001' })).then(() => undefined),
    // The agreement is queued behind the promo: it, and only it, comes next.
    closings: [{ way: { button: 'Close' }, then: AGREEMENT, bridge: [] }, ...dismissed(AGREEMENT)],
  },
  ...(
    [
      ['ORD110W', 'Withdraw', 'Cancel'],
      ['ORD200', 'Rate our app', 'Cancel'],
      ['ORD174C', 'Bind a payment account', undefined],
    ] as const
  ).map(([orderId, dialog, button]): Popup => ({
    page: `/badSpark/ (${orderId})`,
    dialog,
    arm: (page, sessionId) =>
      page.goto(pageUrl('/badSpark/', { productId: 'P1001', orderId, sessionId })).then(() => undefined),
    // Escape and the overlay are the Dialog's own (the withdraw dialog covers them); every dialog meets history.
    closings: [
      ...(button ? [{ way: { button }, then: null, bridge: [] }] : []),
      ...dismissed(null).filter(
        (closing) => orderId === 'ORD110W' || typeof closing.way !== 'string' || closing.way.includes('back'),
      ),
    ],
  })),
];

test.describe('popups: closing one does what it says and nothing else', () => {
  for (const popup of POPUPS) {
    test(`${popup.page}: "${popup.dialog}" closed by ${popup.closings.map((c) => nameOf(c.way)).join(', ')}`, async ({
      page,
      iosBridge,
    }, info) => {
      // Each way opens the page afresh: one test per popup, so the page is built once per worker's context.
      test.setTimeout(10_000 * popup.closings.length);
      for (const closing of popup.closings) {
        await test.step(nameOf(closing.way), async () => {
          await popup.arm(page, info.testId);
          const dialog = page.getByRole('dialog', { name: popup.dialog });
          await expect(dialog).toBeVisible();
          await historySettled(page);
          const before = (await iosBridge.calls()).length;
          await close(page, popup.dialog, closing.way);
          await historySettled(page);
          const open = page.getByRole('dialog');
          if (closing.then === null) await expect(open).toHaveCount(0);
          else {
            await expect(open).toHaveCount(1);
            await expect(open).toHaveAccessibleName(closing.then);
          }
          const calls = (await iosBridge.calls()).slice(before).map((call) => call.action);
          expect(calls).toEqual(closing.bridge);
        });
      }
    });
  }

  test('the retention guard stays armed: each back asks again, and Stay or back keeps the borrower here', async ({
    page,
    iosBridge,
  }) => {
    await openConfirm(page, '/theMark/');
    await page.getByRole('dialog', { name: AGREEMENT }).getByRole('button', { name: 'Agree' }).click();
    for (const way of [{ button: 'Stay' }, 'back', 'shell back', { button: 'Stay' }] as const) {
      await historySettled(page);
      await page.goBack();
      await expect(page.getByRole('dialog', { name: RETENTION })).toBeVisible();
      await close(page, RETENTION, way);
      await historySettled(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/theMark\//);
    }
    // The shell's back with no popup open asks too.
    expect(await page.evaluate(() => window.loanWebviewBack?.())).toBe(true);
    await expect(page.getByRole('dialog', { name: RETENTION })).toBeVisible();
    expect(await iosBridge.calls()).toEqual([]);
  });

  test('in a plain browser, Cancel leaves the page itself, not only the popup', async ({ page }) => {
    await page.goto('/About/');
    await openConfirm(page, '/theMark/');
    await page.getByRole('dialog', { name: AGREEMENT }).getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/About\//);
  });
});
