// Organization dashboard flows: post a job and find it as a worker, requiredToApply blocks applying,
// invite a recruiter who signs up through the link, API keys read /api/v1 and stop working when revoked.
import { expect, test, type Page } from '@playwright/test';
import { offerFieldLabel } from '../../src/domain/fields';
import { signInByApi } from './helpers';

const ORG = 'org@demo.test';
const WORKER = 'worker@demo.test';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an organization posts a job and a worker finds it in Explore jobs', async ({ browser }) => {
  const title = `Zephyr Cardiac Nurse ${unique()}`;
  const orgPage = await (await browser.newContext()).newPage();
  await signInByApi(orgPage, ORG, /\/application$/);
  await orgPage.goto('/dashboard/opportunities-manager');
  await orgPage.getByRole('button', { name: 'Post a job' }).click();
  const dialog = orgPage.getByRole('dialog', { name: 'Post a job' });
  await dialog.getByLabel('Job title').fill(title);
  await pick(orgPage, 'Profession', 'Registered Nurse');
  await dialog.getByRole('tab', { name: 'Pay and hours' }).click();
  await dialog.getByLabel('Taxable hourly rate').fill('50');
  // Hours per week follow hours per shift × shifts per week (5 × 8 = 40); a disagreeing figure would be refused.
  await dialog.getByRole('textbox', { name: 'Hours per shift' }).fill('8');
  await dialog.getByRole('textbox', { name: 'Shifts per week' }).fill('5');
  await expect(dialog.getByRole('textbox', { name: /^Hours per week/ })).toHaveValue('40');
  await dialog.getByLabel(offerFieldLabel('non_taxable_weekly')).fill('1300');
  await expect(dialog.getByLabel('Taxable weekly pay')).toHaveValue('$2,000.00');
  await expect(dialog.getByLabel('Weekly pay', { exact: true })).toHaveValue('$3,300.00');
  await expect(dialog.getByRole('status')).toContainText('above the standard federal per-diem limit');
  await dialog.getByRole('tab', { name: 'Location' }).click();
  await pick(orgPage, 'State', 'Georgia');
  await dialog.getByLabel('City', { exact: true }).fill('Atlanta');
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(dialog.getByLabel('Worker preview')).toContainText('Feels Like $/hr');
  await expect(dialog.getByLabel('Worker preview')).toContainText('$82.50');
  await dialog.getByRole('button', { name: 'Post job' }).click();
  await expect(orgPage.getByText('Job posted')).toBeVisible();
  await expect(orgPage.getByRole('table', { name: 'Jobs' })).toContainText(title);

  const workerPage = await (await browser.newContext()).newPage();
  await signInByApi(workerPage, WORKER, /\/explore-jobs$/);
  await workerPage.getByLabel('Search jobs').fill(title);
  await workerPage.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(workerPage.getByText(title).first()).toBeVisible();
});

