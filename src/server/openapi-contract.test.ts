// The OpenAPI contract: every documented GET operation is called as a caller allowed to use it, on seeded data that
// fills its optional fields (an application with an offer and one without, credentials with and without expiry…),
// and the real answer must be 200 and match the documented response schema (a JSON body validated with Ajv, which
// reads OpenAPI's `nullable`; any other body must have a documented media type). An operation added without a case
// here fails the first test. The document itself: every operation has a written summary, an operationId and security.
import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { createTestApp, type TestApp } from './test/test-app';
import {
  buildApplication,
  buildJob,
  buildMember,
  buildOrg,
  buildUser,
  buildWorker,
  type TestUser,
} from './test/factories';
import { injectAs } from './test/inject-as';
import { signContractForTest } from './test/contract-factory';
import { assignments, documents, emailTokens, terminations, invoices, webhookDeliveries, webhooks } from './db/schema';
import { hashToken } from './security/tokens';
import { signUnsubscribe } from './modules/alerts/unsubscribe-signature';
import { signDocumentLink } from './modules/documents/signed-link';
import { MESSAGES } from '@/domain/shared';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema: object }>; headers?: Record<string, object> }
  >;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Who calls: a signed-in user, nobody, or the organization's API key. */
type Caller = TestUser | 'anonymous' | 'api-key';
interface Case {
  as: Caller;
  url: string;
}

let t: TestApp;
let spec: OpenApiDocument;
let apiKey: string;
let cases: Record<string, Case>;

// The server's clock (Date only) is set to a fixed instant while the data is seeded and while each case runs, so
// what is pending or due (an invitation, the past week) is so on that instant.
const NOW = new Date('2026-11-27T15:00:00Z');
const setClock = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
};
beforeEach(setClock);
afterEach(() => vi.useRealTimers());

