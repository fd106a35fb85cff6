// The authorization matrix: every registered API route is called as anonymous, as each role, and as a
// user of another organization or another worker, with real records; each outcome must match the
// table below. A route added without an entry in the table fails this test.
// "allow" = got past authorization (any answer but 401, 403, 404); "deny" = 401, 403 or 404 — or 400 on a
// route called without a valid body here (validation ran first and refused; nothing executed). Routes with a
// valid body in `bodies` get no such leeway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TerminationOwed } from '@/domain/assignment-end';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  buildApplication,
  buildJob,
  buildMember,
  buildOrg,
  buildUser,
  buildWorker,
  type TestUser,
} from '../test/factories';
import { injectAs } from '../test/inject-as';
import { eq } from 'drizzle-orm';
import {
  assignments,
  terminations,
  documents,
  chats,
  chatParticipants,
  invoices,
  notifications,
  onboardingItems,
  referees,
  reviews,
  webhooks,
} from '../db/schema';
import { createSession } from '../test/session';
import { fakeJob } from '../db/seed';

const referee = () => ({
  name: 'Ann Lee',
  email: `ann-${crypto.randomUUID()}@example.test`,
  relationship: 'Charge nurse',
  workplace: 'Grady ICU',
});

const fakeJobInput = () => {
  const { job_id: _omit, ...input } = fakeJob(7);
  return input;
};

/** A past workweek (a Sunday) of the assignments fixture, and its terms of record. */
const MATRIX_WEEK = '2026-11-22';
const MATRIX_TERMS = {
  rule_set: 'federal',
  workweek_starts_on: 0,
  time_zone: 'America/New_York',
  start_date: '2026-01-04',
  end_date: '2027-12-31',
  hourly_rate_cents: 5000,
  overtime_rate_cents: null,
  double_time_rate_cents: null,
  holiday_rate_cents: null,
  holidays: [],
  on_call_rate_cents: 500,
  on_call_restricted: false,
  call_back_rate_cents: 7500,
  call_back_minimum_minutes: 120,
  orientation_rate_cents: null,
  guaranteed_minutes_per_week: 2160,
  guarantee_excludes: { first_week: true, last_week: true, time_off_weeks: [], orientation_weeks: true },
  call_off_allowance: { shifts: 3, per_weeks: 13 },
  cancellation_notice_hours: 24,
  cancellation_pay_minutes: 240,
  missed_shift_penalty_cents_per_hour: 833,
  stipend_weekly_cents: 100000,
  stipend_prorated: false,
  scheduled_minutes_per_week: 2160,
  classification: 'w2',
  auto_approve_hours: null,
};

type Caller = 'anon' | 'worker' | 'otherWorker' | 'recruiter' | 'orgUser' | 'otherRecruiter' | 'admin';
const CALLERS: Caller[] = ['anon', 'worker', 'otherWorker', 'recruiter', 'orgUser', 'otherRecruiter', 'admin'];
type Outcome = 'allow' | 'deny';

/** Who gets past authorization on each route (everyone else must be refused). */
const A = (...who: Caller[]) => who;
const EVERYONE_SIGNED_IN = A('worker', 'otherWorker', 'recruiter', 'orgUser', 'otherRecruiter', 'admin');
const ORG_SIDE = A('recruiter', 'orgUser', 'otherRecruiter', 'admin');
const ORG_ADMINS = A('orgUser', 'admin');
/** Organization management (/api/org/*) is for organization users of that organization. */
const ORG_USERS = A('orgUser');
const WORKERS = A('worker', 'otherWorker');
const PUBLIC = A('anon', ...EVERYONE_SIGNED_IN);

