import { expect, pageUrl, test } from './fixtures';
import { DATES, fixDay, writtenDate } from './clock';
import { textOf } from '@loan-webview/kit/testing';

const PATH = '/complainDetails/';

test.describe('complaint details (/complainDetails)', { tag: DATES }, () => {
  test('shows the complaint, its images enlarge, and the process result', async ({ page }) => {
    await page.goto(pageUrl(PATH, { problemId: 'PB1001' }));
    await expect(page.getByText('An agent called me four times after 9 pm on Saturday.')).toBeVisible();
    await expect(page.getByText('Collection')).toBeVisible();
    await expect(page.getByText('Calls at night or too often')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Process Result' })).toBeVisible();
    await expect(page.getByText('Customer service team')).toBeVisible();
    await page.getByRole('list', { name: 'Images' }).getByRole('button', { name: 'View image 1' }).click();
    const enlarged = page.getByRole('dialog', { name: 'Images' });
    await expect(enlarged.locator('img')).toBeVisible();
    await page.goBack();
    await expect(enlarged).toBeHidden();
  });

  test.describe('on the books’ day', () => {
    // The page's clock is fixed (Playwright's clock, which a kept context cannot take off again).
    test.use({ freshContext: true });
    for (const [language, words] of [
      [
        'en',
        {
          stage: 'Stage',
          filed: 'Filed on',
          replyBy: 'Reply by',
          open: 'Processing',
          sec: 'Not satisfied with our answer?',
        },
      ],
      [
        'fil',
        {
          stage: 'Status',
          filed: 'Naipadala noong',
          replyBy: 'Huling araw ng sagot',
          open: 'Processing',
          sec: 'Hindi ka kuntento sa sagot namin?',
        },
      ],
    ] as const) {
      test(`${language}: a complaint still being handled shows its stage, when it was filed and the reply-by date`, async ({
        page,
      }) => {
        // Filed the day before the books' day, at 10 am in Manila.
        const today = await fixDay(page);
        await page.goto(pageUrl(PATH, { problemId: 'PB1002', lang: language }));
        await expect(page.getByText('My GCash payment on Oct 2 is not showing yet.')).toBeVisible();
        const fact = (label: string) =>
          page.locator('.loan-complaint-details__facts div').filter({ has: page.getByText(label, { exact: true }) });
        await expect(fact(words.stage).locator('dd')).toHaveText(words.open);
        // The reply is due three working days on: a Saturday and a Sunday do not count.
        let replyBy = -1;
        for (let working = 0; working < 3;) {
          replyBy += 1;
          if (![0, 6].includes(new Date(today + replyBy * 86_400_000).getUTCDay())) working += 1;
        }
        if (language === 'en')
          await expect(fact(words.filed).locator('dd')).toHaveText(`${writtenDate(today, -1)}, 10:00 AM`);
        await expect(fact(words.replyBy).locator('dd')).toHaveText(writtenDate(today, replyBy, language));
        await expect(page.getByText(words.sec)).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Process Result' })).toHaveCount(0);
      });
    }
  });

  test('asks for a rating in the page under the answer, never over it: no star is refused, a refusal keeps her stars, a score thanks her', async ({
    page,
  }, info) => {
    // A session of its own: the backend asks each borrower once, and a score sent here answers only this one.
    const opened = pageUrl(PATH, { problemId: 'PB1001', sessionId: info.testId });
    await page.goto(opened);
    await expect(page.getByText('Customer service team')).toBeVisible();
    const rating = page.getByRole('region', { name: 'Please rate this service' });
    await expect(rating).toBeVisible();
    // The spec's modal came at 3 s over the answer: nothing comes.
    await page.waitForTimeout(3_200);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await rating.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please choose a rating' })).toBeVisible();
    // Stars by tap and by keyboard: 3, then one to the right.
    await rating.getByRole('radio', { name: '3 stars' }).click();
    await page.keyboard.press('ArrowRight');
    await expect(rating.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    let refuse = true;
    const sent: string[] = [];
    await page.route('**/planes/user-problem/save-score*', async (route) => {
      sent.push(route.request().postData() ?? '');
      if (refuse) await route.fulfill({ json: { code: '1', message: 'Rating is closed for today' } });
      else await route.continue();
    });
    await rating.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rating is closed for today' })).toBeVisible();
    await expect(rating.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    refuse = false;
    await rating.getByRole('button', { name: 'Send' }).click();
    await expect(rating.getByText('Thank you for your rating!')).toBeVisible();
    expect(sent.at(-1)).toContain('score=4');
    expect(sent.at(-1)).toContain('problemId=PB1001');
    // Rated: the backend asks no more.
    await page.goto(opened);
    await expect(page.getByText('Customer service team')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Please rate this service' })).toHaveCount(0);
  });

  test('an unknown complaint shows the server message, and no Retry that cannot help', async ({ page }) => {
    await page.goto(pageUrl(PATH, { problemId: 'PB9999' }));
    await expect(page.getByRole('alert')).toContainText('Complaint not found');
    await expect(page.getByRole('button', { name: textOf('common.retry') })).toHaveCount(0);
  });
});
