// Credential wallet: the seeded 4th worker (worker3@example.test) has an expired BLS card; the worker sees it on
// the profile and a Sunrise recruiter sees the expiry badge on the application detail and in the pipeline.
import { expect, test } from '@playwright/test';
import { signInByApi } from './helpers';

const EXPIRED_WORKER = 'worker3@example.test';

test('the worker sees the expired BLS card and what applied jobs miss', async ({ page }) => {
  await signInByApi(page, EXPIRED_WORKER, /\/explore-jobs/);
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Credentials' });
  const list = panel.getByRole('list', { name: 'Your credentials' });
  await expect(list.getByRole('listitem').filter({ hasText: /^BLS/ })).toContainText(/Expired \d+ days ago/);
  await expect(panel).toContainText(/BLS \(expired \d+ days ago\)/);
});

test('a recruiter sees the expiry badge for the seeded worker with an expired BLS card', async ({ browser }) => {
  const worker = await (await browser.newContext()).newPage();
  await signInByApi(worker, EXPIRED_WORKER, /\/explore-jobs/);
  const wallet = (await (await worker.request.get('/api/credentials')).json()) as {
    jobs: { applicationId: string; problems: { requirement: string; status: string }[] }[];
  };
  const candidates = wallet.jobs
    .filter((j) => j.problems.some((p) => p.requirement === 'BLS' && p.status === 'expired'))
    .map((j) => j.applicationId);
  expect(candidates.length).toBeGreaterThan(0);

  const recruiter = await (await browser.newContext()).newPage();
  await signInByApi(recruiter, 'recruiter@demo.test', /\/application$/);
  let detail: {
    application: { applicationId: string; status: string; worker_id: string; gw_job_id: string };
    worker: { name: string };
  } | null = null;
  for (const id of candidates) {
    const res = await recruiter.request.get(`/api/applications/${id}`);
    if (res.ok()) {
      detail = await res.json();
      break;
    }
  }
  expect(detail).not.toBeNull();
  const a = detail!.application;
  const status = a.status.toLowerCase().replace(/\s+/g, '-');
  await recruiter.goto(`/application/${status}/${a.worker_id}/${a.gw_job_id}/${a.applicationId}`);
  await expect(recruiter.getByRole('heading', { level: 1, name: detail!.worker.name })).toBeVisible();
  const badge = recruiter.getByRole('button', { name: 'Credential expired: details' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(recruiter.getByRole('dialog').or(recruiter.locator('.mantine-Popover-dropdown'))).toContainText(
    /BLS: Expired \d+ days ago/,
  );

  // The pipeline list shows the same badge on the worker's row.
  await recruiter.goto(`/application/${status}`);
  await recruiter.getByLabel('Search').fill(detail!.worker.name);
  const row = recruiter.getByRole('listitem').filter({ hasText: detail!.worker.name }).first();
  await expect(row.getByRole('button', { name: 'Credential expired: details' })).toBeVisible();
});
