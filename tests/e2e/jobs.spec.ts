// Worker job flow: search and filter the board, open a job, compare, read more, apply, thank-you, already applied;
// the unverified banner, the requiredToApply mismatch message and the pharmacy-only NABP row.
// Each test makes its own organization (which posts the jobs it opens) and worker (tests/e2e/fixtures, decision 0052):
// a nurse with a complete profile where the demo worker was one, an unverified worker, a pharmacist. The board holds
// other tests' jobs too: searches name this test's mark, and a job is opened by its own GW id.
import type { Browser, Page } from '@playwright/test';
import { createUnverifiedWorker, createWorker, type OwnAccount } from './fixtures/accounts';
import { jobInput, serverDay } from './fixtures/placement';
import { completeProfile, savePharmacistProfile } from './fixtures/profile';
import { expect, test, type People } from './fixtures/test';
import { login } from './helpers';
import { post, type PostedJob } from './people';
import { MESSAGES } from '../../src/domain/shared/messages';

const row = (page: Page, title: string) => page.getByRole('rowgroup', { name: title, exact: true });

/** A description long enough to be clamped (as the seed's long descriptions are). */
const LONG_DESCRIPTION = (title: string, city: string) =>
  `Join our ${title} team in ${city}. You will provide high-quality, patient-centred care in a supportive unit with experienced colleagues, modern equipment and a strong orientation programme. ` +
  `We offer competitive weekly pay with a tax-free stipend for eligible travellers, guaranteed hours, and a dedicated recruiter available seven days a week. ` +
  `Requirements include an active licence in the state of practice (or a compact licence), current BLS, and at least one year of recent experience in the specialty.`;

/**
 * The organization (its page opened here) posts a job for its recruiter: a Registered Nurse ICU job (`jobInput`) in
 * `state`, `fields` replacing any of its own.
 */
async function postJob(people: People, label: string, state: 'GA' | 'TX', fields: Record<string, unknown> = {}) {
  const org = await people.open('org');
  const day = await serverDay(org);
  const city = state === 'GA' ? 'Atlanta' : 'Austin';
  return (await post(org, '/api/org/jobs', {
    ...jobInput((await people.account('recruiter')).id, {
      title: `${label} ${people.mark}`,
      start: day(30),
      end: day(121),
      location: { state, city, facility: `${city} General ${people.mark}` },
    }),
    ...fields,
  })) as PostedJob;
}

