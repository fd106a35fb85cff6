// Code loaded on demand (a dialog, the account menu) starts loading on its trigger's hover or focus (lib/preload-on.ts),
// in a real browser's events: the click then finds it here. Each context is fresh, so nothing is in its cache yet; the
// file is told by the build's manifest.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readManifest } from '../../src/server/modules/public-pages/page-files';
import { expect, test } from './fixtures/test';

/** The built file of a module loaded on demand, as the browser requests it. */
function fileOf(module: string) {
  const manifest = readManifest(path.resolve('dist/web'));
  expect(manifest, 'the web build (npm run build)').not.toBeNull();
  const file = manifest![module]?.file;
  // The module's own chunk, named after it by the bundler: assets/close-account-dialog-<hash>.js.
  expect(file, module).toMatch(new RegExp(`^assets/${path.basename(module, '.tsx')}-[\\w-]+\\.js$`));
  return `/${file}`;
}

/** `url` was not fetched by the page before `act` (the browser's own record of what it loaded), and `act` fetches it. */
async function requestedBy(page: Page, url: string, act: () => Promise<void>) {
  const loaded = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
  );
  expect(loaded.length, 'the page loaded its files').toBeGreaterThan(3);
  expect(loaded, 'not fetched before the trigger').not.toContain(url);
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === url);
  await act();
  await request;
}

const CLOSE_ACCOUNT = 'features/account/components/close-account-dialog.tsx';
const ACCOUNT_MENU = 'app/account-menu.tsx';

test("a dialog's code loads on its button's hover, and on its focus from the keyboard, before any press", async ({
  people,
}) => {
  const file = fileOf(CLOSE_ACCOUNT);
  const hovering = await people.open('worker');
  await hovering.goto('/account');
  const hovered = hovering.getByRole('button', { name: 'Delete my account' });
  await requestedBy(hovering, file, () => hovered.hover());
  await expect(hovering.getByRole('dialog')).toHaveCount(0);

  const typing = await people.open('worker');
  await typing.goto('/account');
  const focused = typing.getByRole('button', { name: 'Delete my account' });
  await expect(focused).toBeEnabled();
  await requestedBy(typing, file, () => focused.focus());
  await expect(typing.getByRole('dialog')).toHaveCount(0);
  // The press opens it at once, the code already here.
  await typing.keyboard.press('Enter');
  await expect(typing.getByRole('dialog', { name: 'Delete my account' })).toBeVisible();
});

test("the account menu's code loads on the avatar's hover, and the press opens the menu", async ({ people }) => {
  const file = fileOf(ACCOUNT_MENU);
  const page = await people.open('org');
  const avatar = page.getByRole('button', { name: 'Account menu' });
  await expect(avatar).toBeEnabled();
  await requestedBy(page, file, () => avatar.hover());
  await avatar.click();
  await expect(page.getByRole('menu')).toBeVisible();
});