export const MATRIX: Record<string, Caller[]> = {
  'GET /api/health': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/signup': PUBLIC,
  'POST /api/auth/logout': PUBLIC,
  'POST /api/auth/verify-email': PUBLIC,
  'POST /api/auth/forgot-password': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'POST /api/auth/check-link': PUBLIC,
  'POST /api/auth/confirm-email': PUBLIC,
  'GET /api/auth/me': EVERYONE_SIGNED_IN,
  'POST /api/auth/resend-verification': EVERYONE_SIGNED_IN,
  'GET /api/dev/outbox': PUBLIC,
  // WebSocket upgrade only; its cookie and origin checks are tested in modules/messages.
  'GET /api/ws': ['websocket' as Caller],
  'GET /api/invitations/:token': PUBLIC,
  'POST /api/invitations/accept': PUBLIC,
  'GET /api/saved-searches/unsubscribe': PUBLIC,
  // Signed links work without a session; without a signature only people allowed to see the document.
  'GET /api/documents/:id/file': A('worker', 'recruiter', 'orgUser', 'admin'),
  // Bearer API keys only: a session cookie is not a key.
  'GET /api/v1/jobs': [],
  'GET /api/v1/jobs/:id': [],
  'GET /api/v1/applications': [],
  'GET /api/v1/applications/:id/history': [],
  'GET /api/v1/applications/:id/contract': [],
  'GET /api/v1/applications/:id/onboarding': [],
  'GET /api/v1/timesheets': [],
  'GET /api/v1/invoices': [],
  'GET /api/v1/applications/:id/reviews': [],

  'GET /api/jobs': PUBLIC,
  'GET /api/jobs/:id': PUBLIC,
  'POST /api/worker-job-apply': WORKERS,
  'GET /api/worker-profile': WORKERS,
  'PUT /api/worker-profile': WORKERS,
  'GET /api/worker-profile/completeness': WORKERS,
  'GET /api/work-journey': WORKERS,
  'GET /api/credentials': WORKERS,
  'PATCH /api/credentials/:documentId': A('worker'),
  'GET /api/credential-alerts': EVERYONE_SIGNED_IN,
  'GET /api/saved-searches': WORKERS,
  'POST /api/saved-searches': WORKERS,
  'PATCH /api/saved-searches/:id': A('worker'),
  'DELETE /api/saved-searches/:id': A('worker'),

  'GET /api/applications': ORG_SIDE,
  'GET /api/applications/counts': ORG_SIDE,
  'GET /api/applications/:id': A('worker', 'recruiter', 'orgUser', 'admin'),
  'GET /api/applications/:id/offers': A('worker', 'recruiter', 'orgUser', 'admin'),
  'GET /api/applications/:id/credential-alerts': A('recruiter', 'orgUser', 'admin'),
  'PATCH /api/application-journey': A('worker', 'recruiter', 'orgUser', 'admin'),
  'POST /api/application-journey/assign-recruiter': ORG_ADMINS,
  // Each row is then checked by the one status-move use case (another organization's rows are refused per row).
  'POST /api/application-journey/bulk': ORG_SIDE,
  'GET /api/applications/board': ORG_SIDE,
  'GET /api/applications/job-options': ORG_SIDE,
  // A cache-refresh signal with no data in or out.
  'POST /api/revalidate/dashboard': EVERYONE_SIGNED_IN,
  'GET /api/recruiters': ORG_SIDE,
  'GET /api/user/:userId': A('worker', 'recruiter', 'orgUser', 'admin'),
  'POST /api/offers': A('worker', 'recruiter', 'orgUser', 'admin'),
  'POST /api/offers/respond': A('worker', 'recruiter', 'orgUser', 'admin'),
  // An extension (issue 45): either side of the application proposes; strangers get 404.
  'POST /api/applications/:id/extension': A('worker', 'recruiter', 'orgUser', 'admin'),
  // The assignment contract (issue 31): seen by whoever sees the application; the worker signs, an organization user
  // or the assigned recruiter countersigns (a countersignature before the worker's is a 409: past authorization).
  'GET /api/applications/:id/contract': A('worker', 'recruiter', 'orgUser', 'admin'),
  'GET /api/applications/:id/contract/pdf': A('worker', 'recruiter', 'orgUser', 'admin'),
  'POST /api/applications/:id/contract/sign': A('worker'),
  'POST /api/applications/:id/contract/countersign': A('recruiter', 'orgUser'),

  'GET /api/documents': A('worker', 'recruiter', 'orgUser', 'admin'),
  'POST /api/documents/upload': WORKERS,
  'DELETE /api/documents/:id': A('worker'),
  'POST /api/document': A('worker', 'recruiter', 'orgUser', 'admin'),
  'GET /api/documents/profile-export': A('worker', 'recruiter', 'orgUser', 'admin'),
  'POST /api/generate-profile-pdf': A('worker', 'recruiter', 'orgUser', 'admin'),

  'POST /api/ask-recruiter': A('worker', 'otherWorker', 'recruiter'),
  'GET /api/chats': EVERYONE_SIGNED_IN,
  'GET /api/chats/:id': A('worker', 'recruiter', 'orgUser', 'admin'),
  'GET /api/chats/:id/messages': A('worker', 'recruiter', 'orgUser', 'admin'),
  'POST /api/chats/:id/messages': A('worker', 'recruiter'),
  'POST /api/chats/:id/read': A('worker', 'recruiter', 'orgUser', 'admin'),
  'GET /api/messages/unread': EVERYONE_SIGNED_IN,
  // Everyone's own notifications; an item belongs to one person (the fixture is the worker's).
  'GET /api/notifications': EVERYONE_SIGNED_IN,
  'GET /api/notifications/unread': EVERYONE_SIGNED_IN,
  'POST /api/notifications/:id/read': A('worker'),
  'POST /api/notifications/read-all': EVERYONE_SIGNED_IN,
  'GET /api/notifications/settings': EVERYONE_SIGNED_IN,
  'PUT /api/notifications/settings': EVERYONE_SIGNED_IN,

  'GET /api/dashboard/summary': ORG_SIDE,
  'GET /api/me/settings': EVERYONE_SIGNED_IN,
  'PUT /api/me/settings': EVERYONE_SIGNED_IN,
  'POST /api/me/password': EVERYONE_SIGNED_IN,
  'POST /api/me/email': EVERYONE_SIGNED_IN,
  'POST /api/me/delete': EVERYONE_SIGNED_IN,
  'GET /api/me/export': WORKERS,
  'GET /api/org/jobs': ORG_USERS,
  'POST /api/org/jobs': ORG_USERS,
  'GET /api/org/jobs/:id': ORG_USERS,
  'PATCH /api/org/jobs/:id': ORG_USERS,
  'POST /api/org/jobs/:id/duplicate': ORG_USERS,
  'POST /api/org/jobs/:id/status': ORG_USERS,
  'GET /api/org/preferences': ORG_USERS,
  'PUT /api/org/preferences': ORG_USERS,
  'GET /api/org/profile': ORG_USERS,
  'PUT /api/org/profile': ORG_USERS,
  'GET /api/org/members': ORG_USERS,
  'POST /api/org/members/:id/active': ORG_USERS,
  'POST /api/org/members/:id/reassign': ORG_USERS,
  'POST /api/org/invitations': ORG_USERS,
  'GET /api/org/api-keys': ORG_USERS,
  'POST /api/org/api-keys': ORG_USERS,
  'PATCH /api/org/api-keys/:id': ORG_USERS,
  'DELETE /api/org/api-keys/:id': ORG_USERS,
  'GET /api/org/webhooks': ORG_USERS,
  'POST /api/org/webhooks': ORG_USERS,
  'DELETE /api/org/webhooks/:id': ORG_USERS,
  'POST /api/org/webhooks/:id/resume': ORG_USERS,
  'GET /api/org/webhooks/:id/deliveries': ORG_USERS,
  'GET /api/applications/:id/onboarding': A('worker', 'recruiter', 'orgUser', 'admin'),
  'POST /api/onboarding-items/:id/submit': A('worker'),
  'POST /api/onboarding-items/:id/review': A('recruiter', 'orgUser', 'admin'),
  'POST /api/applications/:id/clear-override': A('orgUser', 'admin'),
  'GET /api/onboarding-templates': ORG_USERS,
  'POST /api/onboarding-templates': ORG_USERS,
  'DELETE /api/onboarding-templates/:id': ORG_USERS,
  'GET /api/admin/users': A('admin'),
  'GET /api/admin/notices': A('admin'),
  'PATCH /api/admin/users/:id/role': A('admin'),

  // References by email (issue 31): the worker of the application names and changes referees; the organization's side
  // reads the answers (the worker's view has none); the referee's form is public behind the emailed token.
  'GET /api/applications/:id/referees': A('worker', 'recruiter', 'orgUser', 'admin'),
  'POST /api/applications/:id/referees': A('worker'),
  'POST /api/referees/:id/resend': A('worker'),
  'PUT /api/referees/:id': A('worker'),
  'GET /api/references/:token': PUBLIC,
  'POST /api/references/:token': PUBLIC,
  'GET /api/org/reference-questions': ORG_USERS,
  'GET /api/dashboard/overdue-items': ORG_SIDE,
  'PUT /api/org/reference-questions': ORG_USERS,
  // The organization's contract clauses (issue 45): those who manage the organization, as its reference questions.
  'GET /api/org/contract-clauses': ORG_USERS,
  'PUT /api/org/contract-clauses': ORG_USERS,

  // Hours and pay (issue 44): whoever sees the application sees the assignment, its weeks, statements and ledger; the
  // worker records and submits time; an organization user or the assigned recruiter completes terms, approves, disputes.
  'GET /api/assignments/:applicationId': A('worker', 'recruiter', 'orgUser', 'admin'),
  'PUT /api/assignments/:applicationId/terms': A('recruiter', 'orgUser'),
  'GET /api/assignments/:applicationId/weeks/:weekStart': A('worker', 'recruiter', 'orgUser', 'admin'),
  'POST /api/assignments/:applicationId/punches': A('worker'),
  'PUT /api/assignments/:applicationId/weeks/:weekStart/entries': A('worker'),
  'POST /api/assignments/:applicationId/weeks/:weekStart/submit': A('worker'),
  'POST /api/assignments/:applicationId/weeks/:weekStart/approve': A('recruiter', 'orgUser'),
  'POST /api/assignments/:applicationId/weeks/:weekStart/dispute': A('recruiter', 'orgUser'),
  'POST /api/assignments/:applicationId/weeks/:weekStart/correction': A('recruiter', 'orgUser'),
  'POST /api/assignments/:applicationId/pay-preview': A('worker', 'recruiter', 'orgUser', 'admin'),
  'GET /api/assignments/:applicationId/weeks/:weekStart/statement': A('worker', 'recruiter', 'orgUser', 'admin'),
  'GET /api/assignments/:applicationId/weeks/:weekStart/statement.pdf': A('worker', 'recruiter', 'orgUser', 'admin'),
  'GET /api/assignments/:applicationId/ledger': A('worker', 'recruiter', 'orgUser', 'admin'),
  'GET /api/timesheets': A('recruiter', 'orgUser', 'otherRecruiter'),
  'GET /api/timesheets.csv': A('recruiter', 'orgUser', 'otherRecruiter'),
  // Early termination (issue 45): the side is the caller's — the worker gives notice, an organization user or the
  // assigned recruiter ends it; an admin, another organization and another worker get 404.
  'GET /api/applications/:id/termination-preview': A('worker', 'recruiter', 'orgUser'),
  'POST /api/applications/:id/termination': A('worker', 'recruiter', 'orgUser'),
  'GET /api/applications/:id/termination': A('worker', 'recruiter', 'orgUser'),
  'GET /api/assignments/ending-soon': EVERYONE_SIGNED_IN,
  'GET /api/v1/applications/:id/termination': [],
  // The work record (issue 45): the worker of the Done placement downloads it and lists her own; anyone checks one (by
  // number or by the PDF); she attaches hers to her own application, which whoever sees the application reads.
  'GET /api/applications/:id/work-record': A('worker'),
  'GET /api/work-records': WORKERS,
  'GET /api/work-records/:id': PUBLIC,
  'POST /api/work-records/verify': PUBLIC,
  'GET /api/applications/:id/work-records': A('worker', 'recruiter', 'orgUser', 'admin'),
  'POST /api/applications/:id/work-records': A('worker'),
  // Close-out reviews (issue 45): the side is the caller's (the worker, the organization user, the assigned recruiter);
  // an admin reads but reviews no side; only the worker reviewed replies; each organization reads its own list.
  'GET /api/applications/:id/reviews': A('worker', 'recruiter', 'orgUser', 'admin'),
  'POST /api/applications/:id/reviews': A('worker', 'recruiter', 'orgUser'),
  'POST /api/reviews/:id/reply': A('worker'),
  'GET /api/reviews/do-not-return': A('recruiter', 'orgUser', 'otherRecruiter'),
  'GET /api/jobs/:id/facility-reviews': EVERYONE_SIGNED_IN,
  // The emailed single-use approval link needs no sign-in (a used or unknown link is a 409: past authorization).
  'GET /api/timesheet-approval/:token': PUBLIC,
  'POST /api/timesheet-approval/:token/approve': PUBLIC,
  'POST /api/timesheet-approval/:token/dispute': PUBLIC,
  // Invoices (issue 45): rate cards, invoices and margins are the organization users' own (invoices.manage): never a
  // worker, a recruiter, an admin without the organization, or another organization.
  'GET /api/assignments/:applicationId/rate-card': A('orgUser'),
  'PUT /api/assignments/:applicationId/rate-card': A('orgUser'),
  'GET /api/invoices': A('orgUser'),
  'GET /api/invoices/:id': A('orgUser'),
};

