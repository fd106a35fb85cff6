// Account basics in the browser: forgot password on /login → emailed link (dev outbox) → new password → signed in;
// a worker changes email from Account settings (confirmed through the dev outbox link) and deletes the account.
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
  // The URL changes before the page's code has loaded (the navigation is a transition: the login form, which also has
  // an Email field, stays on screen meanwhile); wait for the reset form itself.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email');

  await page.goto('/dev/outbox');
  const mail = page.locator('article', { hasText: `To: ${email}` }).first();
  await expect(mail).toContainText('Reset your CareLink password');
  const link = (await mail.getByRole('link').first().getAttribute('href')) ?? '';
  await mail.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password').fill('second-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/explore-jobs/);

  // The same link opened again says at once that it was used, and offers a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This link has already been used. Each link works once.');
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Send me a new reset link' }).click();
  await expect(page).toHaveURL('/forgot-password');

  // The other session (the API context's sign-up session) was revoked.
  expect((await api.get('/api/auth/me')).status()).toBe(401);
  await api.dispose();
});

test('a worker changes email in Account settings, confirms the emailed link, then deletes the account', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stamp = Date.now();
  const email = `mover-${stamp}@example.test`;
  const next = `moved-${stamp}@example.test`;
  const password = 'mover-password';
  const api = await playwright.request.newContext({ baseURL });
  const signup = await api.post('/api/auth/signup', {
    data: { role: 'worker', email, password, first_name: 'Mo', last_name: 'Mover' },
  });
  expect(signup.ok()).toBe(true);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/explore-jobs$/);

  // Account menu → Account settings.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const form = page.getByRole('form', { name: 'Change email' });
  await form.getByLabel('New email').fill(next);
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByRole('status')).toContainText(`We sent a confirmation link to ${next}`);
  // Until confirmed, the old address is the one that signs in.
  expect((await api.post('/api/auth/login', { data: { email: next, password } })).status()).toBe(401);

  await page.goto('/dev/outbox');
  await expect(page.locator('article', { hasText: `To: ${email}` }).first()).toContainText(
    'Your CareLink email address is being changed',
  );
  const mail = page.locator('article', { hasText: `To: ${next}` }).first();
  await expect(mail).toContainText('Confirm your new CareLink email address');
  await mail.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/confirm-email\?token=/);
  await expect(page.getByRole('status')).toContainText('Your email address has been changed.');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/explore-jobs$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page.getByText(`Current address: ${next}`)).toBeVisible();

  // Delete: the dialog asks for the password again.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog.getByRole('textbox', { name: 'Password' }).fill(password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  expect((await api.post('/api/auth/login', { data: { email: next, password } })).status()).toBe(401);
  await api.dispose();
});
