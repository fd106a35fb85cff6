// The pipeline board (issue 22): a recruiter reaches it from the Applications overview and drags cards between
// columns, with the pointer and with the keyboard only. Submitted → Offered opens make-offer, Screening → Rejected
// opens the decision dialog, and a move the rules refuse (a withdrawn application) snaps back with the rule's message.
import { request, type Locator, type Page } from '@playwright/test';
import { APPLICATION_STATUSES } from '../../src/domain/applications/pipeline';
import { MESSAGES } from '../../src/domain/shared/messages';
import { DEMO_PASSWORD } from './helpers';
import { expect, findApplication, journey, test } from './roles';

test.use({ role: 'recruiter' });

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const firstCard = (page: Page, status: string) => column(page, status).getByTestId('board-card').first();
const handleOf = (card: Locator) => card.getByRole('button', { name: /^Move / });

/** A withdrawn application in the recruiter's organization: one the demo worker withdrew (withdrawing one if none). */
async function withdrawnApplication(page: Page, baseURL: string): Promise<string> {
  const worker = await request.newContext({ baseURL });
  try {
    await worker.post('/api/auth/login', { data: { email: 'worker@demo.test', password: DEMO_PASSWORD } });
    const mine = new Set((await journey(worker)).map((a) => a.applicationId));
    const already = await findApplication(
      page.request,
      ['rejected'],
      (a) => mine.has(a.applicationId) && a.offer_status === 'Withdrawn',
    ).catch(() => null);
    if (already) return already.applicationId;
    const target = await findApplication(page.request, ['cleared', 'hold', 'onboarding', 'new', 'screening'], (a) =>
      mine.has(a.applicationId),
    );
    const res = await worker.patch('/api/application-journey', {
      data: { status: 'Rejected', applicationId: target.applicationId, outcome: 'Withdrawn' },
    });
    expect(res.ok()).toBe(true);
    return target.applicationId;
  } finally {
    await worker.dispose();
  }
}

async function openBoard(page: Page) {
  await page.goto('/application');
  await page.getByRole('link', { name: 'Pipeline board' }).click();
  await expect(page).toHaveURL(/\/application\/board$/);
  await expect(page.getByRole('heading', { name: 'Pipeline board', level: 1 })).toBeVisible();
  for (const s of ['New', 'Screening', 'Submitted', 'Offered', 'Onboarding', 'Cleared', 'Working', 'Done'])
    await expect(column(page, s).getByRole('heading', { name: s })).toBeVisible();
}

/** Drags `card` onto the column of `status` with the mouse, in small steps as a hand would. */
async function drag(page: Page, card: Locator, status: string) {
  const handle = handleOf(card);
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  const target = column(page, status);
  await target.scrollIntoViewIfNeeded();
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
  await page.mouse.up();
}

/** The board's column order is the domain's status order. */
const ORDER: readonly string[] = APPLICATION_STATUSES;

/** Picks up `card` by keyboard, moves it column by column (hearing each one announced) to `to`, and drops it. */
async function keyboardMove(page: Page, card: Locator, from: string, to: string) {
  const live = page.locator('[id^="DndLiveRegion"]');
  await handleOf(card).focus();
  await page.keyboard.press('Space');
  await expect(live).toContainText(/Picked up .+ from |is over /);
  const step = ORDER.indexOf(to) > ORDER.indexOf(from) ? 1 : -1;
  for (let i = ORDER.indexOf(from) + step; i !== ORDER.indexOf(to) + step; i += step) {
    await page.keyboard.press(step > 0 ? 'ArrowRight' : 'ArrowLeft');
    await expect(live).toContainText(`is over ${ORDER[i]}.`);
  }
  await page.keyboard.press('Space');
  await expect(live).toContainText(`dropped on ${to}.`);
}

// By pointer only the move between neighbouring columns is covered: a pointer drag to a column scrolled out of view
// (Screening → Rejected, Rejected → Screening) did not start the drag in this browser (the page selected text
// instead), and is left for the next change (see the session note). The keyboard test below covers those moves.
test('by pointer: Submitted → Offered opens make-offer', async ({ page }) => {
  test.setTimeout(150_000);
  await openBoard(page);

  const submitted = firstCard(page, 'Submitted');
  await drag(page, submitted, 'Offered');
  const offer = page.getByRole('dialog', { name: /^Make offer: / });
  await expect(offer.getByRole('button', { name: 'Send Offer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(offer).toHaveCount(0);
});

test('by keyboard only: the same three moves, announced to screen readers', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const withdrawn = await withdrawnApplication(page, baseURL!);
  await openBoard(page);

  await keyboardMove(page, firstCard(page, 'Submitted'), 'Submitted', 'Offered');
  const offer = page.getByRole('dialog', { name: /^Make offer: / });
  await expect(offer.getByRole('button', { name: 'Send Offer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(offer).toHaveCount(0);

  // Screening → Rejected: the decision dialog opens, and Escape leaves the card where it was.
  const screening = firstCard(page, 'Screening');
  const id = await screening.getAttribute('data-application-id');
  await keyboardMove(page, screening, 'Screening', 'Rejected');
  const decision = page.getByRole('dialog', { name: 'Move to Rejected' });
  await expect(decision.getByLabel('Reason')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(decision).toHaveCount(0);
  await expect(column(page, 'Screening').locator(`[data-application-id="${id}"]`)).toBeVisible();

  // The withdrawn card, Rejected → Screening, is refused by the rules: it stays in Rejected with the message.
  const card = column(page, 'Rejected').locator(`[data-application-id="${withdrawn}"]`);
  await keyboardMove(page, card, 'Rejected', 'Screening');
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.errors.withdrawn })).toBeVisible();
  await expect(column(page, 'Rejected').locator(`[data-application-id="${withdrawn}"]`)).toBeVisible();
});
