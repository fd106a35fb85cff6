// Bulk actions in a status list (issue 22): from the navigation, a recruiter opens a status list, ticks rows (and
// "Select all on this page"), changes their status through one decision dialog for the batch, and reads which row was
// refused and why while the moved rows leave the list; an organization user assigns a recruiter to a selection.
import type { Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/shared/messages';
import { followNav } from './helpers';
import { expect, getJson, test, withdrawnApplication, type ApplicationRow } from './roles';

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
  test.use({ role: 'recruiter' });

  test('Rejected → Hold for a selection: one decision for the batch, the withdrawn row is refused with its reason, the moved rows leave', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const withdrawn = await withdrawnApplication(page, baseURL!);
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
    for (const id of [withdrawn, ...movable]) await tick(page, id);
    await expect(bulkBar).toContainText(MESSAGES.bulkSelected(3));
    const refusedName = (await row(page, withdrawn).getByRole('checkbox').getAttribute('aria-label'))!.replace(
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
    await expect(row(page, withdrawn)).toBeVisible();
    await expect(bulkBar).toContainText(MESSAGES.bulkSelected(0));

    // They are in the Hold list now.
    await openStatusList(page, 'Hold');
    for (const id of movable) await expect(row(page, id)).toBeVisible();
  });
});

test.describe('as an organization user', () => {
  test.use({ role: 'org' });

  test('Assign recruiter for a selection: the rows show the new recruiter', async ({ page }) => {
    test.slow();
    await openStatusList(page, 'Screening');
    await expect.poll(async () => (await shownIds(page)).length).toBeGreaterThanOrEqual(2);
    const ids = (await shownIds(page)).slice(0, 2);
    for (const id of ids) await tick(page, id);
    const bulkBar = page.getByRole('group', { name: 'Bulk actions' });
    await expect(bulkBar).toContainText(MESSAGES.bulkSelected(2));

    await bulkBar.getByRole('button', { name: 'Assign recruiter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign recruiter' });
    await dialog.getByLabel('Recruiter').selectOption({ label: 'Marcus Lee' });
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog).toHaveCount(0);

    await expect(page.getByTestId('bulk-result')).toContainText(MESSAGES.bulkAssigned(2));
    for (const id of ids) await expect(row(page, id)).toContainText('Recruiter: Marcus Lee');
    await page.reload();
    for (const id of ids) await expect(row(page, id)).toContainText('Recruiter: Marcus Lee');
  });
});
