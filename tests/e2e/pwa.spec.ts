// The installable app (issue 22): the manifest as Chromium reads it, a reload with the network off (the service
// worker's shell and the offline notice), and API answers never taken from the cache. The update prompt is tested in
// src/web/app/app-status.test.tsx: a browser test cannot serve a second sw.js (the browser fetches a worker's script
// itself, past page.route and the DevTools Fetch domain), and rebuilding dist/web mid-run would change the files the
// other shard serves.
import type { Page } from '@playwright/test';
import { MESSAGES } from '@/domain/shared';
import { followNav } from './helpers';
import { expect, test } from './fixtures/test';
import { completeProfile } from './fixtures/profile';

// This spec is the service worker's: it is let register here (every other spec blocks it, playwright.config.ts). Its
// signed-in tests open their own worker's page with the worker allowed too (`ALLOW_WORKER`).
test.use({ serviceWorkers: 'allow' });
const ALLOW_WORKER = { serviceWorkers: 'allow' } as const;

/** A phone (people.open: 390 × 844, touch). */
const PHONE = 390;

/** Waits until the service worker is active, and answers the URLs it holds in Cache Storage. */
async function serviceWorkerReady(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated')
      await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
}

/** The width and height in a PNG's header (IHDR, right after the 8-byte signature). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test('the web app manifest is linked, parsed by Chromium without errors, and its icons have their stated sizes', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'CareLink', start_url: '/', display: 'standalone' });
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);

  // Chromium's own parser: no errors, and the members it understood.
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  expect(parsed.errors).toEqual([]);

  // Each icon is a shipped PNG whose header says the size the manifest states; 192, 512 and a maskable one exist.
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body()), icon.src).toBe(icon.sizes);
  }
  const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  // Once the service worker is active, Chromium finds nothing that prevents installing the app.
  await serviceWorkerReady(page);
  await page.reload();
  const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // (Playwright's contexts are incognito windows, where Chromium never offers to install: that one reason is expected.)
  expect(installability.installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test.describe('offline', () => {
  test('a reload with the network off shows the shell and the offline notice, and the page comes back online', async ({
    people,
  }) => {
    const page = await people.open('worker', PHONE, ALLOW_WORKER);
    const context = page.context();
    await page.goto('/');
    await expect(page).toHaveURL(/\/explore-jobs$/);
    await followNav(page, 'Work journey');
    await expect(page).toHaveURL(/\/work-journey$/);
    const cached = await serviceWorkerReady(page);
    expect(cached).toContain('/index.html');

    await context.setOffline(true);
    await page.reload();
    // The shell from the service worker's cache (not the browser's error page) and the notice.
    await expect(page.getByRole('banner').getByText('CareLink')).toBeVisible();
    await expect(page.locator('#app-status')).toHaveText(MESSAGES.app.offline);
    await expect(page).toHaveURL(/\/work-journey$/);
    await page.screenshot({ path: test.info().outputPath('offline-390.png') });

    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByText(MESSAGES.app.offline)).toBeHidden();
  });

  test('API answers are never served from the cache: offline, the signed-in data is not shown', async ({ people }) => {
    const page = await people.open('worker', PHONE, ALLOW_WORKER);
    const context = page.context();
    // A worker whose profile names her profession, as the page shows it.
    await completeProfile(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/explore-jobs$/);
    await followNav(page, 'Profile');
    await expect(page).toHaveURL(/\/profile$/);
    const summary = page.getByRole('region', { name: 'Profile summary' });
    await expect(summary.getByText('Registered Nurse')).toBeVisible();
    const cached = await serviceWorkerReady(page);
    expect(cached.filter((url) => /^\/(api|files|dev)\//.test(url))).toEqual([]);

    await context.setOffline(true);
    // A request the page makes itself fails instead of being answered by the worker.
    const meOffline = await page.evaluate(() =>
      fetch('/api/auth/me').then(
        (res) => `answered ${res.status}`,
        () => 'failed',
      ),
    );
    expect(meOffline).toBe('failed');
    await page.reload();
    await expect(page.locator('#app-status')).toHaveText(MESSAGES.app.offline);
    await expect(page.getByRole('banner').getByText('CareLink')).toBeVisible();
    await expect(page.getByText('Registered Nurse')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Profile' })).toHaveCount(0);
  });
});
