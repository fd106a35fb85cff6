// Each demo account logs in through the form and lands on its role's home.
import { expect, test } from '@playwright/test';
import { login } from './helpers';

const homes: [string, RegExp][] = [
  ['worker@demo.test', /\/explore-jobs$/],
  ['pharmacist@demo.test', /\/explore-jobs$/],
  ['unverified@demo.test', /\/explore-jobs$/],
  ['recruiter@demo.test', /\/application$/],
  ['org@demo.test', /\/application$/],
  ['admin@demo.test', /\/dashboard$/],
];

for (const [email, home] of homes) {
  test(`${email} logs in and lands on its home`, async ({ page }) => {
    await login(page, email, home);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
}

test('a wrong password shows the error and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('worker@demo.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
});

test('signed-out visitors are sent to /login and back after logging in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await page.getByLabel('Email').fill('worker@demo.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('log out ends the session', async ({ page }) => {
  await login(page, 'worker@demo.test', /\/explore-jobs$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/work-journey');
  await expect(page).toHaveURL(/\/login/);
});

test('unknown routes show the 404 page', async ({ page }) => {
  await login(page, 'worker@demo.test', /\/explore-jobs$/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
