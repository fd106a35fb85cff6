// Offers and the work journey, played with two browser contexts (recruiter and worker). The test makes its own
// organization (which posts the job), recruiter and worker (tests/e2e/fixtures, decision 0052); the worker applies
// through the API the Apply button uses.
import { applyTo, me } from './people';
import { expect, test } from './fixtures/test';
import { postIcuJob } from './fixtures/placement';

const detailPath = (applicationId: string) => `/application/new/w/j/${applicationId}`;

// The whole negotiation (offer, counter, change, accept) is played by clicking only in negotiation.spec.ts.

test('the worker declines: a reason is required, then Rejected with decision maker Worker', async ({ people }) => {
  // Three people signed up, a job posted and an application before the first click: more than a default test's time on
  // a loaded machine (the demo version signed two accounts in and applied only).
  test.slow();
  const worker = await people.open('worker');
  const recruiter = await people.open('recruiter');
  const org = await people.open('org');
  const recruiterId = (await me(recruiter)).id;
  const job = await postIcuJob(org, recruiterId, 'Offers', people.mark);
  const applicationId = await applyTo(worker, job, recruiterId);
  const made = await recruiter.request.post('/api/offers', {
    data: { applicationId, terms: { pay: { hourly_rate: 47 } } },
  });
  expect(made.status()).toBe(201);

  await worker.goto(`/work-journey/offered/${applicationId}`);
  await worker.getByLabel('Your offer').getByRole('button', { name: 'Decline' }).click();
  const dialog = worker.getByRole('dialog', { name: 'Decline Offer' });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAttribute('placeholder', 'Please tell us why you are declining this offer...');
  // The worker declines for herself: no "who made this decision" question (the recruiter's decision dialog asks it).
  await expect(dialog.getByLabel('Who made this decision?')).toHaveCount(0);
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
