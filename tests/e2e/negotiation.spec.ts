// The whole offer negotiation, played by two people in two browser contexts, only by clicking what they see from the
// navigation (no typed URLs with query strings): the recruiter makes an offer from the list, the worker counters with
// a new hourly rate, the recruiter sees "counter waiting" in the list, opens it, compares old and new (only the
// changed rows marked) and changes the offer, the worker accepts after the confirmation, and both land where the spec
// says. Runs at 1280 px and at 390 px; saves the screenshots named in issue #17 under test-results/screens/.
// The test makes its own organization (which posts the job the worker applies to by clicking), recruiter and worker,
// whose profile is complete as the demo worker's was (tests/e2e/fixtures, decision 0052).
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { termsPay } from '../../src/domain/offers';
import { MESSAGES, formatMoney } from '../../src/domain/shared';
import { expect, test } from './fixtures/test';
import { jobInput, searchApplications, serverDay } from './fixtures/placement';
import { completeProfile } from './fixtures/profile';
import { applyByClicking } from './helpers';
import { post } from './people';

const SCREENS = 'test-results/screens';

/** Follows a link of the main navigation (through the menu button on a phone). */
async function nav(page: Page, label: string) {
  const desktop = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: label });
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  // Wait for the shell: on a slow machine neither is rendered yet right after sign-in.
  await expect(desktop.or(toggle).first()).toBeVisible();
  if (await desktop.isVisible()) return desktop.click();
  await toggle.click();
  await page.getByRole('navigation', { name: 'Main mobile' }).getByRole('link', { name: label }).click();
}

/** The job's hours and weekly stipend as the worker's browser reads them (the expected figures of the test). */
async function jobTerms(page: Page, gwJobId: string) {
  const res = await page.request.get(`/api/jobs/${gwJobId}`);
  const { job } = (await res.json()) as {
    job: { pay: { non_taxable_weekly?: number | null }; hours: { hours_per_week: number } };
  };
  return { hours: job.hours.hours_per_week, stipend: job.pay.non_taxable_weekly ?? 0 };
}

const hourly = (scope: ReturnType<Page['getByRole']>) => scope.getByRole('textbox', { name: 'Taxable hourly rate' });

