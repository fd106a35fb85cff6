// The theme's colours arrive with the page (issue 32): its CSS variables are written into index.html at build time
// (src/web/app/theme-css-variables.ts) and the provider no longer computes them in the browser, so every page, public
// or signed in, must still find them, once, with the colour scheme set on the root element from the first paint.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { APP_MODULE, pageFilesOf, readManifest } from '../../src/server/modules/public-pages/page-files';
import { expect, test } from './fixtures/test';

async function themeOf(page: Page) {
  return page.evaluate(() => ({
    brand7: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-7').trim(),
    primaryFilled: getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    // Style elements that define the theme's palette (Mantine's other style elements hold classes and inline styles).
    variableSheets: [...document.querySelectorAll('style')].filter((s) =>
      s.textContent?.includes('--mantine-color-brand-7:'),
    ).length,
  }));
}

/** What every page must find: the brand's palette, its filled shade as the primary colour (not Mantine's default
 * blue), the light scheme, and one style element defining them. */
const THEME = { brand7: '#0b7a75', primaryFilled: '#0b7a75', scheme: 'light', variableSheets: 1 };

test('a signed-out visitor gets the theme from the page itself: the variables, the scheme, before any script', async ({
  page,
}) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/explore-jobs');
  await expect(page.getByRole('heading', { name: 'Explore jobs' })).toBeVisible();
  const before = await themeOf(page);
  expect(before).toMatchObject(THEME);
});

test.describe('signed in', () => {
  test('the app, once running, keeps exactly one set of theme variables and keeps the colour scheme set', async ({
    people,
  }) => {
    // A worker of the test's own (fixtures/test.ts).
    const page = await people.open('worker');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const theme = await themeOf(page);
    expect(theme).toMatchObject(THEME);
  });
});

// The build's first view of the pages a visitor opens (the public board, a job, the sign-in page) holds no zod: the app
// names its answer schemas as `import.meta.env.DEV && schema` and the domain's files are pure (vite.config.ts), so
// a build leaves them out, unless a file the first view needs imports the domain's zod error map (a file that builds a
// schema does). The open chat's window of messages, first put beside chat.ts's schemas, brought zod's 94 KB to every
// page's first view this way; it lives in a file of its own (domain/chat/message-window.ts). The dashboard's words,
// beside its input schemas, brought zod (and 120–230 ms of module evaluation at 4× CPU) to every dashboard's first view;
// they live in domain/organizations/dashboard-messages.ts. The same for the pipeline board and the application lists:
// the Change Status dialog's schema beside the rules they show (now applications/status-choice.ts), and the end of an
// assignment's mutation beside the reads of its list (now features/assignment-end/api.ts apart from queries.ts). The
// pages that show hours (the journey, an assignment's page, a statement) built the week's response schema to tell a
// change's answer apart (timesheets/api.ts, now told by its shape), and an assignment's forms, all opened by a press,
// were in its first view (now loaded on the press). The notification centre's switches checked a save with a schema
// imported with the page (now loaded with the first save, lib/checked-schemas.ts). The profile listed the saved searches
// with a rule beside their payloads' schemas (now jobs/saved-search-schemas.ts apart from saved-searches.ts), and its
// work records' API parsed a checked PDF's answer in every build (now in development only, as every answer). The
// messages built the composer's schema on their first view, with the chat list's previews beside the payloads' schemas
// (now domain/chat/chat-schemas.ts apart from chat.ts; the composer's schema loads once it is on screen). A job on the
// worker's journey showed seven forms and imported four dialogs, and its cards read rules from files that built
// schemas (contract signing, offer moves, extensions, placement progress, documents): its forms' schemas now load once
// they are on screen (lazySchema), its dialogs on their press, and those rules live apart from the schemas. The
// recruiter's application page imported its status, decision and start-chat dialogs (now their lazy versions) and
// built its pay terms' and rate card's schemas (now lazySchema; the rate card's codes in invoices/rate-card-codes.ts).
// Sign-up, the forgotten password and its reset are each a form (now a lazySchema, fetched when first edited); the
// account page imported its password form from the whole settings section (now account/components/password-form.tsx)
// and read accountClosureFor() beside the account's payload schemas (now shared/account-closure.ts). The dashboard's
// sections and the invitation built their forms' schemas (now features/dashboard/form-schemas.ts, lazySchemas) and
// read the staff roles and webhook limits beside them (now in dashboard-messages.ts); the Opportunities Manager
// imported the job form (now a lazyDialog, loaded on Post a job or Edit). A work record's verification page (a QR
// code opens it on a phone) built its file check's schema (now a lazySchema, fetched when a file is chosen); the
// emailed timesheet approval link imported its dispute form (now the week card's lazy one, loaded on Dispute); a
// referee's form built the questions' schema with the page (now a lazySchema of the same schema function). The
// settings built their forms' schemas (now lazySchemas) and read the contract clauses' limits and preview section
// beside the clauses' schemas (now onboarding/contract-clause-rules.ts). The first-run questions (/welcome) built the
// profile's update schema with the page, for the hook and to parse what they send (now a lazySchema; the profile's
// forms send what the hook checked, and the server parses it with the same schema).
/** The build's first view of a page: the entry's files, the app module's, and the page's own (its manifest's). */
function firstViews() {
  const dir = path.resolve('dist/web');
  const manifest = readManifest(dir);
  expect(manifest, 'the web build (npm run build)').not.toBeNull();
  const m = manifest!;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const i of m[key]?.imports ?? []) closure(i, seen);
    return seen;
  };
  const entry = Object.keys(m).find((k) => m[k]!.isEntry)!;
  const first = [...closure(entry), ...closure(APP_MODULE)].map((k) => `/${m[k]!.file}`);
  const files = pageFilesOf(m);
  return { dir, firstViewJs: (url: string) => [...first, ...(files(url)?.js ?? [])] };
}

