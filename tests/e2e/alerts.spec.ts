// Saved searches and job alerts: a worker saves a search, an organization posts a matching job, and the alert
// lands in the development outbox with a link that opens the job. Each test makes its own worker and organization
// (tests/e2e/fixtures, decision 0052); the first also posts the open job the board shows as the nearest.
import { expect, test } from './fixtures/test';
import { post } from './people';
import { MESSAGES } from '../../src/domain/shared/messages';

/** A word no seeded job has (letters only, so the full-text parser keeps it whole). */
const word = () =>
  `zeph${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('a saved search emails a newly posted matching job, and the link opens it', async ({ people }) => {
  const keyword = word();
  const name = `Alert ${keyword}`;
  const worker = await people.open('worker');
  const org = await people.open('org');
  // An open job that does not match the word, so the board has a nearest job to show (the server has no demo jobs).
  await post(org, '/api/org/jobs', {
    title: `Nearest ${people.mark}`,
    profession: 'Registered Nurse',
    specialty: 'ICU',
    terms: 'Travel Contract',
    pay: { hourly_rate: 45 },
    hours: { hours_per_week: 36 },
    location: { state: 'TX', city: 'Austin' },
  });
  await worker.goto(`/explore-jobs?q=${keyword}`);
  // Nothing matches the word: the board says so and shows the nearest open jobs (issue 42, item 13).
  await expect(worker.getByText(MESSAGES.searchRelaxedAll(keyword))).toBeVisible();
  await worker.getByRole('button', { name: 'Save search' }).click();
  const dialog = worker.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toContainText(`Search: ${keyword}`);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email me new jobs').selectOption('instant');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(worker.getByText('Search saved. We will email you new matching jobs.')).toBeVisible();

  // The search is listed (and editable) on the profile.
  await worker.goto('/profile');
  const panel = worker.getByRole('region', { name: 'Saved searches' });
  await expect(panel.getByRole('link', { name })).toBeVisible();
  await expect(panel).toContainText(`Search: ${keyword}`);

  // The organization posts a matching job through the dashboard's API.
  const title = `Cardiac ${keyword} Travel Nurse`;
  const posted = await org.request.post('/api/org/jobs', {
    data: {
      title,
      profession: 'Registered Nurse',
      specialty: 'ICU',
      terms: 'Travel Contract',
      pay: { hourly_rate: 50, non_taxable_weekly: 1000 },
      hours: { hours_per_week: 36 },
      location: { state: 'GA', city: 'Atlanta' },
    },
  });
  expect(posted.status()).toBe(201);

  // The alert lands in the development outbox.
  const { email } = await people.account('worker');
  let text = '';
  await expect
    .poll(async () => {
      const mails = (await (await worker.request.get('/api/dev/outbox?limit=100')).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      const mail = mails.find((m) => m.to === email && m.subject.includes(`"${name}"`));
      text = mail?.text ?? '';
      return mail?.subject ?? null;
    })
    .toBe(`1 new job for your saved search "${name}"`);
  expect(text).toContain(title);
  expect(text).toMatch(/\/api\/saved-searches\/unsubscribe\?id=[0-9a-f-]+&sig=[\w-]+/);
  const link = text.match(/https?:\/\/\S+\/explore-jobs\/[0-9a-f-]+/)?.[0];
  expect(link).toMatch(/^https?:\/\/\S+\/explore-jobs\/[0-9a-f-]+$/);

  await worker.goto(new URL(link!).pathname);
  await expect(worker.getByRole('heading', { name: title })).toBeVisible();
  // Honest pay: $50/hr × 36 h = $1,800 taxable, $1,000 stipend, feels like (1,800 + 1,000) ÷ 36 = $77.78/hr.
  const pay = worker.getByRole('region', { name: 'Pay breakdown' });
  await expect(pay).toContainText('Taxable weekly$1,800.00');
  await expect(pay).toContainText('Non-taxable stipend (weekly)$1,000.00');
  await expect(pay).toContainText('Feels like$77.78/hr');
  await expect(pay).toContainText('at least $75.00/hr (1.5 × taxable hourly)');
});

test('the unsubscribe link works without logging in', async ({ people, browser, request }) => {
  const keyword = word();
  const worker = await people.open('worker');
  const saved = await worker.request.post('/api/saved-searches', {
    data: { name: `Bye ${keyword}`, query: `q=${keyword}`, frequency: 'instant' },
  });
  expect(saved.status()).toBe(201);
  const org = await people.open('org');
  const posted = await org.request.post('/api/org/jobs', {
    data: {
      title: `ER ${keyword}`,
      profession: 'Registered Nurse',
      specialty: 'Emergency Room',
      terms: 'Travel Contract',
      pay: { hourly_rate: 48 },
      hours: { hours_per_week: 36 },
      location: { state: 'TX', city: 'Austin' },
    },
  });
  expect(posted.status()).toBe(201);
  let unsubscribe = '';
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/api/dev/outbox?limit=100')).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      unsubscribe =
        mails
          .find((m) => m.subject.includes(`"Bye ${keyword}"`))
          ?.text.match(/https?:\/\/\S+\/api\/saved-searches\/unsubscribe\S+/)?.[0] ?? '';
      return unsubscribe !== '';
    })
    .toBe(true);
  const anonymous = await (await browser.newContext()).newPage();
  await anonymous.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
  await expect(anonymous.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  const left = (await (await worker.request.get('/api/saved-searches')).json()) as { name: string }[];
  expect(left.map((s) => s.name)).not.toContain(`Bye ${keyword}`);
});
