// The login form: an account of each role logs in through it and lands on its role's home; a wrong password, the
// redirect back after logging in, logging out and the 404 page. The accounts are the test's own (tests/e2e/fixtures,
// decision 0052): made through the API, then signed out; this page signs in through the form from the test's own address
// (the login limit counts per address, and the own-data server believes X-Forwarded-For from this machine). That the
// demo's own accounts log in is the demo's test (demo-accounts.spec.ts).
import type { Page } from '@playwright/test';
import { addressOf, type OwnRole } from './fixtures/accounts';
import { expect, test, type People } from './fixtures/test';
import { DEMO_PASSWORD, login } from './helpers';

/** `page`, signed out, as a browser of the test's own address. */
async function fromOwnAddress(page: Page, people: People) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressOf(`login-${people.mark}`) });
  return page;
}

const homes: [OwnRole, string, RegExp][] = [
  ['worker', "a worker's", /\/explore-jobs$/],
  ['recruiter', "a recruiter's", /\/application$/],
  ['org', "an organization's", /\/application$/],
];

for (const [role, whose, home] of homes) {
  test(`${whose} account logs in and lands on its home`, async ({ page, people }) => {
    const { email } = await people.account(role);
    await login(await fromOwnAddress(page, people), email, home);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
}

test('a worker whose email is not verified yet logs in and lands on her home', async ({ page, people }) => {
  await fromOwnAddress(page, people);
  const email = `unverified-${people.mark}@example.test`;
  const signedUp = await page.request.post('/api/auth/signup', {
    data: { role: 'worker', email, first_name: 'Uma', last_name: `Unverified${people.mark}`, password: DEMO_PASSWORD },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  await page.context().clearCookies();
  await login(page, email, /\/explore-jobs$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a wrong password shows the error and stays on /login', async ({ page, people }) => {
  const { email } = await people.account('worker');
  await fromOwnAddress(page, people);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('signed-out visitors are sent to /login and back after logging in', async ({ page, people }) => {
  const { email } = await people.account('worker');
  await fromOwnAddress(page, people);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('log out ends the session', async ({ page, people }) => {
  const { email } = await people.account('worker');
  await login(await fromOwnAddress(page, people), email, /\/explore-jobs$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/work-journey');
  await expect(page).toHaveURL(/\/login/);
});

test('unknown routes show the 404 page', async ({ people }) => {
  const page = await people.open('worker');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
