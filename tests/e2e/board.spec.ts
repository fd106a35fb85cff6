// The pipeline board (issue 22): a recruiter reaches it from the Applications overview and drags cards between
// columns, with the pointer and with the keyboard only. Submitted → Offered opens make-offer, Screening → Rejected
// opens the decision dialog, and a move the rules refuse (a withdrawn application) snaps back with the rule's message.
// Each test makes its own organization, recruiter and worker, and the cards its moves need (`boardWith`; decision 0052).
import path from 'node:path';
import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { APPLICATION_STATUSES } from '../../src/domain/applications/pipeline';
import { MESSAGES } from '../../src/domain/shared/messages';
import { appliedJobs, moveApplication, postIcuJob } from './fixtures/placement';
import { expect, test, type People } from './fixtures/test';
import { getJson } from './roles';
import { EXPECT_TIMEOUT } from './timeouts';
import { appOwnsPage } from './helpers';
import { readManifest } from '../../src/server/modules/public-pages/page-files';

/**
 * What the board's live region says once a touch held on a Submitted card's grip has started its drag (dnd-kit's touch
 * delay starts it by its own timer): the card is over its own column (this replaces the pick-up at once).
 */
const DRAG_STARTED_ON_SUBMITTED = MESSAGES.boardOver('', 'Submitted').trim();

/** The cards a test's board needs, by column (the withdrawn one is in Rejected, withdrawn by the worker). */
interface Cards {
  New?: number;
  Screening?: number;
  Submitted?: number;
  withdrawn?: boolean;
  /** One more job of the organization, with no application (no card names it). */
  quiet?: boolean;
}

/**
 * The recruiter's page (at `width`) on an organization whose board holds exactly `cards`: the organization posts one
 * job per card, its worker applies to each, and the recruiter (or, for the withdrawn one, the worker) moves each to its
 * column through the API the status dialogs use. Answers the page and the withdrawn card's application id.
 */
async function boardWith(people: People, cards: Cards, width = 1280, options: BrowserContextOptions = {}) {
  const org = await people.open('org');
  const recruiter = await people.open('recruiter', width, options);
  const worker = await people.open('worker');
  const plan = [
    ...Array<string[]>(cards.New ?? 0).fill([]),
    ...Array<string[]>(cards.Screening ?? 0).fill(['Screening']),
    ...Array<string[]>(cards.Submitted ?? 0).fill(['Screening', 'Submitted']),
  ];
  const ids = await appliedJobs(
    { org, recruiter, worker },
    plan.length + (cards.withdrawn ? 1 : 0),
    'Board',
    people.mark,
  );
  for (const [i, moves] of plan.entries())
    for (const status of moves) await moveApplication(recruiter, { status, applicationId: ids[i] });
  const withdrawn = cards.withdrawn ? ids[plan.length]! : '';
  if (withdrawn) await moveApplication(worker, { status: 'Rejected', applicationId: withdrawn, outcome: 'Withdrawn' });
  if (cards.quiet) await postIcuJob(org, (await people.account('recruiter')).id, 'Quiet', people.mark);
  await Promise.all([org.context().close(), worker.context().close()]);
  return { page: recruiter, withdrawn };
}

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const firstCard = (page: Page, status: string) => column(page, status).getByTestId('board-card').first();
const handleOf = (card: Locator) => card.getByRole('button', { name: /^Move / });

async function openBoard(page: Page) {
  await page.goto('/application');
  await page.getByRole('link', { name: 'Pipeline board' }).click();
  await expect(page).toHaveURL(/\/application\/board$/);
  await expect(page.getByRole('heading', { name: 'Pipeline board', level: 1 })).toBeVisible();
  for (const s of ['New', 'Screening', 'Submitted', 'Offered', 'Onboarding', 'Cleared', 'Working', 'Done'])
    await expect(column(page, s).getByRole('heading', { name: s })).toBeVisible();
}

const board = (page: Page) => page.getByRole('region', { name: 'Pipeline columns' });

/**
 * Drags `card` onto the column of `status` with the mouse, in small steps as a hand would: when the column is scrolled
 * out of the board's view, the card is held near the board's edge until the board has scrolled it in (dnd-kit's
 * auto-scroll), then dropped on it. Nothing else scrolls the page or the board during the drag.
 */
