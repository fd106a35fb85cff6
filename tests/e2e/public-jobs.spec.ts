// The public job board, signed out: browse, filter, open a job, Apply → sign up → verify → back on the job with
// Apply available; a paused job is 404 to a signed-out visitor.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

test('a visitor browses, filters, opens a job, signs up from Apply, verifies and lands back with Apply', async ({
  page,
}) => {
  await page.goto('/explore-jobs');
  await expect(page.getByRole('heading', { name: 'Explore jobs' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();

  await page.getByLabel('State').selectOption('GA');
  await expect(page).toHaveURL(/state=GA/);
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes(', GA'));
    })
    .toBe(true);
  // No match indicator signed out.
  await expect(cards.first()).not.toContainText(/% match/);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/explore-jobs\/[0-9a-f-]{36}$/);
  const jobPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: 'Sign up to see how this job matches your profile' })).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
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
  const email = `visitor-${Date.now()}@example.test`;
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

test('Save search and Log in lead a visitor to the account pages and back', async ({ page }) => {
  await page.goto('/explore-jobs?state=TX');
  await page.getByRole('link', { name: 'Save search' }).click();
  await expect(page).toHaveURL(`/signup?next=${encodeURIComponent('/explore-jobs?state=TX')}`);
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/explore-jobs?state=TX')}`);
  // The sign-up page (with its own Email field) stays on screen until the login page's code has loaded.
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill('worker@demo.test');
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/explore-jobs?state=TX');
  await expect(page.getByRole('button', { name: 'Save search' })).toBeVisible();
});

test('a paused job is 404 to a signed-out visitor', async ({ page, playwright, baseURL }) => {
  const org = await playwright.request.newContext({ baseURL });
  expect((await org.post('/api/auth/login', { data: { email: 'org@demo.test', password: DEMO_PASSWORD } })).ok()).toBe(
    true,
  );
  const list = (await (await org.get('/api/org/jobs?status=open')).json()) as { items: { _id: string }[] };
  const id = list.items[0]._id;
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
