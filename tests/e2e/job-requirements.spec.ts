// Issue 42, item 2: an organization posts a job requiring BLS, ACLS and the influenza vaccination by clicking through
// the job form (choice inputs fed by the domain's lists, which the server accepts), and the accepted placement's
// onboarding checklist shows them. The application, the offer and its acceptance are set up through the API each
// side's page uses; the posting itself is clicked. The test makes its own organization, recruiter and worker
// (tests/e2e/fixtures, decision 0052).
import type { Locator, Page } from '@playwright/test';
import { MESSAGES, routes } from '../../src/domain/shared';
import { jobFieldLabel } from '../../src/domain/fields';
import { post, me, applyTo, type PostedJob } from './people';
import { expect, test } from './fixtures/test';

const O = MESSAGES.onboarding;

/** A Select (combobox) or MultiSelect (its search box) by its label. */
const input = (scope: Locator, label: string | RegExp) =>
  scope
    .getByRole('combobox', { name: label })
    .or(scope.getByRole('textbox', { name: label }))
    .first();

/** Opens a Select or MultiSelect by its label and clicks the option. */
async function choose(page: Page, scope: Locator, label: string | RegExp, option: string) {
  await input(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a job posted by clicking with BLS, ACLS and influenza puts them on the accepted placement’s checklist', async ({
  people,
}) => {
  test.slow();
  const org = await people.open('org', 1280);
  const recruiter = await people.open('recruiter', 1280);
  const worker = await people.open('worker', 390);
  const stamp = people.mark;
  const title = `Requirements ICU ${stamp}`;

  // Organization: Post a job, by clicking.
  await org.goto('/dashboard/opportunities-manager');
  await org.getByRole('button', { name: 'Post a job' }).click();
  const form = org.getByRole('dialog', { name: 'Post a job' });
  await form.getByRole('textbox', { name: /^Job title/ }).fill(title);
  await choose(org, form, new RegExp(`^${jobFieldLabel('profession')}`), 'Registered Nurse');
  await choose(org, form, new RegExp(`^${jobFieldLabel('specialty')}`), 'ICU');
  await form.getByRole('tab', { name: /^Requirements/ }).click();
  const certifications = new RegExp(`^${jobFieldLabel('certifications')}`);
  await choose(org, form, certifications, 'BLS');
  await choose(org, form, certifications, 'ACLS');
  await org.keyboard.press('Escape');
  await choose(org, form, new RegExp(`^${jobFieldLabel('vaccinations')}`), 'Influenza');
  await org.keyboard.press('Escape');
  await form.getByRole('tab', { name: /^Pay and hours/ }).click();
  await form.getByRole('textbox', { name: new RegExp(`^${jobFieldLabel('hourly_rate')}`) }).fill('48');
  await form.getByRole('textbox', { name: new RegExp(`^${jobFieldLabel('hours_per_week')}`) }).fill('36');
  await form.getByRole('tab', { name: /^Requirements/ }).click();
  await input(form, certifications).click();
  await expect(org.getByRole('option', { name: 'PALS', exact: true })).toBeVisible();
  await org.screenshot({ path: 'test-results/screens/issue-42-job-form-certifications-1280.png' });
  await org.keyboard.press('Escape');
  const posting = org.waitForResponse((r) => r.url().endsWith('/api/org/jobs') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Post job' }).click();
  const answer = await posting;
  expect(answer.status(), await answer.text()).toBe(201);
  const posted = (await answer.json()) as PostedJob & {
    requirements: { certifications: string[]; vaccinations: string[] };
  };
  expect(posted.requirements.certifications).toEqual(['BLS', 'ACLS']);
  expect(posted.requirements.vaccinations).toEqual(['Influenza']);
  await expect(form).toBeHidden();

  // Setup through the API: the worker applies, the recruiter offers, the worker accepts.
  const recruiterId = (await me(recruiter)).id;
  const applicationId = await applyTo(worker, posted, recruiterId);
  await post(recruiter, '/api/offers', { applicationId, terms: { pay: { hourly_rate: 50 } } });
  await post(worker, '/api/offers/respond', { applicationId, action: 'Accept' });

  // The worker's placement page: its checklist shows the job's certifications and vaccination.
  await worker.goto(routes.workJourneyDetail('Onboarding', applicationId));
  const checklist = worker.getByRole('region', { name: O.checklistTitle });
  for (const label of [
    O.itemLabel.certification('BLS'),
    O.itemLabel.certification('ACLS'),
    O.itemLabel.vaccination('Influenza'),
  ])
    await expect(checklist.getByRole('listitem', { name: label, exact: true })).toBeVisible();

  // The certification field on a phone (390 px), its list open: the closing note's screenshot.
  const phone = await people.open('org', 390);
  await phone.goto('/dashboard/opportunities-manager');
  await phone.getByRole('button', { name: 'Post a job' }).click();
  const small = phone.getByRole('dialog', { name: 'Post a job' });
  await choose(phone, small, new RegExp(`^${jobFieldLabel('profession')}`), 'Registered Nurse');
  await small.getByRole('tab', { name: /^Requirements/ }).click();
  await choose(phone, small, certifications, 'BLS');
  await choose(phone, small, certifications, 'ACLS');
  if (!(await phone.getByRole('option', { name: 'PALS', exact: true }).isVisible()))
    await input(small, certifications).click();
  await expect(phone.getByRole('option', { name: 'PALS', exact: true })).toBeVisible();
  await phone.screenshot({ path: 'test-results/screens/issue-42-job-form-certifications-390.png' });
});