/** A page signed in as `account` (its saved session) on Explore jobs, in a browser context of its own. */
async function openAs(browser: Browser, account: OwnAccount, width = 1280): Promise<Page> {
  const context = await browser.newContext({ storageState: account.session, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/explore-jobs');
  await expect(page).toHaveURL(/\/explore-jobs$/);
  return page;
}

/** The test's worker, her profile made complete (documents and every group), on Explore jobs at `width`. */
async function completeWorker(people: People, width = 1280) {
  const page = await people.open('worker', width);
  await completeProfile(page);
  await page.reload();
  return page;
}

test('the worker searches and filters jobs; the URL keeps the filters and Back restores them', async ({ people }) => {
  // Each test signs up three people or more (and most complete a profile): a long flow (timeouts.ts).
  test.slow();
  // Two of the organization's nurse jobs, one in Georgia, one in Texas.
  const georgia = await postJob(people, 'Search ICU Georgia', 'GA');
  await postJob(people, 'Search ICU Texas', 'TX');
  const page = await completeWorker(people);
  await expect(page.getByRole('heading', { name: 'Explore jobs' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  const words = `registered nurse ${people.mark}`;
  await page.getByLabel('Search jobs').fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=registered\\+nurse\\+${people.mark}`));
  // The search finds this test's two jobs and no other.
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await page.getByLabel('State').selectOption('GA');
  await expect(page).toHaveURL(/state=GA/);
  // The list refreshes after the URL changes: wait until every card shown is a GA job: the Georgia one alone.
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes(', GA'));
    })
    .toBe(true);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Search ICU Georgia ${people.mark}`);
  await expect(cards.first()).toContainText(/\d+% match/);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/explore-jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Job ID: ${georgia.gw_job_id}`, { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/state=GA/);
  await expect(page.getByLabel('State')).toHaveValue('GA');
  await expect(page.getByLabel('Search jobs')).toHaveValue(words);

  // A search that matches nothing says so and shows the nearest open jobs instead (issue 42, item 13).
  await page.getByLabel('Search jobs').fill('zzzznotajobzzzz');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(MESSAGES.searchRelaxedAll('zzzznotajobzzzz'))).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the worker opens a job, sees its comparison rows and expands Read More', async ({ people }) => {
  test.slow();
  const title = `Read More ICU ${people.mark}`;
  const job = await postJob(people, 'Read More ICU', 'TX', { description: LONG_DESCRIPTION(title, 'Austin') });
  const page = await completeWorker(people);
  await page.goto(`/explore-jobs/${job.gw_job_id}`);
  await expect(page.getByText(`Job ID: ${job.gw_job_id}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Employer Name')).toBeVisible();
  await expect(page.getByText(people.organizationName).first()).toBeVisible();
  await expect(page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat Now' })).toBeVisible();

  // Summary is open; its headings and the worker's rows with their state in words.
  const summary = page.getByRole('table', { name: 'Summary comparison' });
  await expect(summary.getByRole('columnheader', { name: 'Job Information' })).toBeVisible();
  await expect(summary.getByRole('columnheader', { name: 'Worker Information' })).toBeVisible();
  await expect(row(page, 'Profession')).toContainText('Registered Nurse');
  await expect(row(page, 'Profession')).toContainText('Match');
  await expect(page.getByRole('table', { name: 'Shift comparison' })).toBeHidden();
  await page.getByRole('button', { name: /^Shift/ }).click();
  await expect(page.getByRole('table', { name: 'Shift comparison' })).toBeVisible();

  // The description is clamped: Read More expands it and Show Less collapses it again.
  await page.getByRole('button', { name: 'Read More' }).click();
  await expect(page.getByRole('button', { name: 'Show Less' })).toBeVisible();
  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(page.getByRole('button', { name: 'Read More' })).toBeVisible();

  // At phone width nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a phone the filters wait in a drawer and show as chips: the first job card is on the first screen', async ({
  people,
}) => {
  test.slow();
  // A Georgia job of the organization's, so the Georgia filter has one to show.
  await postJob(people, 'Drawer ICU Georgia', 'GA');
  const page = await completeWorker(people, 390);
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  // Ten filter controls pushed it to y≈665 (its lower half below the fold); now only the search box and a Filters
  // button come before it, and the whole card is on the first screen.
  const box = (await firstCard.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844);
  await expect(page.getByLabel('State')).toHaveCount(0);

  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await filters.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('State').selectOption('GA');
  await drawer.getByLabel('Sort by').selectOption('highest-pay');
  await expect(page).toHaveURL(/state=GA/);
  await expect(page).toHaveURL(/sort=highest-pay/);
  // Escape closes the drawer and gives focus back to the button that opened it (now counting two filters).
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const filtersWithCount = page.getByRole('button', { name: 'Filters (2)', exact: true });
  await expect(filtersWithCount).toBeFocused();
  await expect
    .poll(async () => {
      const texts = await page.getByRole('article').allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes(', GA'));
    })
    .toBe(true);

  // Each active filter is a chip that removes it; the URL follows.
  await page.getByRole('button', { name: 'Remove filter State: Georgia' }).click();
  await expect(page).not.toHaveURL(/state=/);
  await expect(page).toHaveURL(/sort=highest-pay/);
  await expect(page.getByRole('button', { name: 'Filters (1)', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Remove filter Sort by: Highest pay' }).click();
  await expect(page).toHaveURL(/\/explore-jobs$/);
  await expect(filters).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the worker applies, lands on the thank-you page, and then sees Already Applied', async ({ people }) => {
  test.slow();
  // A job of the organization's (no requiredToApply) this worker has not applied to yet.
  const job = await postJob(people, 'Apply ICU', 'TX');
  const page = await completeWorker(people);
  await page.goto(`/explore-jobs/${job.gw_job_id}`);
  await expect(page.getByRole('button', { name: /^(Apply Now|Already Applied)$/ })).toHaveText('Apply Now');
  const jobUrl = page.url();
  const consent = page.getByRole('radio', { name: 'Yes' });
  if (await page.getByText('Are you 100% sure you will accept this offer?').isVisible()) await consent.check();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/explore-jobs\/thanks-for-applying\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Thanks for applying!' })).toBeVisible();
  await expect(page.getByText('What happens next')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my work journey' })).toHaveAttribute('href', '/work-journey');

  await page.goto(jobUrl);
  await expect(page.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
});

test('an unverified worker sees the verification banner at the top and may press Apply', async ({
  people,
  browser,
  baseURL,
}) => {
  test.slow();
  const job = await postJob(people, 'Unverified ICU', 'TX');
  // A worker who signed up an hour ago and has not opened the verification mail (her profile empty, so incomplete): past
  // the minute a new link waits after the last (MAIL_LIMITS.cooldownMinutes), as the demo's unverified worker was.
  const unverified = await createUnverifiedWorker(baseURL!, `u${people.mark}`, 60);
  const page = await openAs(browser, unverified);
  await page.goto(`/explore-jobs/${job.gw_job_id}`);
  await expect(
    page.getByText(
      `We sent a verification link to ${unverified.email}. Your application will be sent on once you verify your email.`,
    ),
  ).toBeVisible();
  // Spec section 5: pressing Apply holds the application until verification (tests/e2e/withdraw-and-verify.spec.ts).
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  await page.getByRole('button', { name: 'Resend verification link' }).click();
  await expect(page.getByText('We sent a new verification link.')).toBeVisible();
  // The incomplete profile shows the bonus banner with its Edit Profile link.
  await expect(page.getByText("Looks like you don't want a complete bonus!")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');
  await page.context().close();
});

test('a job of an organization with requiredToApply shows the mismatch message with clickable titles', async ({
  people,
}) => {
  test.slow();
  // The organization requires profession, certifications and licensure to match, and posts a Licensed Practical Nurse
  // job; the worker is a Registered Nurse.
  const org = await people.open('org');
  const res = await org.request.put('/api/org/preferences', {
    data: { requiredToApply: ['profession', 'certifications', 'professional_licensure'] },
  });
  expect(res.status(), await res.text()).toBe(200);
  const job = await postJob(people, 'Required LPN', 'TX', {
    profession: 'Licensed Practical Nurse',
    specialty: 'Long-Term Care',
  });
  const page = await completeWorker(people);
  await page.goto(`/explore-jobs/${job.gw_job_id}`);
  await expect(page.getByText('This organization requires these fields to match before applying:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
  const profession = page.getByRole('link', { name: 'Profession', exact: true });
  await expect(profession).toHaveAttribute('href', '/profile?edit=profession');
  await profession.click();
  await expect(page).toHaveURL(/\/profile\?edit=profession$/);
});

test('the pharmacist sees the NABP row and the nurse does not', async ({ people, browser, baseURL }) => {
  test.slow();
  // A pharmacy organization (profession and NABP id required to apply) posts a Pharmacist job asking for the NABP id.
  const org = await people.open('org');
  const res = await org.request.put('/api/org/preferences', { data: { requiredToApply: ['profession', 'nabp_id'] } });
  expect(res.status(), await res.text()).toBe(200);
  const job = await postJob(people, 'Pharmacist Retail', 'TX', {
    profession: 'Pharmacist',
    specialty: 'Retail',
    requirements: { number_of_references: 0, nabp_id: true },
  });
  // The nurse (complete profile), and a pharmacist with her NABP e-Profile ID.
  const nurse = await people.account('worker');
  await completeProfile(await people.open('worker'));
  const pharmacist = await createWorker(baseURL!, `p${people.mark}`);
  const page = await openAs(browser, pharmacist);
  await savePharmacistProfile(page);

  await page.goto(`/explore-jobs/${job.gw_job_id}`);
  await page.getByRole('button', { name: /^Professional Background and Documents/ }).click();
  await expect(row(page, 'NABP e-Profile ID')).toBeVisible();
  await expect(row(page, 'NABP e-Profile ID')).toContainText('Match');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await login(page, nurse.email, /\/explore-jobs$/);
  await page.goto(`/explore-jobs/${job.gw_job_id}`);
  await page.getByRole('button', { name: /^Professional Background and Documents/ }).click();
  await expect(row(page, 'Years of experience')).toBeVisible();
  await expect(row(page, 'NABP e-Profile ID')).toHaveCount(0);
  await page.context().close();
});
