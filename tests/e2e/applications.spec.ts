// Recruiter and organization pipeline: lists, quick-advance, the Change Status and decision dialogs, copy, assignment.
// Each test makes its own organization, recruiter and worker (tests/e2e/fixtures, decision 0052): the organization
// posts the job, the worker applies, and the application is brought to the status the test opens through the routes the
// pages use (the recruiter's status changes, the offer and its acceptance, or the whole placement set-up). Each list is
// searched by the job's GW id and must show exactly this test's one row.
import type { Page } from '@playwright/test';
import { createRecruiter } from './fixtures/accounts';
import { jobInput, placementWithCompleteTerms, searchApplications, serverDay } from './fixtures/placement';
import { completeProfile } from './fixtures/profile';
import { expect, test, type People } from './fixtures/test';
import { applyTo, post, type PostedJob } from './people';

/** Opens this test's application from its status list: the list searched by the job's GW id shows exactly that row. */
async function openOurs(page: Page, status: string, gwJobId: string, applicationId: string) {
  await page.goto(`/application/${status}`);
  await searchApplications(page, gwJobId);
  const rows = page.getByRole('listitem').filter({ has: page.locator(`a[href^="/application/${status}/"]`) });
  await expect(rows).toHaveCount(1);
  const ours = rows.filter({ has: page.locator(`a[href$="/${applicationId}"]`) });
  await expect(ours).toHaveCount(1);
  await ours.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/application/${status}/[^/]+/${gwJobId}/${applicationId}$`));
}

/**
 * The organization posts a job (for its recruiter; `requirements` add to the job's) and the worker applies to it through
 * the API the pages use: answers the job and the application's id (status New).
 */
async function applied(people: People, requirements: object = {}) {
  const org = await people.open('org');
  const worker = await people.open('worker');
  const recruiterId = (await people.account('recruiter')).id;
  const day = await serverDay(org);
  const input = jobInput(recruiterId, {
    title: `Pipeline ICU ${people.mark}`,
    start: day(30),
    end: day(121),
    location: { state: 'TX', city: 'Austin', facility: `Pipeline General ${people.mark}` },
  });
  const posted = (await post(org, '/api/org/jobs', {
    ...input,
    requirements: { ...input.requirements, ...requirements },
  })) as PostedJob;
  const applicationId = await applyTo(worker, posted, recruiterId);
  return { org, worker, posted, applicationId };
}

/** Moves an application as the page's user (PATCH /api/application-journey, as the status dialogs send it). */
async function move(page: Page, data: object) {
  const res = await page.request.patch('/api/application-journey', { data });
  expect(res.status(), await res.text()).toBe(200);
}

/** A placement of this test's organization, Cleared (or Working): the shared set-up (fixtures/placement.ts). */
async function placement(people: People, working: boolean) {
  const org = await people.open('org');
  const recruiter = await people.open('recruiter');
  const worker = await people.open('worker');
  const day = await serverDay(org);
  const { posted, applicationId } = await placementWithCompleteTerms(
    { org, recruiter, worker },
    {
      title: `Pipeline ICU ${people.mark}`,
      start: day(-7),
      end: day(84),
      location: { state: 'TX', city: 'Austin', facility: `Pipeline General ${people.mark}` },
      working,
    },
  );
  return { org, recruiter, posted, applicationId };
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

test('recruiter moves a New application through Screening and Submitted, then to Hold with a decision, and copies the email', async ({
  people,
}) => {
  // A long flow (three people signed up: timeouts.ts).
  test.slow();
  const { posted, applicationId } = await applied(people);
  const page = await people.open('recruiter', 1280, { permissions: ['clipboard-read', 'clipboard-write'] });

  // The overview lists every status with its count: this organization's one application is New.
  for (const s of [
    'New',
    'Screening',
    'Submitted',
    'Offered',
    'Onboarding',
    'Cleared',
    'Working',
    'Done',
    'Rejected',
    'Blocked',
    'Hold',
  ]) {
    // Offered may add how many counter offers wait for the recruiter ("Offered: 7, 1 counter waiting").
    const count = s === 'New' ? 1 : 0;
    await expect(
      page.getByRole('link', { name: new RegExp(`^${s}: ${count}(, \\d+ counters? waiting)?$`) }),
    ).toBeVisible();
  }
  await page.getByRole('link', { name: /^New: 1$/ }).click();
  await expect(page).toHaveURL(/\/application\/new$/);
  await expect(page.getByRole('heading', { name: 'New applications' })).toBeVisible();

  await openOurs(page, 'new', posted.gw_job_id, applicationId);
  await expect(page.getByTestId('application-status')).toHaveText('New');

  await page.getByRole('button', { name: 'To Screening' }).click();
  await expect(toast(page, 'Status updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/application/screening/.+/${applicationId}$`));
  await expect(page.getByTestId('application-status')).toHaveText('Screening');

  await page.getByRole('button', { name: 'To Submitted' }).click();
  await expect(page).toHaveURL(new RegExp(`/application/submitted/.+/${applicationId}$`));
  await expect(page.getByTestId('application-status')).toHaveText('Submitted');
  await expect(page.getByRole('button', { name: 'Make offer' })).toBeVisible();

  // Change Status: nothing chosen → the validation message.
  await page.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please select a status.')).toBeVisible();

  const choose = async (status: string) => {
    await page.getByRole('button', { name: 'Change Status' }).click();
    await page.getByRole('dialog', { name: 'Change Status' }).getByLabel('New status').selectOption(status);
    await page.getByRole('dialog', { name: 'Change Status' }).getByRole('button', { name: 'Continue' }).click();
    return page.getByRole('dialog', { name: `Move to ${status}` });
  };
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Submitted → Done: the decision-maker question is hidden.
  let decision = await choose('Done');
  await expect(decision.getByLabel('Reason')).toBeVisible();
  await expect(decision.getByLabel('Who made this decision?')).toHaveCount(0);
  await decision.getByRole('button', { name: 'Cancel' }).click();

  // Submitted → Rejected: asked.
  decision = await choose('Rejected');
  await expect(decision.getByLabel('Who made this decision?')).toHaveValue('Recruiter');
  await decision.getByRole('button', { name: 'Cancel' }).click();

  // Submitted → Hold: asked; choose Facility and send.
  decision = await choose('Hold');
  await decision.getByLabel('Who made this decision?').selectOption('Facility');
  await decision.getByLabel('Reason').fill('Facility paused hiring');
  await decision.getByLabel('Notes').fill('Check again next month');
  await decision.getByRole('button', { name: 'Move to Hold' }).click();
  await expect(toast(page, 'Status updated successfully').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/application/hold/.+/${applicationId}$`));
  await expect(page.getByTestId('application-status')).toHaveText('Hold');
  await expect(page.getByText(/Submitted to Hold .* decided by Facility · Facility paused hiring/)).toBeVisible();

  // Hold shows no quick-advance button.
  await expect(page.getByRole('button', { name: /^To / })).toHaveCount(0);

  // The recruiter sees only the worker card; copying the email (the worker's) puts it on the clipboard.
  await expect(page.getByRole('combobox', { name: 'Assigned recruiter' })).toHaveCount(0);
  const email = (await page.getByTestId('worker-email').textContent())!.trim();
  expect(email).toMatch(/@/);
  expect(email).toBe((await people.account('worker')).email);
  await page.getByRole('button', { name: 'Copy email' }).click();
  await expect(toast(page, 'Email copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);

  // One Back on the page (the shell's), to the list of the status the application is in now.
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveCount(1);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/application\/hold$/);
  await expect(page.getByRole('heading', { name: 'Hold applications' })).toBeVisible();
});

test('Submitted shows Make offer, which opens the make-offer flow on the same path', async ({ people }) => {
  test.slow();
  const { posted, applicationId } = await applied(people);
  const page = await people.open('recruiter');
  await move(page, { status: 'Screening', applicationId });
  await move(page, { status: 'Submitted', applicationId });
  await openOurs(page, 'submitted', posted.gw_job_id, applicationId);
  const path = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Make offer' }).click();
  await expect(page).toHaveURL(`${path}?q=make-offer`);
});

test('unknown statuses show the 404 page and a mismatched path redirects to the right one', async ({ people }) => {
  test.slow();
  const { recruiter: page, posted, applicationId } = await placement(people, true);
  await page.goto('/application/nonsense');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await openOurs(page, 'working', posted.gw_job_id, applicationId);
  const right = new URL(page.url()).pathname;
  const id = right.split('/').pop()!;
  expect(id).toBe(applicationId);
  await page.goto(`/application/cleared/someone/GW-0/${id}`);
  await expect(page).toHaveURL(right);
});

test('the organization user assigns a recruiter of the organization', async ({ people, baseURL }) => {
  test.slow();
  const { org: page, posted, applicationId } = await placement(people, false);
  const first = await people.account('recruiter');
  // A second recruiter of the organization (invited by it, as the fixture's), whom the application is assigned to.
  const other = await createRecruiter(baseURL!, `r2${people.mark}`, await people.account('org'));
  const otherName = `${other.firstName} ${other.lastName}`;
  await openOurs(page, 'cleared', posted.gw_job_id, applicationId);
  const select = page.getByRole('combobox', { name: 'Assigned recruiter' });
  await expect(select).toBeVisible();
  // The job's recruiter is assigned; the other one is chosen.
  await expect(select).toHaveValue(`${first.firstName} ${first.lastName}`);
  await select.click();
  const option = page.getByRole('option', { name: otherName, exact: true });
  await option.click();
  await expect(toast(page, 'Recruiter assigned successfully')).toBeVisible();
  await expect(select).toHaveValue(otherName);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Assigned recruiter' })).toHaveValue(otherName);
});

test('recruiter opens Worker Documents, uses locked mode and asks the worker about a differing row', async ({
  people,
}) => {
  test.slow();
  // A worker with a complete profile and documents, on a job asking for more experience than she has: one row differs.
  const { worker, posted, applicationId } = await applied(people, { experience_years: 10 });
  await completeProfile(worker);
  const page = await people.open('recruiter');
  await move(page, { status: 'Screening', applicationId });
  await openOurs(page, 'screening', posted.gw_job_id, applicationId);
  await page.getByRole('button', { name: 'Worker Documents' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const summary = page.getByRole('table', { name: 'Summary' });
  await expect(summary.getByRole('columnheader', { name: 'Job Information' })).toBeVisible();
  await page.getByRole('switch', { name: 'Locked mode' }).click({ force: true });
  await expect(summary.getByRole('columnheader', { name: 'Job Information' })).toHaveCount(0);
  await expect(summary.getByRole('button', { name: 'Ask Worker' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Locked mode' }).click({ force: true });

  const ask = page.getByRole('button', { name: 'Ask Worker' }).first();
  await expect(ask).toBeVisible();
  await ask.click();
  // A composer prefilled with the row's title; the chat starts when it is sent.
  const composer = page.getByRole('dialog', { name: 'Ask Worker' }).getByRole('textbox', { name: 'Message' });
  await expect(composer).toHaveValue(/^About .+: $/);
  await composer.pressSequentially('can you confirm?');
  await composer.press('Enter');
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
});

test('the detail page fits a 390 px wide phone', async ({ people }) => {
  test.slow();
  // Onboarding: the recruiter's offer, accepted by the worker.
  const { worker, posted, applicationId } = await applied(people);
  const recruiter = await people.open('recruiter');
  await post(recruiter, '/api/offers', { applicationId, terms: { pay: { hourly_rate: 45 } } });
  await post(worker, '/api/offers/respond', { applicationId, action: 'Accept' });
  const page = await people.open('org', 390);
  await openOurs(page, 'onboarding', posted.gw_job_id, applicationId);
  await expect(page.getByRole('button', { name: 'Change Status' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
