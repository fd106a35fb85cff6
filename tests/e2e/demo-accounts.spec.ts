// The demo's own accounts (src/server/db/seed.ts, printed by `npm start`): each logs in through the form and lands on
// its role's home. The demo is this spec's subject, so it runs against a demo-seeded server; the login form itself is
// auth.spec's, with accounts of its own.
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
