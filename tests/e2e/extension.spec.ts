// The extension of an assignment (issue 45, the first browser test), played side by side by the worker (390 px, touch)
// and the organization (1280 px), only by clicking from the navigation, on the test clock (decision 0047): both stand
// in week 8 of a 13-week assignment, where the organization's Working list marks "Extension window" and the worker's
// placement says the window is open; the organization proposes an extension (a later end date, a raised hourly rate),
// which the worker's open page shows without a reload; she counters with another rate; the organization accepts; both
// sign the amendment. Then both stand after the original end date: the worker enters a week of shifts there and
// submits it, the organization approves it from its dashboard, and her statement pays it at the amended rate (the
// line as the domain's one formatter writes it, computed from the amended terms).
//
// The spec makes its own organization, recruiter and worker (tests/e2e/fixtures, decision 0052). The job, the
// application, the offer, the contract's signatures, the open pay terms, Cleared (the licence check overridden) and the
// first clock-in (Working) are set up by tests/e2e/fixtures/placement.ts through the API each page uses (the pay terms
// by clicking); every step after that is a click on what the page shows.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/shared';
import { addDaysToDate } from '../../src/domain/pay';
import { formatCents, formatPayHours, formatRateCents, formatWeekDate } from '../../src/domain/hours';
import { followNav } from './helpers';
import { drawOn, me } from './people';
import { expect, test } from './fixtures/test';
import { placementWithCompleteTerms, searchApplications } from './fixtures/placement';
import { setClock } from './test-clock';

const SHOTS = '/work/helper-notes/shots';
const M = MESSAGES.hours;
const X = MESSAGES.extension;
const C = MESSAGES.contract;
const hourly = (scope: ReturnType<Page['getByRole']>) => scope.getByRole('textbox', { name: 'Taxable hourly rate' });

/** Noon in Chicago (18:00 UTC) of a day: the facility's day and the UTC day agree all day long. */
const noonOf = (date: string) => `${date}T18:00:00.000Z`;

