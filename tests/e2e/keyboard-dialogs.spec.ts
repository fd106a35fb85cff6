// Issue 11, "every dialog is keyboard-usable". For each dialog the app opens, with the keyboard only (the
// trigger may be given focus directly; it is then shown to be in the Tab order by Shift+Tab, Tab):
// Enter opens a role=dialog with the expected accessible name, focus is inside it, 15 × Tab and
// 15 × Shift+Tab never leave it, one of its form fields changes from the keyboard, Escape closes it and focus
// returns to the trigger. Table-driven: one row per dialog (one line per profile editing row). Every profile
// Edit button is a row; when several open the same dialog, the first gets the full check and the others
// the opening / Escape / focus-return part. Every row asserts the correct behaviour: no known-bug rows.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  getJson,
  findApplication,
  applicationPath,
  journey,
  type ApplicationRow,
  type Role,
} from './roles';
import { checkFocusTrap, closeWithEscape, focusInfo, press, settleTimers, typeIntoField } from './dialog-keyboard';
import { EXPECT_TIMEOUT, TEST_TIMEOUT } from './timeouts';
import { appOwnsPage } from './helpers';
import { OPEN_BY_DEFAULT, isUnmet, type RowState } from '../../src/domain/jobs';
import { dialogByKind } from '../../src/domain/profile';

type Vars = Record<string, string>;

interface DialogCase {
  title: string;
  as: Role;
  /**
   * Rows with the same group run as the steps of one test on one page load (the profile panels: dozens of
   * near-identical dialogs). Each row is still checked in full; a failing row does not stop the others.
   */
  group?: string;
  /** Prepares data through the signed-in API (ids, names) used by the other fields. */
  setup?: (api: APIRequestContext) => Promise<Vars>;
  /** The page to open (a dialog opened by URL: that URL, with `trigger: null`). */
  path: string | ((v: Vars) => string);
  /** A page to visit first (so that "back" has somewhere to go). */
  before?: string;
  /** The element that opens the dialog; focus must return to it. null: the dialog comes with the page. */
  trigger: ((page: Page, v: Vars) => Locator) | null;
  /** Keys that open the dialog once the trigger has focus (default: Enter). */
  open?: (page: Page) => Promise<void>;
  /** The dialog's accessible name. */
  name: string | RegExp | ((v: Vars) => string | RegExp);
  /**
   * The same dialog as an earlier row, from another trigger: only opening it with the keyboard (right name,
   * focus inside), Escape and the focus return are checked; the trap and the field were checked on that row.
   */
  sameDialogAs?: string;
  /** Why the dialog has no field to type into (a read-only list, a message). */
  noField?: string;
  /** A non-modal popover: no focus trap and no field expected; Enter opens it and Escape must close it. */
  nonModal?: true;
  /** Removes what setup created. */
  cleanup?: (api: APIRequestContext, v: Vars) => Promise<void>;
}

// ---- helpers for the table ------------------------------------------------------------------------------

const button = (name: string | RegExp, region?: string) => (page: Page) =>
  (region ? page.getByRole('region', { name: region, exact: true }) : page.locator('body')).getByRole('button', {
    name,
    exact: typeof name === 'string',
  });

/** Tab (forward) until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((e) => e === document.activeElement).catch(() => false)) return;
    await press(page, 'Tab');
  }
  // Focused now or never: the loop above has pressed Tab as often as it may.
  expect(await target.evaluate((e) => e === document.activeElement).catch(() => false), 'reachable with Tab').toBe(
    true,
  );
}

/** A job whose comparison (in a section open by default) has a row the worker can fix: its "edit" link. */
async function jobWithProfileLink(api: APIRequestContext): Promise<Vars> {
  const jobs = await getJson<{ items: { _id: string }[] }>(api, '/api/jobs?pageSize=20');
  for (const { _id } of jobs.items) {
    const d = await getJson<{ comparison: { tab: string; state: string; component: string }[] | null }>(
      api,
      `/api/jobs/${_id}`,
    );
    const row = d.comparison?.find(
      (r) =>
        isUnmet(r.state as RowState) &&
        (OPEN_BY_DEFAULT as readonly string[]).includes(r.tab) &&
        dialogByKind(r.component),
    );
    if (row) return { jobId: _id, kind: row.component, title: dialogByKind(row.component)!.titles[0] };
  }
  throw new Error('no job with a comparison row to fix in an open section');
}