test('requiredToApply blocks a worker whose profile does not match', async ({ browser }) => {
  const orgPage = await (await browser.newContext()).newPage();
  await signInByApi(orgPage, ORG, /\/application$/);
  // A pharmacist job: the demo worker is a registered nurse, so Profession does not match.
  const created = await orgPage.request.post('/api/org/jobs', {
    data: {
      title: `Pharmacist ${unique()}`,
      profession: 'Pharmacist',
      specialty: 'Retail',
      location: { state: 'GA', city: 'Atlanta' },
      pay: { hourly_rate: 60 },
      hours: { hours_per_week: 40 },
    },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { _id: string };
  const before = (await (await orgPage.request.get('/api/org/preferences')).json()) as { requiredToApply: string[] };
  try {
    await orgPage.goto('/dashboard/preferences');
    const profession = orgPage.getByRole('checkbox', { name: 'Profession', exact: true });
    if (!(await profession.isChecked())) await profession.check();
    await orgPage.getByRole('button', { name: 'Save preferences' }).click();
    await expect(orgPage.getByText('Preferences saved')).toBeVisible();

    const workerPage = await (await browser.newContext()).newPage();
    await signInByApi(workerPage, WORKER, /\/explore-jobs$/);
    await workerPage.goto(`/explore-jobs/${job._id}`);
    const block = workerPage
      .getByRole('alert')
      .filter({ hasText: 'This organization requires these fields to match before applying:' });
    await expect(block).toBeVisible();
    await expect(block).toContainText('Profession');
  } finally {
    await orgPage.request.put('/api/org/preferences', { data: before });
  }
});

test('an invited recruiter creates an account through the emailed link', async ({ browser }) => {
  const email = `invitee-${unique()}@demo.test`;
  const orgPage = await (await browser.newContext()).newPage();
  await signInByApi(orgPage, ORG, /\/application$/);
  await orgPage.goto('/dashboard/recruiter-management');
  await orgPage.getByLabel('Invite a recruiter by email').fill(email);
  await orgPage.getByRole('button', { name: 'Send invitation' }).click();
  await expect(orgPage.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(orgPage.getByText(`${email} — expires`)).toBeVisible();

  const mails = (await (await orgPage.request.get('/api/dev/outbox')).json()) as { to: string; text: string }[];
  const mail = mails.find((m) => m.to === email);
  expect(mail).toBeDefined();
  const link = /https?:\/\/\S+\/invite\?token=[\w-]+/.exec(mail!.text)![0];

  const invitee = await (await browser.newContext()).newPage();
  await invitee.goto(new URL(link).pathname + new URL(link).search);
  await expect(invitee.getByText('You are invited to join Sunrise Health as a recruiter.')).toBeVisible();
  await invitee.getByLabel('First name').fill('Ivy');
  await invitee.getByLabel('Last name').fill('Invitee');
  await invitee.getByRole('textbox', { name: 'Password' }).fill('invitee-password');
  await invitee.getByRole('button', { name: 'Create account' }).click();
  await expect(invitee).toHaveURL(/\/application$/);
  const me = (await (await invitee.request.get('/api/auth/me')).json()) as {
    role: string;
    email: string;
    organization: { name: string };
  };
  expect(me).toMatchObject({ role: 'recruiter', email, organization: { name: 'Sunrise Health' } });

  await orgPage.reload();
  await expect(orgPage.getByRole('table', { name: 'Team' })).toContainText(email);
});

test('an API key reads /api/v1/jobs and gets 401 once revoked', async ({ browser, playwright }) => {
  const name = `E2E key ${unique()}`;
  const orgPage = await (await browser.newContext()).newPage();
  await signInByApi(orgPage, ORG, /\/application$/);
  await orgPage.goto('/dashboard/api-keys');
  await orgPage.getByLabel('Key name').fill(name);
  await orgPage.getByRole('button', { name: 'Create API key' }).click();
  const key = (await orgPage.getByTestId('secret-value').innerText()).trim();
  expect(key).toMatch(/^clk_/);
  await expect(orgPage.getByRole('table', { name: 'API keys' })).toContainText(key.slice(0, 12));

  const anon = await playwright.request.newContext({ baseURL: new URL(orgPage.url()).origin });
  const ok = await anon.get('/api/v1/jobs?limit=5', { headers: { authorization: `Bearer ${key}` } });
  expect(ok.status()).toBe(200);
  const body = (await ok.json()) as { items: { organization_name: string }[]; next_cursor: string | null };
  expect(body.items).toHaveLength(5);
  expect(new Set(body.items.map((j) => j.organization_name))).toEqual(new Set(['Sunrise Health']));
  expect(body.next_cursor).not.toBeNull();

  // Revoking asks first, naming the key and what happens; Cancel keeps it working.
  await orgPage.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = orgPage.getByRole('dialog', { name: `Revoke the API key "${name}"?` });
  await expect(confirm).toContainText('Systems using this key lose access');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect((await anon.get('/api/v1/jobs?limit=1', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(200);
  await orgPage.getByRole('button', { name: `Revoke ${name}` }).click();
  await orgPage
    .getByRole('dialog', { name: `Revoke the API key "${name}"?` })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(orgPage.getByText('API key revoked')).toBeVisible();
  const revoked = await anon.get('/api/v1/jobs', { headers: { authorization: `Bearer ${key}` } });
  expect(revoked.status()).toBe(401);
  await anon.dispose();
});

test('an unknown dashboard section shows Not Found', async ({ page }) => {
  await signInByApi(page, ORG, /\/application$/);
  await page.goto('/dashboard/not-a-section');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
