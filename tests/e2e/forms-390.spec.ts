// Forms that never lose work, on a 390 px phone with a touch screen, only by tapping (issue 33): a job posted over the
// seven tabs survives a reload mid-way ("Draft restored") and is posted; closing the job dialog with changes asks
// first; a counter offer survives a reload; the offer form refuses an end date before the start date with the domain's
// words (which the server answers too); a new worker is asked what drives matching right after sign-up and then
// matches better.
// Each test makes its own organization, recruiter and worker (tests/e2e/fixtures, decision 0052), each on a 390 px touch
// phone (`isMobile`): the organization posts the job (through the API, or by tapping), its worker applies and its
// recruiter offers through the routes the pages use; the new worker of the last test signs up in the page.
import type { Page } from '@playwright/test';
import { addressOf } from './fixtures/accounts';
import { searchApplications, serverDay } from './fixtures/placement';
import { expect, test, type People } from './fixtures/test';
import { scoreRows, type RowState } from '../../src/domain/jobs';
import { MESSAGES } from '../../src/domain/shared';
import { applyTo, post, type PostedJob } from './people';

// The page of the sign-up test; the people's pages are opened as the same phone (`phone`).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
const phone = { isMobile: true };

/** A job of the test's organization (Registered Nurse in Georgia, for its recruiter), made through the API. */
async function postJob(people: People, title: string): Promise<PostedJob> {
  const org = await people.open('org', 390, phone);
  return (await post(org, '/api/org/jobs', {
    title: `${title} ${people.mark}`,
    profession: 'Registered Nurse',
    specialty: 'ICU',
    terms: 'Travel Contract',
    recruiter_id: (await people.account('recruiter')).id,
    pay: { hourly_rate: 52, non_taxable_weekly: 900 },
    hours: { hours_per_week: 36, hours_per_shift: 12, shifts_per_week: 3 },
    location: { state: 'GA', city: 'Atlanta' },
  })) as PostedJob;
}

/** The test's worker applies to the job through the API; answers the application's id and the worker's page. */
async function applyAsWorker(people: People, job: PostedJob): Promise<{ applicationId: string; worker: Page }> {
  const worker = await people.open('worker', 390, phone);
  const applicationId = await applyTo(worker, job, (await people.account('recruiter')).id);
  return { applicationId, worker };
}

/** Taps a link of the main navigation through the phone's menu button. */
async function tapNav(page: Page, label: string) {
  await page.getByRole('button', { name: 'Toggle navigation' }).tap();
  await page.getByRole('navigation', { name: 'Main mobile' }).getByRole('link', { name: label }).tap();
}

/** Taps a combobox, then its option. */
async function tapPick(page: Page, scope: ReturnType<Page['getByRole']>, name: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name }).first().tap();
  await page.getByRole('option', { name: option, exact: true }).tap();
}

async function openJobDialog(page: Page) {
  await page.getByRole('button', { name: 'Post a job' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Post a job' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The organization's phone, from its home through the navigation to the Opportunities manager. */
async function toOpportunities(people: People): Promise<Page> {
  const page = await people.open('org', 390, phone);
  await tapNav(page, 'Dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: /Opportunities/ })
    .tap();
  await expect(page).toHaveURL(/\/dashboard\/opportunities-manager$/);
  return page;
}

test('post a job over the seven tabs, reload mid-way, see "Draft restored", finish and post', async ({ people }) => {
  test.slow();
  const title = `Draft ICU RN ${people.mark}`;
  const page = await toOpportunities(people);
  const day = await serverDay(page);
  let dialog = await openJobDialog(page);
  const tab = (name: string | RegExp) => dialog.getByRole('tab', { name }).tap();

  // Basics, Pay and hours, Schedule: then the page reloads.
  await dialog.getByRole('textbox', { name: /^Job title/ }).fill(title);
  await tapPick(page, dialog, /^Profession/, 'Registered Nurse');
  await tab(/^Pay and hours/);
  await dialog.getByRole('textbox', { name: /^Taxable hourly rate/ }).fill('55');
  await tab(/^Schedule/);
  await dialog.getByLabel('Start date', { exact: true }).fill(day(30));
  await dialog.getByLabel('End date', { exact: true }).fill(day(120));

  await page.reload();
  dialog = await openJobDialog(page);
  await expect(dialog.getByText(MESSAGES.drafts.restored, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Job title/ })).toHaveValue(title);
  await tab(/^Schedule/);
  await expect(dialog.getByLabel('End date', { exact: true })).toHaveValue(day(120));

  // Location, Requirements, Benefits and notes, Preview: then Post job.
  await tab(/^Location/);
  await tapPick(page, dialog, /^State/, 'Georgia');
  await dialog.getByRole('textbox', { name: /^City/ }).fill('Atlanta');
  await tab(/^Requirements/);
  await dialog.getByRole('textbox', { name: /^Years of experience/ }).fill('2');
  await tab(/^Benefits and notes/);
  await dialog.getByRole('textbox', { name: /^Scrub color/ }).fill('Navy');
  await tab(/^Preview/);
  await expect(dialog.getByRole('tabpanel').getByText(title).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Post job' }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(title).first()).toBeVisible();

  // Sent: no draft is left, and the next Post a job starts empty.
  dialog = await openJobDialog(page);
  await expect(dialog.getByRole('textbox', { name: /^Job title/ })).toHaveValue('');
  await expect(dialog.getByText(MESSAGES.drafts.restored, { exact: true })).toHaveCount(0);
});

test('closing the job dialog with unsaved changes asks first; Keep editing keeps them, Discard closes', async ({
  people,
}) => {
  const page = await toOpportunities(people);
  const dialog = await openJobDialog(page);
  await dialog.getByRole('textbox', { name: /^Job title/ }).fill('Not yet saved');
  const confirm = page.getByRole('dialog', { name: MESSAGES.drafts.confirmTitle });

  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: MESSAGES.drafts.keepEditing }).tap();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: /^Job title/ })).toHaveValue('Not yet saved');

  await dialog.getByRole('button', { name: 'Cancel' }).tap();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: MESSAGES.drafts.confirmLabel }).tap();
  await expect(dialog).toBeHidden();

  const again = await openJobDialog(page);
  await expect(again.getByRole('textbox', { name: /^Job title/ })).toHaveValue('');
});

