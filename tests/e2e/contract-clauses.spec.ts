// The organization's contract clauses (issue 45): the organization user, by clicking from the navigation (Dashboard →
// Settings), adds a paragraph, sees it in the preview of the contract's "Further terms" as she types, saves, and sees
// the next version with her name; after a reload the saved paragraph is what is in force.
// The organization is the test's own (fixtures/test.ts).
import { CONTRACT_CLAUSE_MESSAGES as M, CONTRACT_MESSAGES } from '../../src/domain/onboarding';
import { expect, test } from './fixtures/test';
import { followNav } from './helpers';
import { me } from './people';

test('an organization user adds a contract clause in Settings, previews it and saves a new version', async ({
  people,
}) => {
  const id = people.mark;
  const org = await people.open('org', 1280);
  const { name } = await me(org);

  await followNav(org, 'Dashboard');
  await org.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(org).toHaveURL(/\/dashboard\/settings$/);
  const section = org.getByRole('region', { name: M.title });
  await section.scrollIntoViewIfNeeded();
  const versionLine = section.getByTestId('clauses-version');
  const before = Number(/Version (\d+)/.exec(await versionLine.innerText())![1]);
  const paragraphs = await section.getByRole('textbox').count();

  const clause = `Parking at the facility is free for the whole assignment (${id}).`;
  await section.getByRole('button', { name: M.add }).click();
  await section.getByRole('textbox', { name: M.paragraphLabel(paragraphs + 1), exact: true }).fill(clause);
  const preview = section.getByRole('region', { name: M.previewTitle });
  await expect(preview.getByText(CONTRACT_MESSAGES.pdf.clauses)).toBeVisible();
  await expect(preview.getByText(clause)).toBeVisible();

  await section.getByRole('button', { name: M.save }).click();
  await expect(versionLine).toContainText(M.version(before + 1));
  await expect(versionLine).toContainText(name);
  await section.screenshot({ path: 'test-results/screens/issue-45-contract-clauses-1280.png' });

  // What is in force after a reload: the saved paragraph, in the form and in the preview.
  await org.reload();
  await expect(section.getByTestId('clauses-version')).toContainText(M.version(before + 1));
  await expect(section.getByRole('textbox', { name: M.paragraphLabel(paragraphs + 1), exact: true })).toHaveValue(
    clause,
  );
  await expect(section.getByRole('region', { name: M.previewTitle }).getByText(clause)).toBeVisible();

  await org.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('button', { name: M.save })).toBeVisible();
  await section.screenshot({ path: 'test-results/screens/issue-45-contract-clauses-390.png' });
});
