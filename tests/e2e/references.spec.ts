// References by email (issue 31), played by three people: the worker (390 px) names a referee on the onboarding page
// reached from the navigation; the referee opens the emailed link in a signed-out browser and answers; the worker's
// open page says "Answered" without a reload (never the answers); the recruiter (1280 px) reads the answers on the
// application; the link opened again says it was already answered. The job, the offer and its acceptance go through
// the API each side's page uses; what is checked is what each person sees.
// The test makes its own organization, recruiter and worker (tests/e2e/fixtures, decision 0052).
import { searchApplications } from './fixtures/placement';
import { REFERENCE_MESSAGES as M } from '../../src/domain/onboarding';
import { followNav } from './helpers';
import { answerReferenceForm, nameReferee, referenceLinkMailedTo } from './references-helpers';
import { post, me, applyTo, type PostedJob } from './people';
import { expect, test } from './fixtures/test';

test('a referee answers through the emailed link; the worker sees Answered, the recruiter the answers', async ({
  browser,
  people,
}) => {
  test.slow();
  const id = people.mark;
  const org = await people.open('org', 1280);
  const recruiter = await people.open('recruiter', 1280);
  const worker = await people.open('worker', 390);

  // An accepted offer: the application is in Onboarding.
  const recruiterId = (await me(recruiter)).id;
  const posted = (await post(org, '/api/org/jobs', {
    title: `References ICU ${id}`,
    profession: 'Registered Nurse',
    specialty: 'ICU',
    terms: 'Travel Contract',
    recruiter_id: recruiterId,
    pay: { hourly_rate: 40 },
    hours: { hours_per_week: 36 },
    schedule: { start_date: '2027-03-01' },
    location: { state: 'GA', city: 'Atlanta' },
    requirements: { number_of_references: 1 },
  })) as PostedJob;
  const applicationId = await applyTo(worker, posted, recruiterId);
  await post(recruiter, '/api/offers', { applicationId, terms: { pay: { hourly_rate: 40 } } });
  await post(worker, '/api/offers/respond', { applicationId, action: 'Accept' });

  // The worker, at 390 px: Work journey → Onboarding → the references card of this placement.
  await followNav(worker, 'Work journey');
  await worker
    .getByRole('link', { name: /^Onboarding/ })
    .first()
    .click();
  await expect(worker).toHaveURL(/\/work-journey\/onboarding$/);
  const referee = {
    name: 'Nora Quinn',
    email: `referee-${id}@example.test`,
    relationship: 'Charge nurse',
    workplace: 'Grady ICU',
  };
  const card = await nameReferee(worker, applicationId, referee);
  await expect(card.getByText(M.sentOn(''), { exact: false })).toBeVisible();

  // The referee, signed out, opens the emailed link and answers.
  const link = await referenceLinkMailedTo(worker.request, referee.email);
  const outsider = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const form = await outsider.newPage();
  await form.goto(link);
  await expect(form.getByRole('heading', { name: M.formTitle })).toBeVisible();
  await expect(form.getByText(/named you as a reference/)).toBeVisible();
  await form.screenshot({ path: 'test-results/screens/references-form-390.png', fullPage: true });
  const comments = `Steady and kind under pressure ${id}`;
  await answerReferenceForm(form, comments);

  // The worker's open page follows (no reload): Answered, and never what was said.
  await expect(card.getByRole('listitem', { name: referee.name }).getByTestId('referee-state')).toHaveText(
    M.state.answered,
  );
  await expect(card.getByTestId('references-count')).toHaveText(M.answeredCount(1, 1));
  await expect(worker.getByText(comments)).toHaveCount(0);
  await worker.screenshot({ path: 'test-results/screens/references-worker-390.png', fullPage: true });

  // The recruiter, at 1280 px: Applications → Onboarding → the application → the answers.
  await followNav(recruiter, 'Applications');
  await recruiter.getByRole('link', { name: /^Onboarding: \d+/ }).click();
  await searchApplications(recruiter, posted.gw_job_id);
  const row = recruiter.locator('li', { has: recruiter.locator(`a[href$="/${applicationId}"]`) });
  await expect(row.getByTestId('placement-progress')).toContainText('contract:');
  await row.locator(`a[href$="/${applicationId}"]`).first().click();
  const answers = recruiter.locator(`section[aria-labelledby="references-${applicationId}"]`);
  await expect(answers.getByText(comments)).toBeVisible();
  await expect(answers.getByText('Would you rehire this person?')).toBeVisible();
  await expect(answers.getByText(M.ratingOf(4))).toBeVisible();
  await recruiter.screenshot({ path: 'test-results/screens/references-recruiter-1280.png', fullPage: true });

  // The link works once: opened again, it says so at once.
  await form.goto(link);
  await expect(form.getByRole('alert')).toHaveText(M.alreadyAnswered);
  await expect(form.getByRole('button', { name: M.submit })).toHaveCount(0);
  await outsider.close();
});
