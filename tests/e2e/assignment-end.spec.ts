// The end of an assignment (issue 45, the second browser test), played side by side by the worker (390 px, touch) and
// the organization (1280 px), only by clicking from the navigation: the organization ends a Working assignment early
// for low census, and the amount still owed (the domain's one money formatter, with its contract clause) is on both
// open pages before the end is confirmed; Done with the reason in History; the organization reviews her with "do not
// return" (attendance); the worker sees the review and its reason and replies once (the organization's open page shows
// the reply beside the review); she opens another job of that organization and is told before applying (warned, not
// refused: decision 0045); she downloads her work record and opens its verification link in a signed-out browser,
// which says genuine for her file and not genuine for a copy with one changed byte, as `pdfsig` does.
//
// The spec makes its own organization, recruiter and worker (tests/e2e/fixtures, decision 0052), its jobs and
// application. The placement up to Working (tests/e2e/fixtures/placement.ts: offer, acceptance, both signatures, the
// open pay terms, Cleared with the licence check overridden, the first clock-in) is set up through the API each page
// uses; every step after that is a click on what the page shows.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ASSIGNMENT_END_MESSAGES as E, type TerminationPreview } from '../../src/domain/assignment-end';
import { formatCents } from '../../src/domain/hours';
import { localDateOf } from '../../src/domain/pay';
import { REVIEW_CRITERIA, REVIEW_MESSAGES as RV, criterionLabel } from '../../src/domain/reviews';
import { WORK_RECORD_MESSAGES as WR, recordDates } from '../../src/domain/work-records';
import { followNav } from './helpers';
import { me, post, type PostedJob } from './people';
import { expect, test } from './fixtures/test';
import { jobInput, placementWithCompleteTerms, searchApplications } from './fixtures/placement';

const SHOTS = '/work/helper-notes/shots';
const TIME_ZONE = 'America/Chicago';

/** pdfsig's report of a file (it exits non-zero on a broken seal; the report is what it says either way). */
function pdfsig(file: string): string {
  try {
    return execFileSync('pdfsig', [file], { encoding: 'utf8' });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return `${e.stdout ?? ''}${e.stderr ?? ''}`;
  }
}

/** Uploads `file` on the verification page's "Check a PDF" form and answers the verdict shown. */
async function checkFile(page: Page, file: string) {
  const form = page.getByRole('region', { name: WR.verify.checkHeading });
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: WR.verify.file }).click();
  await (await chooser).setFiles(file);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/work-records/verify'));
  await form.getByRole('button', { name: WR.verify.check }).click();
  expect((await answered).status()).toBe(200);
  return form.getByRole('status');
}

