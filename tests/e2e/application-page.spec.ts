// The organization's application page is drawn once, with every part it shows (the contract, the pay terms, the
// checklist, the references, the reviews, the worker's card): each part reads its own answer, and drawn part by part,
// a card that answered late pushed the cards below it down while a person was about to press one of them. In CI a
// press on "Complete pay terms" landed on what had moved under the pointer and the form never opened.
import { expect, test } from './fixtures/test';
import { searchApplications, jobInput, serverDay } from './fixtures/placement';
import { forgetLayoutShifts, layoutShifts, recordLayoutShifts } from './hydration-checks';
import { followNav } from './helpers';
import { applyTo, me, post, type PostedJob } from './people';
import { TIMESHEET_MESSAGES as TS } from '../../src/domain/timesheets';

test('the application page is drawn once with all its parts: a late answer moves nothing, a press lands', async ({
  people,
}) => {
  const org = await people.open('org', 1280);
  const recruiter = await people.open('recruiter', 1280);
  const worker = await people.open('worker', 1280);
  const day = await serverDay(org);
  // A placement at Onboarding whose signed contract leaves pay terms open: the page shows the contract above them.
  const recruiterId = (await me(recruiter)).id;
  const posted = (await post(
    org,
    '/api/org/jobs',
    jobInput(recruiterId, {
      title: `Drawn once ICU ${people.mark}`,
      start: day(20),
      end: day(111),
      location: { state: 'CA', city: 'Fresno', facility: `Drawn Once General ${people.mark}` },
    }),
  )) as PostedJob;
  const applicationId = await applyTo(worker, posted, recruiterId);
  await post(recruiter, '/api/offers', { applicationId, terms: { pay: { hourly_rate: 45 } } });
  await post(worker, '/api/offers/respond', { applicationId, action: 'Accept' });
  for (const [page, step] of [
    [worker, 'sign'],
    [org, 'countersign'],
  ] as const) {
    const name = (await me(page)).name;
    await post(page, `/api/applications/${applicationId}/contract/${step}`, {
      consent: true,
      fullName: name,
      signature: { kind: 'typed', value: name },
    });
  }

  // The contract's answer comes late (a busy server): the card above the pay terms is the last part to answer.
  await org.route('**/api/applications/*/contract', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await recordLayoutShifts(org);
  await org.reload();
  await followNav(org, 'Applications');
  await org.getByRole('link', { name: /^Onboarding: \d+/ }).click();
  await searchApplications(org, posted.gw_job_id);
  await forgetLayoutShifts(org);
  await org.locator(`a[href$="/${applicationId}"]`).first().click();
  const payTerms = org.getByRole('region', { name: TS.payTerms.title });
  await expect(payTerms.getByTestId('pay-terms-refusal')).toContainText('Not ready for Cleared');
  // Drawn with the contract already in it, not before it.
  await expect(org.getByTestId('contract-card')).toBeVisible();
  expect(await layoutShifts(org), 'the page drawn part by part').toEqual([]);
  await payTerms.getByRole('button', { name: TS.payTerms.open }).click();
  await expect(payTerms.getByRole('form', { name: TS.payTerms.title })).toBeVisible();
});