beforeAll(async () => {
  setClock();
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  const org = await buildOrg(t.app, { name: 'Contract Health' });
  const recruiter = await buildMember(t.app, 'recruiter', org.id);
  const orgUser = await buildMember(t.app, 'organization', org.id);
  const admin = await buildUser(t.app, 'admin');
  const worker = await buildWorker(t.app);
  const job = await buildJob(t.app, org.id, { recruiterId: recruiter.id });
  const otherJob = await buildJob(t.app, org.id, { recruiterId: recruiter.id });
  const as = (user: TestUser) => injectAs(t.app, user);
  const ok = async (res: { statusCode: number; body: string }, what: string) => {
    if (res.statusCode >= 300) throw new Error(`seeding ${what}: ${res.statusCode} ${res.body}`);
    return JSON.parse(res.body || 'null');
  };

  // One application with an offer (offer status, decision maker, history with notes), one untouched (nulls).
  const offered = await buildApplication(t.app, worker.id, job, { status: 'Submitted' });
  const untouched = await buildApplication(t.app, worker.id, otherJob);
  await ok(
    await as(recruiter).post('/api/offers', {
      applicationId: offered.id,
      terms: { pay: { hourly_rate: 52 }, hours: { hours_per_week: 36 } },
      notes: 'Nights',
      version: offered.version,
    }),
    'offer',
  );

  // An assignment contract signed by both sides and sealed (the contract, its PDF, API v1's contract status).
  const contracted = await buildApplication(
    t.app,
    worker.id,
    await buildJob(t.app, org.id, { recruiterId: recruiter.id }),
    {
      status: 'Submitted',
    },
  );
  await ok(
    await as(recruiter).post('/api/offers', { applicationId: contracted.id, terms: { pay: { hourly_rate: 52 } } }),
    'offer',
  );
  await ok(await as(worker).post('/api/offers/respond', { applicationId: contracted.id, action: 'Accept' }), 'accept');
  await signContractForTest(t.app, contracted.id);

  // Documents: a dated licence (a credential status) and an undated resume (status null).
  const document = async (category: string, name: string, expiresOn: string | null) => {
    const key = `${worker.id}/${crypto.randomUUID()}.pdf`;
    await t.app.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const [d] = await t.app.db
      .insert(documents)
      .values({ ownerId: worker.id, category, name, fileKey: key, size: 15, contentType: 'application/pdf', expiresOn })
      .returning();
    return d;
  };
  const licence = await document('certificates', 'BLS', '2027-01-01');
  await document('resume', 'Resume.pdf', null);
  await ok(await as(worker).patch(`/api/credentials/${licence.id}`, { credential: 'BLS' }), 'credential');

  // A chat with a message, saved searches, an API key, a webhook with a failed and a delivered attempt, an invitation.
  const { chatId } = await ok(
    await as(worker).post('/api/ask-recruiter', {
      organization_id: org.id,
      recruiter_id: recruiter.id,
      job_id: job.id,
      gw_job_id: job.gwJobId,
      // A chat is created with its first message.
      message: 'Is parking free?',
    }),
    'chat',
  );
  const search = { name: 'ICU', query: 'q=icu', frequency: 'daily' };
  await ok(await as(worker).post('/api/saved-searches', search), 'saved search');
  const unsubscribed = await ok(await as(worker).post('/api/saved-searches', { ...search, name: 'ER' }), 'search');
  const unsubscribedId = String(unsubscribed.search?.id ?? unsubscribed.id);
  apiKey = (await ok(await as(orgUser).post('/api/org/api-keys', { name: 'ATS' }), 'API key')).key;
  const [hook] = await t.app.db
    .insert(webhooks)
    .values({
      organizationId: org.id,
      url: 'https://hooks.example.test/x',
      secret: 's',
      events: ['application.created'],
    })
    .returning();
  await t.app.db.insert(webhookDeliveries).values([
    { webhookId: hook.id, event: 'application.created', attempt: 1, responseStatus: null, error: 'timeout' },
    { webhookId: hook.id, event: 'application.created', attempt: 2, responseStatus: 200, error: null },
  ]);
  const invitation = crypto.randomBytes(24).toString('base64url');
  await t.app.db.insert(emailTokens).values({
    purpose: 'invite',
    tokenHash: hashToken(invitation),
    organizationId: org.id,
    email: 'invitee@test.example',
    expiresAt: new Date(NOW.getTime() + 86_400_000),
  });

  // Hours and pay (issue 44): a Working placement whose assignment has complete terms and an approved past week.
  const working = await buildApplication(
    t.app,
    worker.id,
    await buildJob(t.app, org.id, { recruiterId: recruiter.id }),
    { status: 'Working' },
  );
  const terms = {
    rule_set: 'california',
    workweek_starts_on: 0,
    time_zone: 'America/Los_Angeles',
    start_date: '2026-01-04',
    end_date: '2026-12-26',
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
    stipend_prorated: true,
    scheduled_minutes_per_week: 2160,
    classification: 'w2',
    auto_approve_hours: 72,
  };
  await t.app.db
    .insert(assignments)
    .values({ applicationId: working.id, organizationId: org.id, workerId: worker.id, stated: terms, terms });
  const week = `/api/assignments/${working.id}/weeks/2026-11-15`;
  // An assignment ended early (issue 45): a Done placement with its termination recorded.
  const ended = await buildApplication(t.app, worker.id, await buildJob(t.app, org.id, { recruiterId: recruiter.id }), {
    status: 'Done',
  });
  await t.app.db
    .insert(assignments)
    .values({ applicationId: ended.id, organizationId: org.id, workerId: worker.id, stated: terms, terms });
  await t.app.db.insert(terminations).values({
    applicationId: ended.id,
    organizationId: org.id,
    workerId: worker.id,
    side: 'organization',
    reasonCode: 'low_census',
    noticeDate: '2026-11-23',
    effectiveDate: '2026-11-23',
    owed: {
      notice_date: '2026-11-23',
      effective_date: '2026-11-23',
      notice_days: 14,
      notice_source: 'Two weeks notice',
      protected_through: '2026-12-07',
      short_days: 14,
      lines: [],
      owed_to_worker_cents: 0,
      owed_by_worker_cents: 0,
      note: null,
    },
  });
  const shift = (date: string, kind = 'worked') => ({
    date,
    start: '07:00',
    end: '19:30',
    kind,
    breaks: [{ start: '12:00', end: '12:30', kind: 'meal' }],
    note: 'Ward 4',
  });
  await ok(
    await as(worker).put(`${week}/entries`, {
      entries: [shift('2026-11-16'), shift('2026-11-18'), shift('2026-11-20', 'orientation')],
    }),
    'timesheet entries',
  );
  await ok(await as(worker).post(`${week}/submit`, {}), 'timesheet submit');
  await ok(await as(recruiter).post(`${week}/approve`, {}), 'timesheet approve');

  // A Done placement reviewed by both sides: do not return (attendance) with the worker's reply (issue 45).
  const done = await buildApplication(t.app, worker.id, await buildJob(t.app, org.id, { recruiterId: recruiter.id }), {
    status: 'Done',
  });
  const orgReview = await ok(
    await as(recruiter).post(`/api/applications/${done.id}/reviews`, {
      scores: { clinical_skills: 4, reliability: 2, teamwork: 4, communication: 3 },
      comments: 'Late to four shifts.',
      eligible_for_rehire: false,
      do_not_return_reason: 'attendance',
    }),
    'review of the worker',
  );
  await ok(
    await as(worker).post(`/api/applications/${done.id}/reviews`, {
      scores: { orientation: 4, staffing_ratios: 2, management_support: 3 },
      would_return: true,
    }),
    'review of the facility',
  );
  await ok(await as(worker).post(`/api/reviews/${orgReview.id}/reply`, { reply: 'My car broke down.' }), 'reply');

  // A Done placement and the work record the worker downloaded of it (issue 45).
  const recorded = await buildApplication(
    t.app,
    worker.id,
    await buildJob(t.app, org.id, { recruiterId: recruiter.id }),
    { status: 'Done' },
  );
  const issued = await as(worker).get(`/api/applications/${recorded.id}/work-record`);
  if (issued.statusCode !== 200) throw new Error(`work record: ${issued.statusCode} ${issued.body}`);
  const recordId = String(issued.headers['x-work-record-id']);

  // A rate card on the working placement and an invoice of one of its weeks (issue 45).
  const card = await injectAs(t.app, orgUser).put(`/api/assignments/${working.id}/rate-card`, {
    client_name: 'Mercy General',
    client_address: '1 Main Street\nSacramento, CA',
    markup_bps: 2500,
    rates: [{ code: 'REG', bill_rate_cents: 7000 }],
  });
  if (card.statusCode !== 200) throw new Error(`rate card: ${card.statusCode} ${card.body}`);
  const [invoice] = await t.app.db
    .insert(invoices)
    .values({
      organizationId: org.id,
      applicationId: working.id,
      weekStart: '2026-11-15',
      kind: 'invoice',
      version: 1,
      weekVersion: 1,
      clientName: 'Mercy General',
      clientAddress: '1 Main Street',
      lines: [
        {
          code: 'REG',
          minutes: 2400,
          bill_rate_cents: 7000,
          amount_cents: 280000,
          basis: 'rate',
          pay_amount_cents: 200000,
        },
      ],
    })
    .returning({ id: invoices.id });

  const secret = t.config.sessionSecret;
  cases = {
    '/api/applications/{id}/work-record': { as: worker, url: `/api/applications/${recorded.id}/work-record` },
    '/api/work-records': { as: worker, url: '/api/work-records' },
    '/api/work-records/{id}': { as: 'anonymous', url: `/api/work-records/${recordId}` },
    '/api/applications/{id}/work-records': { as: recruiter, url: `/api/applications/${recorded.id}/work-records` },
    '/api/assignments/{applicationId}': { as: worker, url: `/api/assignments/${working.id}` },
    '/api/assignments/{applicationId}/weeks/{weekStart}': { as: recruiter, url: week },
    '/api/assignments/{applicationId}/weeks/{weekStart}/statement': { as: worker, url: `${week}/statement` },
    '/api/assignments/{applicationId}/weeks/{weekStart}/statement.pdf': { as: worker, url: `${week}/statement.pdf` },
    '/api/assignments/{applicationId}/ledger': { as: orgUser, url: `/api/assignments/${working.id}/ledger` },
    // The last approved week ends 2026-11-21; the contract ends 2026-12-26.
    '/api/applications/{id}/termination-preview': {
      as: orgUser,
      url: `/api/applications/${working.id}/termination-preview?effective_date=2026-12-19&reason_code=low_census`,
    },
    '/api/applications/{id}/termination': { as: worker, url: `/api/applications/${ended.id}/termination` },
    '/api/assignments/ending-soon': { as: recruiter, url: '/api/assignments/ending-soon' },
    '/api/v1/applications/{id}/termination': { as: 'api-key', url: `/api/v1/applications/${ended.id}/termination` },
    '/api/timesheets': { as: orgUser, url: '/api/timesheets?status=approved' },
    '/api/v1/timesheets': { as: 'api-key', url: '/api/v1/timesheets?status=approved' },
    '/api/assignments/{applicationId}/rate-card': { as: orgUser, url: `/api/assignments/${working.id}/rate-card` },
    '/api/invoices': { as: orgUser, url: '/api/invoices' },
    '/api/invoices/{id}': { as: orgUser, url: `/api/invoices/${invoice.id}` },
    '/api/v1/invoices': { as: 'api-key', url: '/api/v1/invoices' },
    '/api/timesheets.csv': { as: orgUser, url: '/api/timesheets.csv?status=approved' },
    '/api/applications/{id}/reviews': { as: worker, url: `/api/applications/${done.id}/reviews` },
    '/api/v1/applications/{id}/reviews': { as: 'api-key', url: `/api/v1/applications/${done.id}/reviews` },
    '/api/reviews/do-not-return': { as: orgUser, url: '/api/reviews/do-not-return' },
    '/api/jobs/{id}/facility-reviews': { as: worker, url: `/api/jobs/${job.id}/facility-reviews` },
    '/api/timesheet-approval/{token}': { as: 'anonymous', url: `/api/timesheet-approval/${'x'.repeat(43)}` },
    '/api/auth/me': { as: worker, url: '/api/auth/me' },
    '/api/jobs': { as: worker, url: '/api/jobs' },
    '/api/jobs/{id}': { as: worker, url: `/api/jobs/${job.id}` },
    '/api/worker-profile': { as: worker, url: '/api/worker-profile' },
    '/api/worker-profile/completeness': { as: worker, url: '/api/worker-profile/completeness' },
    '/api/applications/counts': { as: recruiter, url: '/api/applications/counts' },
    '/api/applications/board': { as: recruiter, url: '/api/applications/board' },
    '/api/applications/job-options': { as: recruiter, url: '/api/applications/job-options' },
    '/api/applications': { as: recruiter, url: '/api/applications?status=offered' },
    '/api/applications/{id}': { as: recruiter, url: `/api/applications/${offered.id}` },
    '/api/user/{userId}': { as: recruiter, url: `/api/user/${worker.id}` },
    '/api/recruiters': { as: orgUser, url: '/api/recruiters' },
    '/api/applications/{id}/offers': { as: worker, url: `/api/applications/${offered.id}/offers` },
    '/api/work-journey': { as: worker, url: '/api/work-journey' },
    '/api/applications/{id}/contract': { as: worker, url: `/api/applications/${contracted.id}/contract` },
    '/api/applications/{id}/contract/pdf': { as: orgUser, url: `/api/applications/${contracted.id}/contract/pdf` },
    '/api/v1/applications/{id}/contract': { as: 'api-key', url: `/api/v1/applications/${contracted.id}/contract` },
    '/api/applications/{id}/onboarding': { as: worker, url: `/api/applications/${contracted.id}/onboarding` },
    '/api/v1/applications/{id}/onboarding': {
      as: 'api-key',
      url: `/api/v1/applications/${contracted.id}/onboarding`,
    },
    '/api/onboarding-templates': { as: orgUser, url: '/api/onboarding-templates' },
    '/api/documents': { as: worker, url: `/api/documents?workerId=${worker.id}` },
    '/api/documents/{id}/file': { as: 'anonymous', url: signDocumentLink(secret, licence.id).url },
    '/api/documents/profile-export': { as: recruiter, url: `/api/documents/profile-export?workerId=${worker.id}` },
    '/api/chats': { as: worker, url: '/api/chats' },
    '/api/chats/{id}': { as: recruiter, url: `/api/chats/${chatId}` },
    '/api/chats/{id}/messages': { as: recruiter, url: `/api/chats/${chatId}/messages` },
    '/api/messages/unread': { as: recruiter, url: '/api/messages/unread' },
    // The chat above left the recruiter an unread message item: the list has one item to check against its schema.
    '/api/notifications': { as: recruiter, url: '/api/notifications' },
    '/api/notifications/unread': { as: recruiter, url: '/api/notifications/unread' },
    '/api/notifications/settings': { as: worker, url: '/api/notifications/settings' },
    '/api/org/jobs': { as: orgUser, url: '/api/org/jobs' },
    '/api/org/jobs/{id}': { as: orgUser, url: `/api/org/jobs/${job.id}` },
    '/api/org/preferences': { as: orgUser, url: '/api/org/preferences' },
    '/api/org/members': { as: orgUser, url: '/api/org/members' },
    '/api/invitations/{token}': { as: 'anonymous', url: `/api/invitations/${invitation}` },
    '/api/admin/users': { as: admin, url: '/api/admin/users' },
    '/api/admin/notices': { as: admin, url: '/api/admin/notices' },
    '/api/dashboard/summary': { as: orgUser, url: '/api/dashboard/summary' },
    '/api/org/profile': { as: orgUser, url: '/api/org/profile' },
    '/api/me/settings': { as: recruiter, url: '/api/me/settings' },
    '/api/me/export': { as: worker, url: '/api/me/export' },
    '/api/org/api-keys': { as: orgUser, url: '/api/org/api-keys' },
    '/api/v1/jobs': { as: 'api-key', url: '/api/v1/jobs' },
    '/api/v1/jobs/{id}': { as: 'api-key', url: `/api/v1/jobs/${job.id}` },
    '/api/v1/applications': { as: 'api-key', url: '/api/v1/applications' },
    '/api/v1/applications/{id}/history': { as: 'api-key', url: `/api/v1/applications/${offered.id}/history` },
    '/api/org/webhooks': { as: orgUser, url: '/api/org/webhooks' },
    '/api/org/webhooks/{id}/deliveries': { as: orgUser, url: `/api/org/webhooks/${hook.id}/deliveries` },
    '/api/credentials': { as: worker, url: '/api/credentials' },
    '/api/applications/{id}/credential-alerts': {
      as: recruiter,
      url: `/api/applications/${offered.id}/credential-alerts`,
    },
    '/api/credential-alerts': { as: recruiter, url: `/api/credential-alerts?ids=${offered.id},${untouched.id}` },
    '/api/saved-searches': { as: worker, url: '/api/saved-searches' },
    '/api/saved-searches/unsubscribe': {
      as: 'anonymous',
      url: `/api/saved-searches/unsubscribe?id=${unsubscribedId}&sig=${signUnsubscribe(secret, unsubscribedId)}`,
    },
    '/api/applications/{id}/referees': { as: recruiter, url: `/api/applications/${offered.id}/referees` },
    '/api/references/{token}': { as: 'anonymous', url: `/api/references/${'x'.repeat(43)}` },
    '/api/org/reference-questions': { as: orgUser, url: '/api/org/reference-questions' },
    '/api/org/contract-clauses': { as: orgUser, url: '/api/org/contract-clauses' },
    '/api/dashboard/overdue-items': { as: orgUser, url: '/api/dashboard/overdue-items' },
  };
  spec = t.app.swagger() as unknown as OpenApiDocument;
  vi.useRealTimers();
}, 180_000);
afterAll(async () => {
  vi.useRealTimers(); // also when the seeding failed half-way
  await t?.close();
});

