// Offers and the work journey, played with two browser contexts (recruiter and worker).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInByApi } from './helpers';

/**
 * The worker applies (through the API) to a Sunrise Health job it has not applied to yet; answers the application id.
 */
async function applyToSunriseJob(request: APIRequestContext, skip: Set<string>): Promise<string> {
  let cursor: string | null = null;
  for (let page = 0; page < 10; page++) {
    const res = await request.get(`/api/jobs?pageSize=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as {
      items: { _id: string; organization_name: string | null; already_applied: boolean }[];
      nextCursor: string | null;
    };
    for (const card of body.items) {
      if (card.organization_name !== 'Sunrise Health' || card.already_applied || skip.has(card._id)) continue;
      skip.add(card._id);
      const job = (await (await request.get(`/api/jobs/${card._id}`)).json()) as {
        job?: Record<string, string>;
      } & Record<string, unknown>;
      const j = (job.job ?? job) as Record<string, string>;
      const applied = await request.post('/api/worker-job-apply', {
        data: {
          status: 'New',
          job_id: j._id,
          recruiter_id: j.recruiter_id ?? null,
          organization_id: j.organization_id,
          gw_job_id: j.gw_job_id,
          auto_offer_consent: false,
        },
      });
      if (applied.ok()) return ((await applied.json()) as { _id: string })._id;
    }
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  throw new Error('no Sunrise job to apply to');
}

async function signedIn(browser: Browser, email: string, home: RegExp): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, email, home);
  return page;
}

const tried = new Set<string>();
const detailPath = (applicationId: string) => `/application/new/w/j/${applicationId}`;

// The whole negotiation (offer, counter, change, accept) is played by clicking only in negotiation.spec.ts.

test('the worker declines: a reason is required, then Rejected with decision maker Worker', async ({ browser }) => {
  const worker = await signedIn(browser, 'worker@demo.test', /\/explore-jobs$/);
  const recruiter = await signedIn(browser, 'recruiter@demo.test', /\/application$/);
  const applicationId = await applyToSunriseJob(worker.request, tried);
  const made = await recruiter.request.post('/api/offers', {
    data: { applicationId, terms: { pay: { hourly_rate: 47 } } },
  });
  expect(made.status()).toBe(201);

  await worker.goto(`/work-journey/offered/${applicationId}`);
  await worker.getByLabel('Your offer').getByRole('button', { name: 'Decline' }).click();
  const dialog = worker.getByRole('dialog', { name: 'Decline Offer' });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAttribute('placeholder', 'Please tell us why you are declining this offer...');
  await expect(dialog.getByText('Decision maker')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Decline Offer' }).click();
  await expect(dialog.getByText('Please provide a reason for declining.')).toBeVisible();
  await reason.fill('I took a job closer to home');
  await dialog.getByRole('button', { name: 'Decline Offer' }).click();
  await expect(worker).toHaveURL(/\/work-journey\/rejected$/);
  await expect(worker.locator(`a[href$="/${applicationId}"]`)).toBeVisible();

  await worker.goto('/work-journey/done?status=rejected');
  await expect(worker.locator(`a[href$="/${applicationId}"]`)).toBeVisible();

  await recruiter.goto(detailPath(applicationId));
  await expect(recruiter.getByTestId('application-status')).toHaveText('Rejected');
  await expect(
    recruiter.getByText(/Offered to Rejected .*decided by Worker · I took a job closer to home/),
  ).toBeVisible();
});
