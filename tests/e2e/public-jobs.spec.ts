// The public job board, signed out: browse, filter, open a job, Apply → sign up → verify → back on the job with
// Apply available; a paused job is 404 to a signed-out visitor.
// Each test's organization posts the jobs it browses (tests/e2e/fixtures, decision 0052); the board holds other tests'
// jobs too, so the visitor searches for the test's mark first. The visitor signs up (and a worker logs in) from an
// address of their own (fixtures/accounts.ts, addressOf), as people on their own devices do.
import { expect, test } from './fixtures/test';
import { apiAs, postJobAs } from './fixtures/api';
import { addressOf } from './fixtures/accounts';
import { DEMO_PASSWORD } from './helpers';

test('a visitor browses, filters, opens a job, signs up from Apply, verifies and lands back with Apply', async ({
  page,
  people,
}) => {
  // Two open jobs of the test's organization: one in Georgia, one in Texas.
  const org = await apiAs(people, 'org');
  const inGeorgia = await postJobAs(org, `Public ICU Nurse ${people.mark}`, {
    location: { state: 'GA', city: 'Atlanta' },
  });
  await postJobAs(org, `Public Step-down Nurse ${people.mark}`);
  await org.dispose();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressOf(`v${people.mark}`) });

  await page.goto('/explore-jobs');
  await expect(page.getByRole('heading', { name: 'Explore jobs' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The test's own jobs: both of them, and nothing else.
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(people.mark);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${people.mark}`));
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: people.mark })).toHaveCount(2);

  await page.getByLabel('State').selectOption('GA');
  await expect(page).toHaveURL(/state=GA/);
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes(', GA'));
    })
    .toBe(true);
  // Only the Georgia job is left.
  await expect(cards).toHaveCount(1);
  // No match indicator signed out.
  await expect(cards.first()).not.toContainText(/% match/);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/explore-jobs/${inGeorgia._id}$`));
  const jobPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Sign up to see how this job matches your profile' })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  expect(title).toBe(`Public ICU Nurse ${people.mark}`);
  await expect(page.getByText('Job Information')).toHaveCount(0);
  await expect(page.getByText('About job')).toBeVisible();

  // The HTML the server sends for this page already names the job for crawlers and link previews.
  const served = await (await page.request.get(jobPath)).text();
  expect(served).toContain(`<title>${title} in `);
  expect(served).toContain('<script type="application/ld+json">{"@context":"https://schema.org/","@type":"JobPosting"');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${jobPath}</loc>`);

  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(`/signup?next=${encodeURIComponent(jobPath)}`);
  const email = `visitor-${people.mark}@example.test`;
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // The first run asks the four questions that drive matching (skippable), then back to the job, signed in;
  // applying waits for the verified email.
  await expect(page).toHaveURL(`/welcome?next=${encodeURIComponent(jobPath)}`);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(jobPath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Verify your email to apply')).toBeVisible();

  // The development outbox shows the verification link, which leads back to the job.
  await page.goto('/dev/outbox');
  const mail = page.locator('article', { hasText: `To: ${email}` }).first();
  await expect(mail).toContainText('Verify your email address');
  await mail.getByRole('link').first().click();
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(jobPath);
  // The job page drawn (its banner comes with the same answer as its heading), and now without the banner.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Verify your email to apply')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
});

test('Save search and Log in lead a visitor to the account pages and back', async ({ page, people }) => {
  // A worker of the test's own (signed up through the API), who logs in here through the form.
  const { email } = await people.account('worker');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': addressOf(`l${people.mark}`) });
  await page.goto('/explore-jobs?state=TX');
  await page.getByRole('link', { name: 'Save search' }).click();
  await expect(page).toHaveURL(`/signup?next=${encodeURIComponent('/explore-jobs?state=TX')}`);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/explore-jobs?state=TX')}`);
  // The sign-up page (with its own Email field) stays on screen until the login page's code has loaded.
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/explore-jobs?state=TX');
  await expect(page.getByRole('button', { name: 'Save search' })).toBeVisible();
});

// The minimum weekly pay is a stand-in field until Mantine's NumberInput arrives (components/lazy-number-input.tsx):
// here its code is held back while the visitor types, so what she types goes through the stand-in; once she leaves
// the field and the code has come, the NumberInput shows the same amount.
test('a minimum weekly pay typed before its field’s code arrives filters the board, and is kept', async ({
  page,
  people,
}) => {
  const org = await apiAs(people, 'org');
  await postJobAs(org, `Public Low Pay ${people.mark}`);
  await postJobAs(org, `Public High Pay ${people.mark}`, { pay: { hourly_rate: 80 } });
  await org.dispose();
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let asked = 0;
  await page.route(/\/assets\/NumberInput-[\w-]+\.js$/, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  // The visitor's road: the board, her search typed and sent with Search.
  await page.goto('/explore-jobs');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(people.mark);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${people.mark}`));
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  const pay = page.getByLabel('Minimum weekly pay', { exact: true });
  await pay.fill('2500');
  await expect(page).toHaveURL(/[?&]min_weekly_pay=2500/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Public High Pay ${people.mark}`);
  // Typed into the stand-in: the NumberInput's code was asked for and is still held.
  expect(asked).toBe(1);
  await pay.blur();
  release();
  await expect(pay).toHaveValue('$2,500');
  await page.reload();
  await expect(page.getByLabel('Minimum weekly pay', { exact: true })).toHaveValue('$2,500');
  await expect(cards).toHaveCount(1);
});

test('a paused job is 404 to a signed-out visitor', async ({ page, people }) => {
  const org = await apiAs(people, 'org');
  const posted = await postJobAs(org, `Paused ICU Nurse ${people.mark}`);
  // The organization's one open job is the one it posted.
  const list = (await (await org.get('/api/org/jobs?status=open')).json()) as { items: { _id: string }[] };
  expect(list.items.map((j) => j._id)).toEqual([posted._id]);
  const id = list.items[0]!._id;
  const paused = await org.post(`/api/org/jobs/${id}/status`, { data: { status: 'paused' } });
  expect(paused.ok(), await paused.text()).toBe(true);

  const api = await page.request.get(`/api/jobs/${id}`);
  expect(api.status()).toBe(404);
  await page.goto(`/explore-jobs/${id}`);
  await expect(page.getByText('This job could not be loaded')).toBeVisible();
  await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();

  await org.post(`/api/org/jobs/${id}/status`, { data: { status: 'open' } });
  await org.dispose();
});
