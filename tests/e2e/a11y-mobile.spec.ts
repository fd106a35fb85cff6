// Accessibility and mobile: axe-core finds no serious or critical violation on the main pages of each
// role, nothing overflows horizontally at 390 px, and screenshots at 390 px and 1280 px are kept as artifacts
// (each test's output folder, also attached to the report). One test per page; detail pages take their ids
// from the demo data through the signed-in API. Some rows open a dialog first (on a phone a dialog is the page).
import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, getJson, findApplication, applicationPath, journey, type Role } from './roles';

interface PageCase {
  /** Signed in as; null: signed out. */
  as: Role | null;
  /** Short name for the test title and the screenshot files. */
  name: string;
  path: string | ((api: APIRequestContext) => Promise<string>);
  /** Clicks after loading (to open a dialog). */
  open?: (page: Page) => Promise<void>;
  /**
   * The row is about a dialog (opened by `open` or by the URL): axe checks the dialog only (its page has its own row).
   */
  dialog?: true;
}

const firstJobId = async (api: APIRequestContext) =>
  (await getJson<{ items: { _id: string }[] }>(api, '/api/jobs?pageSize=1')).items[0]._id;
const firstChat = async (api: APIRequestContext) => {
  const chats = await getJson<{ items: { id: string }[] }>(api, '/api/chats');
  if (!chats.items.length) throw new Error('no chat in the demo data for this account');
  return `/messages/${chats.items[0].id}`;
};
const workerOffer = async (api: APIRequestContext) => {
  const a = (await journey(api)).find(
    (x) => x.status === 'Offered' && (x.offer_status === 'Offered' || x.offer_status === 'Re-Offer'),
  );
  if (!a) throw new Error('the demo worker has no live offer');
  return `/work-journey/offered/${a.applicationId}`;
};
const openDialog = (button: string, dialog: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
};

const PAGES: PageCase[] = [
  { as: null, name: 'login', path: '/login' },
  { as: null, name: 'signup', path: '/signup' },

  { as: 'worker', name: 'explore-jobs', path: '/explore-jobs' },
  { as: 'worker', name: 'job-detail', path: async (api) => `/explore-jobs/${await firstJobId(api)}` },
  {
    as: 'worker',
    name: 'thanks-for-applying',
    path: async (api) => `/explore-jobs/thanks-for-applying/${(await journey(api))[0].applicationId}`,
  },
  { as: 'worker', name: 'work-journey', path: '/work-journey' },
  { as: 'worker', name: 'work-journey-offered', path: '/work-journey/offered' },
  { as: 'worker', name: 'work-journey-detail', path: workerOffer },
  {
    as: 'worker',
    name: 'counter-offer-dialog',
    path: async (api) => `${await workerOffer(api)}?q=counter-offer`,
    dialog: true,
  },
  {
    as: 'worker',
    name: 'decline-offer-dialog',
    path: workerOffer,
    open: (page) => openDialog('Decline', 'Decline Offer')(page),
    dialog: true,
  },
  { as: 'worker', name: 'profile', path: '/profile' },
  { as: 'worker', name: 'profile-documents-dialog', path: '/profile?edit=documents', dialog: true },
  { as: 'worker', name: 'profile-dates-dialog', path: '/profile?edit=dates', dialog: true },
  { as: 'worker', name: 'messages', path: '/messages' },
  { as: 'worker', name: 'chat', path: firstChat },
  { as: 'worker', name: 'account-settings', path: '/account' },
  { as: 'worker', name: 'notifications', path: '/notifications' },
  {
    as: 'worker',
    name: 'notification-bell-panel',
    path: '/work-journey',
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
      await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    },
    dialog: true,
  },
  {
    as: 'worker',
    name: 'delete-account-dialog',
    path: '/account',
    open: openDialog('Delete my account', 'Delete my account'),
    dialog: true,
  },

  { as: 'recruiter', name: 'applications', path: '/application' },
  { as: 'recruiter', name: 'applications-new', path: '/application/new' },
  { as: 'recruiter', name: 'pipeline-board', path: '/application/board' },
  {
    as: 'recruiter',
    name: 'application-detail',
    path: async (api) => applicationPath(await findApplication(api, ['screening', 'new'])),
  },
  {
    as: 'recruiter',
    name: 'change-status-dialog',
    path: async (api) => applicationPath(await findApplication(api, ['screening', 'new'])),
    open: openDialog('Change Status', 'Change Status'),
    dialog: true,
  },
  {
    as: 'recruiter',
    name: 'worker-documents-dialog',
    path: async (api) => applicationPath(await findApplication(api, ['screening', 'new'])),
    open: openDialog('Worker Documents', /^Worker Documents — /),
    dialog: true,
  },
  {
    as: 'recruiter',
    name: 'make-offer',
    path: async (api) => `${applicationPath(await findApplication(api, ['submitted']))}?q=make-offer`,
  },
  {
    as: 'recruiter',
    name: 'counter-offer-detail',
    path: async (api) =>
      `${applicationPath(await findApplication(api, ['offered'], (a) => a.offer_status === 'Counter Offer'))}?q=counter-offer`,
  },
  { as: 'recruiter', name: 'messages', path: '/messages' },
  { as: 'recruiter', name: 'chat', path: firstChat },
  { as: 'recruiter', name: 'dashboard', path: '/dashboard' },
  { as: 'recruiter', name: 'dashboard-settings', path: '/dashboard/settings' },
  { as: 'recruiter', name: 'account-settings', path: '/account' },
  { as: 'recruiter', name: 'notifications', path: '/notifications' },

  { as: 'org', name: 'applications', path: '/application' },
  {
    as: 'org',
    name: 'application-detail',
    path: async (api) => applicationPath(await findApplication(api, ['screening', 'new'])),
  },
  { as: 'org', name: 'dashboard', path: '/dashboard' },
  { as: 'org', name: 'opportunities-manager', path: '/dashboard/opportunities-manager' },
  {
    as: 'org',
    name: 'post-a-job-dialog',
    path: '/dashboard/opportunities-manager',
    open: openDialog('Post a job', 'Post a job'),
    dialog: true,
  },
  { as: 'org', name: 'preferences', path: '/dashboard/preferences' },
  { as: 'org', name: 'settings', path: '/dashboard/settings' },
  { as: 'org', name: 'api-keys', path: '/dashboard/api-keys' },
  { as: 'org', name: 'roles-permission', path: '/dashboard/roles-permission' },
  { as: 'org', name: 'recruiter-management', path: '/dashboard/recruiter-management' },

  { as: 'admin', name: 'dashboard', path: '/dashboard' },
  { as: 'admin', name: 'roles-permission', path: '/dashboard/roles-permission' },
  { as: 'admin', name: 'applications', path: '/application' },
];