let t: TestApp;
let users: Record<Exclude<Caller, 'anon'>, TestUser>;
let fixtures: Record<string, () => Promise<string>>;
let invoiceVersion = 0;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  const orgA = await buildOrg(t.app, { name: 'Org A' });
  const orgB = await buildOrg(t.app, { name: 'Org B' });
  const admin = await buildUser(t.app, 'admin');
  const recruiter = await buildMember(t.app, 'recruiter', orgA.id);
  const orgUser = await buildMember(t.app, 'organization', orgA.id);
  const otherRecruiter = await buildMember(t.app, 'recruiter', orgB.id);
  const worker = await buildWorker(t.app);
  const otherWorker = await buildWorker(t.app);
  users = { worker, otherWorker, recruiter, orgUser, otherRecruiter, admin };
  const job = await buildJob(t.app, orgA.id, { recruiterId: recruiter.id });
  const application = await buildApplication(t.app, worker.id, job);
  const [chat] = await t.app.db
    .insert(chats)
    .values({
      workerId: worker.id,
      recruiterId: recruiter.id,
      organizationId: orgA.id,
      jobId: job.id,
      gwJobId: job.gwJobId,
    })
    .returning();
  await t.app.db.insert(chatParticipants).values([
    { chatId: chat.id, userId: worker.id },
    { chatId: chat.id, userId: recruiter.id },
  ]);
  const newDocument = async () => {
    const key = `${worker.id}/${crypto.randomUUID()}.pdf`;
    await t.app.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const [d] = await t.app.db
      .insert(documents)
      .values({
        ownerId: worker.id,
        category: 'certificates',
        name: 'BLS',
        fileKey: key,
        size: 15,
        contentType: 'application/pdf',
        expiresOn: '2027-01-01',
      })
      .returning();
    return d.id;
  };
  const viaApi = async (
    who: TestUser,
    method: 'POST',
    url: string,
    payload: object,
    pick: (j: Record<string, unknown>) => string,
  ) => {
    const res = await injectAs(t.app, who)({ method, url, payload });
    if (res.statusCode >= 300) throw new Error(`fixture ${url}: ${res.statusCode} ${res.body}`);
    return pick(res.json());
  };
  fixtures = {
    applications: async () => application.id,
    // A fresh application of organization A whose offer the worker accepted: its contract is drafted.
    'applications/:id/contract': async () => {
      const a = await buildApplication(
        t.app,
        worker.id,
        await buildJob(t.app, orgA.id, { recruiterId: recruiter.id }),
        {
          status: 'Submitted',
        },
      );
      await viaApi(
        recruiter,
        'POST',
        '/api/offers',
        { applicationId: a.id, terms: { pay: { hourly_rate: 60 } } },
        () => '',
      );
      await viaApi(worker, 'POST', '/api/offers/respond', { applicationId: a.id, action: 'Accept' }, () => '');
      return a.id;
    },
    notifications: async () => {
      const [n] = await t.app.db
        .insert(notifications)
        .values({ userId: worker.id, kind: 'offer', link: '/work-journey' })
        .returning({ id: notifications.id });
      return String(n.id);
    },
    'application-journey': async () =>
      (await buildApplication(t.app, worker.id, await buildJob(t.app, orgA.id, { recruiterId: recruiter.id }))).id,
    jobs: async () => job.id,
    'org/jobs': async () => job.id,
    user: async () => worker.id,
    chats: async () => chat.id,
    documents: newDocument,
    credentials: newDocument,
    'org/members': async () => (await buildMember(t.app, 'recruiter', orgA.id)).id,
    'admin/users': async () => (await buildMember(t.app, 'recruiter', orgA.id)).id,
    'org/api-keys': () =>
      viaApi(orgUser, 'POST', '/api/org/api-keys', { name: 'k' }, (j) =>
        String((j.key as { id?: string })?.id ?? j.id),
      ),
    // Each probe gets a fresh webhook; the ones earlier probes left are removed first (at most 10 per organization).
    'org/webhooks': async () => {
      await t.app.db.delete(webhooks).where(eq(webhooks.organizationId, orgA.id));
      return viaApi(
        orgUser,
        'POST',
        '/api/org/webhooks',
        { url: 'https://hooks.example.test/x', events: ['application.created'] },
        (j) => String((j.webhook as { id?: string })?.id ?? j.id),
      );
    },
    'saved-searches': () =>
      viaApi(worker, 'POST', '/api/saved-searches', { name: 'ICU', query: 'q=icu', frequency: 'daily' }, (j) =>
        String((j.search as { id?: string })?.id ?? j.id),
      ),
    invitations: async () => 'x'.repeat(32),
    // A fresh checklist item (version 1) of organization A's application per probe.
    'onboarding-items': async () => {
      const [item] = await t.app.db
        .insert(onboardingItems)
        .values({ applicationId: application.id, kind: 'custom', key: `matrix:${crypto.randomUUID()}`, label: 'I-9' })
        .returning({ id: onboardingItems.id });
      return item!.id;
    },
    'onboarding-templates': async () =>
      viaApi(orgUser, 'POST', '/api/onboarding-templates', { label: 'Drug screen' }, (j) => String(j.id)),
    referees: async () => {
      const [r] = await t.app.db
        .insert(referees)
        .values({
          applicationId: application.id,
          name: 'Matrix Referee',
          email: `ref-${crypto.randomUUID()}@example.test`,
          relationship: 'Manager',
          workplace: 'Ward 4',
          tokenHash: crypto.randomUUID(),
          // A fixed day: who may resend or change a referee does not depend on whether its link has expired.
          expiresAt: new Date('2026-12-01T10:00:00Z'),
        })
        .returning({ id: referees.id });
      return r.id;
    },
    v1: async () => application.id,
    // A Cleared placement of organization A with its assignment's terms complete (a week of the past to read).
    assignments: async () => {
      const a = await buildApplication(
        t.app,
        worker.id,
        await buildJob(t.app, orgA.id, { recruiterId: recruiter.id }),
        { status: 'Cleared' },
      );
      await t.app.db.insert(assignments).values({
        applicationId: a.id,
        organizationId: orgA.id,
        workerId: worker.id,
        stated: MATRIX_TERMS,
        terms: MATRIX_TERMS,
      });
      return a.id;
    },
    'timesheet-approval': async () => 'x'.repeat(32),
    // A fresh Working placement of organization A with complete terms (nothing ended yet) per probe.
    'applications/:id/termination-preview': async () => {
      const a = await buildApplication(
        t.app,
        worker.id,
        await buildJob(t.app, orgA.id, { recruiterId: recruiter.id }),
        { status: 'Working' },
      );
      await t.app.db.insert(assignments).values({
        applicationId: a.id,
        organizationId: orgA.id,
        workerId: worker.id,
        stated: MATRIX_TERMS,
        terms: MATRIX_TERMS,
      });
      return a.id;
    },
    // The same with its termination recorded (the worker's notice): read by both sides; a second end is a 409.
    'applications/:id/termination': async () => {
      const id = await fixtures['applications/:id/termination-preview']();
      await t.app.db.insert(terminations).values({
        applicationId: id,
        organizationId: orgA.id,
        workerId: worker.id,
        side: 'worker',
        reasonCode: 'worker_request',
        noticeDate: '2027-11-17',
        effectiveDate: '2027-12-01',
        // What the writer stores: the whole reckoning of what was owed (TerminationOwed).
        owed: {
          notice_date: '2027-11-17',
          effective_date: '2027-12-01',
          notice_days: 14,
          notice_source: 'Contract termination policy',
          protected_through: '2027-12-01',
          short_days: 0,
          lines: [],
          owed_to_worker_cents: 0,
          owed_by_worker_cents: 0,
          note: null,
        } satisfies TerminationOwed,
      });
      return id;
    },
    // A record the worker was issued (public to check by its number).
    'work-records': () => workerRecord(),
    // An invoice of organization A's placement (issued rows are written only by an approval; here directly).
    invoices: async () => {
      invoiceVersion += 1;
      const [row] = await t.app.db
        .insert(invoices)
        .values({
          organizationId: orgA.id,
          applicationId: application.id,
          weekStart: MATRIX_WEEK,
          kind: 'invoice',
          version: invoiceVersion,
          weekVersion: 1,
          clientName: 'Client',
          clientAddress: 'Address',
          lines: [],
        })
        .returning({ id: invoices.id });
      return row.id;
    },
    // A fresh open job of organization A (the shared job is paused by the job-status probe).
    'jobs/:id/facility-reviews': async () => (await buildJob(t.app, orgA.id, { recruiterId: recruiter.id })).id,
    // A fresh Done placement of organization A per probe (each side may review it once).
    'applications/:id/reviews': async () =>
      (
        await buildApplication(t.app, worker.id, await buildJob(t.app, orgA.id, { recruiterId: recruiter.id }), {
          status: 'Done',
        })
      ).id,
    // The organization's review of the worker on a fresh Done placement (not replied to yet).
    reviews: async () => {
      const a = await buildApplication(
        t.app,
        worker.id,
        await buildJob(t.app, orgA.id, { recruiterId: recruiter.id }),
        { status: 'Done' },
      );
      const [r] = await t.app.db
        .insert(reviews)
        .values({
          applicationId: a.id,
          organizationId: orgA.id,
          workerId: worker.id,
          side: 'organization',
          scores: { clinical_skills: 3, reliability: 3, teamwork: 3, communication: 3 },
          eligibleForRehire: true,
        })
        .returning({ id: reviews.id });
      return r!.id;
    },
  };
  queries = {
    'GET /api/documents': `?workerId=${worker.id}`,
    'GET /api/documents/profile-export': `?workerId=${worker.id}`,
    'GET /api/applications': '?status=new',
    'GET /api/applications/:id/termination-preview': '?effective_date=2027-12-01',
  };
  let issued: Promise<string> | null = null;
  /**
   * One work record issued to the worker through the route, on a Done placement of organization A (the download route
   * itself is probed on the shared application, not Done: a 409 past authorization for the worker).
   */
  const workerRecord = () =>
    (issued ??= (async () => {
      const job = await buildJob(t.app, orgA.id, { recruiterId: recruiter.id });
      const { id } = await buildApplication(t.app, worker.id, job, { status: 'Done' });
      const res = await injectAs(t.app, worker).get(`/api/applications/${id}/work-record`);
      if (res.statusCode !== 200) throw new Error(`work record fixture: ${res.statusCode} ${res.body}`);
      return String(res.headers['x-work-record-id']);
    })());
  // Bodies that pass validation, so a refusal is authorization, not a 400.
  bodies = {
    'POST /api/applications/:id/termination': async () => ({
      reason_code: 'worker_request',
      effective_date: '2027-12-01',
    }),
    'PATCH /api/application-journey': async (id) => ({
      applicationId: id,
      status: 'Rejected',
      decision_maker: 'Worker',
      decision_reason: 'Matrix',
      decision_notes: '',
    }),
    'POST /api/application-journey/assign-recruiter': async () => ({
      applicationId: application.id,
      newRecruiterId: recruiter.id,
      recruiterName: 'R',
    }),
    'POST /api/worker-job-apply': async () => {
      const j = await buildJob(t.app, orgA.id, { recruiterId: recruiter.id });
      return {
        status: 'New',
        job_id: j.id,
        recruiter_id: recruiter.id,
        organization_id: orgA.id,
        gw_job_id: j.gwJobId,
        auto_offer_consent: false,
      };
    },
    'POST /api/ask-recruiter': async () => ({
      organization_id: orgA.id,
      recruiter_id: recruiter.id,
      job_id: job.id,
      gw_job_id: job.gwJobId,
      worker_id: worker.id,
      message: 'A question about your application.',
    }),
    'POST /api/document': async () => ({
      documentId: await newDocument(),
      category: 'certificates',
      workerId: worker.id,
    }),
    'POST /api/generate-profile-pdf': async () => ({ user_id: worker.id, name: 'Worker' }),
    'POST /api/chats/:id/messages': async () => ({ body: 'hello' }),
    'POST /api/chats/:id/read': async () => ({ lastReadMessageId: 0 }),
    'PUT /api/worker-profile': async () => ({ summary: { feels_like_hourly: 50 } }),
    'PUT /api/org/preferences': async () => ({ requiredToApply: ['profession'] }),
    'POST /api/org/invitations': async () => ({ email: `invite-${crypto.randomUUID()}@example.test` }),
    'POST /api/org/api-keys': async () => ({ name: 'matrix' }),
    'POST /api/org/webhooks': async () => ({ url: 'https://hooks.example.test/y', events: ['application.created'] }),
    'POST /api/saved-searches': async () => ({ name: 'Nights', query: 'shift=Nights', frequency: 'daily' }),
    'POST /api/org/jobs/:id/status': async () => ({ status: 'paused' }),
    'POST /api/org/members/:id/active': async () => ({ active: true }),
    'PATCH /api/admin/users/:id/role': async () => ({ role: 'organization' }),
    'POST /api/offers': async () => ({
      applicationId: (
        await buildApplication(t.app, worker.id, await buildJob(t.app, orgA.id, { recruiterId: recruiter.id }))
      ).id,
      terms: { pay: { hourly_rate: 60 } },
    }),
    // Not Working: the callers allowed past authorization are told why (409), strangers get 404.
    'POST /api/applications/:id/extension': async () => ({ end_date: '2032-06-27' }),
    'POST /api/org/jobs': async () => fakeJobInput(),
    'PATCH /api/org/jobs/:id': async () => fakeJobInput(),
    'POST /api/org/members/:id/reassign': async () => ({ toRecruiterId: recruiter.id }),
    'PATCH /api/org/api-keys/:id': async () => ({ name: 'renamed' }),
    'PUT /api/org/profile': async () => ({ name: 'Org A' }),
    'POST /api/application-journey/bulk': async () => ({
      action: 'status',
      status: 'Screening',
      applications: [
        {
          applicationId: (
            await buildApplication(t.app, worker.id, await buildJob(t.app, orgA.id, { recruiterId: recruiter.id }))
          ).id,
        },
      ],
    }),
    'PUT /api/notifications/settings': async () => ({ settings: [{ kind: 'offer', email: false }] }),
    'POST /api/applications/:id/contract/sign': async () => ({
      consent: true,
      fullName: 'Test worker',
      signature: { kind: 'typed', value: 'Test worker' },
    }),
    'POST /api/applications/:id/contract/countersign': async () => ({
      consent: true,
      fullName: 'Test recruiter',
      signature: { kind: 'typed', value: 'Test recruiter' },
    }),
    'POST /api/onboarding-items/:id/submit': async () => ({ documentId: await newDocument(), version: 1 }),
    'POST /api/onboarding-items/:id/review': async () => ({ decision: 'reject', reason: 'Matrix', version: 1 }),
    'POST /api/applications/:id/clear-override': async () => ({ reason: 'Matrix' }),
    'POST /api/onboarding-templates': async () => ({ label: 'Physical' }),
    'POST /api/applications/:id/referees': async () => referee(),
    'PUT /api/referees/:id': async () => referee(),
    'PUT /api/org/reference-questions': async () => ({
      questions: [{ id: 'unit', label: 'Which unit?', kind: 'text', required: true }],
    }),
    // Organization A has saved no clauses: version 0 is in force when its one allowed caller saves.
    'PUT /api/org/contract-clauses': async () => ({ clauses: ['Parking is free at the facility.'], version: 0 }),
    'PUT /api/assignments/:applicationId/terms': async () => ({ auto_approve_hours: 72 }),
    'POST /api/assignments/:applicationId/punches': async () => ({ kind: 'out' }),
    'PUT /api/assignments/:applicationId/weeks/:weekStart/entries': async () => ({ entries: [] }),
    'POST /api/assignments/:applicationId/weeks/:weekStart/dispute': async () => ({
      lines: [{ entry: crypto.randomUUID(), reason: 'Matrix' }],
    }),
    'POST /api/assignments/:applicationId/weeks/:weekStart/correction': async () => ({ reason: 'Matrix', version: 1 }),
    'POST /api/assignments/:applicationId/pay-preview': async () => ({ entries: [] }),
    'PUT /api/assignments/:applicationId/rate-card': async () => ({
      client_name: 'Client',
      client_address: 'Address',
      markup_bps: 2000,
      rates: [],
    }),
    'POST /api/timesheet-approval/:token/dispute': async () => ({
      lines: [{ entry: crypto.randomUUID(), reason: 'Matrix' }],
    }),
    'POST /api/applications/:id/reviews': async () => ({
      scores: { clinical_skills: 4, reliability: 4, teamwork: 4, communication: 4 },
      eligible_for_rehire: true,
    }),
    'POST /api/reviews/:id/reply': async () => ({ reply: 'Matrix reply' }),
    'POST /api/applications/:id/work-records': async () => ({ record_id: await workerRecord() }),
  };
}, 120_000);
afterAll(async () => t.close());