test('week 8: the extension window, proposed, countered, accepted, the amendment signed; a later week paid at the amended rate', async ({
  people,
}) => {
  test.slow();
  fs.mkdirSync(SHOTS, { recursive: true });
  const org = await people.open('org', 1280);
  const recruiter = await people.open('recruiter', 1280);
  const worker = await people.open('worker', 390);
  const serverNow = Date.parse((await worker.request.get('/api/auth/me')).headers()['date'] ?? '');
  const stamp = people.mark;

  // A 13-week contract (91 days) that started 15 days ago, at $45 an hour, Working (tests/e2e/fixtures/placement.ts).
  const start = new Date(serverNow - 15 * 86_400_000).toISOString().slice(0, 10);
  const end = addDaysToDate(start, 90);
  const { posted, applicationId } = await placementWithCompleteTerms(
    { org, recruiter, worker },
    {
      title: `Extension ICU ${stamp}`,
      start,
      end,
      location: { state: 'TX', city: 'Austin', facility: `Extension General ${stamp}` },
      ruleSet: 'federal',
      timeZone: 'America/Chicago',
      working: true,
    },
  );
  const ours = (page: Page) => page.locator(`a[href$="/${applicationId}"]`).first();

  // Week 8: both people's clocks are set to its third day (the window opens after 7/13 of the contract's days).
  const week8 = addDaysToDate(start, 51);
  for (const page of [org, worker]) await setClock(page, noonOf(week8));

  // Organization (1280 px): Applications → Working, searched: the placement is marked "Extension window".
  await org.reload();
  await followNav(org, 'Applications');
  await org.getByRole('link', { name: /^Working: \d+/ }).click();
  await searchApplications(org, posted.gw_job_id);
  const row = org.getByRole('listitem').filter({ has: ours(org) });
  await expect(row.getByTestId('extension-window')).toHaveText(X.windowMark);
  await org.screenshot({ path: `${SHOTS}/ext-working-list-1280.png` });

  // Worker (390 px): Work journey → Working → the placement: the window is open, until its last day.
  await worker.reload();
  await followNav(worker, 'Work journey');
  await worker
    .getByRole('link', { name: /^Working/ })
    .first()
    .click();
  await ours(worker).click();
  const closesOn = addDaysToDate(start, 69);
  const wWindow = worker.getByRole('region', { name: X.windowMark });
  await expect(wWindow.getByText(X.windowOpen(closesOn))).toBeVisible();
  await wWindow.scrollIntoViewIfNeeded();
  await worker.screenshot({ path: `${SHOTS}/ext-window-390.png` });

  // Organization: the placement → Propose extension: four weeks more, at $52 an hour.
  await ours(org).click();
  await expect(org.getByTestId('application-status')).toHaveText('Working');
  const oWindow = org.getByRole('region', { name: X.windowMark });
  await expect(oWindow.getByText(X.windowOpen(closesOn))).toBeVisible();
  await oWindow.getByRole('button', { name: X.propose }).click();
  const propose = org.getByRole('dialog', { name: X.proposeTitle });
  const newEnd = addDaysToDate(end, 28);
  await propose.getByLabel(X.endDateLabel).fill(newEnd);
  await propose.getByLabel(X.hourlyRateLabel).fill('52');
  await propose.getByRole('button', { name: X.send }).click();
  await expect(propose).toBeHidden();

  // The worker's open page shows the proposal without a reload; she counters at $55.
  const offer = worker.getByLabel('Your offer');
  await expect(offer.getByRole('button', { name: 'Counter Offer' })).toBeVisible();
  const proposed = offer.getByRole('region', { name: /^Pay of the new offer \(v2, offered\)/ });
  await proposed.scrollIntoViewIfNeeded();
  await worker.screenshot({ path: `${SHOTS}/ext-proposal-390.png` });
  await offer.getByRole('button', { name: 'Counter Offer' }).click();
  const counter = worker.getByRole('dialog', { name: 'Counter Offer' });
  await hourly(counter).fill('55');
  await counter.getByRole('button', { name: 'Send Counter Offer' }).click();
  await expect(counter).toBeHidden();

  // The organization's open page shows the counter; it accepts.
  const panel = org.getByLabel('Offer detail');
  await expect(panel.getByRole('button', { name: 'Accept' })).toBeVisible();
  await org.screenshot({ path: `${SHOTS}/ext-counter-1280.png` });
  await panel.getByRole('button', { name: 'Accept' }).click();
  await org
    .getByRole('dialog', { name: 'Accept Counter Offer' })
    .getByRole('button', { name: 'Confirm and accept' })
    .click();
  await expect(org.getByTestId('application-status')).toHaveText('Working');

  // Both sign the amendment, on their open pages: the worker first (drawn), then the organization (typed).
  const wContract = worker.locator(`[data-testid="contract-card"][data-application-id="${applicationId}"]`);
  await expect(wContract.getByTestId('contract-status')).toHaveText(C.badge.awaiting_worker);
  await expect(wContract.getByRole('heading', { name: X.amendmentTitle })).toBeVisible();
  await expect(wContract.getByTestId('contract-amendment')).toHaveText(
    X.amendmentHeading(addDaysToDate(end, 1), newEnd),
  );
  await wContract.getByRole('button', { name: C.reviewAndSign }).click();
  const wSign = worker.getByRole('dialog', { name: C.dialogTitleWorker });
  await expect(wSign.getByTestId('contract-text')).toContainText(X.amendmentHeading(addDaysToDate(end, 1), newEnd));
  await wSign.getByRole('checkbox', { name: C.consentLabel }).check();
  await wSign.getByRole('textbox', { name: C.fullNameLabel }).fill((await me(worker)).name);
  await wSign.getByText(C.signatureDrawn).click();
  const pad = wSign.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  await drawOn(worker, pad);
  await wSign.getByRole('button', { name: C.submitSign }).click();
  await expect(wSign).toBeHidden();
  const oContract = org.locator(`[data-testid="contract-card"][data-application-id="${applicationId}"]`);
  await expect(oContract.getByTestId('contract-status')).toHaveText(C.badge.awaiting_countersign);
  await oContract.getByRole('button', { name: C.countersign }).click();
  const oSign = org.getByRole('dialog', { name: C.dialogTitleOrg });
  const orgName = (await me(org)).name;
  await oSign.getByRole('checkbox', { name: C.consentLabel }).check();
  await oSign.getByRole('textbox', { name: C.fullNameLabel }).fill(orgName);
  await oSign.getByRole('textbox', { name: C.typedSignatureLabel }).fill(orgName);
  await oSign.getByRole('button', { name: C.submitCountersign }).click();
  await expect(oSign).toBeHidden();
  await expect(oContract.getByTestId('contract-status')).toHaveText(C.badge.signed);
  await expect(wContract.getByTestId('contract-status')).toHaveText(C.badge.signed);
  await wContract.scrollIntoViewIfNeeded();
  await worker.screenshot({ path: `${SHOTS}/ext-amendment-signed-390.png` });
  await org.screenshot({ path: `${SHOTS}/ext-amendment-signed-1280.png`, fullPage: true });

  // Two weeks after the original end date: the previous workweek lies wholly in the extension.
  for (const page of [org, worker]) await setClock(page, noonOf(addDaysToDate(end, 15)));
  await worker.reload();
  await worker.getByRole('link', { name: M.openHours }).click();
  await expect(worker).toHaveURL(new RegExp(`/assignments/${applicationId}$`));
  const assignment = (await (await worker.request.get(`/api/assignments/${applicationId}`)).json()) as {
    current_week_start: string;
  };
  const lastWeek = addDaysToDate(assignment.current_week_start, -7);
  expect(lastWeek > end).toBe(true);
  await worker.getByRole('navigation', { name: M.weekNav }).getByRole('link', { name: M.previousWeek }).click();
  const week = worker.getByTestId('week-card');
  await expect(
    week.getByRole('heading', {
      name: M.weekTitle(formatWeekDate(lastWeek), formatWeekDate(addDaysToDate(lastWeek, 6))),
    }),
  ).toBeVisible();
  for (let d = 1; d <= 3; d++) {
    await worker.getByRole('button', { name: M.enterShift }).click();
    const form = worker.getByRole('region', { name: M.enterShift });
    await form.getByLabel(M.shift.date, { exact: true }).fill(addDaysToDate(lastWeek, d));
    await form.getByLabel(M.shift.start, { exact: true }).fill('07:00');
    await form.getByLabel(M.shift.end, { exact: true }).fill('15:30');
    // The form's half-hour meal break (11:00–11:30, unpaid) is kept: 8 hours paid.
    await expect(form.getByRole('group', { name: `${M.shift.breaks} 1` }).getByLabel(M.shift.breakKind)).toHaveValue(
      'meal',
    );
    await form.getByRole('button', { name: M.shift.save }).click();
    await expect(form).toBeHidden();
  }
  await expect(week.getByTestId('week-entry')).toHaveCount(3);
  await week.getByRole('button', { name: M.submit }).click();
  await expect(week.getByTestId('week-status')).toHaveText(M.status.submitted);

  // Organization: Dashboard → timesheets awaiting approval → Review → Approve.
  await org.reload();
  await followNav(org, 'Dashboard');
  const approvals = org.getByRole('region', { name: M.approvalsTitle });
  const approvalRow = approvals.getByTestId('timesheet-approval-row').filter({ hasText: posted.gw_job_id });
  await approvalRow.getByRole('link', { name: new RegExp(`^${M.approvalsOpen}`) }).click();
  const orgWeek = org.getByTestId('week-card');
  await expect(orgWeek.getByTestId('week-status')).toHaveText(M.status.submitted);
  await orgWeek.getByRole('button', { name: M.approve }).click();
  await expect(orgWeek.getByTestId('week-status')).toHaveText(M.status.approved);

  // The worker's week is approved without a reload; the statement pays its 24 hours (3 × 8) at the amended $55.00.
  await expect(week.getByTestId('week-status')).toHaveText(M.status.approved);
  await week.getByRole('link', { name: M.openStatement }).click();
  await expect(worker.getByRole('heading', { name: M.statementTitle })).toBeVisible();
  const regular = worker.getByRole('listitem', { name: M.lineCodes.REG });
  await expect(regular.getByTestId('line-figure')).toHaveText(
    M.lineFormula(formatPayHours(24 * 60), formatRateCents(5500), formatCents(24 * 5500)),
  );
  await worker.screenshot({ path: `${SHOTS}/ext-statement-390.png`, fullPage: true });
  await org.screenshot({ path: `${SHOTS}/ext-approved-1280.png`, fullPage: true });
});
