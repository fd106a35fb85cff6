// Route builders for every route of spec section 2, the back-button parent map and breadcrumb titles.
import { parseStatus, toUrlStatus, type ApplicationStatus } from '../applications/pipeline';
import type { Role } from './roles';

/** Children of /dashboard (spec section 2). */
export const DASHBOARD_CHILDREN = [
  'settings',
  'preferences',
  'api-keys',
  'roles-permission',
  'recruiter-management',
  'opportunities-manager',
] as const;

/** A /dashboard child page. */
export type DashboardChild = (typeof DASHBOARD_CHILDREN)[number];

const seg = (value: string) => encodeURIComponent(value);

/** Replaces the query of `path` with q=<flow>. */
function withQuery(path: string, q: string): string {
  const base = path.split('?')[0].split('#')[0];
  return `${base}?q=${q}`;
}

/** One builder per route of section 2; every link in the app goes through these. */
export const routes = {
  /** Job browsing. */
  exploreJobs: () => '/explore-jobs',
  /** A job's detail page (worker side, apply mode). */
  jobDetail: (jobId: string) => `/explore-jobs/${seg(jobId)}`,
  /** Shown after a successful apply. */
  thanksForApplying: (applicationId: string) => `/explore-jobs/thanks-for-applying/${seg(applicationId)}`,
  /** The worker's applications, optionally one status page. */
  workJourney: (status?: ApplicationStatus | null) =>
    status ? `/work-journey/${toUrlStatus(status)}` : '/work-journey',
  /** A job in the work journey (work-journey mode of the job detail view). */
  workJourneyDetail: (status: ApplicationStatus, applicationId: string) =>
    `/work-journey/${toUrlStatus(status)}/${seg(applicationId)}`,
  /** Destination after a decline through the simple status call. */
  workJourneyRejected: () => '/work-journey/done?status=rejected',
  /** Recruiter/organization application list, optionally for one status. */
  applications: (status?: ApplicationStatus | null) =>
    status ? `/application/${toUrlStatus(status)}` : '/application',
  /** The pipeline board (issue 22), with its filters (job, recruiter, text) in the query. */
  applicationBoard: (filters: { job?: string | null; recruiter?: string | null; q?: string | null } = {}) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
    const qs = params.toString();
    return qs ? `/application/board?${qs}` : '/application/board';
  },
  /** Application detail; falls back to /application/{status} when an id is missing. */
  applicationDetail: (p: {
    status: ApplicationStatus;
    workerId?: string | null;
    gwJobId?: string | null;
    applicationId?: string | null;
  }) =>
    p.workerId && p.gwJobId && p.applicationId
      ? `/application/${toUrlStatus(p.status)}/${seg(p.workerId)}/${seg(p.gwJobId)}/${seg(p.applicationId)}`
      : `/application/${toUrlStatus(p.status)}`,
  /** The same path with q=make-offer (opens the make-offer flow). */
  makeOffer: (path: string) => withQuery(path, 'make-offer'),
  /** The current path with q=counter-offer (opens the counter-offer flow). */
  counterOffer: (path: string) => withQuery(path, 'counter-offer'),
  /** Chat list, or one chat. */
  messages: (chatId?: string | null) => (chatId ? `/messages/${seg(chatId)}` : '/messages'),
  /** The worker profile, optionally opening the editor dialog of one kind (/profile?edit=<kind>). */
  profile: (edit?: string | null) => (edit ? `/profile?edit=${seg(edit)}` : '/profile'),
  /** The dashboard or one of its children. */
  dashboard: (child?: DashboardChild | null) => (child ? `/dashboard/${child}` : '/dashboard'),
  /** Sign-in and sign-up pages (product routes); `next` is where to go back to afterwards. */
  login: (next?: string | null) => withNext('/login', next),
  signup: (next?: string | null) => withNext('/signup', next),
  /** A new worker's first run (issue 33): the answers that drive matching, then on to `next`. */
  welcome: (next?: string | null) => withNext('/welcome', next),
  /** Asks for a password reset link; the link itself opens /reset-password?token=…. */
  forgotPassword: () => '/forgot-password',
  /** The notification centre: every item, newest first, and how each kind arrives (every role). */
  notifications: () => '/notifications',
  /** The signed-in user's own account: email, password, data export, deletion (every role). */
  account: () => '/account',
  /** The public reference form a referee opens from the emailed link (issue 31; no account). */
  reference: (token: string) => `/reference/${seg(token)}`,
  /** An assignment's hours and pay (issue 44): terms, clock, the week's timesheet (`week`: its first day), ledger. */
  assignment: (applicationId: string, week?: string | null) =>
    week ? `/assignments/${seg(applicationId)}?week=${seg(week)}` : `/assignments/${seg(applicationId)}`,
  /** The pay statement of one approved week of an assignment (issue 44). */
  payStatement: (applicationId: string, weekStart: string) =>
    `/assignments/${seg(applicationId)}/statement/${seg(weekStart)}`,
  /** The timesheet approval page an organization opens from the emailed link (issue 44; no sign-in). */
  timesheetApproval: (token: string) => `/timesheet-approval/${seg(token)}`,
} as const;

