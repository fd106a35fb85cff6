import { describe, expect, it } from 'vitest';
import {
  backTarget,
  breadcrumbTitle,
  homeForRole,
  offerFlowFromSearch,
  routes,
  safeNextPath,
  DASHBOARD_CHILDREN,
} from './routes';

describe('route builders (section 2)', () => {
  it.each([
    [routes.exploreJobs(), '/explore-jobs'],
    [routes.jobDetail('j1'), '/explore-jobs/j1'],
    [routes.thanksForApplying('a9'), '/explore-jobs/thanks-for-applying/a9'],
    [routes.workJourney(), '/work-journey'],
    [routes.workJourney('Onboarding'), '/work-journey/onboarding'],
    [routes.workJourney(null), '/work-journey'],
    [routes.workJourneyDetail('Offered', 'a1'), '/work-journey/offered/a1'],
    [routes.workJourneyRejected(), '/work-journey/done?status=rejected'],
    [routes.applications(), '/application'],
    [routes.applications('Hold'), '/application/hold'],
    [
      routes.applicationDetail({ status: 'Screening', workerId: 'w1', gwJobId: 'g1', applicationId: 'a1' }),
      '/application/screening/w1/g1/a1',
    ],
    [
      routes.applicationDetail({ status: 'Screening', workerId: 'w1', gwJobId: null, applicationId: 'a1' }),
      '/application/screening',
    ],
    [routes.makeOffer('/application/submitted/w1/g1/a1'), '/application/submitted/w1/g1/a1?q=make-offer'],
    [
      routes.makeOffer('/application/submitted/w1/g1/a1?q=counter-offer'),
      '/application/submitted/w1/g1/a1?q=make-offer',
    ],
    [routes.counterOffer('/work-journey/offered/a1'), '/work-journey/offered/a1?q=counter-offer'],
    [routes.messages(), '/messages'],
    [routes.messages('c42'), '/messages/c42'],
    [routes.profile(), '/profile'],
    [routes.profile('hours-per-week'), '/profile?edit=hours-per-week'],
    [routes.dashboard(), '/dashboard'],
    [routes.dashboard('api-keys'), '/dashboard/api-keys'],
  ])('%s = %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('encodes ids so they cannot change the path', () => {
    expect(routes.jobDetail('a/b?c')).toBe('/explore-jobs/a%2Fb%3Fc');
    expect(routes.messages('../x')).toBe('/messages/..%2Fx');
  });

  it('dashboard children are those of section 2', () => {
    expect(DASHBOARD_CHILDREN).toEqual([
      'settings',
      'preferences',
      'api-keys',
      'roles-permission',
      'recruiter-management',
      'opportunities-manager',
    ]);
  });

  it.each([
    ['?q=make-offer', 'make-offer'],
    ['q=counter-offer', 'counter-offer'],
    ['?q=other', null],
    ['', null],
  ])('offer flow of %j', (s, f) => {
    expect(offerFlowFromSearch(s)).toBe(f);
  });
});

describe('back button parents', () => {
  it.each([
    ['/work-journey/onboarding', '/work-journey'],
    ['/work-journey/done?status=rejected', '/work-journey'],
    ['/work-journey/offered/a1', '/work-journey'],
    ['/application/new', '/application'],
    ['/application/hold/', '/application'],
    ['/application/screening/w1/g1/a1', '/application/screening'],
    ['/application/screening/w1/g1/a1?q=make-offer', '/application/screening'],
    ['/messages/c1', '/messages'],
    ['/explore-jobs/j1', '/explore-jobs'],
    ['/explore-jobs/thanks-for-applying/a1', '/explore-jobs'],
    ['/profile/anything', '/profile'],
    ...[
      'settings',
      'preferences',
      'api-keys',
      'roles-permission',
      'recruiter-management',
      'opportunities-manager',
    ].flatMap((c) => [
      [`/dashboard/${c}`, '/dashboard'],
      [`/${c}`, '/dashboard'],
    ]),
    ['/explore-jobs', null],
    ['/work-journey', null],
    ['/application', null],
    ['/messages', null],
    ['/profile', null],
    ['/dashboard', null],
    ['/', null],
    ['/unknown/x', null],
  ] as [string, string | null][])('%s → %s', (path, parent) => {
    expect(backTarget(path)).toBe(parent);
  });
});

describe('breadcrumbs and home', () => {
  it.each([
    ['/explore-jobs', 'Explore Jobs'],
    ['/explore-jobs/j1', 'Job Details'],
    ['/explore-jobs/thanks-for-applying/a1', 'Thanks for Applying'],
    ['/work-journey', 'Work Journey'],
    ['/work-journey/onboarding', 'Onboarding'],
    ['/application', 'Applications'],
    ['/application/hold', 'Hold'],
    ['/application/new/w/g/a', 'Application'],
    ['/messages', 'Messages'],
    ['/messages/c1', 'Chat'],
    ['/profile', 'Profile'],
    ['/dashboard', 'Dashboard'],
    ['/dashboard/api-keys', 'API Keys'],
    ['/dashboard/roles-permission', 'Roles & Permissions'],
    ['/settings', 'Settings'],
    ['/', 'Home'],
  ])('%s → %s', (path, title) => {
    expect(breadcrumbTitle(path)).toBe(title);
  });

  it.each([
    ['worker', '/explore-jobs'],
    ['recruiter', '/application'],
    ['organization', '/application'],
    ['admin', '/dashboard'],
  ] as const)('%s lands on %s', (role, path) => {
    expect(homeForRole(role)).toBe(path);
  });
});

describe('safeNextPath and login/signup with next', () => {
  it.each([
    ['/explore-jobs/abc', '/explore-jobs/abc'],
    ['/explore-jobs?state=TX', '/explore-jobs?state=TX'],
    ['//evil.example/x', null],
    ['https://evil.example', null],
    ['/\\evil.example', null],
    ['/a\nb', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, want) => {
    expect(safeNextPath(input)).toBe(want);
  });

  it('adds only a safe next to the login and sign-up routes', () => {
    expect(routes.signup('/explore-jobs/abc')).toBe('/signup?next=%2Fexplore-jobs%2Fabc');
    expect(routes.login('//evil.example')).toBe('/login');
    expect(routes.login()).toBe('/login');
  });
});
