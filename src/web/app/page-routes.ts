// The app's pages: each address and the code of its page (a chunk of its own), in one table read by the router
// (router.tsx adds the layouts, the sign-in guard and each page's data prefetch) and by the build, which lists each
// page's files for the server (vite.config.ts, pageFiles): a page the server sends names its own code, fetched beside
// the app's first script instead of after it (public-pages/page-body.ts, boot.js). Keep each row's `load` a single
// `import('…')` of the page's module (or loadExploreJobs): the build reads them from this file's text.
import type { ComponentType } from 'react';
import { matchRoutePath } from '@/domain/shared';

export type PageModule = { Component: ComponentType };
export interface PageRoute {
  /** A React Router path: static segments, `:param`s, or `*`. */
  path: string;
  load: () => Promise<PageModule>;
}

export const loadExploreJobs = () => import('./pages/explore-jobs-page');

/** Pages outside the app's shell, signed in or not: sign in and up, emailed links. */
export const STANDALONE_PAGES: PageRoute[] = [
  { path: '/login', load: () => import('../features/auth/pages/login-page') },
  { path: '/signup', load: () => import('../features/auth/pages/signup-page') },
  { path: '/verify-email', load: () => import('../features/auth/pages/verify-email-page') },
  { path: '/invite', load: () => import('../features/dashboard/pages/invite-page') },
  { path: '/forgot-password', load: () => import('../features/auth/pages/forgot-password-page') },
  { path: '/reset-password', load: () => import('../features/auth/pages/reset-password-page') },
  { path: '/confirm-email', load: () => import('../features/auth/pages/confirm-email-page') },
  // A referee's form from the emailed link (issue 31): public, no account.
  { path: '/reference/:token', load: () => import('../features/onboarding/pages/reference-page') },
  // An organization approves or disputes a timesheet from the emailed link (issue 44): public, no sign-in.
  { path: '/timesheet-approval/:token', load: () => import('../features/timesheets/pages/approval-link-page') },
  // A work record's public verification page (issue 45): its link and QR code open it, signed in or out.
  { path: '/verify/:recordId', load: () => import('../features/work-records/pages/verify-page') },
];

/**
 * The public job board and job pages: signed out with the public header, signed in inside the shell. `/` is the board
 * signed out and the role's home signed in (router.tsx).
 */
export const OPEN_PAGES: PageRoute[] = [
  { path: '/', load: loadExploreJobs },
  { path: '/explore-jobs', load: loadExploreJobs },
  { path: '/explore-jobs/:jobId', load: () => import('./pages/job-detail-page') },
];

/** Signed-in pages, inside the app's shell. */
export const SIGNED_IN_PAGES: PageRoute[] = [
  {
    path: '/explore-jobs/thanks-for-applying/:applicationId',
    load: () => import('../features/jobs/pages/thanks-page'),
  },
  { path: '/work-journey', load: () => import('./pages/work-journey-page') },
  { path: '/work-journey/:status', load: () => import('./pages/work-journey-page') },
  { path: '/work-journey/:status/:applicationId', load: () => import('./pages/journey-job-page') },
  { path: '/application', load: () => import('../features/applications/pages/applications-overview-page') },
  { path: '/application/board', load: () => import('./pages/board-page') },
  { path: '/application/:status', load: () => import('./pages/application-list-page') },
  {
    path: '/application/:status/:workerId/:gwJobId/:applicationId',
    load: () => import('./pages/application-detail-page'),
  },
  { path: '/messages', load: () => import('../features/messages/pages/messages-page') },
  { path: '/messages/:chatId', load: () => import('../features/messages/pages/messages-page') },
  { path: '/profile', load: () => import('./pages/profile-page') },
  { path: '/welcome', load: () => import('../features/profile/pages/first-run-page') },
  { path: '/account', load: () => import('./pages/account-page') },
  { path: '/notifications', load: () => import('../features/notifications/pages/notifications-page') },
  { path: '/dashboard', load: () => import('../features/dashboard/pages/dashboard-page') },
  { path: '/dashboard/settings', load: () => import('./pages/org-settings-page') },
  { path: '/dashboard/:section', load: () => import('../features/dashboard/pages/dashboard-section-page') },
  // An assignment's hours and pay, and an approved week's statement (issue 44).
  { path: '/assignments/:applicationId', load: () => import('../features/timesheets/pages/assignment-page') },
  {
    path: '/assignments/:applicationId/statement/:weekStart',
    load: () => import('./pages/pay-statement-page'),
  },
  { path: '*', load: () => import('../components/not-found-page') },
];

const ALL_PAGES = [...STANDALONE_PAGES, ...OPEN_PAGES, ...SIGNED_IN_PAGES];
const ALL_PATHS = ALL_PAGES.map((p) => p.path);

/**
 * The page at `pathname`, ranked as React Router ranks its routes (matchRoutePath), so the server names the code the
 * router will render (page-routes.test.ts checks they agree on every page).
 */
export function matchPage(pathname: string): PageRoute | undefined {
  const path = matchRoutePath(ALL_PATHS, pathname);
  return ALL_PAGES.find((p) => p.path === path);
}
