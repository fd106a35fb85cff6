import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
const base = 'http://127.0.0.1:4600';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
async function as(email: string | null, width: number) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, baseURL: base });
  if (email) {
    const r = await ctx.request.post('/api/auth/login', { data: { email, password: 'demo-password' } });
    if (!r.ok()) throw new Error(await r.text());
  }
  return ctx;
}
for (const width of [390, 1280]) {
  const w = await as('worker@demo.test', width);
  const p = await w.newPage();
  await p.goto('/profile');
  await p.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  await p.getByRole('button', { name: /^Edit / }).first().click();
  await p.getByRole('dialog').waitFor();
  await p.waitForTimeout(400);
  await p.screenshot({ path: `/tmp/shots/profile-edit-${width}.png` });
  await p.keyboard.press('Escape');
  await p.goto('/work-journey/onboarding');
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/shots/journey-onboarding-${width}.png`, fullPage: true });
  await p.goto('/work-journey');
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/shots/journey-${width}.png` });
  const r = await as('recruiter@demo.test', width);
  const q = await r.newPage();
  await q.goto('/application/board');
  await q.waitForTimeout(2500);
  await q.screenshot({ path: `/tmp/shots/board-${width}.png` });
  const o = await as(null, width);
  const s = await o.newPage();
  await s.goto('/');
  await s.waitForTimeout(1500);
  await s.screenshot({ path: `/tmp/shots/public-${width}.png` });
  await Promise.all([w.close(), r.close(), o.close()]);
}
await browser.close();
