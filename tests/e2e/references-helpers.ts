// Steps of references by email (issue 31) shared by the browser specs: the worker names a referee on a references
// card, the emailed link is read from the development outbox, the referee answers the default questions.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { REFERENCE_MESSAGES as M } from '../../src/domain/onboarding';

/**
 * The reference link last emailed to `to`, read from the development outbox (`/api/dev/outbox`).
 */
export async function referenceLinkMailedTo(api: APIRequestContext, to: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mails = (await (await api.get('/api/dev/outbox?limit=200')).json()) as { to: string; text: string }[];
      link = mails.find((m) => m.to === to)?.text.match(/https?:\/\/\S+\/reference\/[\w-]+/)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/**
 * Names a referee from the references card of `applicationId` on the worker's open page (the card's own form, every
 * input by its label).
 */
export async function nameReferee(
  page: Page,
  applicationId: string,
  referee: { name: string; email: string; relationship: string; workplace: string },
) {
  const card = page.locator(`section[aria-labelledby="references-${applicationId}"]`);
  await card.getByRole('button', { name: M.addReferee }).click();
  await card.getByLabel(M.fields.name).fill(referee.name);
  await card.getByLabel(M.fields.email).fill(referee.email);
  await card.getByLabel(M.fields.relationship).fill(referee.relationship);
  await card.getByLabel(M.fields.workplace).fill(referee.workplace);
  await card.getByRole('button', { name: M.save }).click();
  await expect(card.getByRole('listitem', { name: referee.name }).getByTestId('referee-state')).toHaveText(
    M.state.waiting,
  );
  return card;
}

/** Answers the default questions on the open reference form. */
export async function answerReferenceForm(page: Page, comments: string) {
  await page.getByRole('textbox', { name: M.from, exact: true }).fill('2024-02-01');
  await page.getByRole('textbox', { name: M.to, exact: true }).fill('2025-08-31');
  await page.getByRole('radiogroup', { name: 'Would you rehire this person?' }).getByLabel(M.yes).check();
  await page.getByRole('radio', { name: M.ratingOf(4) }).check();
  await page.getByLabel('Comments').fill(comments);
  await page.getByRole('button', { name: M.submit }).click();
  await expect(page.getByRole('status')).toHaveText(M.thanks);
}