/**
 * Known app violations, tolerated (and recorded as annotations) so the rest of each page stays guarded.
 * Each matches one rule on specific elements only. Set A11Y_STRICT=1 to fail on them too; remove a row
 * once the app is fixed.
 */
const KNOWN_VIOLATIONS: { rule: string; target: RegExp; why: string }[] = [
  // None at present. (Fixed in src/web/app/theme.ts: Modal close buttons are named; sideways-scrolling tables are
  // keyboard-scrollable.)
];
const STRICT = process.env.A11Y_STRICT === '1';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Loaders gone (not progress bars: /profile always shows its completeness bar).
  await expect(page.locator('.mantine-Loader-root, [aria-label^="Loading"]'))
    .toHaveCount(0)
    .catch(() => {});
}

async function audit(page: Page, name: string, width: number, problems: string[] = [], dialogOnly = false) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await settle(page);
  const shot = test.info().outputPath(`${name}-${width}.png`);
  await page.screenshot({ path: shot, fullPage: !dialogOnly });
  await test.info().attach(`${name}-${width}`, { path: shot, contentType: 'image/png' });
  if (width < 600) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) problems.push(`${name}: overflows horizontally by ${overflow}px at ${width}px`);
    // An open dialog scrolls on its own: its content must fit its width too.
    for (const d of await page.getByRole('dialog').all()) {
      const o = await d.evaluate((e) => e.scrollWidth - e.clientWidth);
      if (o > 0)
        problems.push(
          `${name}: dialog "${await d.getAttribute('aria-labelledby')}" overflows horizontally by ${o}px at ${width}px`,
        );
    }
  }
  // axe is most of this test's time (two cores shared with the other browser shard), so each check runs where it can
  // find something new: every rule at 390 px; at 1280 px a page's layout differs (tables, navigation) but its colours
  // do not, so colour contrast is not measured twice, and a dialog's content is the same at both widths, so it is
  // checked once.
  if (width >= 600 && dialogOnly) return problems;
  // Only violations are read: axe then details one node per passing rule instead of every node (about a third faster
  // on these pages). `options` first: it replaces the options `withTags` sets.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(['wcag2a', 'wcag2aa']);
  if (width >= 600) axe.disableRules(['color-contrast']);
  if (dialogOnly) {
    await expect(page.getByRole('dialog')).toBeVisible();
    axe.include('[role="dialog"]');
  }
  const results = await axe.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  for (const v of serious) {
    const known = STRICT ? undefined : KNOWN_VIOLATIONS.find((k) => k.rule === v.id);
    const unknownNodes = v.nodes.filter((n) => !known || !n.target.some((t) => known.target.test(String(t))));
    if (known && unknownNodes.length < v.nodes.length)
      test
        .info()
        .annotations.push({ type: `known app violation: ${v.id}`, description: `${name}@${width}: ${known.why}` });
    if (unknownNodes.length === 0) continue;
    v.nodes = unknownNodes;
    problems.push(
      `${name}@${width}: ${v.id}: ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(-1)[0] ?? ''}`)
        .slice(0, 3)
        .join(' | ')}`,
    );
  }
  return problems;
}

for (const role of [...new Set(PAGES.map((p) => p.as))]) {
  test.describe(role ? `pages of ${role}` : 'signed-out pages', () => {
    test.use({ role });
    for (const p of PAGES.filter((x) => x.as === role)) {
      test(`${p.name} is accessible at 390 px and 1280 px and fits a phone`, async ({ page }) => {
        // Two widths, two screenshots and two axe runs of a long page (the permissions cards are ~6,000 px at 390).
        test.setTimeout(90_000);
        const path = typeof p.path === 'function' ? await p.path(page.request) : p.path;
        await page.goto(path);
        await settle(page);
        await p.open?.(page);
        const problems: string[] = [];
        for (const w of [390, 1280]) await audit(page, `${role ?? 'public'}-${p.name}`, w, problems, p.dialog);
        expect(problems).toEqual([]);
      });
    }
  });
}
