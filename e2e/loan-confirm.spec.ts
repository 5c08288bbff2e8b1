import type { Page } from '@playwright/test';
import { SESSION, expect, pageUrl, test } from './fixtures';
import { DATES, fixDay, writtenDate } from './clock';
import { pushesOf } from './confirm';

const NEXT = 'Confirm and receive ₱4,900.00';

/** What she repays, as the bar's caption reads it ("You repay ₱5,450.00 by Feb 22, 2027"). */
const repays = (page: Page, label: string) => page.locator('.loan-confirm__bar figcaption').filter({ hasText: label });

/** The first card's figure for `label`, as the borrower reads it. */
const figure = (page: Page, label: string) =>
  page
    .locator('.loan-confirm__cost div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test.describe('loan confirmation (/theMark)', { tag: DATES }, () => {
  test.describe('the money truth, on the books’ day', () => {
    // The rate counts from the day she confirms: the books' day, so the plan is 91 days away.
    test.use({ freshContext: true });
    let today: number;
    test.beforeEach(async ({ page }) => {
      today = await fixDay(page);
    });

    for (const [language, words] of [
      [
        'en',
        {
          receive: 'You receive',
          repay: 'You repay',
          charge: 'Finance charge (interest and fees)',
          rate: 'Effective interest rate',
          eir: '3.62% a month (53.22% a year)',
          next: NEXT,
          late: '3% a month of the overdue amount',
          title: 'Disclosure Statement',
          refused: 'This loan cannot be confirmed',
          early: 'Interest on a loan repaid early runs only to the day it is repaid.',
          chosenRate: 'For the 91 days you chose, the effective interest rate is 3.62% a month.',
          refusedEir: '12.81% a month',
        },
      ],
      [
        'fil',
        {
          receive: 'Matatanggap mo',
          repay: 'Babayaran mo',
          charge: 'Finance charge (interes at bayarin)',
          rate: 'Effective interest rate',
          eir: '3.62% kada buwan (53.22% kada taon)',
          next: 'Kumpirmahin ang ₱4,900.00',
          late: '3% kada buwan ng halagang lampas na sa due date',
          title: 'Disclosure Statement',
          refused: 'Hindi maaaring kumpirmahin ang loan na ito',
          early: 'Kapag binayaran nang maaga ang loan, ang interes ay hanggang sa araw lang ng pagbabayad.',
          chosenRate: 'Para sa 91 na araw na pinili mo, ang effective interest rate ay 3.62% kada buwan.',
          refusedEir: '12.81% kada buwan',
        },
      ],
    ] as const) {
      test(`${language}: receive ₱4,900, repay ₱5,450, finance charge ₱550 and its rate, before any popup`, async ({
        page,
      }) => {
        const pushes = pushesOf(page);
        // P1001 sets popAgreementUrl and the back guard: nothing may cover the figures on arrival.
        await page.goto(pageUrl('/theMark/', { productId: 'P1001', lang: language }));
        const money = page.getByRole('region', { name: words.receive });
        await expect(money.locator('.loan-money__amount')).toHaveText('₱4,900.00');
        await expect(repays(page, words.repay)).toContainText('₱5,450.00');
        await expect(figure(page, words.charge)).toHaveText('₱550.00');
        await expect(figure(page, words.rate)).toHaveText(words.eir);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        // Consent is hers: unticked, and the push refused until she ticks it.
        const box = page.getByRole('checkbox').first();
        await expect(box).not.toBeChecked();
        const next = page.getByRole('button', { name: words.next });
        await expect(next).toBeDisabled();
        await next.click({ force: true });
        expect(pushes).toHaveLength(0);
        await box.check();
        await next.click();
        // The spec's agreement popup comes now, when she commits.
        const agreement = page.getByRole('dialog');
        await expect(agreement.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
        // The agreement's rate is the most any term charges: the popup names the one she chose.
        await expect(agreement).toContainText(words.chosenRate);
        expect(pushes).toHaveLength(0);
        await agreement.getByRole('button').last().click();
        await page.waitForURL(/\/badSpark\//);
        expect(pushes).toHaveLength(1);
      });

      test(`${language}: the spec's own answer (no receivedAmount, pesos as plain text): net proceeds from the lender's row, the finance charge and the EIR`, async ({
        page,
      }) => {
        // The rows as a backend written from the spec writes them: "4900.00", no sign.
        await page.route(/\/loan-detail-confirm/, async (route) => {
          const answer = await (await route.fetch()).json();
          for (const row of answer.data.details) row.value = row.value.replace(/[₱,]/g, '');
          await route.fulfill({ json: answer });
        });
        await page.goto(pageUrl('/theMark/', { productId: 'P2001', lang: language, shape: 'unnamed-absent' }));
        const money = page.getByRole('region', { name: words.receive });
        await expect(money.locator('.loan-money__amount')).toHaveText('₱4,900.00');
        await expect(figure(page, words.charge)).toHaveText('₱550.00');
        await expect(figure(page, words.rate)).toHaveText(words.eir);
        // Every figure in pesos: the rows' plain amounts too.
        const values = page.locator('.loan-detail-rows__value');
        await expect(values.filter({ hasText: /^₱4,900\.00$/ })).toHaveCount(1);
        await expect(values.filter({ hasText: /^\d+\.\d\d$/ })).toHaveCount(0);
      });

      test(`${language}: an answer past the EIR ceiling cannot be confirmed: why, and no button that makes it`, async ({
        page,
      }) => {
        const pushes = pushesOf(page);
        // ₱3,800 received for ₱5,450 in 91 days: (5,450 / 3,800)^(365/12/91) − 1 = 12.81% a month (SEC MC 14 s.2025).
        await page.route(/\/loan-detail-confirm/, async (route) => {
          const answer = await (await route.fetch()).json();
          answer.data.receivedAmount = 380000;
          for (const row of answer.data.details) if (row.text === 'Amount received') row.value = '₱3,800.00';
          answer.data.terms = [];
          await route.fulfill({ json: answer });
        });
        await page.goto(pageUrl('/theMark/', { productId: 'P2001', lang: language }));
        const refusal = page.getByRole('region', { name: words.refused });
        await expect(refusal).toContainText(words.refusedEir);
        await expect(figure(page, words.rate)).toContainText(words.refusedEir);
        await expect(refusal.getByRole('link').first()).toHaveAttribute('href', /\/theThat\//);
        await expect(page.getByRole('button', { name: /₱3,800\.00/ })).toHaveCount(0);
        await expect(page.getByRole('checkbox')).toHaveCount(0);
        expect(pushes).toHaveLength(0);
      });

      test(`${language}: the Disclosure Statement of this loan opens in place with its figures`, async ({ page }) => {
        await page.goto(pageUrl('/theMark/', { productId: 'P2001', lang: language }));
        await page.locator('.loan-lender__disclosure').click();
        const statement = page.getByRole('dialog', { name: words.title });
        await expect(statement).toBeVisible();
        await expect(page).toHaveURL(/\/theMark\//);
        for (const value of ['₱5,000.00', '₱100.00', '₱4,900.00', '₱550.00', words.eir, '₱5,450.00']) {
          await expect(statement.locator('.loan-statement__figures dd').filter({ hasText: value })).toHaveCount(1);
        }
        await expect(statement.locator('.loan-statement__schedule li')).toHaveText([
          `${writtenDate(today, 91, language)}₱5,450.00`,
        ]);
        await expect(statement).toContainText(words.late);
        // Early payment in her language, from the configured rule (no English sentence of the configuration's).
        await expect(statement).toContainText(words.early);
        await statement.getByRole('button').last().click();
        await expect(statement).toBeHidden();
        await expect(page.getByRole('region', { name: words.receive })).toBeVisible();
      });
    }

    test('an answer without net proceeds: the total to repay only, no cost posing as the whole', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      // Neither the field nor the row the sample lender's configuration names.
      await page.route(/\/loan-detail-confirm/, async (route) => {
        const answer = await (await route.fetch()).json();
        delete answer.data.receivedAmount;
        answer.data.details = answer.data.details.filter((row: { text: string }) => row.text !== 'Amount received');
        answer.data.terms = [];
        await route.fulfill({ json: answer });
      });
      await page.goto(pageUrl('/theMark/', { productId: 'P2001' }));
      const money = page.getByRole('region', { name: 'Loan amount' });
      await expect(money.locator('.loan-money__amount')).toHaveText('₱5,000.00');
      await expect(repays(page, 'You repay')).toContainText('₱5,450.00');
      await expect(money).toContainText('The lender has not said how much you will receive');
      // The loan amount and what is added to it: no part poses as what she receives or as the whole cost.
      await expect(money.locator('.loan-money-bar__row dt')).toHaveText(['Loan amount', 'Interest and charges added']);
      await expect(money).not.toContainText('Finance charge');
      await expect(page.getByRole('button', { name: 'Confirm loan' })).toBeVisible();
      expect(warnings.filter((text) => text.includes('netProceeds'))).toHaveLength(1);
    });
  });

  for (const [language, words] of [
    ['en', { purposes: /^Optional, each on its own/, agree: /I have read and agree/, next: NEXT }],
    [
      'fil',
      {
        purposes: /^Opsyonal, bawat isa nang hiwalay/,
        agree: /Nabasa at tinatanggap ko ang/,
        next: 'Kumpirmahin ang ₱4,900.00',
      },
    ],
  ] as const) {
    test(`${language}: three optional purposes, each unticked and sent as its own field`, async ({ page }) => {
      const pushes = pushesOf(page);
      await page.goto(pageUrl('/theMark/', { productId: 'P2001', lang: language }));
      const purposes = page.getByRole('group', { name: words.purposes }).getByRole('checkbox');
      await expect(purposes).toHaveCount(3);
      for (const box of await purposes.all()) await expect(box).not.toBeChecked();
      // The partners named, as the sample lender configures them (NPC Circular No. 2023-04).
      await expect(page.getByRole('group', { name: words.purposes })).toContainText(
        'Bantay Insurance Agency Inc., Tindahan Rewards Corporation',
      );
      // Research only: the other two stay no.
      await purposes.nth(1).check();
      await page.getByRole('checkbox', { name: words.agree }).check();
      await page.getByRole('button', { name: words.next }).click();
      await page.waitForURL(/\/badSpark\//);
      expect(pushes).toEqual([
        expect.objectContaining({ marketingConsent: '0', researchConsent: '1', partnerConsent: '0' }),
      ]);
    });
  }

  test('fil: the figures paint in Filipino first, however late its words arrive (no flash of English)', async ({
    page,
  }) => {
    // Every chunk carrying Filipino words arrives 1.5 s late, as on a slow network; the answer is in at once.
    await page.route(/\.js(\?|$)/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Matatanggap mo')) await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fulfill({ response, body });
    });
    // Whether the content ever said "You receive" in English, watched from the first paint.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('You receive'))
          (window as unknown as { englishSeen: boolean }).englishSeen = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(pageUrl('/theMark/', { productId: 'P2001', lang: 'fil' }));
    await expect(page.getByRole('region', { name: 'Matatanggap mo' })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { englishSeen?: boolean }).englishSeen ?? false)).toBe(
      false,
    );
  });

  test.describe('words that never arrive', () => {
    // The Filipino chunks are refused on purpose: the browser says so in the console.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });
    test('fil: they leave the figures in English, not a skeleton that never ends', async ({ page }) => {
      await page.route(/\.js(\?|$)/, async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('Matatanggap mo')) await route.abort();
        else await route.fulfill({ response, body });
      });
      await page.goto(pageUrl('/theMark/', { productId: 'P2001', lang: 'fil' }));
      await expect(page.getByRole('region', { name: 'You receive' })).toBeVisible({ timeout: 15_000 });
    });
  });

  test('the button stays on the first screen while the terms scroll', async ({ page }) => {
    await page.goto(pageUrl('/theMark/', { productId: 'P2001' }));
    const button = page.getByRole('button', { name: NEXT });
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

  test('a double tap pushes once and goes to lendDetailsUrl with from=confirm', async ({ page }) => {
    const pushes = pushesOf(page);
    await page.goto(pageUrl('/theMark/', { productId: 'P2001' }));
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: NEXT }).dblclick();
    await page.waitForURL(/\/badSpark\//);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('confirm');
    expect(url.searchParams.get('orderId')).toBe('ORD151');
    expect(url.searchParams.get('sessionId')).toBe('sess-e2e-0001');
    expect(pushes).toHaveLength(1);
  });

  for (const [name, path] of [
    ['Loan agreement', '/outsideOr/'],
    ['Privacy policy', '/ofEffects/'],
  ] as const) {
    test(`the agreement "${name}" opens through contract-jump, with the session on our own site`, async ({ page }) => {
      await page.goto(pageUrl('/theMark/', { productId: 'P2001' }));
      await page.getByRole('button', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path && url.searchParams.get('sessionId') === SESSION.sessionId);
    });
  }

  test('hostile URLs from every call are refused', async ({ page }) => {
    const pushes = pushesOf(page);
    await page.goto(pageUrl('/theMark/', { productId: 'P2002' }));
    await page.getByRole('button', { name: 'Loan agreement' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'This link cannot be opened' })).toBeVisible();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: NEXT }).click();
    const popup = page.getByRole('dialog', { name: 'Agreement' });
    await expect(popup).toContainText('This link cannot be opened');
    await expect(popup.locator('iframe')).toHaveCount(0);
    await popup.getByRole('button', { name: 'Agree' }).click();
    await expect.poll(() => pushes.length).toBe(1);
    await expect(page).toHaveURL(/\/theMark\//);
  });

  test.describe('failures', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource|status of 500/] });

    test("a refused load shows the server's message; a refused push too", async ({ page }) => {
      await page.goto(pageUrl('/theMark/', { productId: 'P2001', mock: 'fail:loanConfirm' }));
      await expect(page.getByText('The service is busy, please try again later')).toBeVisible();
      await page.goto(pageUrl('/theMark/', { productId: 'P2001', mock: 'fail:loanPush' }));
      await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
      await page.getByRole('button', { name: NEXT }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The service is busy' })).toBeVisible();
      await expect(page.getByRole('button', { name: NEXT })).toBeEnabled();
    });
  });
});