test('ended early for low census: the amount owed on both sides, Done, do not return, her reply, the warning, a verifiable record', async ({
  browser,
  people,
}) => {
  test.slow();
  fs.mkdirSync(SHOTS, { recursive: true });
  const id = people.mark;
  const org = await people.open('org', 1280);
  const recruiter = await people.open('recruiter', 1280);
  const worker = await people.open('worker', 390);
  const serverNow = Date.parse((await worker.request.get('/api/auth/me')).headers()['date'] ?? '');
  const day = (n: number) => new Date(serverNow + n * 86_400_000).toISOString().slice(0, 10);

  // Setup (API and the pay-terms form): a Texas job that started two weeks ago, 36 guaranteed hours a week, Working
  // (the organization completes the open terms with 36 guaranteed hours a week); a second job of the same
  // organization.
  const location = { state: 'TX', city: 'Austin', facility: `Census General ${id}` };
  const { posted, applicationId } = await placementWithCompleteTerms(
    { org, recruiter, worker },
    {
      title: `Census ICU ${id}`,
      start: day(-15),
      end: day(76),
      location,
      ruleSet: 'federal',
      timeZone: TIME_ZONE,
      typed: { guaranteed_minutes_per_week: '36' },
      working: true,
    },
  );
  const agreed = (await (await org.request.get(`/api/assignments/${applicationId}`)).json()) as {
    guaranteed_minutes_per_week: number;
    time_zone: string;
  };
  expect(agreed.guaranteed_minutes_per_week).toBe(36 * 60);
  const other = (await post(
    org,
    '/api/org/jobs',
    jobInput((await me(recruiter)).id, { title: `Census step-down ${id}`, start: day(-15), end: day(76), location }),
  )) as PostedJob;

  const today = localDateOf(agreed.time_zone, new Date(serverNow).toISOString());
  const ours = (page: Page) => page.locator(`a[href$="/${applicationId}"]`).first();

  // Worker (390 px): Work journey → Working → the placement, left open.
  await followNav(worker, 'Work journey');
  await worker
    .getByRole('link', { name: /^Working/ })
    .first()
    .click();
  await ours(worker).click();
  const wEnd = worker.getByRole('region', { name: E.ui.giveNotice });
  await expect(wEnd.getByRole('button', { name: E.ui.giveNotice })).toBeVisible();

  // Organization (1280 px): Applications → Working → the placement → End assignment: Low census, today.
  await followNav(org, 'Applications');
  await org.getByRole('link', { name: /^Working: \d+/ }).click();
  await searchApplications(org, posted.gw_job_id);
  await ours(org).click();
  await expect(org.getByTestId('application-status')).toHaveText('Working');
  const oEnd = org.getByRole('region', { name: E.ui.endAssignment });
  await oEnd.getByRole('button', { name: E.ui.endAssignment }).click();
  const dialog = org.getByRole('dialog', { name: E.ui.endAssignment });
  await dialog.getByLabel(E.ui.reason).selectOption({ label: E.reasons.low_census });
  await dialog.getByLabel(E.ui.effectiveDate).fill(today);

  // The preview: the guaranteed hours through the notice period, with its clause, and the total owed to the worker,
  // as the server reckons it from the ledger (GET …/termination-preview) and the one money formatter writes it.
  const expected = (await (
    await org.request.get(
      `/api/applications/${applicationId}/termination-preview?effective_date=${today}&reason_code=low_census`,
    )
  ).json()) as TerminationPreview;
  expect(expected.owed_to_worker_cents).toBeGreaterThan(0);
  const guarantee = expected.lines.find((l) => l.code === 'GUARANTEE')!;
  const preview = dialog.getByRole('region', { name: E.ui.preview });
  await expect(preview).toContainText(E.lines.GUARANTEE);
  await expect(preview).toContainText(guarantee.clause);
  await expect(preview).toContainText(E.clauses.guarantee(36 * 60, expected.notice_days));
  await expect(preview).toContainText(`${E.ui.owedToWorker}: ${formatCents(expected.owed_to_worker_cents)}`);
  await org.screenshot({ path: `${SHOTS}/issue-45-termination-preview-1280.png` });

  // …and the worker's open page shows the same amount before the end is confirmed, without a reload.
  await expect(wEnd.getByText(E.ui.ifEndedToday)).toBeVisible();
  const wPending = wEnd.getByRole('region', { name: E.ui.preview });
  await expect(wPending).toContainText(`${E.ui.owedToWorker}: ${formatCents(expected.owed_to_worker_cents)}`);
  await expect(wPending).toContainText(guarantee.clause);

  // Confirm: Done with the reason in the organization's History, and on the worker's open page, without a reload.
  await dialog.getByRole('button', { name: E.ui.confirm }).click();
  await expect(dialog).toBeHidden();
  await expect(org.getByTestId('application-status')).toHaveText('Done');
  const history = org.getByRole('region', { name: 'History' });
  await expect(history).toContainText(E.history(E.reasons.low_census, today, null));
  await expect(oEnd.getByTestId('termination-reason')).toHaveText(`${E.reasons.low_census} · ${E.ui.endsOn(today)}`);
  await expect(wEnd.getByTestId('termination-reason')).toHaveText(`${E.reasons.low_census} · ${E.ui.endsOn(today)}`);
  await expect(wEnd.getByRole('region', { name: E.ui.preview })).toContainText(
    `${E.ui.owedToWorker}: ${formatCents(expected.owed_to_worker_cents)}`,
  );

  // Organization: Review worker — scores, not eligible for rehire, do not return for attendance.
  const review = org.getByRole('region', { name: RV.labels.reviewWorker });
  for (const c of REVIEW_CRITERIA.organization)
    await review.getByRole('radio', { name: `${criterionLabel(c)}: ${c === 'reliability' ? 2 : 4}` }).check();
  await review.getByRole('switch', { name: RV.labels.eligibleForRehire }).uncheck();
  await review.getByLabel(RV.labels.doNotReturnReason).selectOption({ label: RV.doNotReturnReasons.attendance });
  await review.getByLabel(RV.labels.comments).fill('Three late arrivals in two weeks.');
  await review.getByRole('button', { name: RV.labels.submit }).click();
  const oReview = org.getByTestId('review-card');
  await expect(oReview).toContainText(RV.labels.reasonOf(RV.doNotReturnReasons.attendance));

  // Worker (her open page follows): her review with the do-not-return reason; she replies once.
  const wReview = worker.getByTestId('review-card').filter({ hasText: RV.labels.yourReview });
  await expect(wReview).toContainText(RV.labels.doNotReturn);
  await expect(wReview).toContainText(RV.labels.reasonOf(RV.doNotReturnReasons.attendance));
  await expect(wReview).toContainText('Three late arrivals in two weeks.');
  const reply = worker.getByRole('region', { name: RV.labels.reply });
  const replyText = `Two of those were the shuttle's delays, reported the same day (${id}).`;
  await reply.getByLabel(RV.labels.reply).fill(replyText);
  await reply.getByRole('button', { name: RV.labels.sendReply }).click();
  await expect(wReview.getByLabel(RV.labels.workerReply)).toContainText(replyText);
  await expect(reply).toHaveCount(0);
  await wReview.scrollIntoViewIfNeeded();
  await wReview.screenshot({ path: `${SHOTS}/issue-45-review-reply-390.png` });
  // The organization's open page shows the reply beside the review.
  await expect(oReview.getByLabel(RV.labels.workerReply)).toContainText(replyText);

  // Worker: Explore jobs → the organization's other job → told before applying (Apply stays: warned, not refused).
  await followNav(worker, 'Explore jobs');
  await worker.getByLabel('Search jobs').fill(`Census step-down ${id}`);
  await worker.getByLabel('Search jobs').press('Enter');
  await worker
    .getByRole('link', { name: `Census step-down ${id}` })
    .first()
    .click();
  await expect(worker).toHaveURL(new RegExp(`/explore-jobs/${other._id}$`));
  await expect(worker.getByRole('alert').filter({ hasText: RV.notices.markedDoNotReturn })).toBeVisible();
  await expect(worker.getByRole('button', { name: 'Apply Now' })).toBeVisible();

  // Worker: Work journey → Done → the placement → Download work record.
  await followNav(worker, 'Work journey');
  await worker.getByRole('link', { name: /^Done/ }).first().click();
  await ours(worker).click();
  const card = worker.getByRole('region', { name: WR.title });
  const download = worker.waitForEvent('download');
  await card.getByRole('link', { name: WR.download }).click();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'work-record-'));
  const file = path.join(dir, 'record.pdf');
  await (await download).saveAs(file);
  expect(pdfsig(file)).toContain('Signature Validation: Signature is Valid.');
  const link = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).match(
    /https?:\/\/\S+\/verify\/[\w-]+/,
  )?.[0];
  expect(link).toBeDefined();
  const altered = Buffer.from(fs.readFileSync(file));
  const at = altered.indexOf('stream\n') + 'stream\n'.length + 10;
  altered[at]! ^= 0x01;
  const alteredFile = path.join(dir, 'record-altered.pdf');
  fs.writeFileSync(alteredFile, altered);
  expect(pdfsig(alteredFile)).toContain('Signature Validation: Digest Mismatch.');

  // A signed-out browser (390 px) opens the record's link: genuine, with what it states; her file checks genuine, the
  // copy with one changed byte does not.
  const outside = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const verifier = await outside.newPage();
  await verifier.goto(link!);
  await expect(verifier.getByRole('heading', { name: WR.verify.pageTitle })).toBeVisible();
  await expect(verifier.getByRole('status').first()).toHaveText(WR.verify.genuine);
  await expect(verifier.getByText(`Census General ${id}`).first()).toBeVisible();
  // Its dates end on the last day worked (the effective date of the early end), not on the contract's end date.
  await expect(verifier.getByText(recordDates(day(-15), today)).first()).toBeVisible();
  await expect(await checkFile(verifier, file)).toHaveText(WR.verify.genuine);
  await verifier.screenshot({ path: `${SHOTS}/issue-45-verify-genuine-390.png`, fullPage: true });
  await expect(await checkFile(verifier, alteredFile)).toHaveText(WR.verify.notGenuine);
  await verifier.screenshot({ path: `${SHOTS}/issue-45-verify-changed-390.png`, fullPage: true });
  fs.rmSync(dir, { recursive: true, force: true });
});
