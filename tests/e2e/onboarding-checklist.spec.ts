// The onboarding checklist and "Cleared means cleared" (issue 31), played by two people in two browser contexts by
// clicking from the navigation: the worker (390 px) accepts the offer; the recruiter (1280 px) tries Cleared and is
// refused with the missing items; the worker fulfils one item from a document already in the profile and one by a new
// upload; the recruiter rejects one with a reason; the worker submits it again; the recruiter verifies every item;
// with a signed contract (the contract feature's signing stands in as a dev route here) Cleared, then Working.
// The organization posts the job and the offer is made through the API each side's page uses (setup, not the flow).
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/shared';
import { makePdf } from '../../src/server/db/seed-files';
import { login } from './helpers';

const SCREENS = 'test-results/screens';
const M = MESSAGES.onboarding;

async function signedIn(browser: Browser, email: string, home: RegExp, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await login(page, email, home);
  return page;
}

async function post(page: Page, url: string, data: object) {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** Follows a link of the main navigation (through the menu button on a phone). */
async function nav(page: Page, label: string) {
  const desktop = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: label });
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(desktop.or(toggle).first()).toBeVisible({ timeout: 30_000 });
  if (await desktop.isVisible()) return desktop.click();
  await toggle.click();
  await page.getByRole('navigation', { name: 'Main mobile' }).getByRole('link', { name: label }).click();
}

