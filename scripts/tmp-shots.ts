import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
const base = process.argv[2]!;
const shots: [string, string, string][] = [
  ['worker', '/messages', 'worker-messages'],
  ['worker', '/profile', 'worker-profile'],
  ['worker', '/explore-jobs', 'worker-board'],
  ['recruiter', '/application/board', 'recruiter-board'],
  ['recruiter', '/application/new', 'recruiter-list'],
  ['org', '/dashboard', 'org-dashboard'],
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const role of ['worker', 'recruiter', 'org']) {
  for (const width of [390, 1280]) {
    const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: width === 390 ? 844 : 800 } });
    const page = await ctx.newPage();
    const r = await page.request.post('/api/auth/login', { data: { email: `${role}@demo.test`, password: 'demo-password' } });
    if (!r.ok()) throw new Error(`login ${role} ${r.status()}`);
    for (const [who, path, name] of shots.filter((s) => s[0] === role)) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png` });
      void who;
    }
    if (role === 'org') {
      await page.goto('/dashboard/jobs').catch(() => {});
    }
    await ctx.close();
  }
}
await browser.close();