/** The signed-in worker's application with a live offer (Offered / Re-Offer): Accept, Decline, Counter, Withdraw. */
async function offeredToWorker(api: APIRequestContext): Promise<Vars> {
  const a = (await journey(api)).find(
    (x) => x.status === 'Offered' && (x.offer_status === 'Offered' || x.offer_status === 'Re-Offer'),
  );
  if (!a) throw new Error('the demo worker has no live offer');
  return { path: `/work-journey/offered/${a.applicationId}` };
}

const detail =
  (statuses: string[], where?: (a: ApplicationRow) => boolean) =>
  async (api: APIRequestContext): Promise<Vars> => ({
    path: applicationPath(await findApplication(api, statuses, where)),
  });

/** A recruiter-visible application whose worker has an expiring or expired required credential. */
async function withCredentialBadge(api: APIRequestContext): Promise<Vars> {
  for (const status of ['new', 'screening', 'submitted', 'offered', 'onboarding', 'working']) {
    const list = await getJson<{ items: ApplicationRow[] }>(api, `/api/applications?status=${status}&limit=50`);
    if (list.items.length === 0) continue;
    const alerts = await getJson<{ applicationId: string; badge: { label: string } | null }[]>(
      api,
      `/api/credential-alerts?ids=${list.items.map((a) => a.applicationId).join(',')}`,
    );
    const hit = alerts.find((x) => x.badge);
    if (hit)
      return {
        path: applicationPath(list.items.find((a) => a.applicationId === hit.applicationId)!),
        badge: hit.badge!.label,
      };
  }
  throw new Error('no application with a credential badge');
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

// ---- the profile editing rows: [panel, row label, dialog title] ------------------------------------------

const PROFILE_ROWS: [panel: string, row: string, dialog: string][] = [
  ['Profile summary', 'Profession', 'What kind of professional are you?'],
  ['Profile summary', 'Speciality', 'What kind of professional are you?'],
  ['Profile summary', 'Employment terms', 'What employment terms are you looking for?'],
  ['Profile summary', 'Minimum Feel like $/h', 'Feel like $/h'],
  ['Profile summary', 'Hours per week', 'Hours per week'],
  ['Profile summary', 'Minimum weekly pay', 'Weekly pay'],
  ['Profile summary', 'Preferred states', 'States where you want to work'],
  ['Profile summary', 'Preferred cities', 'States where you want to work'],
  ['Profile summary', 'Resume', 'Upload your latest resume, diploma, drivers license and other documents'],
  ['Pay', 'Taxable weekly pay', 'Taxable weekly pay'],
  ['Pay', 'Non-taxable amount', 'Taxable weekly pay'],
  ['Pay', 'Taxable hourly rate', 'Taxable weekly pay'],
  ['Pay', 'Pay frequency', 'Pay Frequency'],
  ['Pay', 'Benefits you need', 'Benefits you need'],
  ['Pay', 'Bonuses you like', 'Benefits you need'],
  ['Pay', 'Minimum overtime rate', 'Overtime rate'],
  ['Pay', 'Minimum on call rate', 'Overtime rate'],
  ['Pay', 'Minimum call back rate', 'Overtime rate'],
  ['Pay', 'Minimum orientation rate', 'Overtime rate'],
  ['Location', 'Settings', 'Settings'],
  ['Location', 'Facilities you like', 'Facility Systems you like'],
  ['Location', 'Facility systems you like', 'Facility Systems you like'],
  ['Location', 'VMS / MSP', 'VMS / MSP'],
  ['Location', 'EMR', 'Add the EMRs you have worked with'],
  ['Location', 'Classification', "Classifications you'll work as"],
  ['Location', 'Current Address', 'Current Address'],
  ['Location', 'Facility can cancel shifts', 'Can the facility ever cancel shifts?'],
  ['Location', 'Contract termination policy', 'Are any of these terms deal-breakers?'],
  ['Location', 'Distance from facility', 'How far is your home from the facility?'],
  ['Location', 'Holidays', "Holidays you'll work"],
  ['Location', 'Scrub color', 'Scrub color you can wear'],
  ['Work Info', 'Years of experience', 'Years of experience'],
  ['Work Info', 'On call', 'Are you willing to be on call?'],
  ['Work Info', 'Block scheduling', 'Will you work block scheduling?'],
  ['Work Info', 'Float requirements', 'Are you willing to be on call?'],
  ['Work Info', 'Patient ratio', "Maximum patient ratio you'll work"],
  ['Work Info', 'EMR', 'Add the EMRs you have worked with'],
  ['Work Info', "Facilities you've worked at", "Facilities you've worked at"],
  ['Work Info', 'References', 'Add your references'],
  ['Shift', 'Shifts you will work', 'Shifts you will work'],
  ['Shift', 'Hours per shift', 'Hours per shift'],
  ['Shift', 'Shifts per week', 'Shifts per week'],
  ['Shift', 'Weeks per assignment', 'Weeks per assignment'],
  ['Shift', 'Start date', 'Start date'],
  ['Shift', 'Requested time off', 'Start date'],
  ['Shift', 'Minimum guaranteed hours per week', 'Guaranteed hours per week'],
  ['Bonus', 'Number of people referred', 'Number of people referred'],
  ['Bonus', 'Bonus expected', 'Bonus expected'],
  ['Bonus', 'Comparing this to', 'What are you comparing this to?'],
  ['Bonus', 'Mandatory benefits', 'Is a 401k, dental, vision or health insurance mandatory?'],
  ['Bonus', 'Fair rate', 'What rate is fair?'],
  ['Bonus', 'Your Type', 'Your Type'],
  ['Bonus', 'Auto offer', 'Are you 100% sure you will accept this offer?'],
  ['Identity/Tax classification', 'Classification', "Classifications you'll work as"],
  ['Identity/Tax classification', 'Tax home state', 'Where does the IRS think you live?'],
  ['Certifications and Licences', 'Active professional licensures', 'Where are you licensed'],
  ['Certifications and Licences', 'Certifications', 'Add your certifications'],
  ['Certifications and Licences', 'Vaccinations', 'Add your certifications'],
  ['Certifications and Licences', 'Skills checklist', 'Upload all your skills checklist'],
];
/** Rows only some workers have: [account, panel, row label, dialog title]. */
const PROFILE_ROWS_OF: [Role, string, string, string][] = [
  ['pharmacist', 'Work Info', 'NABP e-Profile ID', 'What is your NABP e-Profile ID'],
];

const fullyChecked = new Map<string, string>();
const profileRow = (as: Role, panel: string, row: string, dialog: string): DialogCase => {
  const first = fullyChecked.get(dialog);
  if (!first) fullyChecked.set(dialog, `${panel} › Edit ${row}`);
  return {
    title: `Edit ${row}`,
    group: `profile panel "${panel}": every Edit dialog`,
    as,
    path: '/profile',
    trigger: button(`Edit ${row}`, panel),
    name: dialog,
    sameDialogAs: first,
  };
};

// ---- every other dialog ------------------------------------------------------------------------------

const CASES: DialogCase[] = [
  ...PROFILE_ROWS.map(([panel, row, dialog]) => profileRow('worker', panel, row, dialog)),
  ...PROFILE_ROWS_OF.map(([as, panel, row, dialog]) => profileRow(as, panel, row, dialog)),

  // Worker.
  {
    title: 'profile: a "Missing" item of the completeness card',
    as: 'unverified',
    path: '/profile',
    trigger: (page) => page.getByRole('region', { name: 'Profile completeness' }).getByRole('button').first(),
    name: /\S/,
  },
  {
    title: 'profile: unknown dialog kind (fallback message, opened by URL)',
    as: 'worker',
    before: '/profile',
    path: '/profile?edit=no-such-dialog',
    trigger: null,
    name: 'Profile',
    noField: 'only the message and a Done button',
  },
  {
    title: 'profile: credential expiry editor (certificate)',
    as: 'worker',
    path: '/profile',
    trigger: button('Edit BLS', 'Credentials'),
    name: 'Edit BLS',
  },
  {
    title: 'profile: credential expiry editor (licence: number, state, multistate)',
    as: 'worker',
    path: '/profile',
    trigger: button('Edit State licence', 'Credentials'),
    name: 'Edit State licence',
  },
  {
    title: 'profile: edit a saved search',
    as: 'worker',
    path: '/profile',
    setup: async (api) => {
      const name = `Keyboard check ${stamp()}`;
      const res = await api.post('/api/saved-searches', {
        data: { name, query: 'q=keyboard-check-no-match', frequency: 'daily' },
      });
      expect(res.status()).toBe(201);
      return { name, id: ((await res.json()) as { id: string }).id };
    },
    trigger: (page, v) => button(`Edit ${v.name}`, 'Saved searches')(page),
    name: (v) => `Edit ${v.name}`,
    cleanup: async (api, v) => void (await api.delete(`/api/saved-searches/${v.id}`)),
  },
  {
    title: 'explore jobs: Save search',
    as: 'worker',
    path: '/explore-jobs?q=keyboard',
    trigger: button('Save search'),
    name: 'Save this search',
  },
  {
    title: 'job detail: a comparison row link opens its profile editor (another route) and Escape comes back',
    as: 'worker',
    setup: jobWithProfileLink,
    path: (v) => `/explore-jobs/${v.jobId}`,
    trigger: (page, v) => page.locator(`main a[href="/profile?edit=${v.kind}"]:visible`).first(),
    name: (v) => v.title,
  },
  {
    title: 'work journey: Decline Offer',
    as: 'worker',
    setup: offeredToWorker,
    path: (v) => v.path,
    trigger: button('Decline'),
    name: 'Decline Offer',
  },
  {
    title: 'work journey: Withdraw Application',
    as: 'worker',
    setup: offeredToWorker,
    path: (v) => v.path,
    trigger: button('Withdraw'),
    name: 'Withdraw Application',
  },
  {
    title: 'work journey: Counter Offer (offer form in a dialog)',
    as: 'worker',
    setup: offeredToWorker,
    path: (v) => v.path,
    trigger: button('Counter Offer'),
    name: 'Counter Offer',
  },

  // Recruiter.
  {
    title: 'application detail: Worker Documents',
    as: 'recruiter',
    setup: detail(['screening', 'new']),
    path: (v) => v.path,
    trigger: button('Worker Documents'),
    name: /^Worker Documents — /,
    noField: 'download buttons and preview links only',
  },
  {
    title: 'application detail: Change Status',
    as: 'recruiter',
    setup: detail(['screening', 'new']),
    path: (v) => v.path,
    trigger: button('Change Status'),
    name: 'Change Status',
  },
  {
    title: 'application detail: decision dialog (Change Status → Hold)',
    as: 'recruiter',
    setup: detail(['screening', 'new']),
    path: (v) => v.path,
    trigger: button('Change Status'),
    name: 'Move to Hold',
    open: async (page) => {
      await page.keyboard.press('Enter');
      const change = page.getByRole('dialog', { name: 'Change Status' });
      await expect(change).toBeVisible();
      // Its trap's first focus (on timers, dialog-keyboard.ts) is in place before the first Tab.
      await expect
        .poll(() => change.evaluate((d) => d.contains(document.activeElement)), { message: 'focus moves into it' })
        .toBe(true);
      await settleTimers(page);
      await tabTo(page, change.getByLabel('New status'));
      await page.keyboard.type('Hold'); // type-ahead of the native select
      await expect(change.getByLabel('New status')).toHaveValue('Hold');
      await tabTo(page, change.getByRole('button', { name: 'Continue' }));
      await page.keyboard.press('Enter');
    },
  },
  {
    title: 'offer detail: Decline Counter Offer',
    as: 'recruiter',
    setup: detail(['offered'], (a) => a.offer_status === 'Counter Offer'),
    path: (v) => `${v.path}?q=counter-offer`,
    trigger: (page) => page.getByLabel('Offer detail').getByRole('button', { name: 'Decline', exact: true }),
    name: 'Decline Counter Offer',
  },
  {
    title: 'application detail: credential badge popover (non-modal)',
    as: 'recruiter',
    setup: withCredentialBadge,
    path: (v) => v.path,
    trigger: (page, v) => page.getByRole('button', { name: `${v.badge}: details` }),
    name: (v) => `${v.badge}: details`,
    nonModal: true,
  },

  // Organization.
  {
    title: 'opportunities manager: Post a job',
    as: 'org',
    path: '/dashboard/opportunities-manager',
    trigger: button('Post a job'),
    name: 'Post a job',
  },
  {
    title: 'opportunities manager: Actions › Edit a job',
    as: 'org',
    setup: async (api) => {
      const page1 = await getJson<{ items: { title: string; gw_job_id: string }[] }>(
        api,
        '/api/org/jobs?page=1&pageSize=10',
      );
      return { title: page1.items[0].title, gw: page1.items[0].gw_job_id };
    },
    path: '/dashboard/opportunities-manager',
    trigger: (page, v) => button(`Actions for ${v.title} ${v.gw}`)(page),
    name: (v) => `Edit ${v.title}`,
    open: async (page) => {
      await page.keyboard.press('Enter');
      const edit = page.getByRole('menuitem', { name: 'Edit', exact: true });
      await expect(edit).toBeVisible();
      await settleTimers(page);
      for (let i = 0; i < 8 && !(await edit.evaluate((e) => e === document.activeElement)); i++)
        await press(page, 'ArrowDown');
      await expect(edit).toBeFocused();
      await page.keyboard.press('Enter');
    },
  },
  {
    title: 'recruiter management: Reassign applications',
    as: 'org',
    setup: async (api) => {
      const { members } = await getJson<{
        members: { email: string; role: string; active: boolean; assigned: number }[];
      }>(api, '/api/org/members');
      const from = members.find((m) => m.role === 'recruiter' && m.active && m.assigned > 0);
      if (!from) throw new Error('no recruiter with assigned applications');
      return { email: from.email };
    },
    path: '/dashboard/recruiter-management',
    trigger: (page, v) => button(`Reassign applications of ${v.email}`)(page),
    name: 'Reassign applications',
  },
  {
    title: 'API keys: Rename',
    as: 'org',
    setup: async (api) => {
      const name = `Keyboard key ${stamp()}`;
      const res = await api.post('/api/org/api-keys', { data: { name } });
      expect(res.ok()).toBe(true);
      return { name, id: ((await res.json()) as { id: string }).id };
    },
    path: '/dashboard/api-keys',
    trigger: (page, v) => button(`Rename ${v.name}`)(page),
    name: 'Rename API key',
    cleanup: async (api, v) => void (await api.delete(`/api/org/api-keys/${v.id}`)),
  },
  {
    title: 'webhooks: Delivery log',
    as: 'org',
    setup: async (api) => {
      const url = `https://example.com/keyboard-check/${stamp()}`;
      const res = await api.post('/api/org/webhooks', { data: { url, events: ['application.created'] } });
      expect(res.ok()).toBe(true);
      return { url, id: ((await res.json()) as { id: string }).id };
    },
    path: '/dashboard/api-keys',
    trigger: (page, v) =>
      page
        .locator('div')
        .filter({ has: page.getByText(v.url, { exact: true }) })
        .filter({ has: page.getByRole('button', { name: 'Delivery log' }) })
        .last()
        .getByRole('button', { name: 'Delivery log' }),
    name: 'Delivery log',
    noField: 'a read-only table of deliveries',
    cleanup: async (api, v) => void (await api.delete(`/api/org/webhooks/${v.id}`)),
  },
];

// ---- the checks ----------------------------------------------------------------------------------------

async function checkDialog(page: Page, c: DialogCase, v: Vars, reload = true) {
  const problems: string[] = [];
  const note = (type: string, description: string) =>
    test.info().annotations.push({ type, description: `${c.title}: ${description}` });
  const path = typeof c.path === 'function' ? c.path(v) : c.path;
  if (reload || new URL(page.url()).pathname + new URL(page.url()).search !== path) {
    if (c.before) await page.goto(c.before);
    await page.goto(path);
  }
  const name = typeof c.name === 'function' ? c.name(v) : c.name;
  const dialog = page.getByRole('dialog', { name });

  let trigger: Locator | null = null;
  // Where closing must land: the page of the trigger (or, for a dialog opened by URL, the page before).
  let startUrl = c.before ? new URL(c.before, page.url()).href : page.url();
  if (c.trigger) {
    trigger = c.trigger(page, v);
    await expect(trigger).toBeVisible();
    // A page the server drew has its controls disabled until the app owns it, and a link followed before then loads the
    // next page as a new document (helpers.ts, appOwnsPage): the keys below are the app's, on a page it owns.
    await appOwnsPage(page);
    await trigger.focus();
    // In the Tab order: Shift+Tab away and Tab back lands on it again.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(trigger, 'the trigger is reachable with Tab').toBeFocused();
    startUrl = page.url();
    await (c.open ? c.open(page) : page.keyboard.press('Enter'));
  }
  await expect(dialog, 'the keyboard opens a dialog with this accessible name').toBeVisible();

  if (c.nonModal) {
    const f = await focusInfo(dialog);
    note('focus after opening', f.inside ? 'inside the popover' : `stays on ${f.describe}`);
  } else {
    await expect
      .poll(async () => (await focusInfo(dialog)).inside, { message: 'focus moves into the dialog' })
      .toBe(true);
    // The trap places the first focus from two timers (dialog-keyboard.ts, settleTimers): the keys below start once
    // both have run, as a person's first key comes after the dialog has settled.
    await settleTimers(page);
    if (c.sameDialogAs) note('trap and field checked on', c.sameDialogAs);
    else {
      problems.push(...(await checkFocusTrap(page, dialog)));
      if (c.noField) note('no field', c.noField);
      else {
        const typed = await typeIntoField(page, dialog);
        problems.push(...typed.problems);
        if (typed.field) note('field changed with the keyboard', typed.field);
      }
    }
  }
  expect(problems, 'focus trap and field').toEqual([]);

  expect(await closeWithEscape(page, dialog), 'Escape').toEqual([]);
  await expect(page, 'closing returns to the page the dialog was opened from').toHaveURL(startUrl);

  if (trigger) {
    // Mantine returns focus 10 ms after `opened` turns false.
    // A failure says where focus is instead (and any draft left in storage), so a rare one can be traced to its cause.
    await expect(trigger, 'focus returns to the trigger')
      .toBeFocused()
      .catch(async (e: Error) => {
        const where = await page.evaluate(() => {
          const a = document.activeElement;
          const name = (a?.getAttribute('aria-label') ?? a?.textContent ?? '').trim().slice(0, 40);
          const drafts = Object.keys(localStorage).filter((k) => k.includes('draft'));
          return `${a?.tagName.toLowerCase()} "${name}"${a?.closest('[role=dialog]') ? ' in a dialog' : ''}; drafts: ${drafts.join(', ') || 'none'}`;
        });
        throw new Error(`${e.message}\nReceived: focus on ${where}`);
      });
  }
}

const ROLES = [...new Set(CASES.map((c) => c.as))];
for (const role of ROLES) {
  test.describe(`dialogs of ${role}`, () => {
    test.use({ role });
    const mine = CASES.filter((x) => x.as === role);
    for (const c of mine.filter((x) => !x.group)) {
      test(c.title, async ({ page }) => {
        const v = c.setup ? await c.setup(page.request) : {};
        try {
          await checkDialog(page, c, v);
        } finally {
          await c.cleanup?.(page.request, v);
        }
      });
    }
    for (const group of [...new Set(mine.map((x) => x.group).filter((g): g is string => !!g))]) {
      const rows = mine.filter((x) => x.group === group);
      test(group, async ({ page }) => {
        // A group's rows run in one test: the default bound, and one expect's wait more for each row.
        test.setTimeout(TEST_TIMEOUT + rows.length * EXPECT_TIMEOUT);
        const failures: string[] = [];
        let reload = true;
        for (const c of rows) {
          await test.step(c.title, async () => {
            const v = c.setup ? await c.setup(page.request) : {};
            try {
              await checkDialog(page, c, v, reload);
              reload = false;
            } catch (e) {
              // Without the terminal colours, which would hide the received lines from the filter below.
              // eslint-disable-next-line no-control-regex
              const plain = (e as Error).message.replace(/\u001b\[[0-9;]*m/g, '');
              const lines = plain.split('\n').map((l) => l.trim());
              // The assertion's own message, then what was received (the problems found).
              failures.push(
                `${c.title}: ${[lines[0], ...lines.filter((l) => /^\+\s+"|^Received:|^Expected:/.test(l))].join(' / ')}`,
              );
              reload = true; // start the next row from a fresh page
            } finally {
              await c.cleanup?.(page.request, v);
            }
          });
        }
        expect(failures).toEqual([]);
      });
    }
  });
}

// ---- the table is complete, and the checks do catch a broken dialog ------------------------------------

test.describe('the table and the checks', () => {
  test.use({ role: 'worker' });

  test('every Edit button of the profile panels has a row in the table', async ({ page }) => {
    await page.goto('/profile');
    await expect(
      page.getByRole('region', { name: 'Profile summary', exact: true }).getByRole('button').first(),
    ).toBeVisible();
    // Every "Edit …" button on /profile, with the panel (section heading) it is in.
    const onPage = await page.getByRole('button', { name: /^Edit / }).evaluateAll((buttons) =>
      buttons.map((b) => {
        const section = b.closest('section[aria-labelledby]');
        const panel = section
          ? (document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent ?? '')
          : '';
        return `${panel} › ${(b.getAttribute('aria-label') ?? b.textContent ?? '').replace(/^Edit /, '')}`;
      }),
    );
    // Credentials and saved searches are per record (their own rows above), not profile fields.
    const profileFields = onPage.filter((x) => !x.startsWith('Credentials › ') && !x.startsWith('Saved searches › '));
    expect(profileFields.sort()).toEqual(PROFILE_ROWS.map(([panel, row]) => `${panel} › ${row}`).sort());
  });

  test('a dialog without a focus trap, or one Escape does not close, fails the checks', async ({ page }) => {
    // The dialog Escape does not close is waited for as long as the check allows any dialog (EXPECT_TIMEOUT).
    test.slow();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    // A role=dialog that looks right (name, aria-modal, fields) but traps nothing and ignores Escape.
    await page.evaluate(() => {
      const d = document.createElement('div');
      d.setAttribute('role', 'dialog');
      d.setAttribute('aria-modal', 'true');
      d.setAttribute('aria-label', 'Leaky');
      d.innerHTML = '<label>Name <input id="leaky-name"></label><button type="button">OK</button>';
      document.body.append(d);
      (d.querySelector('input') as HTMLInputElement).focus();
    });
    const leaky = page.getByRole('dialog', { name: 'Leaky' });
    const trap = await checkFocusTrap(page, leaky);
    expect(trap.length).toBe(1);
    expect(trap[0]).toMatch(/^focus left the dialog after Tab #\d+/);
    expect(await closeWithEscape(page, leaky)).toEqual(['Escape did not close the dialog']);

    // The same element with a trap (and an Escape handler) passes: the checks are not failing by themselves.
    await page.evaluate(() => {
      const d = document.querySelector('[aria-label="Leaky"]') as HTMLElement;
      d.setAttribute('aria-label', 'Tight');
      const tabbables = () => [...d.querySelectorAll<HTMLElement>('input, button')];
      d.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') d.remove();
        if (e.key !== 'Tab') return;
        const list = tabbables();
        const i = list.indexOf(document.activeElement as HTMLElement);
        e.preventDefault();
        list[(i + (e.shiftKey ? -1 : 1) + list.length) % list.length].focus();
      });
      (d.querySelector('input') as HTMLInputElement).focus();
    });
    const tight = page.getByRole('dialog', { name: 'Tight' });
    expect(await checkFocusTrap(page, tight)).toEqual([]);
    expect((await typeIntoField(page, tight)).problems).toEqual([]);
    expect(await closeWithEscape(page, tight)).toEqual([]);
  });
});

test.describe('the checks on a real non-trapping dialog', () => {
  test.use({ role: 'recruiter' });

  test('the credential badge popover (non-modal, no focus trap) fails the focus-trap check', async ({ page }) => {
    const v = await withCredentialBadge(page.request);
    await page.goto(v.path);
    const badge = page.getByRole('button', { name: `${v.badge}: details` });
    await appOwnsPage(page);
    await badge.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: `${v.badge}: details` });
    await expect(popover).toBeVisible();
    const trap = await checkFocusTrap(page, popover);
    expect(trap).toHaveLength(1);
    expect(trap[0]).toMatch(/^focus left the dialog after Tab #1 /);
  });
});

test.describe('deep-linked dialogs close within the site', () => {
  test.use({ role: 'worker' });

  test('a profile dialog opened from outside closes to /profile, and to ?returnTo= when given', async ({ page }) => {
    const kind = 'weekly-pay';
    // Arriving from another site (here: a blank page before it in the history), Done must not go back out.
    await page.goto('about:blank');
    await page.goto(`/profile?edit=${kind}`);
    const dialog = page.getByRole('dialog', { name: dialogByKind(kind)!.titles[0] });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/profile$/);

    await page.goto(`/profile?edit=${kind}&returnTo=${encodeURIComponent('/work-journey')}`);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/work-journey$/);
  });
});
