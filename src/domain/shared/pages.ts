// The web app's pages as data: each address (a React Router path), the module that draws it (its path under src/web,
// as the build's manifest names it: dist/web/.vite/manifest.json) and the layout around it. Read by the web app's
// router (app/page-routes.ts loads each module through import.meta.glob) and by the server, which finds an address's
// page with React Router's matchRoutes and names that page's files from the manifest (public-pages/page-files.ts).
import type { JobDetail } from '../jobs/api-schemas';
import type { JobSearchResponse } from '../jobs/search-schema';
import type { VerifyWorkRecordResponse } from '../work-records/work-record-schemas';

/** Where a page sits: outside the shell, open to everyone (public header or shell), or signed in inside the shell. */
export type PageLayout = 'standalone' | 'open' | 'signed-in';

export interface AppPage {
  /** A React Router path: static segments, `:param`s, or `*`. */
  path: string;
  /** The page's module under src/web (exports `Component`). */
  module: string;
  layout: PageLayout;
}

const standalone = (path: string, module: string): AppPage => ({ path, module, layout: 'standalone' });
const open = (path: string, module: string): AppPage => ({ path, module, layout: 'open' });
const signedIn = (path: string, module: string): AppPage => ({ path, module, layout: 'signed-in' });

/** The public job board's module: `/` signed out, and `/explore-jobs`. */
export const EXPLORE_JOBS_MODULE = 'app/pages/explore-jobs-page.tsx';

/** Every page of the web app. */
export const APP_PAGES: readonly AppPage[] = [
  // Sign in and up, emailed links: outside the shell, signed in or not.
  standalone('/login', 'features/auth/pages/login-page.tsx'),
  standalone('/signup', 'features/auth/pages/signup-page.tsx'),
  standalone('/verify-email', 'features/auth/pages/verify-email-page.tsx'),
  standalone('/invite', 'features/dashboard/pages/invite-page.tsx'),
  standalone('/forgot-password', 'features/auth/pages/forgot-password-page.tsx'),
  standalone('/reset-password', 'features/auth/pages/reset-password-page.tsx'),
  standalone('/confirm-email', 'features/auth/pages/confirm-email-page.tsx'),
  // A referee's form from the emailed link (issue 31): public, no account.
  standalone('/reference/:token', 'features/onboarding/pages/reference-page.tsx'),
  // An organization approves or disputes a timesheet from the emailed link (issue 44): public, no sign-in.
  standalone('/timesheet-approval/:token', 'features/timesheets/pages/approval-link-page.tsx'),
  // A work record's public verification page (issue 45): its link and QR code open it, signed in or out.
  standalone('/verify/:recordId', 'features/work-records/pages/verify-page.tsx'),
  // The public job board and job pages: signed out with the public header, signed in inside the shell. `/` is the
  // board signed out and the role's home signed in.
  open('/', EXPLORE_JOBS_MODULE),
  open('/explore-jobs', EXPLORE_JOBS_MODULE),
  open('/explore-jobs/:jobId', 'app/pages/job-detail-page.tsx'),
  signedIn('/explore-jobs/thanks-for-applying/:applicationId', 'features/jobs/pages/thanks-page.tsx'),
  signedIn('/work-journey', 'app/pages/work-journey-page.tsx'),
  signedIn('/work-journey/:status', 'app/pages/work-journey-page.tsx'),
  signedIn('/work-journey/:status/:applicationId', 'app/pages/journey-job-page.tsx'),
  signedIn('/application', 'features/applications/pages/applications-overview-page.tsx'),
  signedIn('/application/board', 'app/pages/board-page.tsx'),
  signedIn('/application/:status', 'app/pages/application-list-page.tsx'),
  signedIn('/application/:status/:workerId/:gwJobId/:applicationId', 'app/pages/application-detail-page.tsx'),
  signedIn('/messages', 'features/messages/pages/messages-page.tsx'),
  signedIn('/messages/:chatId', 'features/messages/pages/messages-page.tsx'),
  signedIn('/profile', 'app/pages/profile-page.tsx'),
  signedIn('/welcome', 'features/profile/pages/first-run-page.tsx'),
  signedIn('/account', 'app/pages/account-page.tsx'),
  signedIn('/notifications', 'features/notifications/pages/notifications-page.tsx'),
  signedIn('/dashboard', 'features/dashboard/pages/dashboard-page.tsx'),
  signedIn('/dashboard/settings', 'app/pages/org-settings-page.tsx'),
  // The dashboard's other sections (DASHBOARD_CHILDREN), a page each; any other /dashboard/… is Not Found.
  signedIn('/dashboard/opportunities-manager', 'features/dashboard/pages/opportunities-manager-page.tsx'),
  signedIn('/dashboard/preferences', 'features/dashboard/pages/preferences-page.tsx'),
  signedIn('/dashboard/recruiter-management', 'features/dashboard/pages/recruiter-management-page.tsx'),
  signedIn('/dashboard/api-keys', 'features/dashboard/pages/api-keys-page.tsx'),
  signedIn('/dashboard/roles-permission', 'features/dashboard/pages/roles-permission-page.tsx'),
  // An assignment's hours and pay, and an approved week's statement (issue 44).
  signedIn('/assignments/:applicationId', 'features/timesheets/pages/assignment-page.tsx'),
  signedIn('/assignments/:applicationId/statement/:weekStart', 'app/pages/pay-statement-page.tsx'),
  signedIn('*', 'components/not-found-page.tsx'),
];

/**
 * What the server hands the web app's page renderer (src/web/entry-server.tsx, built with `vite build --ssr`) for a page
 * it draws in the HTML it sends: the address and the answers the page's API reads would give (the same use cases as the
 * API routes), which fill the page's query cache before it renders, and travel in the page for the browser's hydration.
 */
export interface ServerPageInput {
  /** Path and query, as the browser asked for it. */
  url: string;
  /** The visitor is signed out (the app's current-user query answers null); otherwise the user is left to the app. */
  signedOut: boolean;
  /**
   * The same-site path and query the page was opened from (the request's `Referer`, which the browser also reads as
   * `document.referrer`), or null: a list's "←" keeps the list's filters when a link was followed as a new document.
   */
  openedFrom?: string | null;
  /** GET /api/jobs for the address's filters (the board's first page). */
  jobSearch?: JobSearchResponse;
  /** GET /api/jobs/:id for the address's job. */
  jobDetail?: JobDetail;
  /** GET /api/work-records/:id for the address's record; `null` when no record has that number (404). */
  verification?: VerifyWorkRecordResponse | null;
}

export interface ServerPage {
  /** The markup of the app's root element. */
  html: string;
  /** The page's query cache (TanStack Query's dehydrated state), for the browser's hydration. */
  state: unknown;
  /** Whether that cache holds the person (signed in, or null when signed out): the page need not ask who it is. */
  withPerson: boolean;
}

/** A request of the app answered by the server itself, as the person whose page it draws (a `fetch` of a path). */
export type ServerSend = (path: string, init: RequestInit) => Promise<Response>;

/**
 * The web app's page renderer, as the server loads it: a public page over the answers in `input`, or, given `send`, a
 * signed-in person's page over what the server answers that person (null: the app draws that page itself).
 */
export type RenderServerPage = (input: ServerPageInput, send?: ServerSend) => Promise<ServerPage | null>;