/**
 * A `next` target that is safe to go to after signing in or up: a path of this site (starts with one slash, not two,
 * no backslash or control character); anything else is null.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 500 || !next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}

function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?next=${encodeURIComponent(safe)}` : path;
}

/** The query flow requested by a location search string: 'make-offer', 'counter-offer' or null. */
export function offerFlowFromSearch(search: string): 'make-offer' | 'counter-offer' | null {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('q');
  return q === 'make-offer' || q === 'counter-offer' ? q : null;
}

const parts = (pathname: string) => pathname.split('?')[0].split('#')[0].split('/').filter(Boolean);

/** The back-button target of a pathname per section 2's parent map; null for top-level pages. */
export function backTarget(pathname: string): string | null {
  const [first, second, ...rest] = parts(pathname);
  if (!first || !second) {
    return first && (DASHBOARD_CHILDREN as readonly string[]).includes(first) ? '/dashboard' : null;
  }
  switch (first) {
    case 'work-journey':
      return '/work-journey';
    case 'application': {
      const status = parseStatus(second);
      return rest.length > 0 && status ? routes.applications(status) : '/application';
    }
    case 'messages':
      return '/messages';
    case 'explore-jobs':
      return '/explore-jobs';
    case 'profile':
      return '/profile';
    case 'dashboard':
      return '/dashboard';
    case 'assignments':
      return rest.length > 0 ? `/assignments/${second}` : null;
    default:
      return null;
  }
}

const TOP_TITLES: Record<string, string> = {
  'explore-jobs': 'Explore Jobs',
  'work-journey': 'Work Journey',
  application: 'Applications',
  messages: 'Messages',
  profile: 'Profile',
  dashboard: 'Dashboard',
  account: 'Account settings',
  notifications: 'Notifications',
  settings: 'Settings',
  preferences: 'Preferences',
  'api-keys': 'API Keys',
  'roles-permission': 'Roles & Permissions',
  'recruiter-management': 'Recruiter Management',
  'opportunities-manager': 'Opportunities Manager',
  'thanks-for-applying': 'Thanks for Applying',
};

/** The breadcrumb title of a pathname (product wording; the spec does not show it). */
export function breadcrumbTitle(pathname: string): string {
  const p = parts(pathname);
  if (p.length === 0) return 'Home';
  const [first, second] = p;
  if (first === 'application' && second === 'board' && p.length === 2) return 'Pipeline board';
  if (first === 'application' || first === 'work-journey') {
    if (p.length > 2) return first === 'application' ? 'Application' : 'Job';
    const status = second ? parseStatus(second) : null;
    if (status) return status;
  }
  if (first === 'explore-jobs' && second && second !== 'thanks-for-applying') return 'Job Details';
  if (first === 'messages' && second) return 'Chat';
  if (first === 'assignments') return p.length > 2 ? 'Pay statement' : 'Hours and pay';
  const last = first === 'dashboard' && second ? second : p[0] === 'explore-jobs' && second ? second : first;
  return TOP_TITLES[last] ?? TOP_TITLES[first] ?? first;
}

/** The landing page of a role: worker /explore-jobs, recruiter and organization /application, admin /dashboard. */
export function homeForRole(role: Role): string {
  if (role === 'worker') return routes.exploreJobs();
  if (role === 'admin') return routes.dashboard();
  return routes.applications();
}

/**
 * The path and query of `referrer` when it is a page of the site at `host` (a page's `Referer`, or the browser's
 * `document.referrer`), else null: another site, no referrer, or not a URL.
 */
export function sameSitePath(referrer: string | null | undefined, host: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // The host as a URL writes it (a scheme's default port left out), as `Host: localhost:80` may not.
    return url.host === new URL(`${url.protocol}//${host}`).host ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}
