// Organization dashboard flows: post a job and find it as a worker, requiredToApply blocks applying,
// invite a recruiter who signs up through the link, API keys read /api/v1 and stop working when revoked.
// Each test makes its own organization (and worker) (tests/e2e/fixtures, decision 0052): the jobs /api/v1 reads are the
// six the test's organization posts, the recruiter joins the test's organization.
import { expect, test, type People } from './fixtures/test';
import type { Page } from '@playwright/test';
import { offerFieldLabel } from '../../src/domain/fields';
import { addressOf } from './fixtures/accounts';
import { postJobAs } from './fixtures/api';
import { liveReady, wordsBrokenAcrossLines } from './helpers';

/** A pharmacist job in Atlanta, for a registered nurse whose Profession does not match. */
const PHARMACIST_JOB = {
  profession: 'Pharmacist',
  specialty: 'Retail',
  terms: undefined,
  location: { state: 'GA', city: 'Atlanta' },
  pay: { hourly_rate: 60 },
  hours: { hours_per_week: 40 },
};

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an organization posts a job and a worker finds it in Explore jobs', async ({ people }) => {
  const title = `Zephyr Cardiac Nurse ${people.mark}`;
  const orgPage = await people.open('org');
  // From the navigation: on the Jobs page, Jobs is the current link, not Dashboard (whose address it lies under).
  const nav = orgPage.getByRole('navigation', { name: 'Main', exact: true });
  await nav.getByRole('link', { name: 'Jobs' }).click();
  await expect(orgPage).toHaveURL(/\/dashboard\/opportunities-manager$/);
  await expect(nav.getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', /.*/);
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Jobs' })).not.toHaveAttribute('aria-current', /.*/);
  await nav.getByRole('link', { name: 'Jobs' }).click();
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

  const workerPage = await people.open('worker');
  await workerPage.getByLabel('Search jobs').fill(title);
  await workerPage.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(workerPage.getByText(title).first()).toBeVisible();
});

test('requiredToApply blocks a worker whose profile does not match', async ({ people }) => {
  const orgPage = await people.open('org');
  // A pharmacist job for a registered nurse (her profile says so, through the route her profile page saves with), so
  // Profession does not match.
  const job = await postJobAs(orgPage.request, `Pharmacist ${people.mark}`, PHARMACIST_JOB);
  await orgPage.goto('/dashboard/preferences');
  const profession = orgPage.getByRole('checkbox', { name: 'Profession', exact: true });
  if (!(await profession.isChecked())) await profession.check();
  await orgPage.getByRole('button', { name: 'Save preferences' }).click();
  await expect(orgPage.getByText('Preferences saved')).toBeVisible();

  const workerPage = await people.open('worker');
  const res = await workerPage.request.put('/api/worker-profile', {
    data: { summary: { profession: 'Registered Nurse' } },
  });
  expect(res.status(), await res.text()).toBe(200);
  await workerPage.goto(`/explore-jobs/${job._id}`);
  const block = workerPage
    .getByRole('alert')
    .filter({ hasText: 'This organization requires these fields to match before applying:' });
  await expect(block).toBeVisible();
  await expect(block).toContainText('Profession');
});

