// The assignment contract (issue 31), played by two people in two browser contexts: the worker at 390 px (touch) and
// the organization user at 1280 px. The organization posts a job, the worker applies and the recruiter offers through
// the API each side's page uses; then only clicks from the navigation: the worker accepts the offer, reviews and signs
// the contract with a signature drawn on the pad; the organization user, whose page is open, sees it waiting for the
// countersignature without reloading and countersigns; the worker's page turns "Signed" without reloading; both
// download the sealed PDF. The test makes its own organization, recruiter and worker (tests/e2e/fixtures, decision
// 0052).
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { termsPay } from '../../src/domain/offers';
import { formatMoney, MESSAGES } from '../../src/domain/shared';
import { followNav } from './helpers';
import { post, me, applyTo, drawOn, type PostedJob } from './people';
import { expect, test } from './fixtures/test';
import { searchApplications } from './fixtures/placement';

const SCREENS = 'test-results/screens';
const M = MESSAGES.contract;

/** The file a Download button gives. */
async function download(page: Page, button: ReturnType<Page['getByTestId']>): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return fs.readFileSync((await file.path())!);
}

/** Tab (forward) until `target` has focus. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 30) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((e) => e === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const TERMS = { pay: { hourly_rate: 48, non_taxable_weekly: 1100 }, hours: { hours_per_week: 36 } };

test('the worker signs the contract on a phone, the organization countersigns, both download the sealed PDF', async ({
  people,
}) => {
  test.slow();
  fs.mkdirSync(SCREENS, { recursive: true });
  const worker = await people.open('worker', 390);
  const org = await people.open('org', 1280);
  const recruiter = await people.open('recruiter', 1280);

  const recruiterId = (await me(recruiter)).id;
  const job = (await post(org, '/api/org/jobs', {
    title: `Contract ICU ${people.mark}`,
    profession: 'Registered Nurse',
    specialty: 'ICU',
    terms: 'Travel Contract',
    recruiter_id: recruiterId,
    ...TERMS,
    schedule: { start_date: '2027-02-01', end_date: '2027-05-01' },
    location: { state: 'TX', city: 'Austin', facility: 'Seton Medical Center' },
  })) as PostedJob;
  const applicationId = await applyTo(worker, job, recruiterId);
  await post(recruiter, '/api/offers', { applicationId, terms: { pay: { hourly_rate: 48 } } });
  const weekly = formatMoney(termsPay(TERMS).weeklyTotal);
  const ours = (page: Page) => page.locator(`a[href$="/${applicationId}"]`).first();
  const cardOf = (page: Page) => page.locator(`[data-testid="contract-card"][data-application-id="${applicationId}"]`);

  // Worker (390 px): Work journey → the offer → Accept → confirm → Onboarding, where the contract waits.
  await followNav(worker, 'Work journey');
  await ours(worker).click();
  await worker.getByLabel('Your offer').getByRole('button', { name: 'Accept' }).click();
  await worker
    .getByRole('dialog', { name: 'Accept Offer' })
    .getByRole('button', { name: 'Confirm and accept' })
    .click();
  await expect(worker).toHaveURL(/\/work-journey\/onboarding$/);
  const workerCard = cardOf(worker);
  await expect(workerCard.getByTestId('contract-status')).toHaveText(M.badge.awaiting_worker);
  await expect(workerCard.getByTestId('contract-weekly-pay')).toHaveText(M.weeklyPay(weekly));

  // Organization user (1280 px): Applications → Onboarding → the application: the contract waits for the worker.
  await followNav(org, 'Applications');
  await org.getByRole('link', { name: /^Onboarding: \d+/ }).click();
  await searchApplications(org, job.gw_job_id);
  await ours(org).click();
  const orgCard = cardOf(org);
  await expect(orgCard.getByTestId('contract-status')).toHaveText(M.badge.awaiting_worker);
  await expect(orgCard.getByRole('button', { name: M.countersign })).toHaveCount(0);

  // Worker: Review and sign — the contract's text, consent, full name, a signature drawn on the pad.
  const workerName = (await me(worker)).name;
  await workerCard.getByRole('button', { name: M.reviewAndSign }).click();
  const dialog = worker.getByRole('dialog', { name: M.dialogTitleWorker });
  await expect(dialog.getByTestId('contract-text')).toContainText(weekly);
  // Refused first without consent: the rule's own words.
  await dialog.getByRole('textbox', { name: M.fullNameLabel }).fill(workerName);
  await dialog.getByText(M.signatureDrawn).click();
  const pad = dialog.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  await drawOn(worker, pad);
  await dialog.getByRole('button', { name: M.submitSign }).click();
  await expect(dialog.getByText(M.consentRequired)).toBeVisible();
  await dialog.getByRole('checkbox', { name: M.consentLabel }).check();
  const width = await worker.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await worker.screenshot({ path: `${SCREENS}/contract-sign-dialog-390.png` });
  await dialog.getByRole('button', { name: M.submitSign }).click();
  await expect(dialog).toBeHidden();
  await expect(workerCard.getByTestId('contract-status')).toHaveText(M.badge.awaiting_countersign);

  // Organization user: without reloading, the contract now waits for the countersignature.
  await expect(orgCard.getByTestId('contract-status')).toHaveText(M.badge.awaiting_countersign);
  // The organization user countersigns with the keyboard only: typed signature, Tab, Space, Enter.
  await orgCard.getByRole('button', { name: M.countersign }).focus();
  await org.keyboard.press('Enter');
  const counter = org.getByRole('dialog', { name: M.dialogTitleOrg });
  await expect(counter).toBeVisible();
  const orgName = (await me(org)).name;
  await tabTo(org, counter.getByRole('checkbox', { name: M.consentLabel }));
  await org.keyboard.press('Space');
  await tabTo(org, counter.getByRole('textbox', { name: M.fullNameLabel }));
  await org.keyboard.type(`  ${orgName.toUpperCase()} `);
  await tabTo(org, counter.getByRole('textbox', { name: M.typedSignatureLabel }));
  await org.keyboard.type(orgName);
  await org.keyboard.press('Enter');
  await expect(counter).toBeHidden();
  await expect(orgCard.getByTestId('contract-status')).toHaveText(M.badge.signed);

  // Worker: without reloading, signed by both sides.
  await expect(workerCard.getByTestId('contract-status')).toHaveText(M.badge.signed);
  await expect(workerCard).toContainText(workerName);
  await worker.screenshot({ path: `${SCREENS}/contract-signed-worker-390.png`, fullPage: true });
  await org.screenshot({ path: `${SCREENS}/contract-signed-org-1280.png`, fullPage: true });

  // The sealed PDF is prepared after the countersignature commits (the outbox, decision 0048); its download appears on
  // both pages, without reloading, when the live update says it is stored.
  await expect(workerCard.getByTestId('contract-download')).toHaveText(M.downloadSigned);
  await expect(orgCard.getByTestId('contract-download')).toHaveText(M.downloadSigned);
  await expect(workerCard.getByTestId('contract-seal-pending')).toHaveCount(0);
  // Both download the sealed PDF: the same bytes, with the platform's signature.
  const fromWorker = await download(worker, workerCard.getByTestId('contract-download'));
  const fromOrg = await download(org, orgCard.getByTestId('contract-download'));
  expect(fromWorker.subarray(0, 5).toString()).toBe('%PDF-');
  expect(fromWorker.equals(fromOrg)).toBe(true);
  expect(fromWorker.includes(Buffer.from('/ByteRange'))).toBe(true);
  expect(fromWorker.includes(Buffer.from('/SubFilter /ETSI.CAdES.detached'))).toBe(true);
});