test('the offer form refuses an end date before the start date with the domain message, as the server does', async ({
  people,
}) => {
  test.slow();
  const job = await postJob(people, 'Offer dates RN');
  const { applicationId } = await applyAsWorker(people, job);
  const page = await people.open('recruiter', 390, phone);
  // A start 40 days after the server's today and an end 30 days before it.
  const day = await serverDay(page);
  const [start, end] = [day(40), day(10)];
  await page.getByRole('link', { name: /^New: \d+/ }).tap();
  await searchApplications(page, job.gw_job_id);
  await page.locator(`a[href$="/${applicationId}"]`).first().tap();
  await page.getByRole('button', { name: 'Change Status' }).tap();
  const statusDialog = page.getByRole('dialog', { name: 'Change Status' });
  await statusDialog.getByLabel('New status').selectOption('Offered');
  await statusDialog.getByRole('button', { name: 'Continue' }).tap();
  const form = page.getByRole('form', { name: 'Offer form' });
  await form.getByLabel('Start date', { exact: true }).fill(start);
  await form.getByLabel('End date', { exact: true }).fill(end);
  await form.getByRole('button', { name: 'Send Offer' }).tap();
  await expect(form.getByText(MESSAGES.validation.endBeforeStart)).toBeVisible();

  // The server refuses the same terms with the same words.
  const offers = await page.request.get(`/api/applications/${applicationId}/offers`);
  const { application } = (await offers.json()) as { application: { version: number } };
  const res = await page.request.post('/api/offers', {
    data: {
      applicationId,
      version: application.version,
      terms: {
        pay: { hourly_rate: 50 },
        hours: { hours_per_week: 36 },
        schedule: { start_date: start, end_date: end },
      },
    },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { message: string; fields?: Record<string, string> }).fields).toMatchObject({
    'terms.schedule.end_date': MESSAGES.validation.endBeforeStart,
  });
});

test('a counter offer survives a reload ("Draft restored") and is sent', async ({ people }) => {
  test.slow();
  const { applicationId, worker: page } = await offered(people, 'Counter draft RN');
  await typeCounter(page, applicationId);

  await page.reload();
  const counter = page.getByRole('dialog', { name: 'Counter Offer' });
  await expect(counter.getByText(MESSAGES.drafts.restored, { exact: true })).toBeVisible();
  await expect(counter.getByRole('textbox', { name: /^Taxable hourly rate/ })).toHaveValue('$61');
  await counter.getByRole('button', { name: 'Send Counter Offer' }).tap();
  await expect(counter).toBeHidden();
  await expect(page.getByLabel('Your offer').getByRole('button', { name: 'Re Counter' })).toBeVisible();
  const drafts = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(':counter:')));
  expect(drafts).toEqual([]);
});

/** A job, the test's worker's application to it and its recruiter's offer ($50/h): answers the application's id and the worker's page. */
async function offered(people: People, title: string) {
  const job = await postJob(people, title);
  const applied = await applyAsWorker(people, job);
  await recruiterOffers(people, applied.applicationId, 50);
  return applied;
}

