import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Taps a picker field and an option in its bottom sheet: by name, or the first one offered. */
export async function choose(page: Page, field: string, option?: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: field.replace(/ \d$/, '') });
  await (option ? sheet.getByRole('radio', { name: option }) : sheet.getByRole('radio').first()).click();
  await expect(sheet).toHaveCount(0);
}

/** Fills every field of the embedded backend's bank form, as a borrower would. */
export async function fillBankAccount(page: Page, name = 'Juan Dela Cruz') {
  await choose(page, 'Bank', 'BPI');
  await page.getByRole('textbox', { name: 'Account name' }).fill(name);
  await page.getByRole('textbox', { name: 'Account number' }).pressSequentially('1234567890123');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  for (const depth of [1, 2, 3]) await choose(page, `City of residence ${depth}`);
  await page.getByRole('textbox', { name: 'ID number' }).pressSequentially('123456789012');
}