/** Each page's first view (the entry's, the app's and the page's own files) has no file holding a library's marker:
 * `markers` names each library by a word its code carries whatever the minifier does. */
function expectNoLibraries(markers: Record<string, string>, urls: string[]) {
  const { dir, firstViewJs } = firstViews();
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  for (const url of urls) {
    const js = firstViewJs(url);
    expect(js.length, url).toBeGreaterThan(3);
    for (const [what, marker] of Object.entries(markers))
      expect(
        js.filter((file) => read(file).includes(marker)),
        `${url}: ${what}`,
      ).toEqual([]);
  }
}

test("a visitor's first view carries no zod: the entry, the app and the page's own files", () => {
  const { dir, firstViewJs } = firstViews();
  for (const url of [
    '/',
    '/explore-jobs',
    '/explore-jobs/00000000-0000-4000-8000-000000000000',
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/account',
    '/invite',
    '/welcome',
    '/dashboard',
    '/dashboard/opportunities-manager',
    '/dashboard/preferences',
    '/dashboard/recruiter-management',
    '/dashboard/api-keys',
    '/dashboard/roles-permission',
    '/dashboard/settings',
    '/verify/00000000-0000-4000-8000-000000000000',
    '/timesheet-approval/abc',
    '/reference/abc',
    '/application/board',
    '/application/new',
    '/work-journey',
    '/assignments/00000000-0000-4000-8000-000000000000',
    '/assignments/00000000-0000-4000-8000-000000000000/statement/2026-11-29',
    '/notifications',
    '/profile',
    '/messages',
    '/messages/00000000-0000-4000-8000-000000000000',
    '/work-journey/Working/00000000-0000-4000-8000-000000000000',
    '/application/Working/00000000-0000-4000-8000-000000000000/GW-1/00000000-0000-4000-8000-000000000000',
  ]) {
    const js = firstViewJs(url);
    expect(js.length, url).toBeGreaterThan(3);
    const withZod = js.filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes('ZodError'));
    expect(withZod, url).toEqual([]);
  }
});

// A field drawn on a first view as a stand-in (components/lazy-number-input.tsx, lazy-select.tsx) and a dialog that
// opens from a button (lazyDialog) leave their Mantine code to after the first paint: the board's minimum weekly pay;
// on the recruiter's application page the assigned recruiter, the rate card's rates and the worker's documents; the
// clock's California attestation on the hours page; an invoice on the Dashboard; closing the account; renaming an API
// key and a webhook's delivery log. The markers are the libraries' own
// words: react-number-format's ("thousandsGroupStyle"), Mantine Combobox's ("data-combobox-option") and Modal's
// ("--modal-size").
test('the board, the application page, the hours, the Dashboard, the account and the API keys carry no NumberInput, Select nor Modal code in their first view', () => {
  expectNoLibraries({ NumberInput: 'thousandsGroupStyle', Select: 'data-combobox-option', Modal: '--modal-size' }, [
    '/explore-jobs',
    '/application/Working/00000000-0000-4000-8000-000000000000/GW-1/00000000-0000-4000-8000-000000000000',
    '/assignments/00000000-0000-4000-8000-000000000000',
    '/dashboard',
    '/account',
    '/dashboard/api-keys',
  ]);
});

// Mantine's Table module imports its ScrollContainer, and with it ScrollArea and all of @floating-ui/react (54 KB),
// drawn or not: the app's tables are DataTables (components/data-table.tsx; lint keeps Mantine's Table out). A page
// with tables and no menu, popover or tooltip on its first view carries neither. The markers are the libraries' own
// words: ScrollArea's CSS variable and @floating-ui's focus attribute.
test('pages with tables and no menu on their first view carry no ScrollArea nor @floating-ui', () => {
  expectNoLibraries({ ScrollArea: '--scrollarea-scrollbar-size', '@floating-ui': 'data-floating-ui-focusable' }, [
    '/application/Working/00000000-0000-4000-8000-000000000000/GW-1/00000000-0000-4000-8000-000000000000',
    '/work-journey/Working/00000000-0000-4000-8000-000000000000',
    '/dashboard',
    '/assignments/00000000-0000-4000-8000-000000000000',
    '/explore-jobs',
    '/account',
    '/dashboard/api-keys',
  ]);
});
