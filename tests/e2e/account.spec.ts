// Account basics in the browser: forgot password on /login → emailed link (dev outbox) → new password → signed in.
import { expect, test } from '@playwright/test';

test('a worker resets a forgotten password from /login through the emailed link', async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `forgetful-${Date.now()}@example.test`;
  const api = await playwright.request.newContext({ baseURL });
  const signup = await api.post('/api/auth/signup', {
    data: { role: 'worker', email, password: 'first-password', first_name: 'Fay', last_name: 'Forgetful' },
  });
  expect(signup.ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email');

  await page.goto('/dev/outbox');
  const mail = page.locator('article', { hasText: `To: ${email}` }).first();
  await expect(mail).toContainText('Reset your CareLink password');
  await mail.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password').fill('second-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/explore-jobs/);

  // The other session (the API context's sign-up session) was revoked.
  expect((await api.get('/api/auth/me')).status()).toBe(401);
  await api.dispose();
});
