// Bulk actions in a status list (issue 22): from the navigation, a recruiter opens a status list, ticks rows (and
// "Select all on this page"), changes their status through one decision dialog for the batch, and reads which row was
// refused and why while the moved rows leave the list; an organization user assigns a recruiter to a selection.
// Each test makes its own organization, recruiter(s) and worker (tests/e2e/fixtures, decision 0052): the organization
// posts the jobs, the worker applies to each, and the applications are moved to the list's status through the API the
// pages use (the worker's withdrawal, the recruiter's decision), so the lists hold only this test's rows.
import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/shared/messages';
import { createRecruiter } from './fixtures/accounts';
import { appliedJobs, moveApplication } from './fixtures/placement';
import { expect, test } from './fixtures/test';
import { followNav } from './helpers';
import { getJson, type ApplicationRow } from './roles';

const row = (page: Page, id: string) => page.getByRole('listitem').filter({ has: page.locator(`a[href$="/${id}"]`) });
const tick = (page: Page, id: string) =>
  row(page, id)
    .getByRole('checkbox', { name: /^Select / })
    .check();

/** The ids of the list's rows as the page shows them, in order. */
async function shownIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: /^Select / }) })
    .locator('a[href^="/application/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => h.split('/').pop()!))];
}

async function openStatusList(page: Page, status: string) {
  await page.goto('/');
  await followNav(page, 'Applications');
  await page.getByRole('link', { name: new RegExp(`^${status}: \\d+`) }).click();
  await expect(page).toHaveURL(new RegExp(`/application/${status.toLowerCase()}$`));
  await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).toBeVisible();
}

test.describe('as a recruiter', () => {
  test('Rejected → Hold for a selection: one decision for the batch, the withdrawn row is refused with its reason, the moved rows leave', async ({
    people,
  }) => {
    test.slow();
    const org = await people.open('org');
    const page = await people.open('recruiter');
    const worker = await people.open('worker');
    // Three Rejected rows: one the worker withdrew, two the recruiter rejected (which the rules let it move again).
    const [withdrawn, ...rejectedByRecruiter] = await appliedJobs(
      { org, recruiter: page, worker },
      3,
      'Bulk',
      people.mark,
    );
    await moveApplication(worker, { status: 'Rejected', applicationId: withdrawn!, outcome: 'Withdrawn' });
    for (const applicationId of rejectedByRecruiter)
      await moveApplication(page, {
        status: 'Rejected',
        applicationId,
        decision_maker: 'Facility',
        decision_reason: 'The unit closed',
      });
    await openStatusList(page, 'Rejected');
    const bulkBar = page.getByRole('group', { name: 'Bulk actions' });

    // Select all on this page selects every row shown, and clears them again.
    // The rows arrive after the list's frame (and may be refetched by a live event): wait for them, then read them.
    await expect.poll(async () => (await shownIds(page)).length).toBeGreaterThan(2);
    const ids = await shownIds(page);
    const selectAll = page.getByRole('checkbox', { name: 'Select all on this page' });
    await selectAll.check();
    await expect(bulkBar).toContainText(MESSAGES.bulkSelected(ids.length));
    for (const id of ids) await expect(row(page, id).getByRole('checkbox')).toBeChecked();
    await selectAll.uncheck();
    await expect(bulkBar).toContainText(MESSAGES.bulkSelected(0));
    await expect(bulkBar.getByRole('button', { name: 'Change status' })).toBeDisabled();

    // The withdrawn row and two rows the rules let the recruiter move.
    const rejected = await getJson<{ items: ApplicationRow[] }>(
      page.request,
      '/api/applications?status=rejected&limit=50',
    );
    const closed = new Set(rejected.items.filter((a) => a.offer_status === 'Withdrawn').map((a) => a.applicationId));
    expect(ids).toContain(withdrawn);
    const movable = ids.filter((id) => !closed.has(id)).slice(0, 2);
    expect(movable).toHaveLength(2);
    for (const id of [withdrawn!, ...movable]) await tick(page, id);
    await expect(bulkBar).toContainText(MESSAGES.bulkSelected(3));
    const refusedName = (await row(page, withdrawn!).getByRole('checkbox').getAttribute('aria-label'))!.replace(
      /^Select /,
      '',
    );

    await bulkBar.getByRole('button', { name: 'Change status' }).click();
    const change = page.getByRole('dialog', { name: 'Change Status' });
    await change.getByLabel('New status').selectOption('Hold');
    await change.getByRole('button', { name: 'Continue' }).click();
    const decision = page.getByRole('dialog', { name: 'Move to Hold' });
    await decision.getByLabel('Reason').fill('Waiting for the unit to reopen');
    await decision.getByRole('button', { name: 'Move to Hold' }).click();
    await expect(decision).toHaveCount(0);

    const result = page.getByTestId('bulk-result');
    await expect(result).toContainText(MESSAGES.bulkMoved(2));
    await expect(result).toContainText(MESSAGES.bulkRefused(1));
    await expect(result.getByRole('listitem')).toHaveText([`${refusedName}: ${MESSAGES.errors.withdrawn}`]);
    for (const id of movable) await expect(row(page, id)).toHaveCount(0);
    await expect(row(page, withdrawn!)).toBeVisible();
    await expect(bulkBar).toContainText(MESSAGES.bulkSelected(0));

    // They are in the Hold list now.
    await openStatusList(page, 'Hold');
    for (const id of movable) await expect(row(page, id)).toBeVisible();
  });
});

test.describe('as an organization user', () => {
  test('Assign recruiter for a selection: the rows show the new recruiter', async ({ people, baseURL }) => {
    test.slow();
    const page = await people.open('org');
    const recruiter = await people.open('recruiter');
    const worker = await people.open('worker');
    // A second recruiter of the organization (invited by it, as the fixture's), whom the rows are assigned to.
    const other = await createRecruiter(baseURL!, `r2${people.mark}`, await people.account('org'));
    const otherName = `${other.firstName} ${other.lastName}`;
    // Two Screening rows, both the first recruiter's.
    for (const applicationId of await appliedJobs({ org: page, recruiter, worker }, 2, 'Bulk', people.mark))
      await moveApplication(recruiter, { status: 'Screening', applicationId });

    await openStatusList(page, 'Screening');
    await expect.poll(async () => (await shownIds(page)).length).toBeGreaterThanOrEqual(2);
    const ids = (await shownIds(page)).slice(0, 2);
    for (const id of ids) await expect(row(page, id)).not.toContainText(`Recruiter: ${otherName}`);
    for (const id of ids) await tick(page, id);
    const bulkBar = page.getByRole('group', { name: 'Bulk actions' });
    await expect(bulkBar).toContainText(MESSAGES.bulkSelected(2));

    await bulkBar.getByRole('button', { name: 'Assign recruiter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign recruiter' });
    await dialog.getByLabel('Recruiter').selectOption({ label: otherName });
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog).toHaveCount(0);

    await expect(page.getByTestId('bulk-result')).toContainText(MESSAGES.bulkAssigned(2));
    for (const id of ids) await expect(row(page, id)).toContainText(`Recruiter: ${otherName}`);
    await page.reload();
    for (const id of ids) await expect(row(page, id)).toContainText(`Recruiter: ${otherName}`);
  });
});