async function drag(page: Page, card: Locator, status: string) {
  const handle = handleOf(card);
  // Disabled until the drag-and-drop layer has arrived: a press before it would start nothing.
  await expect(handle).toHaveAttribute('aria-disabled', 'false');
  await handle.scrollIntoViewIfNeeded();
  // Over the grip first, as a hand would: hover() waits until the grip is stable and receives the pointer. Pressing at
  // a box measured while the page was still settling after the make-offer dialog closed missed the grip once in three
  // runs under load: the page selected text instead of starting the drag.
  await handle.hover();
  const from = (await handle.boundingBox())!;
  const y = from.y + from.height / 2;
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, y + 10, { steps: 5 });
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('is over ');
  const view = (await board(page).boundingBox())!;
  const target = column(page, status);
  await expect(async () => {
    const to = (await target.boundingBox())!;
    const centre = to.x + to.width / 2;
    if (centre > view.x + 60 && centre < view.x + view.width - 60) return;
    // Inside the edge's auto-scroll band (its outer 5 %), not at the very edge: the board scrolls at a moderate speed.
    const x = centre >= view.x + view.width - 60 ? view.x + view.width * 0.98 : view.x + view.width * 0.02;
    await page.mouse.move(x, y + 10, { steps: 3 });
    throw new Error(`the ${status} column is not in the board's view yet`);
  }).toPass({ timeout: EXPECT_TIMEOUT, intervals: [100] });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, y + 10, { steps: 10 });
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`is over ${status}.`);
  await page.mouse.up();
}

/** The board's column order is the domain's status order. */
const ORDER: readonly string[] = APPLICATION_STATUSES;

