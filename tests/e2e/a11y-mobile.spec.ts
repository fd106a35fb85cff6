// Accessibility and mobile: axe-core finds no serious or critical violation on the main pages of each
// role, nothing overflows horizontally at 390 px, and screenshots at 390 px and 1280 px are kept as artifacts.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { login } from './helpers';

const pages: { who: string; home: RegExp; paths: string[] }[] = [
  { who: 'worker@demo.test', home: /\/explore-jobs/, paths: ['/explore-jobs', '/work-journey', '/profile', '/messages'] },
  { who: 'recruiter@demo.test', home: /\/application/, paths: ['/application', '/application/new', '/messages', '/dashboard'] },
  { who: 'org@demo.test', home: /\/application/, paths: ['/dashboard', '/dashboard/opportunities-manager', '/dashboard/preferences'] },
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0).catch(() => {});
}

async function audit(page: Page, name: string, width: number, problems: string[] = []) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await settle(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  if (width < 600) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${name}: overflows horizontally by ${overflow}px at ${width}px`);
  }
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  for (const v of serious) problems.push(`${name}@${width}: ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(-1)[0] ?? ''}`).slice(0, 3).join(' | ')}`);
  return problems;
}

test('login page is accessible at 390 px and 1280 px', async ({ page }) => {
  await page.goto('/login');
  const problems: string[] = [];
  for (const w of [390, 1280]) await audit(page, 'login', w, problems);
  expect(problems).toEqual([]);
});

for (const group of pages) {
  test(`main pages of ${group.who} are accessible and fit a phone`, async ({ page }) => {
    await login(page, group.who, group.home);
    const problems: string[] = [];
    for (const path of group.paths) {
      await page.goto(path);
      for (const w of [390, 1280]) await audit(page, `${group.who.split('@')[0]}${path.replaceAll('/', '_')}`, w, problems);
    }
    expect(problems).toEqual([]);
  });
}