test('an invited recruiter creates an account through the emailed link', async ({ browser, people }) => {
  const email = `invitee-${people.mark}@example.test`;
  const orgPage = await people.open('org');
  await orgPage.goto('/dashboard/recruiter-management');
  await orgPage.getByLabel('Invite a recruiter by email').fill(email);
  await orgPage.getByRole('button', { name: 'Send invitation' }).click();
  await expect(orgPage.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(orgPage.getByText(`${email} — expires`)).toBeVisible();

  const mails = (await (await orgPage.request.get('/api/dev/outbox?limit=200')).json()) as {
    to: string;
    text: string;
  }[];
  const mail = mails.find((m) => m.to === email);
  expect(mail).toBeDefined();
  const link = /https?:\/\/\S+\/invite\?token=[\w-]+/.exec(mail!.text)![0];

  // The invitee, on a device of her own (her own address: fixtures/accounts.ts, addressOf).
  const invitee = await (
    await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': addressOf(`i${people.mark}`) } })
  ).newPage();
  try {
    await invitee.goto(new URL(link).pathname + new URL(link).search);
    await expect(invitee.getByText(`You are invited to join ${people.organizationName} as a recruiter.`)).toBeVisible();
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
    expect(me).toMatchObject({ role: 'recruiter', email, organization: { name: people.organizationName } });
  } finally {
    await invitee.context().close();
  }

  await orgPage.reload();
  await expect(orgPage.getByRole('table', { name: 'Team' })).toContainText(email);
});

test('an API key reads /api/v1/jobs and gets 401 once revoked', async ({ playwright, people }) => {
  const name = `E2E key ${people.mark}`;
  const orgPage = await people.open('org');
  // Six open jobs of the test's organization: a first page of five, and a next page.
  const posted: string[] = [];
  for (let i = 1; i <= 6; i++) posted.push((await postJobAs(orgPage.request, `Key ${i} ICU ${people.mark}`))._id);
  await orgPage.goto('/dashboard/api-keys');
  await orgPage.getByLabel('Key name').fill(name);
  await orgPage.getByRole('button', { name: 'Create API key' }).click();
  const key = (await orgPage.getByTestId('secret-value').innerText()).trim();
  expect(key).toMatch(/^clk_/);
  await expect(orgPage.getByRole('table', { name: 'API keys' })).toContainText(key.slice(0, 12));

  const anon = await playwright.request.newContext({ baseURL: new URL(orgPage.url()).origin });
  const ok = await anon.get('/api/v1/jobs?limit=5', { headers: { authorization: `Bearer ${key}` } });
  expect(ok.status()).toBe(200);
  const body = (await ok.json()) as {
    items: { _id: string; organization_name: string }[];
    next_cursor: string | null;
  };
  expect(body.items).toHaveLength(5);
  expect(new Set(body.items.map((j) => j.organization_name))).toEqual(new Set([people.organizationName]));
  expect(body.items.every((j) => posted.includes(j._id))).toBe(true);
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

test('an unknown dashboard section shows Not Found', async ({ people }) => {
  const page = await people.open('org');
  await page.goto('/dashboard/not-a-section');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test("the worker's open job page follows the organization's apply requirements, without a reload", async ({
  people,
}) => {
  const orgPage = await people.open('org');
  const job = await postJobAs(orgPage.request, `Pharmacist live ${people.mark}`, PHARMACIST_JOB);
  // A registered nurse has the pharmacist job open: nothing is required yet, she may apply.
  const workerPage = await people.open('worker');
  const res = await workerPage.request.put('/api/worker-profile', {
    data: { summary: { profession: 'Registered Nurse' } },
  });
  expect(res.status(), await res.text()).toBe(200);
  await workerPage.goto(`/explore-jobs/${job._id}`);
  await expect(workerPage.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  const block = workerPage
    .getByRole('alert')
    .filter({ hasText: 'This organization requires these fields to match before applying:' });
  await expect(block).toHaveCount(0);

  // The organization, beside her, requires Profession from its dashboard's Preferences.
  await orgPage.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Dashboard' }).click();
  await orgPage.getByRole('link', { name: 'Preferences', exact: true }).click();
  await expect(orgPage).toHaveURL(/\/dashboard\/preferences$/);
  const profession = orgPage.getByRole('checkbox', { name: 'Profession', exact: true });
  await profession.check();
  await orgPage.getByRole('button', { name: 'Save preferences' }).click();
  await expect(orgPage.getByText('Preferences saved')).toBeVisible();
  await expect(block).toBeVisible();
  await expect(block).toContainText('Profession');

  // And lifts it again: her page follows back.
  await profession.uncheck();
  await orgPage.getByRole('button', { name: 'Save preferences' }).click();
  await expect(block).toHaveCount(0);
  await expect(workerPage.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
});

/**
 * The worker's board searched for the test's jobs (its mark), showing `count` cards, and live (its socket said 'ready'):
 * what the organization does from then on reaches it.
 */
async function workerSearchingBoard(people: People, count: number) {
  const workerPage = await people.open('worker');
  const live = liveReady(workerPage);
  await workerPage.goto('/explore-jobs');
  await workerPage.getByRole('searchbox', { name: 'Search jobs' }).fill(people.mark);
  await workerPage.getByRole('button', { name: 'Search', exact: true }).click();
  const cards = workerPage.getByRole('article');
  await expect(cards).toHaveCount(count);
  await live;
  return { workerPage, cards };
}

test("the worker's open board follows a job the organization pauses, without a reload", async ({ people }) => {
  const orgPage = await people.open('org');
  const title = `Board live ${people.mark}`;
  await postJobAs(orgPage.request, title);
  await postJobAs(orgPage.request, `Board stays ${people.mark}`);
  // The worker has searched the board for both jobs.
  const { cards } = await workerSearchingBoard(people, 2);
  await expect(cards.filter({ hasText: title })).toHaveCount(1);

  // The organization, beside her, pauses one from its Jobs page.
  await orgPage.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Jobs' }).click();
  await expect(orgPage).toHaveURL(/\/dashboard\/opportunities-manager$/);
  await orgPage.getByRole('button', { name: new RegExp(`^Actions for ${title} `) }).click();
  await orgPage.getByRole('menuitem', { name: 'Pause', exact: true }).click();
  await expect(orgPage.getByText('Job paused')).toBeVisible();
  // Her board drops it: a paused job takes no applications.
  await expect(cards).toHaveCount(1);
  await expect(cards.filter({ hasText: title })).toHaveCount(0);
  await expect(cards.first()).toContainText(`Board stays ${people.mark}`);
});

test("the worker's open board offers a job posted, reopened or a copy posted beside her, without moving her cards", async ({
  people,
}) => {
  const orgPage = await people.open('org');
  await postJobAs(orgPage.request, `Board first ${people.mark}`);
  // The worker has searched the board: one job.
  const { workerPage, cards } = await workerSearchingBoard(people, 1);
  const showNew = workerPage.getByRole('button', { name: /^Show \d+ new jobs?$/ });
  await expect(showNew).toHaveCount(0);

  // The organization, beside her, posts another that matches her search.
  const title = `Board posted ${people.mark}`;
  await postJobAs(orgPage.request, title);
  // Her board offers it, and leaves the card she may be reading where it is.
  await expect(workerPage.getByRole('button', { name: 'Show 1 new job', exact: true })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await workerPage.getByRole('button', { name: 'Show 1 new job', exact: true }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: title })).toHaveCount(1);
  await expect(showNew).toHaveCount(0);

  // Paused from the organization's Jobs page, it leaves her board; reopened, it is offered again.
  await orgPage.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Jobs' }).click();
  const actions = orgPage.getByRole('button', { name: new RegExp(`^Actions for ${title} `) });
  await actions.click();
  await orgPage.getByRole('menuitem', { name: 'Pause', exact: true }).click();
  await expect(orgPage.getByText('Job paused')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await actions.click();
  await orgPage.getByRole('menuitem', { name: 'Reopen', exact: true }).click();
  await expect(orgPage.getByText('Job reopened')).toBeVisible();
  await expect(workerPage.getByRole('button', { name: 'Show 1 new job', exact: true })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await workerPage.getByRole('button', { name: 'Show 1 new job', exact: true }).click();
  await expect(cards.filter({ hasText: title })).toHaveCount(1);
  await expect(showNew).toHaveCount(0);

  // Duplicated, the copy is not posted (no posting date; "Post", not "Reopen") and her board does not offer it …
  await actions.click();
  await orgPage.getByRole('menuitem', { name: 'Duplicate', exact: true }).click();
  await expect(orgPage.getByText('Job duplicated as a paused copy')).toBeVisible();
  const copy = orgPage.getByRole('row').filter({ hasText: title }).filter({ hasText: 'Not posted' });
  await expect(copy).toHaveCount(1);
  await copy.getByRole('button', { name: /^Actions for / }).click();
  await expect(orgPage.getByRole('menuitem', { name: 'Reopen', exact: true })).toHaveCount(0);
  await expect(showNew).toHaveCount(0);
  // … until it is posted: dated now, and offered.
  await orgPage.getByRole('menuitem', { name: 'Post', exact: true }).click();
  await expect(orgPage.getByText('Job posted')).toBeVisible();
  await expect(copy).toHaveCount(0);
  await expect(workerPage.getByRole('button', { name: 'Show 1 new job', exact: true })).toBeVisible();
  await workerPage.getByRole('button', { name: 'Show 1 new job', exact: true }).click();
  await expect(cards.filter({ hasText: title })).toHaveCount(2);
});

test("at 390 px a card's title keeps its words whole beside a long match badge", async ({ people }) => {
  const orgPage = await people.open('org');
  await postJobAs(orgPage.request, `Pharmacist Consultant Longterm ${people.mark}`, PHARMACIST_JOB);
  // A registered nurse: the pharmacist job's badge is the longest a card has ("Other profession · …% match").
  const workerPage = await people.open('worker', 390);
  const res = await workerPage.request.put('/api/worker-profile', {
    data: { summary: { profession: 'Registered Nurse' } },
  });
  expect(res.status(), await res.text()).toBe(200);
  await workerPage.goto('/explore-jobs');
  await workerPage.getByRole('searchbox', { name: 'Search jobs' }).fill(people.mark);
  await workerPage.getByRole('button', { name: 'Search', exact: true }).click();
  const card = workerPage.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Other profession ·');
  // The badge goes under the title rather than squeezing it to a few letters a line.
  expect(await wordsBrokenAcrossLines(card)).toEqual([]);
});
