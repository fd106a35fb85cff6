// Credential wallet: a worker whose BLS card expired applied to a job that requires BLS; she sees it on the profile
// and the job's recruiter sees the expiry badge on the application detail and in the pipeline.
// The test makes its own organization (which posts the job), recruiter and worker (tests/e2e/fixtures, decision 0052);
// the worker uploads her BLS card with an expiry date 30 days before the server's today and applies through the API
// the Apply button uses.
import type { Page } from '@playwright/test';
import { expect, test, type People } from './fixtures/test';
import { jobInput, serverDay } from './fixtures/placement';
import { minimalPdf } from './files';
import { applyTo, post, type PostedJob } from './people';

/**
 * The worker of `people` with an expired BLS card (a certificate named BLS, expired 30 days ago by the server's date)
 * who applied to a job of the test's organization that requires BLS (its recruiter's). Answers the application's id.
 */
async function expiredBlsApplicant(people: People, worker: Page): Promise<string> {
  const day = await serverDay(worker);
  const upload = await worker.request.post('/api/documents/upload', {
    multipart: {
      category: 'certificates',
      name: 'BLS',
      expiresOn: day(-30),
      file: { name: 'BLS Provider card.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const org = await people.open('org');
  const recruiterId = (await people.account('recruiter')).id;
  const job = (await post(org, '/api/org/jobs', {
    ...jobInput(recruiterId, {
      title: `Credentials ICU ${people.mark}`,
      start: day(30),
      end: day(121),
      location: { state: 'TX', city: 'Austin', facility: `Credentials General ${people.mark}` },
    }),
    requirements: { number_of_references: 0, certifications: ['BLS'] },
  })) as PostedJob;
  return applyTo(worker, job, recruiterId);
}

test('the worker sees the expired BLS card and what applied jobs miss', async ({ people }) => {
  // Three people signed up, an upload, a job posted and an application before the first look.
  test.slow();
  const page = await people.open('worker');
  await expiredBlsApplicant(people, page);
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Credentials' });
  const list = panel.getByRole('list', { name: 'Your credentials' });
  await expect(list.getByRole('listitem').filter({ hasText: /^BLS/ })).toContainText(/Expired \d+ days ago/);
  await expect(panel).toContainText(/BLS \(expired \d+ days ago\)/);
});

test('a recruiter sees the expiry badge for a worker with an expired BLS card', async ({ people }) => {
  test.slow();
  const worker = await people.open('worker');
  const recruiter = await people.open('recruiter');
  const applicationId = await expiredBlsApplicant(people, worker);
  const wallet = (await (await worker.request.get('/api/credentials')).json()) as {
    jobs: { applicationId: string; problems: { requirement: string; status: string }[] }[];
  };
  const candidates = wallet.jobs
    .filter((j) => j.problems.some((p) => p.requirement === 'BLS' && p.status === 'expired'))
    .map((j) => j.applicationId);
  expect(candidates).toEqual([applicationId]);

  const res = await recruiter.request.get(`/api/applications/${applicationId}`);
  expect(res.status(), await res.text()).toBe(200);
  const detail = (await res.json()) as {
    application: { applicationId: string; status: string; worker_id: string; gw_job_id: string };
    worker: { name: string };
  };
  const a = detail.application;
  const status = a.status.toLowerCase().replace(/\s+/g, '-');
  await recruiter.goto(`/application/${status}/${a.worker_id}/${a.gw_job_id}/${a.applicationId}`);
  await expect(recruiter.getByRole('heading', { level: 1, name: detail.worker.name })).toBeVisible();
  const badge = recruiter.getByRole('button', { name: 'Credential expired: details' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(recruiter.getByRole('dialog').or(recruiter.locator('.mantine-Popover-dropdown'))).toContainText(
    /BLS: Expired \d+ days ago/,
  );

  // The pipeline list shows the same badge on the worker's row.
  await recruiter.goto(`/application/${status}`);
  await recruiter.getByLabel('Search').fill(detail.worker.name);
  const row = recruiter.getByRole('listitem').filter({ hasText: detail.worker.name }).first();
  await expect(row.getByRole('button', { name: 'Credential expired: details' })).toBeVisible();
});