/** Picks up `card` by keyboard, moves it column by column (hearing each one announced) to `to`, and drops it. */
async function keyboardMove(page: Page, card: Locator, from: string, to: string) {
  const live = page.locator('[id^="DndLiveRegion"]');
  await appOwnsPage(page);
  // The grip is disabled until the drag-and-drop layer has arrived (a Space before it would be lost).
  await expect(handleOf(card)).toHaveAttribute('aria-disabled', 'false');
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

test('by pointer: Submitted → Offered opens make-offer, Screening → Rejected asks the decision, a refused move snaps back', async ({
  people,
}) => {
  test.slow();
  const { page, withdrawn } = await boardWith(people, { Screening: 1, Submitted: 1, withdrawn: true });
  await openBoard(page);

  await drag(page, firstCard(page, 'Submitted'), 'Offered');
  const offer = page.getByRole('dialog', { name: /^Make offer: / });
  await expect(offer.getByRole('button', { name: 'Send Offer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(offer).toHaveCount(0);

  // Rejected is scrolled out of the board's view at this width: the drag scrolls the board to it.
  const screening = firstCard(page, 'Screening');
  const id = await screening.getAttribute('data-application-id');
  const screeningCount = Number(await column(page, 'Screening').getByTestId('column-count').textContent());
  expect(await board(page).evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
  await drag(page, screening, 'Rejected');
  const decision = page.getByRole('dialog', { name: 'Move to Rejected' });
  await expect(decision.getByLabel('Who made this decision?')).toBeVisible();
  await decision.getByLabel('Reason').fill('Not available for the start date');
  await decision.getByRole('button', { name: 'Move to Rejected' }).click();
  await expect(page.getByTestId('board-notice')).toContainText('moved to Rejected');
  await expect(column(page, 'Rejected').locator(`[data-application-id="${id}"]`)).toBeVisible();
  await expect(column(page, 'Screening').getByTestId('column-count')).toHaveText(String(screeningCount - 1));

  // The withdrawn card, Rejected → Screening, is refused by the rules: it snaps back with the rule's message.
  const card = column(page, 'Rejected').locator(`[data-application-id="${withdrawn}"]`);
  await drag(page, card, 'Screening');
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.errors.withdrawn })).toBeVisible();
  await expect(column(page, 'Rejected').locator(`[data-application-id="${withdrawn}"]`)).toBeVisible();
  await expect(column(page, 'Screening').locator(`[data-application-id="${withdrawn}"]`)).toHaveCount(0);
});

test('by keyboard only: the same three moves, announced to screen readers', async ({ people }) => {
  test.slow();
  const { page, withdrawn } = await boardWith(people, { Screening: 1, Submitted: 1, withdrawn: true });
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

test('a grip is disabled until the drag-and-drop layer has arrived, then picks its card up by keyboard', async ({
  people,
}) => {
  const { page } = await boardWith(people, { New: 1 });
  // The layer's own file, held back (the build's manifest names it): the board is drawn without it meanwhile.
  const manifest = readManifest(path.resolve('dist/web'));
  expect(manifest, 'the web build (npm run build)').not.toBeNull();
  const layer = `/${manifest!['features/applications/components/board/board-dnd-layer.tsx']!.file}`;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === layer,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  // Opened as a new document: the board the server drew is hydrated while its layer is held.
  await page.goto('/application/board');
  const card = firstCard(page, 'New');
  // A Space pressed now would start nothing: the grip says it cannot be used yet, also once the app owns the page.
  await expect(handleOf(card)).toHaveAttribute('aria-disabled', 'true');
  await appOwnsPage(page);
  await expect(handleOf(card)).toHaveAttribute('aria-disabled', 'true');
  release();
  await keyboardMove(page, card, 'New', 'Screening');
  await expect(page.getByTestId('board-notice')).toContainText('moved to Screening');
});

test('by keyboard: after a drop the moved card keeps the focus, on its grip in its new column (issue 42)', async ({
  people,
}) => {
  const { page } = await boardWith(people, { New: 1 });
  await openBoard(page);
  const card = firstCard(page, 'New');
  const id = await card.getAttribute('data-application-id');
  await expect(handleOf(card)).toHaveAttribute('aria-describedby');
  await keyboardMove(page, card, 'New', 'Screening');
  await expect(page.getByTestId('board-notice')).toContainText('moved to Screening');
  const moved = column(page, 'Screening').locator(`[data-application-id="${id}"]`);
  await expect(moved).toBeVisible();
  // Not the page's body: the grip of the card in its new column, so the next key goes on from the card.
  await expect(handleOf(moved)).toBeFocused();
});

test("the job filter offers the organization's jobs, also one with no card on the board", async ({ people }) => {
  // The organization's board has a card of one job, and a second job without applications (no card names it).
  const { page } = await boardWith(people, { New: 1, quiet: true });
  // A job of the organization without applications (so no card on the board names it).
  const options = await getJson<{ items: { id: string; label: string }[] }>(
    page.request,
    '/api/applications/job-options?limit=50',
  );
  let quiet: { id: string; label: string } | undefined;
  for (const o of options.items) {
    const b = await getJson<{ columns: { count: number }[] }>(page.request, `/api/applications/board?job=${o.id}`);
    if (b.columns.every((c) => c.count === 0)) {
      quiet = o;
      break;
    }
  }
  expect(quiet).toBeDefined();
  const gwJobId = quiet!.label.match(/\((GW-[0-9A-Z]+)\)$/)![1];

  await openBoard(page);
  await expect(page.getByTestId('board-card').filter({ hasText: gwJobId })).toHaveCount(0);
  const job = page.getByRole('combobox', { name: 'Job' });
  await job.click();
  await job.fill(gwJobId);
  await page.getByRole('option', { name: quiet!.label }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]job=${quiet!.id}`));
  await expect(job).toHaveValue(quiet!.label);
  for (const s of ['New', 'Screening', 'Submitted', 'Offered'])
    await expect(column(page, s).getByTestId('column-count')).toHaveText('0');
});

test.describe('by touch on a phone', () => {
  /** A phone: 390 × 844, touch (people.open) and mobile. */
  const PHONE = [390, { isMobile: true }] as const;

  test('a finger held on the grip drags Submitted → Offered across the scrolling board: make-offer opens', async ({
    people,
  }) => {
    test.slow();
    const { page } = await boardWith(people, { Submitted: 1 }, ...PHONE);
    await page.goto('/application');
    await page.getByRole('link', { name: 'Pipeline board' }).click();
    await expect(page.getByRole('heading', { name: 'Pipeline board', level: 1 })).toBeVisible();
    const live = page.locator('[id^="DndLiveRegion"]');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });

    const handle = handleOf(firstCard(page, 'Submitted'));
    // The grips take touch once the drag-and-drop layer has drawn the cards again (it describes them then).
    await expect(handle).toHaveAttribute('aria-describedby');
    await handle.scrollIntoViewIfNeeded();
    await expect(handle).toBeInViewport();
    const from = (await handle.boundingBox())!;
    let x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    // Held until the touch delay (150 ms) has passed and the drag started (the live region says where the card is),
    // then moved (a quick swipe would scroll instead).
    await touch('touchStart', x, y);
    await expect(live).toContainText(DRAG_STARTED_ON_SUBMITTED);
    for (let i = 0; i < 5; i++) await touch('touchMove', (x -= 2), y);
    await expect(live).toContainText('is over Submitted.');

    // dnd-kit scrolls the board while the finger is within 5 % of its edges, so Offered is taken only once its centre
    // is in the middle of the board, where the board stands still under the finger (taken nearer an edge, the board went
    // on scrolling and carried the card past Offered). Until then the finger rests just inside an edge's zone, where the
    // board scrolls slowly: the right one while Offered is further right, the left one if the board went past it.
    const view = (await board(page).boundingBox())!;
    await expect(async () => {
      const to = (await column(page, 'Offered').boundingBox())!;
      const centre = to.x + to.width / 2;
      const middle = { from: view.x + view.width * 0.3, to: view.x + view.width * 0.7 };
      if (centre >= middle.from && centre <= middle.to) {
        x = centre;
        await touch('touchMove', x, y);
        if (!((await live.textContent()) ?? '').includes('is over Offered.')) throw new Error('not over Offered yet');
        return;
      }
      x = view.x + view.width * (centre > middle.to ? 0.985 : 0.015);
      await touch('touchMove', x, y);
      throw new Error('Offered is not in the middle of the board yet');
    }).toPass({ timeout: EXPECT_TIMEOUT, intervals: [50] });
    await expect(live).toContainText('is over Offered.');
    await touch('touchEnd');
    const offer = page.getByRole('dialog', { name: /^Make offer: / });
    await expect(offer.getByRole('button', { name: 'Send Offer' })).toBeVisible();
  });

  test('a card moved about 100 px towards the next column lands on that column: the board does not fly on (issue 42)', async ({
    people,
  }) => {
    test.slow();
    const { page } = await boardWith(people, { Submitted: 1 }, ...PHONE);
    await page.goto('/application');
    await page.getByRole('link', { name: 'Pipeline board' }).click();
    await expect(page.getByRole('heading', { name: 'Pipeline board', level: 1 })).toBeVisible();
    const live = page.locator('[id^="DndLiveRegion"]');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const frames = (n: number) =>
      page.evaluate(
        (count) =>
          new Promise<void>((done) => {
            let left = count;
            const tick = () => (--left <= 0 ? done() : requestAnimationFrame(tick));
            requestAnimationFrame(tick);
          }),
        n,
      );

    const handle = handleOf(firstCard(page, 'Submitted'));
    await expect(handle).toHaveAttribute('aria-describedby');
    // The board scrolled so that Submitted is its first column in view, Offered the next one, partly in view.
    await board(page).evaluate((b) => {
      const submitted = b.querySelector<HTMLElement>('[data-testid="board-column-Submitted"]')!;
      b.style.scrollSnapType = 'none';
      b.scrollLeft = submitted.getBoundingClientRect().left - b.getBoundingClientRect().left + b.scrollLeft;
    });
    await handle.scrollIntoViewIfNeeded();
    await expect(handle).toBeInViewport();
    const from = (await handle.boundingBox())!;
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    await touch('touchStart', x, y);
    await expect(live).toContainText(DRAG_STARTED_ON_SUBMITTED);
    for (let i = 1; i <= 10; i++) await touch('touchMove', x + i * 10, y);
    await expect(live).toContainText('is over Offered.');
    const scrolled = await board(page).evaluate((b) => b.scrollLeft);
    // The finger rests there: the board stays put under it (it flew five columns on, to Cleared, before).
    for (let i = 0; i < 5; i++) {
      await frames(6);
      await touch('touchMove', x + 100, y);
    }
    expect(await board(page).evaluate((b) => b.scrollLeft)).toBe(scrolled);
    await expect(live).toContainText('is over Offered.');
    await touch('touchEnd');
    await expect(live).toContainText('dropped on Offered.');
    const offer = page.getByRole('dialog', { name: /^Make offer: / });
    await expect(offer.getByRole('button', { name: 'Send Offer' })).toBeVisible();
  });
});