/** The test's recruiter sends terms at `hourly` (a first offer, or an update of the live one) through the API. */
async function recruiterOffers(people: People, applicationId: string, hourly: number) {
  const recruiter = (await people.open('recruiter', 390, phone)).request;
  const offers = await recruiter.get(`/api/applications/${applicationId}/offers`);
  const { application } = (await offers.json()) as { application: { version: number } };
  const made = await recruiter.post('/api/offers', {
    data: {
      applicationId,
      version: application.version,
      terms: { pay: { hourly_rate: hourly }, hours: { hours_per_week: 36 } },
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
}

/** The worker's page opens the application's Counter Offer dialog and types $61 (kept as a draft). */
async function typeCounter(page: Page, applicationId: string) {
  await tapNav(page, 'Work journey');
  await page.locator(`a[href$="/${applicationId}"]`).first().tap();
  await page.getByLabel('Your offer').getByRole('button', { name: 'Counter Offer' }).tap();
  const counter = page.getByRole('dialog', { name: 'Counter Offer' });
  await counter.getByRole('textbox', { name: /^Taxable hourly rate/ }).fill('61');
  await expect(counter.getByRole('textbox', { name: /^Taxable hourly rate/ })).toHaveValue('$61');
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(':counter:')).length))
    .toBe(1);
  return counter;
}

/** After the offer changed under the counter: told, no draft kept, and a new counter starts from the new offer. */
async function expectStaleCounterCleared(page: Page) {
  await expect(page.getByText(MESSAGES.drafts.staleCleared)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Counter Offer' })).toBeHidden();
  const drafts = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes(':counter:')));
  expect(drafts).toEqual([]);
  await page.getByLabel('Your offer').getByRole('button', { name: 'Counter Offer' }).tap();
  const again = page.getByRole('dialog', { name: 'Counter Offer' });
  await expect(again.getByRole('textbox', { name: /^Taxable hourly rate/ })).toHaveValue('$55');
  await expect(again.getByText(MESSAGES.drafts.restored, { exact: true })).toHaveCount(0);
}

test('a counter offer refused with a 409 (the offer changed, the live connection down) clears its draft and says so', async ({
  people,
}) => {
  test.slow();
  const { applicationId, worker: page } = await offered(people, 'Counter 409 RN');
  // The live connection dropped: the page does not learn of the recruiter's change until it sends. (The worker's page
  // opened on her home with a connection: it is loaded again with none.)
  await page.context().routeWebSocket(/\/api\/ws$/, () => {});
  await page.reload();
  const counter = await typeCounter(page, applicationId);
  await recruiterOffers(people, applicationId, 55);
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/offers') && r.request().method() === 'POST');
  await counter.getByRole('button', { name: 'Send Counter Offer' }).tap();
  expect((await sent).status()).toBe(409);
  await expectStaleCounterCleared(page);
});

test('a counter offer whose offer changes while it is open (a live update) is cleared and the worker told', async ({
  people,
}) => {
  test.slow();
  const { applicationId, worker: page } = await offered(people, 'Counter live RN');
  await typeCounter(page, applicationId);
  await recruiterOffers(people, applicationId, 55);
  await expectStaleCounterCleared(page);
});

test('a new worker is asked what drives matching right after sign-up, and then matches better', async ({
  page,
  people,
}) => {
  test.slow();
  const job = await postJob(people, 'First run RN');
  // She signs up from an address of her own, as the fixtures' people do (fixtures/accounts.ts, addressOf).
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': addressOf(`f${people.mark}`) });
  const percentOf = async () => {
    const res = await page.request.get(`/api/jobs/${job.gw_job_id}`);
    const { comparison } = (await res.json()) as { comparison: { state: RowState }[] };
    return scoreRows(comparison, (r) => r.state).percent;
  };

  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).first().tap();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Fran');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('First');
  await page.getByRole('textbox', { name: /^Email/ }).fill(`first-run-${people.mark}@example.test`);
  await page.getByRole('textbox', { name: /^Password/ }).fill('first-run-password');
  await page.getByRole('button', { name: 'Create account' }).tap();

  await expect(page).toHaveURL(/\/welcome/);
  await expect(page.getByRole('heading', { name: MESSAGES.firstRun.title })).toBeVisible();
  const before = await percentOf();

  const main = page.getByRole('main');
  await tapPick(page, main, /^What kind of professional are you\?/, 'Registered Nurse');
  await tapPick(page, main, /^What's your specialty\?/, 'ICU');
  await tapPick(page, main, /^States where you want to work/, 'Georgia');
  await main.getByRole('textbox', { name: /^Weekly pay/ }).fill('2500');
  await main.getByRole('button', { name: MESSAGES.firstRun.save }).tap();

  await expect(page).toHaveURL(/\/explore-jobs$/);
  await expect.poll(percentOf).toBeGreaterThan(before);
});