for (const width of [1280, 390]) {
  test(`the whole negotiation by clicking, at ${width} px`, async ({ people }) => {
    test.slow();
    fs.mkdirSync(SCREENS, { recursive: true });
    // The organization posts the job (with a weekly stipend, so the figures below add two parts); the worker's
    // profile is complete (no "complete your profile" notice above the offer on a phone).
    const org = await people.open('org', 1280);
    const day = await serverDay(org);
    const job = jobInput((await people.account('recruiter')).id, {
      title: `Negotiation ICU ${people.mark}`,
      start: day(30),
      end: day(121),
      location: { state: 'TX', city: 'Austin', facility: `Negotiation General ${people.mark}` },
    });
    await post(org, '/api/org/jobs', { ...job, pay: { ...job.pay, non_taxable_weekly: 800 } });
    const worker = await people.open('worker', width);
    await completeProfile(worker);
    await worker.reload();
    const recruiter = await people.open('recruiter', width);
    // Worker: Explore jobs → the organization's open job → Apply Now (by clicking, as a person applies).
    const { applicationId, gwJobId } = await applyByClicking(worker, people.organizationName);
    const { hours, stipend } = await jobTerms(worker, gwJobId);
    expect(stipend).toBe(800);
    const ours = (page: Page) => page.locator(`a[href$="/${applicationId}"]`).first();

    // Recruiter: Applications → New → finds the application → Change Status → Offered opens make-offer.
    await nav(recruiter, 'Applications');
    await recruiter.getByRole('link', { name: /^New: \d+/ }).click();
    await searchApplications(recruiter, gwJobId);
    await ours(recruiter).click();
    await recruiter.getByRole('button', { name: 'Change Status' }).click();
    const statusDialog = recruiter.getByRole('dialog', { name: 'Change Status' });
    await statusDialog.getByLabel('New status').selectOption('Offered');
    await statusDialog.getByRole('button', { name: 'Continue' }).click();
    const makeForm = recruiter.getByRole('form', { name: 'Offer form' });
    await hourly(makeForm).fill('50');
    await makeForm.getByRole('button', { name: 'Send Offer' }).click();
    await expect(recruiter).toHaveURL(/\/application\/offered$/);

    // Worker: Work journey → the offer → Counter Offer with a new hourly rate.
    await nav(worker, 'Work journey');
    await ours(worker).click();
    const offer = worker.getByLabel('Your offer');
    await offer.getByRole('button', { name: 'Counter Offer' }).click();
    const counter = worker.getByRole('dialog', { name: 'Counter Offer' });
    await hourly(counter).fill('60');
    await counter.getByRole('button', { name: 'Send Counter Offer' }).click();
    await expect(counter).toBeHidden();
    await expect(offer.getByRole('button', { name: 'Re Counter' })).toBeVisible();

    // Recruiter: Applications shows "counter waiting"; the Offered row carries the badge; the detail shows the
    // actions of a Counter Offer at the top, old vs new with only the changed rows marked.
    await nav(recruiter, 'Applications');
    await recruiter.getByTestId('counters-waiting').click();
    await expect(recruiter).toHaveURL(/\/application\/offered$/);
    await searchApplications(recruiter, gwJobId);
    const row = recruiter.getByRole('listitem').filter({ has: ours(recruiter) });
    await expect(row.getByText('Counter waiting')).toBeVisible();
    await ours(recruiter).click();
    const panel = recruiter.getByLabel('Offer detail');
    await expect(panel.getByRole('button', { name: 'Accept' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Decline' })).toBeVisible();
    // A row of the comparison is a table row from 768 px up and a card of label: value pairs on a phone.
    const changed = panel.locator(':is(tr, li)[data-changed="true"]');
    await expect(changed.filter({ hasText: 'Taxable hourly rate' })).toContainText('$60.00');
    // The answers stay on screen while the terms are read: the bar sticks to the bottom of the screen.
    await changed.filter({ hasText: 'Weekly total' }).scrollIntoViewIfNeeded();
    await expect(panel.getByRole('group', { name: 'Offer actions' })).toBeInViewport({ ratio: 1 });
    if (width === 1280) await recruiter.screenshot({ path: `${SCREENS}/recruiter-counter-1280.png`, fullPage: true });
    // The figures add up: weekly total = 60 × hours + stipend, the same in the pay breakdown and the comparison row.
    const expected = termsPay({
      pay: { hourly_rate: 60, non_taxable_weekly: stipend },
      hours: { hours_per_week: hours },
    });
    const exactCents = Math.round(60 * hours * 100) + Math.round(stipend * 100);
    expect(Math.round((expected.weeklyTotal ?? 0) * 100)).toBe(exactCents);
    const newPay = panel.getByRole('region', { name: /^Pay of the new offer/ });
    await expect(newPay).toContainText(`Weekly total${formatMoney(expected.weeklyTotal)}`);
    await expect(newPay).toContainText(`Taxable weekly${formatMoney(expected.taxableWeekly)}`);
    const weeklyRow = changed.filter({ hasText: 'Weekly total' });
    await expect(weeklyRow.locator(':is(td, dd)').nth(2)).toContainText(formatMoney(expected.weeklyTotal));
    // Only the hourly rate the counter changed, and the pay it derives, are marked: the other ~20 rows are not.
    await expect
      .poll(() => changed.locator(':is(td, dd):first-of-type').allInnerTexts())
      .toEqual(['Weekly total', 'Feels like $/h', 'Taxable hourly rate', 'Taxable weekly pay']);
    await panel.getByRole('button', { name: 'Change Offer' }).click();
    const changeForm = recruiter.getByRole('form', { name: 'Offer form' });
    await hourly(changeForm).fill('55');
    await changeForm.getByRole('button', { name: 'Change Offer' }).click();
    await expect(recruiter.getByRole('form', { name: 'Offer form' })).toBeHidden();
    // The status stays Offered: the toast says what happened (version 3 sent), not "Status updated successfully".
    await expect(recruiter.getByText(MESSAGES.offerSent(3))).toBeVisible();

    // Worker: the re-offer; Accept asks first, restating the figures; then Onboarding.
    await nav(worker, 'Work journey');
    await ours(worker).click();
    await expect(offer.getByText('Re-Offer').first()).toBeVisible();
    const accept = offer.getByRole('button', { name: 'Accept' });
    await expect(accept).toBeInViewport();
    if (width === 390) await worker.screenshot({ path: `${SCREENS}/worker-offer-390.png` });
    await accept.click();
    const confirm = worker.getByRole('dialog', { name: 'Accept Offer' });
    await expect(confirm.getByTestId('confirm-weekly-total')).toContainText('$');
    await expect(confirm.getByTestId('confirm-feels-like')).toContainText('/hr');
    await expect(confirm.getByTestId('confirm-hours-per-week')).not.toHaveText('—');
    await confirm.getByRole('button', { name: 'Confirm and accept' }).click();
    await expect(worker).toHaveURL(/\/work-journey\/onboarding$/);
    await expect(ours(worker)).toBeVisible();

    // Recruiter: the application is in Onboarding, with no counter badge left.
    await nav(recruiter, 'Applications');
    await recruiter.getByRole('link', { name: /^Onboarding: \d+/ }).click();
    await searchApplications(recruiter, gwJobId);
    await ours(recruiter).click();
    await expect(recruiter.getByTestId('application-status')).toHaveText('Onboarding');
    await expect(recruiter.getByText('Counter Offer', { exact: true })).toHaveCount(0);
  });
}