const getOperations = () =>
  Object.entries(spec.paths).flatMap(([path, ops]) => (ops.get ? [[path, ops.get] as const] : []));

// ajv-formats is CommonJS: its default export arrives wrapped under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));

/** OpenAPI 3.0's boolean exclusiveMinimum/exclusiveMaximum (beside minimum/maximum) in JSON Schema's numeric form. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = toJsonSchema(v);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag]) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  return out;
}

function call({ as, url }: Case) {
  const headers: Record<string, string> =
    as === 'anonymous' ? {} : as === 'api-key' ? { authorization: `Bearer ${apiKey}` } : { cookie: as.cookie };
  return t.app.inject({ method: 'GET', url, headers });
}

/** True when a documented media type (which may be a range such as image/* or *\/*) covers `contentType`. */
const covers = (documented: string, contentType: string) => {
  const [type, subtype] = documented.split('/');
  const [actualType, actualSubtype] = contentType.split(';')[0].trim().split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
};

describe('the OpenAPI document', () => {
  it('has a case below for every GET operation it documents', () => {
    expect(
      getOperations()
        .map(([path]) => path)
        .sort(),
    ).toEqual(Object.keys(cases).sort());
  });

  it('gives every operation a written summary, a unique operationId and its security', () => {
    const ops = Object.entries(spec.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(ops.length).toBeGreaterThan(80);
    const missing = ops.filter(({ key, op }) => !op.summary || op.summary === key.replace(/\{(\w+)\}/g, ':$1'));
    expect(missing.map((o) => o.key)).toEqual([]);
    expect(new Set(ops.map(({ op }) => op.operationId)).size).toBe(ops.length);
    expect(ops.filter(({ op }) => !Array.isArray(op.security)).map((o) => o.key)).toEqual([]);
  });

  it('lists null in every nullable enum (a response holding null must match its own schema)', () => {
    const offenders: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}/${i}`));
      if (!node || typeof node !== 'object') return;
      const s = node as Record<string, unknown>;
      if (s.nullable === true && Array.isArray(s.enum) && !s.enum.includes(null)) offenders.push(where);
      for (const [k, v] of Object.entries(s)) walk(v, `${where}/${k}`);
    };
    walk(spec, '');
    expect(offenders).toEqual([]);
  });

  it('documents the session cookie and the API key as security schemes', () => {
    const schemes = (spec as unknown as { components: { securitySchemes: Record<string, object> } }).components
      .securitySchemes;
    expect(schemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(spec.paths['/api/applications']!.get!.security).toEqual([{ session: [] }]);
    expect(spec.paths['/api/v1/jobs']!.get!.security).toEqual([{ bearer: [] }]);
    expect(spec.paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(Object.keys(spec.paths['/api/offers']!.post!.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '409']),
    );
  });
});

describe('every GET route answers what its schema documents', () => {
  it('answers 200 with a body matching the documented 200 response, as an allowed caller on seeded data', async () => {
    const failures: unknown[] = [];
    for (const [path, op] of getOperations()) {
      const res = await call(cases[path]!);
      if (res.statusCode !== 200) {
        failures.push({ path, status: res.statusCode, body: res.body.slice(0, 300) });
        continue;
      }
      const content = op.responses['200']?.content ?? {};
      const contentType = String(res.headers['content-type'] ?? '');
      const json = content['application/json'];
      if (!json) {
        if (!Object.keys(content).some((type) => covers(type, contentType))) failures.push({ path, contentType });
        continue;
      }
      const validate = ajv.compile(toJsonSchema(json.schema) as object);
      if (!contentType.startsWith('application/json')) failures.push({ path, contentType });
      else if (!validate(res.json())) failures.push({ path, errors: validate.errors });
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('every route that can answer 429 documents it (issue 41)', () => {
  /** `/api/applications/:id/offers` → `/api/applications/{id}/offers`, as the document keys its paths. */
  const documentedPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

  it('documents a 429 in the error shape, with Retry-After, on every rate-limited route of the catalogue', () => {
    const limited = t.app.routeCatalog.filter(
      (r) => r.limited && r.url.startsWith('/api/') && !(r.schema as { hide?: boolean } | undefined)?.hide,
    );
    // Auth, references, work records, messages, timesheets, account, public pages, settings, team, exports…
    expect(limited.length).toBeGreaterThan(30);
    const errorBody = spec.paths['/api/offers']!.post!.responses['400']!.content!['application/json']!.schema;
    const missing = limited.flatMap(({ method, url }) => {
      const answer = spec.paths[documentedPath(url)]?.[method.toLowerCase()]?.responses['429'];
      const ok =
        answer?.description?.includes('RATE_LIMITED') &&
        JSON.stringify(answer.content?.['application/json']?.schema) === JSON.stringify(errorBody) &&
        answer.headers?.['Retry-After'] !== undefined;
      return ok ? [] : [`${method} ${url}`];
    });
    expect(missing).toEqual([]);
  });

  it("answers the rate limiter's refusal in the documented 429 shape", async () => {
    const op = spec.paths['/api/auth/forgot-password']!.post!;
    const validate = ajv.compile(toJsonSchema(op.responses['429']!.content!['application/json']!.schema) as object);
    let refused: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    // Each email a different address: the mail caps per recipient never answer first, only the route's limit.
    for (let i = 0; i < 10 && !refused; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `nobody-${i}@limit.example` },
      });
      if (res.statusCode === 429) refused = res;
      else expect(res.statusCode).toBe(200);
    }
    expect(refused?.json()).toEqual({ error: 'RATE_LIMITED', message: MESSAGES.errors.rateLimited });
    expect(validate(refused!.json())).toBe(true);
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
