// Shared helpers of the browser tests.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';

/** Logs in through the real login form and waits for the role's home. */
export async function login(page: Page, email: string, home?: string | RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (home) await expect(page).toHaveURL(home);
}
