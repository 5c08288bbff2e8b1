import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, installAndroidBridge, installIosBridge, pageUrl, test } from './fixtures';
import { DATES, fixDay, writtenDate } from './clock';

/**
 * The Disclosure Statement as a file she keeps (RA 3765 s. 4; issue 67): saved by the browser, or handed to a
 * contract-2 shell's `shareFile`, holding this loan's figures and when it was shown.
 */
const pdfText = (bytes: Buffer) => bytes.toString('latin1');

async function openStatement(page: Page, language: 'en' | 'fil') {
  await page.goto(pageUrl('/theMark/', { productId: 'P2001', lang: language }));
  await page.locator('.loan-lender__disclosure').click();
  return page.getByRole('dialog');
}

const FIGURES = ['PHP 5,000.00', 'PHP 100.00', 'PHP 4,900.00', 'PHP 550.00', '3.62%', 'PHP 5,450.00'];

/** The statement's file name: when it was shown, in Manila (`disclosure-statement-20261123-1000.pdf`). */
const fileName = (shownAt: number) =>
  `disclosure-statement-${new Date(shownAt + 8 * 3600 * 1000)
    .toISOString()
    .slice(0, 16)
    .replace(/\D/g, '')
    .replace(/^(\d{8})/, '$1-')}.pdf`;

test.describe('the Disclosure Statement as a file', { tag: DATES }, () => {
  test.use({ freshContext: true });
  // The statement says when it was shown: the books' day, 10:00 in Manila.
  let today: number;
  test.beforeEach(async ({ page }) => {
    today = await fixDay(page);
  });

  for (const [language, words] of [
    ['en', { save: 'Save a copy (PDF)', saved: 'Saved to your downloads', shown: 'Shown on' }],
    ['fil', { save: 'Mag-save ng kopya (PDF)', saved: 'Na-save sa downloads mo', shown: 'Ipinakita noong' }],
  ] as const) {
    test(`${language}: in the browser, a PDF download with this loan's figures and when it was shown`, async ({
      page,
    }) => {
      const statement = await openStatement(page, language);
      const download = page.waitForEvent('download');
      await statement.getByRole('button', { name: words.save }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(fileName(today));
      const text = pdfText(await readFile((await file.path())!));
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      for (const figure of FIGURES) expect(text).toContain(figure);
      expect(text).toContain('PesoLoan Lending Corporation');
      expect(text).toContain(`${words.shown} ${writtenDate(today, 0, language)}`);
      await expect(statement.getByRole('status')).toContainText(words.saved);
    });
  }

  for (const [shell, install] of [
    ['iOS', installIosBridge],
    ['Android', installAndroidBridge],
  ] as const) {
    test(`${shell}, contract 2: the file goes to the shell's shareFile, and she is told`, async ({ page }) => {
      await install(page, {
        contract: 2,
        actions: ['shareFile', 'closeWebview'],
        answers: { shareFile: { ok: true, value: null } },
      });
      const statement = await openStatement(page, 'en');
      await statement.getByRole('button', { name: 'Save a copy (PDF)' }).click();
      await expect(statement.getByRole('status')).toContainText('Sent to your phone to keep');
      const calls = await page.evaluate(
        () => (window as unknown as { __bridgeCalls: { action: string; payload: unknown }[] }).__bridgeCalls,
      );
      const [file] = calls.find((call) => call.action === 'shareFile')!.payload as {
        name: string;
        mimeType: string;
        base64: string;
      }[];
      expect(file).toMatchObject({ name: fileName(today), mimeType: 'application/pdf' });
      const text = pdfText(Buffer.from(file.base64, 'base64'));
      for (const figure of FIGURES) expect(text).toContain(figure);
    });
  }

  test('Android, contract 1: the shell has no shareFile, so the browser saves it', async ({ page }) => {
    await installAndroidBridge(page);
    const statement = await openStatement(page, 'en');
    const download = page.waitForEvent('download');
    await statement.getByRole('button', { name: 'Save a copy (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    const calls = await page.evaluate(
      () => (window as unknown as { __bridgeCalls: { action: string }[] }).__bridgeCalls,
    );
    expect(calls.map((call) => call.action)).not.toContain('shareFile');
  });
});

test(
  'after she confirms, the order page offers the statement she confirmed, as a file',
  { tag: DATES },
  async ({ page }) => {
    await page.goto(pageUrl('/theMark/', { productId: 'P2001' }));
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Confirm and receive ₱4,900.00' }).click();
    await page.waitForURL(/\/badSpark\//);
    await page.getByRole('button', { name: 'Disclosure Statement of this loan: keep a copy' }).click();
    const statement = page.getByRole('dialog', { name: 'Disclosure Statement' });
    const download = page.waitForEvent('download');
    await statement.getByRole('button', { name: 'Save a copy (PDF)' }).click();
    const saved = await download;
    const text = pdfText(await readFile((await saved.path())!));
    for (const figure of ['PHP 4,900.00', 'PHP 550.00', 'PHP 5,450.00']) expect(text).toContain(figure);
    // The copy she keeps names the loan it describes, in its text and its file name (issue 81).
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    expect(text).toContain(`Order number: ${orderId}`);
    expect(saved.suggestedFilename()).toContain(orderId);
    await statement.getByRole('button', { name: 'Back to the order' }).click();
    await expect(statement).toBeHidden();
  },
);
