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
  /** Where the page goes when the closing goes on (Agree pushes the loan). */
  leavesFor?: RegExp;
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

/** P1001: nothing over the figures on arrival; the agreement popup when she commits; the retention guard armed. */
async function openConfirm(page: Page, route: string) {
  await page.goto(pageUrl(route, { productId: 'P1001' }));
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function commit(page: Page, route: string) {
  await openConfirm(page, route);
  await page
    .getByRole('button', { name: route === '/positiveThe/' ? 'Get your ₱4,900' : /^Confirm and receive/ })
    .click();
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
  route === '/theMark/' || (closing.way !== 'Escape' && closing.way !== 'overlay' && !isLeave(closing.way));
const isLeave = (way: Way) => typeof way === 'object' && way.button === 'Leave';

const POPUPS: Popup[] = [
  ...CONFIRM_ROUTES.flatMap((route): Popup[] => [
    {
      page: route,
      dialog: AGREEMENT,
      arm: (page) => commit(page, route),
      closings: (
        [
          // Agree goes on with the loan: the order page, with no dialog.
          { way: { button: 'Agree' }, then: null, bridge: [], leavesFor: /\/badSpark\// },
          // At the commit, declining the popup keeps her on the page with her choices (ADR 0074).
          { way: { button: 'Cancel' }, then: null, bridge: [] },
          ...stays(AGREEMENT),
          { way: 'back', then: null, bridge: [] },
          { way: 'shell back', then: null, bridge: [] },
        ] satisfies Closing[]
      ).filter(touchesHistory(route)),
    },
    {
      page: route,
      dialog: RETENTION,
      arm: async (page) => {
        await openConfirm(page, route);
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
  ...(
    [
      // The rating, asked for in the page once the loan is out, opens from its invitation.
      ['ORD200', 'Rate our app', 'Cancel', 'Rate now'],
      ['ORD174C', 'Bind a payment account', undefined, undefined],
    ] as const
  ).map(([orderId, dialog, button, opener]): Popup => ({
    page: `/badSpark/ (${orderId})`,
    dialog,
    arm: async (page, sessionId) => {
      await page.goto(pageUrl('/badSpark/', { productId: 'P1001', orderId, sessionId }));
      if (opener) await page.getByRole('button', { name: opener }).click();
    },
    // Escape and the overlay are the Dialog's own; every dialog meets history.
    closings: [
      ...(button ? [{ way: { button }, then: null, bridge: [] }] : []),
      ...dismissed(null).filter((closing) => typeof closing.way !== 'string' || closing.way.includes('back')),
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
          if (closing.leavesFor) await page.waitForURL(closing.leavesFor);
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

  test('in a plain browser, Leave leaves the page itself, not only the popup', async ({ page }) => {
    await page.goto('/About/');
    await openConfirm(page, '/theMark/');
    await historySettled(page);
    await page.goBack();
    await page.getByRole('dialog', { name: RETENTION }).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/About\//);
  });
});
