// The job form keeps what is typed: "Epic only" in EMR notes and Float requirement notes (Post a job and Edit)
// never brings up the error boundary; an empty posting and a bad state filter show human words, never zod's. Each test
// makes its own organization or worker (tests/e2e/fixtures, decision 0052); the job edited is the organization's own.
import { MESSAGES } from '../../src/domain/shared';
import { me, post } from './people';
import { expect, test } from './fixtures/test';
import { jobInput } from './fixtures/placement';

const ZOD_DEFAULT_TEXT = /Invalid input|Invalid option|Too small|Too big|Invalid UUID|Unrecognized key/;

test.describe('job form', () => {
  test('typing into the notes fields of Post a job and Edit keeps every character', async ({ people }) => {
    // An organization and its recruiter signed up and a job posted before the first click (the demo's org had jobs).
    test.slow();
    const page = await people.open('org');
    // A job of the organization's to edit (posted through the API the form uses).
    const serverNow = Date.parse((await page.request.get('/api/auth/me')).headers()['date'] ?? '');
    const day = (n: number) => new Date(serverNow + n * 86_400_000).toISOString().slice(0, 10);
    await post(
      page,
      '/api/org/jobs',
      jobInput((await me(await people.open('recruiter'))).id, {
        title: `Job form ICU ${people.mark}`,
        start: day(30),
        end: day(121),
        location: { state: 'TX', city: 'Austin', facility: `Job Form General ${people.mark}` },
      }),
    );
    await page.goto('/dashboard/opportunities-manager');
    await page.getByRole('button', { name: 'Post a job' }).click();
    let dialog = page.getByRole('dialog', { name: 'Post a job' });
    await dialog.getByRole('tab', { name: 'Benefits and notes' }).click();
    for (const label of ['EMR notes', 'Float requirement notes']) {
      await dialog.getByLabel(label, { exact: true }).pressSequentially('Epic only');
      await expect(dialog.getByLabel(label, { exact: true })).toHaveValue('Epic only');
    }
    await expect(dialog.getByRole('switch', { name: 'Show EMR notes' })).toBeChecked();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // Closing with unsaved changes asks first (issue 33).
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: MESSAGES.drafts.confirmTitle })
      .getByRole('button', { name: MESSAGES.drafts.confirmLabel })
      .click();
    await expect(dialog).toBeHidden();

    await page
      .getByRole('table', { name: 'Jobs' })
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: /^Edit / });
    await dialog.getByRole('tab', { name: 'Benefits and notes' }).click();
    for (const label of ['EMR notes', 'Float requirement notes']) {
      await dialog.getByLabel(label, { exact: true }).fill('');
      await dialog.getByLabel(label, { exact: true }).pressSequentially('Epic only');
      await expect(dialog.getByLabel(label, { exact: true })).toHaveValue('Epic only');
    }
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('an empty posting shows human messages on the fields, never a validator default', async ({ people }) => {
    const page = await people.open('org');
    await page.goto('/dashboard/opportunities-manager');
    await page.getByRole('button', { name: 'Post a job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post a job' });
    await dialog.getByRole('button', { name: 'Post job' }).click();
    await expect(dialog.getByText('This field is required.')).toHaveCount(2);
    await expect(dialog.getByRole('alert')).toContainText('Please check the highlighted fields.');
    await expect(dialog).not.toContainText(ZOD_DEFAULT_TEXT);
  });
});

test.describe('explore jobs with a bad filter', () => {
  test('?state=ZZ says what is wrong in one short sentence', async ({ people }) => {
    const page = await people.open('worker');
    await page.goto('/explore-jobs?state=ZZ');
    const alert = page.getByRole('alert').filter({ hasText: 'Jobs could not be loaded' });
    await expect(alert).toContainText('Choose one of the listed options.');
    await expect(alert).not.toContainText('WY');
    await expect(page.locator('body')).not.toContainText(ZOD_DEFAULT_TEXT);
  });
});
