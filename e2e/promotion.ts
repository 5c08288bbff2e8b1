import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The captcha the embedded backend drew for this page's sid (tests read it, as a borrower reads the image). */
export async function captchaOf(page: Page): Promise<string> {
  const src = await page.getByRole('button', { name: 'Refresh the image captcha' }).locator('img').getAttribute('src');
  const sid = new URL(src!, page.url()).searchParams.get('sid')!;
  await expect.poll(async () => (await (await page.request.get('/__mock/state')).json()).captchas[sid]).toBeTruthy();
  return (await (await page.request.get('/__mock/state')).json()).captchas[sid];
}