async function upload(page: Page, category: string, name: string, expiresOn?: string) {
  const res = await page.request.post('/api/documents/upload', {
    multipart: {
      category,
      ...(expiresOn ? { expiresOn } : {}),
      file: { name, mimeType: 'application/pdf', buffer: await makePdf(name) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('accept → Cleared refused with what is missing → items fulfilled, one rejected and resubmitted → verified → Cleared → Working', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  fs.mkdirSync(SCREENS, { recursive: true });
  const org = await signedIn(browser, 'org@demo.test', /\/application$/, 1280);
  const recruiter = await signedIn(browser, 'recruiter@demo.test', /\/application$/, 1280);
  const worker = await signedIn(browser, 'worker@demo.test', /\/explore-jobs$/, 390);

  // Setup: a job needing a Texas licence, BLS and a resume; the worker applies and holds a BLS card and a licence.
  const recruiterId = ((await (await recruiter.request.get('/api/auth/me')).json()) as { id: string }).id;
  const stamp = Date.now();
  const posted = (await post(org, '/api/org/jobs', {
    title: `Checklist ICU ${stamp}`,
    profession: 'Registered Nurse',
    specialty: 'ICU',
    terms: 'Travel Contract',
    recruiter_id: recruiterId,
    pay: { hourly_rate: 40, non_taxable_weekly: 1000 },
    hours: { hours_per_week: 36, hours_per_shift: 12, shifts_per_week: 3 },
    schedule: { start_date: '2027-01-04', end_date: '2027-04-04' },
    location: { state: 'TX', city: 'Austin' },
    requirements: { professional_licensure: ['TX'], certifications: ['BLS'], resume_required: true },
  })) as { _id: string; gw_job_id: string; organization_id: string };
  const applied = (await post(worker, '/api/worker-job-apply', {
    status: 'New',
    job_id: posted._id,
    recruiter_id: recruiterId,
    organization_id: posted.organization_id,
    gw_job_id: posted.gw_job_id,
    auto_offer_consent: false,
  })) as { _id: string };
  const applicationId = applied._id;
  await post(recruiter, '/api/offers', { applicationId, terms: { pay: { hourly_rate: 41 } } });
  await upload(worker, 'certificates', `BLS card ${stamp}.pdf`, '2029-06-30');
  await upload(worker, 'professional_licenses', `Texas RN licence ${stamp}.pdf`, '2029-12-31');
  const ours = (page: Page) => page.locator(`a[href$="/${applicationId}"]`).first();

  // Worker: Work journey → the offer → Accept → Onboarding, where the checklist says what to do next.
  await nav(worker, 'Work journey');
  await ours(worker).click();
  await worker.getByLabel('Your offer').getByRole('button', { name: 'Accept' }).click();
  await worker
    .getByRole('dialog', { name: 'Accept Offer' })
    .getByRole('button', { name: 'Confirm and accept' })
    .click();
  await expect(worker).toHaveURL(/\/work-journey\/onboarding$/);
  await ours(worker).click();
  const wCard = worker.getByRole('region', { name: M.checklistTitle });
  await expect(wCard.getByTestId('checklist-summary')).toHaveText('0 of 3 verified · contract: not drafted');
  await expect(wCard.getByTestId('start-countdown')).toContainText(/Starts in \d+ days/);
  await expect(wCard.getByTestId('next-step')).toContainText('Professional licence (TX)');

  // Recruiter: Applications → Onboarding → the application → Change Status → Cleared: refused, naming what is missing.
  await nav(recruiter, 'Applications');
  await recruiter.getByRole('link', { name: /^Onboarding: \d+/ }).click();
  await recruiter.getByRole('textbox', { name: 'Search' }).fill(posted.gw_job_id);
  await ours(recruiter).click();
  await expect(recruiter.getByTestId('application-status')).toHaveText('Onboarding');
  await recruiter.getByRole('button', { name: 'Change Status' }).click();
  const statusDialog = recruiter.getByRole('dialog', { name: 'Change Status' });
  await statusDialog.getByLabel('New status').selectOption('Cleared');
  await statusDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    recruiter.getByText(
      /Not ready for Cleared\. Still missing: There is no contract yet; Professional licence \(TX\) \(missing\); BLS \(missing\); Resume \(missing\)\./,
    ),
  ).toBeVisible();
  await expect(recruiter.getByTestId('application-status')).toHaveText('Onboarding');
  const rCard = recruiter.getByRole('region', { name: M.checklistTitle });
  await expect(rCard.getByTestId('clearance-blockers')).toContainText('BLS (missing)');

  // Worker: the licence and BLS from documents already in the profile; the resume by a new upload.
  const wItem = (label: string) => wCard.getByRole('listitem', { name: label });
  for (const [label, doc] of [
    ['Professional licence (TX)', `Texas RN licence ${stamp}`],
    ['BLS', `BLS card ${stamp}`],
  ] as const) {
    await wItem(label).getByRole('button', { name: M.chooseFromProfile }).click();
    await worker
      .getByRole('dialog')
      .getByRole('button', { name: `${M.useThisDocument}: ${doc}` })
      .click();
    await expect(wItem(label).getByText(M.status.submitted, { exact: true })).toBeVisible();
  }
  const chooser = worker.waitForEvent('filechooser');
  await wItem('Resume').getByRole('button', { name: M.uploadNew }).click();
  await (
    await chooser
  ).setFiles({ name: `resume-${stamp}.pdf`, mimeType: 'application/pdf', buffer: await makePdf('Resume') });
  await expect(wItem('Resume').getByText(M.status.submitted, { exact: true })).toBeVisible();

  // Recruiter (the page follows without reload): rejects BLS with a reason.
  const rItem = (label: string) => rCard.getByRole('listitem', { name: label });
  await expect(rItem('BLS').getByText(M.status.submitted, { exact: true })).toBeVisible();
  await rItem('BLS').getByRole('button', { name: M.reject }).click();
  const reject = recruiter.getByRole('dialog', { name: `${M.rejectTitle}: BLS` });
  await reject.getByLabel(M.rejectReason).fill('The card is not signed');
  await reject.getByRole('button', { name: M.reject }).click();

  // Worker: sees the reason, and submits BLS again.
  await expect(wItem('BLS').getByTestId('rejection-reason')).toHaveText('Rejected: The card is not signed');
  await worker.screenshot({ path: `${SCREENS}/worker-onboarding-390.png` });
  await wCard.screenshot({ path: `${SCREENS}/worker-checklist-390.png` });
  await wItem('BLS').getByRole('button', { name: M.chooseFromProfile }).click();
  await worker
    .getByRole('dialog')
    .getByRole('button', { name: `${M.useThisDocument}: BLS card ${stamp}` })
    .click();
  await expect(wItem('BLS').getByText(M.status.submitted, { exact: true })).toBeVisible();

  // Recruiter: verifies every item.
  for (const label of ['Professional licence (TX)', 'BLS', 'Resume']) {
    await expect(rItem(label).getByRole('button', { name: M.verify })).toBeVisible();
    await rItem(label).getByRole('button', { name: M.verify }).click();
    await expect(rItem(label).getByText(M.status.verified, { exact: true })).toBeVisible();
  }
  await expect(rCard.getByTestId('checklist-summary')).toHaveText('3 of 3 verified · contract: not drafted');
  await expect(wCard.getByTestId('checklist-summary')).toHaveText('3 of 3 verified · contract: not drafted');

  // The contract signed by both sides (the contract feature's signing; a dev stand-in here), then Cleared and Working.
  await post(org, `/api/dev/applications/${applicationId}/signed-contract`, {});
  await expect(rCard.getByTestId('checklist-summary')).toHaveText('3 of 3 verified · contract: signed');
  await recruiter.screenshot({ path: `${SCREENS}/recruiter-checklist-1280.png`, fullPage: true });
  await rCard.screenshot({ path: `${SCREENS}/recruiter-checklist-card-1280.png` });
  await recruiter.getByRole('button', { name: 'Change Status' }).click();
  await statusDialog.getByLabel('New status').selectOption('Cleared');
  await statusDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(recruiter.getByTestId('application-status')).toHaveText('Cleared');
  await recruiter.getByRole('button', { name: 'Change Status' }).click();
  await statusDialog.getByLabel('New status').selectOption('Working');
  await statusDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(recruiter.getByTestId('application-status')).toHaveText('Working');
});
