// The job form on a 390 px touch screen refuses an end date before the start date with the domain's words (the same
// the server answers with), shown on the Schedule tab. The organization is the test's own (fixtures/test.ts).
import { expect, test } from './fixtures/test';
import { MESSAGES } from '../../src/domain/shared';

test('Post a job: an end date before the start date is refused with the domain message', async ({ people }) => {
  const page = await people.open('org', 390, { isMobile: true });
  await page.goto('/dashboard/opportunities-manager');
  await page.getByRole('button', { name: 'Post a job' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Post a job' });
  await dialog.getByRole('tab', { name: /^Schedule/ }).tap();
  await dialog.getByLabel('Start date', { exact: true }).fill('2026-11-17');
  await dialog.getByLabel('End date', { exact: true }).fill('2026-10-01');
  await dialog.getByRole('button', { name: 'Post job' }).tap();
  await dialog.getByRole('tab', { name: /^Schedule/ }).tap();
  await expect(dialog.getByRole('tabpanel').getByText(MESSAGES.validation.endBeforeStart)).toBeVisible();
});