let bodies: Record<string, (id: string) => Promise<object>> = {};

/** Query strings that aim list routes at the worker of organization A. */
let queries: Record<string, string> = {};

async function resolve(method: string, url: string): Promise<{ url: string; id: string | null }> {
  const key = Object.keys(fixtures)
    .sort((a, b) => b.length - a.length)
    .find((k) => url.startsWith(`/api/${k}`));
  if (!url.includes(':'))
    return { url, id: key === 'application-journey' && method === 'PATCH' ? await fixtures[key]() : null };
  const id = key ? await fixtures[key]() : crypto.randomUUID();
  return { url: url.replace(/:[A-Za-z]+/, id).replace(':weekStart', MATRIX_WEEK), id };
}

describe('authorization matrix', () => {
  it('every registered API route has an entry', () => {
    const routes = t.app.routeCatalog
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    const missing = routes.filter((r) => !(r in MATRIX));
    expect(missing, 'routes without an authorization entry').toEqual([]);
  });

  it('each caller is allowed or refused exactly as the table says', async () => {
    const mismatches: string[] = [];
    for (const route of t.app.routeCatalog.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))) {
      const key = `${route.method} ${route.url}`;
      const allowed = MATRIX[key] ?? [];
      if (allowed.includes('websocket' as Caller)) continue;
      for (const caller of CALLERS) {
        const resolved = await resolve(route.method, route.url);
        const id = resolved.id;
        const url = resolved.url + (queries[key] ?? '');
        const bodyFor = bodies[key];
        const payload =
          route.method === 'GET' || route.method === 'DELETE' ? undefined : bodyFor ? await bodyFor(id ?? '') : {};
        // A fresh session per call: logout and password changes must not leak into later calls.
        const inject =
          caller === 'anon'
            ? (opts: InjectOptions) => t.app.inject(opts)
            : injectAs(t.app, await createSession(t.app, users[caller].id));
        const res = await inject({ method: route.method as 'GET', url, ...(payload ? { payload } : {}) });
        const want: Outcome = allowed.includes(caller) ? 'allow' : 'deny';
        // Without a valid body here, a 400 only says validation refused first: it is consistent with either.
        const inconclusive = res.statusCode === 400 && !bodyFor && route.method !== 'GET';
        const got: Outcome = inconclusive ? want : [401, 403, 404].includes(res.statusCode) ? 'deny' : 'allow';
        if (got !== want)
          mismatches.push(`${key} as ${caller}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        expect(res.statusCode, `${key} as ${caller}`).toBeLessThan(500);
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);
});
