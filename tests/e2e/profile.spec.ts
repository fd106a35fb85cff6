// Worker profile: auto-calculation, No Guaranteed Hours, deep-linked dialogs, pharmacist rows, uploads.
// Each test makes its own worker (tests/e2e/fixtures, decision 0052): a nurse with a complete profile where the test
// edits or reads what the demo worker's profile held (pay, hours, guaranteed hours, experience), a pharmacist for the
// pharmacy rows, a new worker where the profile's contents do not matter.
import type { Page } from '@playwright/test';
import { completeProfile, savePharmacistProfile } from './fixtures/profile';
import { expect, test, type People } from './fixtures/test';
import { MESSAGES } from '../../src/domain/shared';
import { PHARMACY_HIDDEN_CERTIFICATIONS } from '../../src/domain/profile';
import { minimalPdf, uploadAnswered } from './files';

const isProfilePut = (r: { url(): string; request(): { method(): string } }) =>
  r.url().endsWith('/api/worker-profile') && r.request().method() === 'PUT';

/** The test's worker on her profile page; `complete`: her profile made complete first (documents and every group). */
async function profilePage(people: People, complete: boolean): Promise<Page> {
  const page = await people.open('worker');
  if (complete) await completeProfile(page);
  await page.goto('/profile');
  return page;
}

async function editNumber(page: Page, rowLabel: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: `Edit ${rowLabel}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  // The dialog opens with its first field focused (what is typed at once is not taken by the dialog's own first focus).
  await expect(dialog.getByLabel(Object.keys(fields)[0], { exact: true })).toBeFocused();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}

test('hours per week recalculates the minimum weekly pay, saved after a reload', async ({ people }) => {
  const page = await profilePage(people, true);
  const first = page.waitForResponse(
    (r) => isProfilePut(r) && (r.request().postData() ?? '').includes('min_weekly_pay'),
  );
  await editNumber(page, 'Minimum Feel like $/h', { 'Feel like $/h': '50' });
  await first;
  await expect(page.getByTestId('profile-value-feels_like_hourly')).toHaveText('$50.00');
  const calc = page.waitForResponse(
    (r) => isProfilePut(r) && (r.request().postData() ?? '').includes('min_weekly_pay'),
  );
  await editNumber(page, 'Hours per week', { 'Hours per week minimum': '40', 'Hours per week maximum': '48' });
  const sent = JSON.parse((await calc).request().postData() ?? '{}');
  expect(sent).toEqual({
    summary: { hours_per_week_range: { min: 40, max: 48 }, min_weekly_pay: 2000, feels_like_hourly: 50 },
  });
  await expect(page.getByTestId('profile-value-min_weekly_pay')).toHaveText('$2,000.00');
  await page.reload();
  await expect(page.getByTestId('profile-value-min_weekly_pay')).toHaveText('$2,000.00');
  await expect(page.getByTestId('profile-value-hours_per_week')).toHaveText('40 - 48');
});

test('weekly pay derives hours per week', async ({ people }) => {
  const page = await profilePage(people, true);
  await editNumber(page, 'Minimum Feel like $/h', { 'Feel like $/h': '50' });
  await editNumber(page, 'Hours per week', { 'Hours per week minimum': '36', 'Hours per week maximum': '40' });
  await expect(page.getByTestId('profile-value-min_weekly_pay')).toHaveText('$1,800.00');
  await editNumber(page, 'Minimum weekly pay', { 'Weekly pay': '2500' });
  // 2500 / 50 = 50 hours: the range widens to include it.
  await expect(page.getByTestId('profile-value-hours_per_week')).toHaveText('36 - 50');
  await page.reload();
  await expect(page.getByTestId('profile-value-hours_per_week')).toHaveText('36 - 50');
  await expect(page.getByTestId('profile-value-min_weekly_pay')).toHaveText('$2,500.00');
});

test('No Guaranteed Hours saves at once', async ({ people }) => {
  const page = await profilePage(people, true);
  await page.getByRole('button', { name: 'Edit Minimum guaranteed hours per week' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guaranteed hours per week' });
  const saved = page.waitForResponse(isProfilePut);
  await dialog.getByRole('switch', { name: 'No Guaranteed Hours' }).check();
  const res = await saved;
  expect(res.ok()).toBe(true);
  expect(JSON.parse(res.request().postData() ?? '{}')).toEqual({
    shiftAndScheduling: { guaranteed_hours_allowed: true, guaranteed_hours_per_week: 0 },
  });
  await expect(dialog.getByLabel('Guaranteed hours per week', { exact: true })).toBeHidden();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('profile-value-guaranteed_hours')).toHaveText('0');
});

test('a dialog opened from /profile?edit= returns where the user came from', async ({ people }) => {
  const page = await people.open('worker');
  // A comparison row key resolves to its editor; ?returnTo= is where Done leads.
  await page.goto('/profile?edit=state&returnTo=/explore-jobs');
  const dialog = page.getByRole('dialog', { name: 'States where you want to work' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Cities where you want to work', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/explore-jobs$/);
  // An unknown kind shows the fallback message.
  await page.goto('/profile?edit=nonsense');
  await expect(page.getByRole('dialog').getByText(MESSAGES.unknownDialog)).toBeVisible();
});

test('a deep-linked dialog opened by a full page load closes to its page, never back out (Escape closes)', async ({
  people,
}) => {
  const page = await people.open('worker');
  await page.goto('/explore-jobs');
  // A full load: the app cannot tell whether the previous history entry is its own, so it stays on the site.
  await page.goto('/profile?edit=weekly-pay');
  await expect(page.getByRole('dialog', { name: 'Weekly pay' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/profile$/);
});

test('a pharmacist sees the NABP row and the reduced certification list', async ({ people }) => {
  const page = await people.open('worker');
  await savePharmacistProfile(page);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-row-nabp_id')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Certifications', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add your certifications' });
  await dialog.getByLabel('Name of the certification').click();
  await expect(page.getByRole('option', { name: 'BLS', exact: true })).toBeVisible();
  for (const hidden of PHARMACY_HIDDEN_CERTIFICATIONS)
    await expect(page.getByRole('option', { name: hidden, exact: true })).toHaveCount(0);
});

test('a nurse does not see the NABP row', async ({ people }) => {
  const page = await profilePage(people, true);
  await expect(page.getByTestId('profile-row-experience')).toBeVisible();
  await expect(page.getByTestId('profile-row-nabp_id')).toHaveCount(0);
});

const PDF = minimalPdf();

test('uploads a PDF and sees it listed; an .exe renamed .pdf is refused by the server', async ({ people }) => {
  const page = await people.open('worker');
  await page.goto('/profile?edit=documents');
  const dialog = page.getByRole('dialog', {
    name: 'Upload your latest resume, diploma, drivers license and other documents',
  });
  const name = `E2E diploma ${Date.now()}.pdf`;
  const diploma = dialog.getByLabel('Diploma', { exact: true });
  expect(
    await uploadAnswered(page, () => diploma.setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF })),
  ).toBe(201);
  await expect(dialog.getByRole('link', { name })).toBeVisible();
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
  const other = dialog.getByLabel('Other Documents', { exact: true });
  expect(
    await uploadAnswered(page, () =>
      other.setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: exe }),
    ),
  ).toBe(400);
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.errors.fileContentMismatch('pdf'));
  await expect(dialog.getByRole('link', { name: 'setup.pdf' })).toHaveCount(0);
});
