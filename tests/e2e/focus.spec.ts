// Focus that follows (issue 33): at 1280 px Tab never lands on the hidden phone navigation, after moving to another page
// focus is on its main heading, and the bell's panel starts on its first item, not its last.
// Each test signs in a worker of its own (tests/e2e/fixtures, decision 0052); the bell's worker has an offer of her own.
import type { Page } from '@playwright/test';
import { expect, test, type People } from './fixtures/test';
import { apiAs, postJobAs } from './fixtures/api';
import { MESSAGES } from '../../src/domain/shared';
import { appOwnsPage } from './helpers';
import { post } from './people';

/** The test's worker at 1280 × 800, on her home (Explore jobs). */
const worker = (people: People): Promise<Page> =>
  people.open('worker', 1280, { viewport: { width: 1280, height: 800 } });

test('Tab after the account menu stays on screen (the hidden phone links are not focusable)', async ({ people }) => {
  const page = await worker(people);
  await page.goto('/explore-jobs');
  await appOwnsPage(page);
  await page.getByRole('button', { name: 'Account menu' }).focus();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    const box = await page.evaluate(() => {
      const r = (document.activeElement as HTMLElement | null)?.getBoundingClientRect();
      return r ? { x: r.x, right: r.right } : null;
    });
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.right).toBeLessThanOrEqual(1280);
  }
  // The phone's drawer is not drawn at all on a wide screen (its links are in the header): hidden, and not focused.
  const phoneLink = page
    .getByRole('navigation', { name: 'Main mobile', includeHidden: true })
    .getByRole('link', { includeHidden: true })
    .first();
  await expect(phoneLink).toBeHidden();
  await expect(phoneLink).not.toBeFocused();
});

test('after following a link to another page, focus is on its main heading', async ({ people }) => {
  const page = await worker(people);
  await page.goto('/explore-jobs');
  await appOwnsPage(page);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
});

test('the bell panel focuses its first item', async ({ people }) => {
  // The panel has an item to focus: the worker applies to the test's organization's job and it makes her an offer
  // (the routes the Apply button and the offer form use).
  const org = await apiAs(people, 'org');
  const job = await postJobAs(org, `Bell ICU ${people.mark}`);
  const page = await worker(people);
  const { _id: applicationId } = (await post(page, '/api/worker-job-apply', {
    job_id: job._id,
    organization_id: job.organization_id,
    gw_job_id: job.gw_job_id,
  })) as { _id: string };
  const offered = await org.post('/api/offers', { data: { applicationId, terms: { pay: { hourly_rate: 45 } } } });
  expect(offered.status(), await offered.text()).toBe(201);
  await org.dispose();

  await page.goto('/explore-jobs');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: MESSAGES.notifications.title });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: MESSAGES.notifications.seeAll })).not.toBeFocused();
  // The first focusable element of the panel holds focus (the heading while it loads, then the first item).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        const dialog = active?.closest('[role="dialog"]');
        const first = dialog?.querySelector('ul a[href], ul button, [role="list"] a[href]');
        return !!active && (active === first || active.tagName === 'H2');
      }),
    )
    .toBe(true);
});
