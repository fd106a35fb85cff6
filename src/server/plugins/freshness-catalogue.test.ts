// The freshness property, generated from the route catalogue (app.routeCatalog): for EVERY write route and EVERY
// cached GET, a write through one instance (the writer) is visible on the very next read through another (the
// reader), whose cache was warm. "Visible" means the reader answers exactly what an instance without any cache (the
// reference) answers, and answers 304 to the pre-write ETag only if the data did not change. A write route or a
// cached GET added without an entry below fails this test.
// With TEST_DATABASE_URL (CI) the three are separate pools on one PostgreSQL (bumps travel by LISTEN/NOTIFY);
// without it they are three app instances on one embedded PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { createLocalStorage } from '../storage/local';
import { buildApp } from '../app';
import { openTestDatabase } from '../test/test-app';
import {
  buildApplication,
  buildJob,
  buildMember,
  buildOrgWithTeam,
  buildUser,
  buildWorker,
  TEST_PASSWORD,
  type TestUser,
} from '../test/factories';
import { createSession } from '../test/session';
import { injectAs } from '../test/inject-as';
import { pastMailCooldown } from '../test/clock';
import { multipartBody } from '../test/server-process';
import { makePdf } from '../db/seed-files';
import { fakeJob } from '../db/seed';
import { applications, assignments, cacheVersions, notifications, onboardingItems, sentEmails } from '../db/schema';
import { clearPrerequisitesForTest } from '../test/placement-factory';
import { TABLES } from '../db/table-versions';
import type { AssignmentTermsData } from '@/domain/timesheets';

const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

let drop: () => Promise<void>;
let extra: Database[] = [];
let writer: FastifyInstance;
let reader: FastifyInstance;
let reference: FastifyInstance;
let dir: string;

beforeAll(async () => {
  const first = await openTestDatabase();
  drop = first.drop;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carelink-fresh-'));
  const env = { NODE_ENV: 'test', DATA_DIR: dir, SESSION_SECRET: 'test-secret' };
  const cached = { ...loadConfig(env), rateLimitMax: 1_000_000 };
  const uncached = { ...cached, responseCache: false, sessionCacheTtlMs: 0 };
  const storage = createLocalStorage(path.join(dir, 'files'));
  writer = await buildApp({ config: cached, database: first.database, storage });
  if (ON_POSTGRES) {
    const url = await databaseUrlOf(first.database);
    extra = [await openPostgres(url), await openPostgres(url)];
    reader = await buildApp({ config: cached, database: extra[0], storage });
    reference = await buildApp({ config: uncached, database: extra[1], storage });
  } else {
    // On one PGlite the hub's own events (session revocations) stay in their instance (one instance is how PGlite is
    // deployed), so the reader checks sessions on every request; its response cache is on as in production.
    reader = await buildApp({ config: { ...cached, sessionCacheTtlMs: 0 }, database: first.database, storage });
    reference = await buildApp({ config: uncached, database: first.database, storage });
  }
  for (const a of [writer, reader, reference]) await a.ready();
}, 120_000);

afterAll(async () => {
  for (const a of [reference, reader, writer]) await a?.close();
  for (const d of extra) await d.close();
  await drop?.();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function databaseUrlOf(database: Database): Promise<string> {
  const res = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${res.rows[0].name}`;
  return u.toString();
}

/** The world every write and read is aimed at: one organization's team, a worker who applied, their chat, a document. */
interface World {
  orgId: string;
  orgUser: TestUser;
  recruiter: TestUser;
  worker: TestUser;
  job: Awaited<ReturnType<typeof buildJob>>;
  applicationId: string;
  chatId: string;
  documentId: string;
}

const JOB = {
  title: 'ICU Nurse',
  profession: 'Registered Nurse',
  specialty: 'ICU',
  terms: 'Travel Contract',
  description: 'Nights in a level I trauma ICU.',
  pay: { hourly_rate: 50, non_taxable_weekly: 1300 },
  hours: { hours_per_week: 36, hours_per_shift: 12, shifts_per_week: 3 },
  schedule: { shift_time: 'Nights', start_date: '2026-12-01' },
  location: { state: 'GA', city: 'Atlanta', facility: 'Grady' },
  requirements: { certifications: ['BLS'] },
};
const TERMS = { pay: { hourly_rate: 52, taxable_weekly: 1872 }, hours: { hours_per_week: 36 } };

/** A request through the writer, as `who` on a session of its own (a logout or password change ends only that one). */
async function act(who: TestUser | null, method: InjectOptions['method'], url: string, payload?: object) {
  const inject = who ? injectAs(writer, await createSession(writer, who.id)) : writer.inject.bind(writer);
  const res = await inject({ method, url, ...(payload ? { payload } : {}) } as InjectOptions);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
}

async function uploadDocument(worker: TestUser): Promise<string> {
  const form = multipartBody(
    { category: 'certificates', expiresOn: '2030-01-31' },
    { name: 'BLS.pdf', content: await makePdf('BLS card'), type: 'application/pdf' },
  );
  const res = await injectAs(writer, worker).post('/api/documents/upload', form.body, {
    headers: { 'content-type': form.contentType },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: string } }).data.id;
}

async function world(): Promise<World> {
  const { org, orgUser, recruiter } = await buildOrgWithTeam(writer);
  const worker = await buildWorker(writer);
  const job = await buildJob(writer, org.id, { recruiterId: recruiter.id, ...JOB });
  const application = await buildApplication(writer, worker.id, job);
  const asked = await act(worker, 'POST', '/api/ask-recruiter', {
    organization_id: org.id,
    recruiter_id: recruiter.id,
    job_id: job.id,
    gw_job_id: job.gwJobId,
    worker_id: worker.id,
    message: 'Is the unit level I?',
  });
  const chatId = (asked.json() as { chatId: string }).chatId;
  const documentId = await uploadDocument(worker);
  return { orgId: org.id, orgUser, recruiter, worker, job, applicationId: application.id, chatId, documentId };
}

/** The link token of the last email sent to `to` (delivered by the outbox first). */
async function tokenMailedTo(to: string, link: string): Promise<string> {
  await writer.outbox.drain();
  const [mail] = await writer.db
    .select()
    .from(sentEmails)
    .where(eq(sentEmails.to, to))
    .orderBy(desc(sentEmails.id))
    .limit(1);
  const token = new RegExp(`/${link}\\?token=([\\w-]+)`).exec(mail?.text ?? '')?.[1];
  expect(token, `a ${link} link mailed to ${to}`).toMatch(/^[\w-]{20,}$/);
  return token!;
}

/** A contract signature body: consent, the signer's account name, typed. */
const signed = (name: string) => ({ consent: true, fullName: name, signature: { kind: 'typed', value: name } });

const email = () => `fresh-${crypto.randomBytes(5).toString('hex')}@example.test`;

/** The reads of each cached GET in a world (every cached route of the catalogue must have an entry). */
const READS: Record<string, (w: World) => [TestUser, string][]> = {
  'GET /api/jobs': (w) => [
    [w.worker, '/api/jobs?pageSize=50'],
    [w.recruiter, '/api/jobs?pageSize=50&q=ICU'],
  ],
  'GET /api/jobs/:id': (w) => [
    [w.worker, `/api/jobs/${w.job.id}`],
    [w.worker, `/api/jobs/${w.job.gwJobId}`],
    [w.recruiter, `/api/jobs/${w.job.id}`],
  ],
  'GET /api/applications/counts': (w) => [
    [w.recruiter, '/api/applications/counts'],
    [w.orgUser, '/api/applications/counts'],
  ],
  'GET /api/applications': (w) => [
    [w.recruiter, '/api/applications?status=New'],
    [w.orgUser, '/api/applications?status=Screening'],
  ],
  'GET /api/applications/board': (w) => [[w.recruiter, '/api/applications/board']],
  'GET /api/applications/:id': (w) => [
    [w.worker, `/api/applications/${w.applicationId}`],
    [w.recruiter, `/api/applications/${w.applicationId}`],
  ],
  'GET /api/applications/:id/offers': (w) => [
    [w.worker, `/api/applications/${w.applicationId}/offers`],
    [w.orgUser, `/api/applications/${w.applicationId}/offers`],
  ],
  'GET /api/work-journey': (w) => [[w.worker, '/api/work-journey']],
  'GET /api/chats': (w) => [
    [w.worker, '/api/chats'],
    [w.recruiter, '/api/chats'],
  ],
};

/** Each write route: its preparation (run before the reads are warmed), answering the write itself. */
type Write = (w: World) => Promise<() => Promise<unknown>>;
const WRITES: Record<string, Write> = {
  'POST /api/auth/signup': async () => () =>
    act(null, 'POST', '/api/auth/signup', {
      first_name: 'New',
      last_name: 'Worker',
      email: email(),
      password: TEST_PASSWORD,
      role: 'worker',
    }),
  'POST /api/auth/login': async (w) => () =>
    act(null, 'POST', '/api/auth/login', { email: w.worker.email, password: TEST_PASSWORD }),
  'POST /api/auth/logout': async (w) => () => act(w.worker, 'POST', '/api/auth/logout', {}),
  'POST /api/auth/verify-email': async () => {
    const address = email();
    await act(null, 'POST', '/api/auth/signup', {
      first_name: 'Una',
      last_name: 'Verified',
      email: address,
      password: TEST_PASSWORD,
      role: 'worker',
    });
    const token = await tokenMailedTo(address, 'verify-email');
    return () => act(null, 'POST', '/api/auth/verify-email', { token });
  },
  'POST /api/auth/forgot-password': async (w) => () =>
    act(null, 'POST', '/api/auth/forgot-password', { email: w.worker.email }),
  'POST /api/auth/reset-password': async (w) => {
    await act(null, 'POST', '/api/auth/forgot-password', { email: w.worker.email });
    const token = await tokenMailedTo(w.worker.email, 'reset-password');
    return () => act(null, 'POST', '/api/auth/reset-password', { token, password: 'a-new-password-2' });
  },
  // Reads a link's state and writes nothing: the reads must still equal the reference after it.
  'POST /api/auth/check-link': async () => () =>
    act(null, 'POST', '/api/auth/check-link', { token: 'no-such-token', purpose: 'password-reset' }),
  'POST /api/auth/confirm-email': async (w) => {
    const address = email();
    await act(w.worker, 'POST', '/api/me/email', { email: address, password: TEST_PASSWORD });
    const token = await tokenMailedTo(address, 'confirm-email');
    return () => act(null, 'POST', '/api/auth/confirm-email', { token });
  },
  'POST /api/auth/resend-verification': async () => {
    const unverified = await buildWorker(writer, { verified: false });
    return () => act(unverified, 'POST', '/api/auth/resend-verification', {});
  },
  'POST /api/invitations/accept': async (w) => {
    const address = email();
    await act(w.orgUser, 'POST', '/api/org/invitations', { email: address });
    const token = await tokenMailedTo(address, 'invite');
    return () =>
      act(null, 'POST', '/api/invitations/accept', {
        token,
        first_name: 'Nia',
        last_name: 'Joined',
        password: TEST_PASSWORD,
      });
  },
  'POST /api/worker-job-apply': async (w) => {
    const job = await buildJob(writer, w.orgId, { recruiterId: w.recruiter.id, ...JOB, title: 'ICU Nurse Days' });
    return () =>
      act(w.worker, 'POST', '/api/worker-job-apply', {
        status: 'New',
        job_id: job.id,
        recruiter_id: w.recruiter.id,
        organization_id: w.orgId,
        gw_job_id: job.gwJobId,
        auto_offer_consent: false,
      });
  },
  'PUT /api/worker-profile': async (w) => () =>
    act(w.worker, 'PUT', '/api/worker-profile', { summary: { min_weekly_pay: 9000 } }),
  'PATCH /api/credentials/:documentId': async (w) => () =>
    act(w.worker, 'PATCH', `/api/credentials/${w.documentId}`, { credential: 'BLS', expiresOn: '2031-05-05' }),
  'POST /api/saved-searches': async (w) => () =>
    act(w.worker, 'POST', '/api/saved-searches', { name: 'ICU', query: 'q=icu', frequency: 'daily' }),
  'PATCH /api/saved-searches/:id': async (w) => {
    const id = await savedSearch(w);
    return () => act(w.worker, 'PATCH', `/api/saved-searches/${id}`, { name: 'Nights' });
  },
  'DELETE /api/saved-searches/:id': async (w) => {
    const id = await savedSearch(w);
    return () => act(w.worker, 'DELETE', `/api/saved-searches/${id}`);
  },
  'PATCH /api/application-journey': async (w) => () =>
    act(w.recruiter, 'PATCH', '/api/application-journey', { status: 'Screening', applicationId: w.applicationId }),
  'POST /api/application-journey/assign-recruiter': async (w) => {
    const other = await buildMember(writer, 'recruiter', w.orgId);
    return () =>
      act(w.orgUser, 'POST', '/api/application-journey/assign-recruiter', {
        applicationId: w.applicationId,
        newRecruiterId: other.id,
        recruiterName: 'Other Recruiter',
      });
  },
  'POST /api/application-journey/bulk': async (w) => () =>
    act(w.recruiter, 'POST', '/api/application-journey/bulk', {
      action: 'status',
      status: 'Screening',
      applications: [{ applicationId: w.applicationId }],
    }),
  'POST /api/revalidate/dashboard': async (w) => () => act(w.recruiter, 'POST', '/api/revalidate/dashboard', {}),
  'POST /api/offers': async (w) => () =>
    act(w.recruiter, 'POST', '/api/offers', { applicationId: w.applicationId, terms: TERMS }),
  'POST /api/offers/respond': async (w) => {
    await act(w.recruiter, 'POST', '/api/offers', { applicationId: w.applicationId, terms: TERMS });
    return () => act(w.worker, 'POST', '/api/offers/respond', { applicationId: w.applicationId, action: 'Accept' });
  },
  'POST /api/applications/:id/contract/sign': async (w) => {
    await act(w.recruiter, 'POST', '/api/offers', { applicationId: w.applicationId, terms: TERMS });
    await act(w.worker, 'POST', '/api/offers/respond', { applicationId: w.applicationId, action: 'Accept' });
    return () => act(w.worker, 'POST', `/api/applications/${w.applicationId}/contract/sign`, signed('Test worker'));
  },
  'POST /api/applications/:id/contract/countersign': async (w) => {
    await act(w.recruiter, 'POST', '/api/offers', { applicationId: w.applicationId, terms: TERMS });
    await act(w.worker, 'POST', '/api/offers/respond', { applicationId: w.applicationId, action: 'Accept' });
    await act(w.worker, 'POST', `/api/applications/${w.applicationId}/contract/sign`, signed('Test worker'));
    return () =>
      act(w.recruiter, 'POST', `/api/applications/${w.applicationId}/contract/countersign`, signed('Test recruiter'));
  },
  'POST /api/documents/upload': async (w) => () => uploadDocument(w.worker),
  'DELETE /api/documents/:id': async (w) => () => act(w.worker, 'DELETE', `/api/documents/${w.documentId}`),
  'POST /api/document': async (w) => () =>
    act(w.worker, 'POST', '/api/document', {
      documentId: w.documentId,
      category: 'certificates',
      workerId: w.worker.id,
    }),
  'POST /api/generate-profile-pdf': async (w) => () =>
    act(w.recruiter, 'POST', '/api/generate-profile-pdf', { user_id: w.worker.id, name: 'Worker' }),
  'POST /api/ask-recruiter': async (w) => () =>
    act(w.worker, 'POST', '/api/ask-recruiter', {
      organization_id: w.orgId,
      recruiter_id: w.recruiter.id,
      job_id: w.job.id,
      gw_job_id: w.job.gwJobId,
      worker_id: w.worker.id,
      message: 'And the parking?',
    }),
  'POST /api/chats/:id/messages': async (w) => () =>
    act(w.recruiter, 'POST', `/api/chats/${w.chatId}/messages`, { body: 'Yes, level I.' }),
  'POST /api/chats/:id/read': async (w) => {
    const sent = await act(w.recruiter, 'POST', `/api/chats/${w.chatId}/messages`, { body: 'Yes, level I.' });
    const id = (sent.json() as { id?: number; message?: { id: number } }).message?.id ?? sent.json().id;
    return () => act(w.worker, 'POST', `/api/chats/${w.chatId}/read`, { lastReadMessageId: id });
  },
  'POST /api/notifications/:id/read': async (w) => {
    const [n] = await writer.db
      .insert(notifications)
      .values({ userId: w.worker.id, kind: 'offer', link: '/work-journey' })
      .returning({ id: notifications.id });
    return () => act(w.worker, 'POST', `/api/notifications/${n.id}/read`, {});
  },
  'POST /api/notifications/read-all': async (w) => () => act(w.worker, 'POST', '/api/notifications/read-all', {}),
  'PUT /api/notifications/settings': async (w) => () =>
    act(w.worker, 'PUT', '/api/notifications/settings', { settings: [{ kind: 'offer', email: false }] }),
  'PUT /api/me/settings': async (w) => () =>
    act(w.worker, 'PUT', '/api/me/settings', { first_name: 'Renamed', last_name: 'Worker' }),
  'POST /api/me/password': async (w) => () =>
    act(w.worker, 'POST', '/api/me/password', { current_password: TEST_PASSWORD, new_password: 'a-new-password-1' }),
  'POST /api/me/email': async (w) => () =>
    act(w.worker, 'POST', '/api/me/email', { email: email(), password: TEST_PASSWORD }),
  'POST /api/me/delete': async (w) => () => act(w.worker, 'POST', '/api/me/delete', { password: TEST_PASSWORD }),
  'POST /api/org/jobs': async (w) => () => {
    const { job_id: _omit, ...input } = fakeJob(7);
    return act(w.orgUser, 'POST', '/api/org/jobs', input);
  },
  'PATCH /api/org/jobs/:id': async (w) => () =>
    act(w.orgUser, 'PATCH', `/api/org/jobs/${w.job.id}`, { ...JOB, title: 'ICU Nurse (edited)' }),
  'POST /api/org/jobs/:id/duplicate': async (w) => () =>
    act(w.orgUser, 'POST', `/api/org/jobs/${w.job.id}/duplicate`, {}),
  'POST /api/org/jobs/:id/status': async (w) => () =>
    act(w.orgUser, 'POST', `/api/org/jobs/${w.job.id}/status`, { status: 'paused' }),
  'POST /api/applications/:id/referees': async (w) => {
    const applicationId = await onboarding(w);
    return () => act(w.worker, 'POST', `/api/applications/${applicationId}/referees`, referee());
  },
  'POST /api/referees/:id/resend': async (w) => {
    const { id } = await namedReferee(w);
    // A minute after the first link (issue 41: the outbox holds a second email to one address back for a minute).
    return () => pastMailCooldown(() => act(w.worker, 'POST', `/api/referees/${id}/resend`));
  },
  // A work record of a Done placement (issue 45), attached to an Onboarding application in place of a reference.
  'POST /api/applications/:id/work-records': async (w) => {
    const job = await buildJob(writer, w.orgId, { recruiterId: w.recruiter.id, ...JOB });
    const done = await buildApplication(writer, w.worker.id, job, { status: 'Done' });
    const issued = await act(w.worker, 'GET', `/api/applications/${done.id}/work-record`);
    const recordId = String(issued.headers['x-work-record-id']);
    const applicationId = await onboarding(w);
    return () => act(w.worker, 'POST', `/api/applications/${applicationId}/work-records`, { record_id: recordId });
  },
  // Anyone checks a PDF: it writes nothing, and the reads must still equal the reference after it.
  'POST /api/work-records/verify': async () => {
    const pdf = await makePdf('Not a work record');
    return async () => {
      const res = await writer.inject({
        method: 'POST',
        url: '/api/work-records/verify',
        payload: pdf,
        headers: { 'content-type': 'application/pdf' },
      });
      expect(res.json(), res.body).toEqual({ genuine: false, record: null });
      return res;
    };
  },
  'PUT /api/referees/:id': async (w) => {
    const { id } = await namedReferee(w);
    return () => act(w.worker, 'PUT', `/api/referees/${id}`, referee());
  },
  'POST /api/references/:token': async (w) => {
    const { email: to } = await namedReferee(w);
    await writer.outbox.drain();
    const [mail] = await writer.db
      .select()
      .from(sentEmails)
      .where(eq(sentEmails.to, to))
      .orderBy(desc(sentEmails.id))
      .limit(1);
    const token = /\/reference\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    return () =>
      act(null, 'POST', `/api/references/${token}`, {
        answers: { dates: { from: '2024-01-01', to: '2025-01-01' }, rehire: 'yes', competence: 5 },
      });
  },
  'PUT /api/org/reference-questions': async (w) => () =>
    act(w.orgUser, 'PUT', '/api/org/reference-questions', {
      questions: [{ id: 'unit', label: 'Which unit?', kind: 'text', required: true }],
    }),
  'PUT /api/org/contract-clauses': async (w) => () =>
    act(w.orgUser, 'PUT', '/api/org/contract-clauses', { clauses: ['Parking is free at the facility.'], version: 0 }),
  'PUT /api/org/preferences': async (w) => () =>
    act(w.orgUser, 'PUT', '/api/org/preferences', { requiredToApply: ['profession'] }),
  'PUT /api/org/profile': async (w) => () => act(w.orgUser, 'PUT', '/api/org/profile', { name: 'Renamed Health' }),
  'POST /api/org/members/:id/active': async (w) => () =>
    act(w.orgUser, 'POST', `/api/org/members/${w.recruiter.id}/active`, { active: false }),
  'POST /api/org/members/:id/reassign': async (w) => {
    const other = await buildMember(writer, 'recruiter', w.orgId);
    return () => act(w.orgUser, 'POST', `/api/org/members/${w.recruiter.id}/reassign`, { toRecruiterId: other.id });
  },
  'POST /api/org/invitations': async (w) => () => act(w.orgUser, 'POST', '/api/org/invitations', { email: email() }),
  'POST /api/org/api-keys': async (w) => () => act(w.orgUser, 'POST', '/api/org/api-keys', { name: 'fresh' }),
  'PATCH /api/org/api-keys/:id': async (w) => {
    const id = await apiKey(w);
    return () => act(w.orgUser, 'PATCH', `/api/org/api-keys/${id}`, { name: 'renamed' });
  },
  'DELETE /api/org/api-keys/:id': async (w) => {
    const id = await apiKey(w);
    return () => act(w.orgUser, 'DELETE', `/api/org/api-keys/${id}`);
  },
  'POST /api/org/webhooks': async (w) => () =>
    act(w.orgUser, 'POST', '/api/org/webhooks', {
      url: 'https://hooks.example.test/a',
      events: ['application.created'],
    }),
  'DELETE /api/org/webhooks/:id': async (w) => {
    const res = await act(w.orgUser, 'POST', '/api/org/webhooks', {
      url: 'https://hooks.example.test/b',
      events: ['application.created'],
    });
    const j = res.json() as { id?: string; webhook?: { id: string } };
    return () => act(w.orgUser, 'DELETE', `/api/org/webhooks/${j.webhook?.id ?? j.id}`);
  },
  'POST /api/onboarding-items/:id/submit': async (w) => {
    const id = await checklistItem(w);
    return () => act(w.worker, 'POST', `/api/onboarding-items/${id}/submit`, { documentId: w.documentId, version: 1 });
  },
  'POST /api/onboarding-items/:id/review': async (w) => {
    const id = await checklistItem(w);
    await act(w.worker, 'POST', `/api/onboarding-items/${id}/submit`, { documentId: w.documentId, version: 1 });
    return () =>
      act(w.recruiter, 'POST', `/api/onboarding-items/${id}/review`, {
        decision: 'reject',
        reason: 'Blurred',
        version: 2,
      });
  },
  'POST /api/applications/:id/clear-override': async (w) => {
    await writer.db.update(applications).set({ status: 'Onboarding' }).where(eq(applications.id, w.applicationId));
    await checklistItem(w);
    return () => act(w.orgUser, 'POST', `/api/applications/${w.applicationId}/clear-override`, { reason: 'Urgent' });
  },
  'POST /api/onboarding-templates': async (w) => () =>
    act(w.orgUser, 'POST', '/api/onboarding-templates', { label: 'Drug screen', jobId: w.job.id }),
  'DELETE /api/onboarding-templates/:id': async (w) => {
    const res = await act(w.orgUser, 'POST', '/api/onboarding-templates', { label: 'Physical' });
    return () => act(w.orgUser, 'DELETE', `/api/onboarding-templates/${(res.json() as { id: string }).id}`);
  },
  'POST /api/org/webhooks/:id/resume': async (w) => {
    const res = await act(w.orgUser, 'POST', '/api/org/webhooks', {
      url: 'https://hooks.example.test/c',
      events: ['application.created'],
    });
    const j = res.json() as { id?: string; webhook?: { id: string } };
    return () => act(w.orgUser, 'POST', `/api/org/webhooks/${j.webhook?.id ?? j.id}/resume`);
  },
  // Issue 45's extension, on a Working placement whose window is open in every year from 2026 to 2031.
  'POST /api/applications/:id/extension': async (w) => {
    const job = await buildJob(writer, w.orgId, {
      recruiterId: w.recruiter.id,
      ...JOB,
      schedule: { ...JOB.schedule, start_date: '2019-01-07', end_date: '2031-12-28' },
    });
    const { id } = await buildApplication(writer, w.worker.id, job, { status: 'Working' });
    return () => act(w.orgUser, 'POST', `/api/applications/${id}/extension`, { end_date: '2032-06-27' });
  },
  // Issue 45's invoices: the organization user sets a placement's bill rate card.
  'PUT /api/assignments/:applicationId/rate-card': async (w) => {
    const id = await placement(w);
    return () =>
      act(w.orgUser, 'PUT', `/api/assignments/${id}/rate-card`, {
        client_name: 'Mercy General',
        client_address: '1 Main Street',
        markup_bps: 2000,
        rates: [{ code: 'REG', bill_rate_cents: 7000 }],
      });
  },
  // Issue 45's early termination: the organization user ends a placement for low census on its first day (Done).
  'POST /api/applications/:id/termination': async (w) => {
    const id = await placement(w);
    return () =>
      act(w.orgUser, 'POST', `/api/applications/${id}/termination`, {
        reason_code: 'low_census',
        effective_date: TIMESHEET_TERMS.start_date,
      });
  },
  // Issue 44's timesheets, on a Cleared placement of the world's worker with the world's recruiter.
  'PUT /api/assignments/:applicationId/terms': async (w) => {
    const id = await placement(w);
    return () => act(w.orgUser, 'PUT', `/api/assignments/${id}/terms`, { rule_set: 'california' });
  },
  'POST /api/assignments/:applicationId/punches': async (w) => {
    const id = await placement(w);
    // The first clock-in moves the placement to Working.
    return () => act(w.worker, 'POST', `/api/assignments/${id}/punches`, { kind: 'in' });
  },
  'PUT /api/assignments/:applicationId/weeks/:weekStart/entries': async (w) => {
    const id = await placement(w);
    return () => act(w.worker, 'PUT', `/api/assignments/${id}/weeks/${WEEK}/entries`, { entries: [SHIFT] });
  },
  'POST /api/assignments/:applicationId/weeks/:weekStart/submit': async (w) => {
    const id = await placement(w);
    await act(w.worker, 'PUT', `/api/assignments/${id}/weeks/${WEEK}/entries`, { entries: [SHIFT] });
    return () => act(w.worker, 'POST', `/api/assignments/${id}/weeks/${WEEK}/submit`);
  },
  'POST /api/assignments/:applicationId/weeks/:weekStart/approve': async (w) => {
    const { id } = await submittedWeek(w);
    return () => act(w.recruiter, 'POST', `/api/assignments/${id}/weeks/${WEEK}/approve`);
  },
  'POST /api/assignments/:applicationId/weeks/:weekStart/dispute': async (w) => {
    const { id, entry } = await submittedWeek(w);
    return () =>
      act(w.recruiter, 'POST', `/api/assignments/${id}/weeks/${WEEK}/dispute`, {
        lines: [{ entry, reason: 'Left at 17:00' }],
      });
  },
  'POST /api/assignments/:applicationId/weeks/:weekStart/correction': async (w) => {
    const { id } = await submittedWeek(w);
    await act(w.recruiter, 'POST', `/api/assignments/${id}/weeks/${WEEK}/approve`);
    return () =>
      act(w.recruiter, 'POST', `/api/assignments/${id}/weeks/${WEEK}/correction`, {
        reason: 'Thursday ended at 17:00',
        version: 1,
      });
  },
  // Computes what entries would pay and saves nothing: the reads must still equal the reference after it.
  'POST /api/assignments/:applicationId/pay-preview': async (w) => {
    const id = await placement(w);
    return () => act(w.worker, 'POST', `/api/assignments/${id}/pay-preview`, { entries: [SHIFT] });
  },
  'POST /api/timesheet-approval/:token/approve': async (w) => {
    await submittedWeek(w);
    const token = await approvalTokenMailedTo(w.recruiter.email);
    return () => act(null, 'POST', `/api/timesheet-approval/${token}/approve`, {});
  },
  'POST /api/timesheet-approval/:token/dispute': async (w) => {
    const { entry } = await submittedWeek(w);
    const token = await approvalTokenMailedTo(w.recruiter.email);
    return () =>
      act(null, 'POST', `/api/timesheet-approval/${token}/dispute`, { lines: [{ entry, reason: 'Left at 17:00' }] });
  },
  'PATCH /api/admin/users/:id/role': async (w) => {
    const admin = await buildUser(writer, 'admin');
    return () => act(admin, 'PATCH', `/api/admin/users/${w.recruiter.id}/role`, { role: 'organization' });
  },
  // Issue 45's close-out reviews, on a Done placement of the world's worker with the world's recruiter.
  'POST /api/applications/:id/reviews': async (w) => {
    const id = await donePlacement(w);
    return () => act(w.recruiter, 'POST', `/api/applications/${id}/reviews`, ORG_REVIEW);
  },
  'POST /api/reviews/:id/reply': async (w) => {
    const id = await donePlacement(w);
    const res = await act(w.recruiter, 'POST', `/api/applications/${id}/reviews`, ORG_REVIEW);
    const review = res.json() as { id: string };
    return () => act(w.worker, 'POST', `/api/reviews/${review.id}/reply`, { reply: 'I was there each shift.' });
  },
};

/** The organization's review of a worker: do not return, for attendance. */
const ORG_REVIEW = {
  scores: { clinical_skills: 4, reliability: 2, teamwork: 4, communication: 3 },
  eligible_for_rehire: false,
  do_not_return_reason: 'attendance',
};

/** A Done placement of the world's worker on a new job of the world's organization (its id). */
async function donePlacement(w: World): Promise<string> {
  const job = await buildJob(writer, w.orgId, { recruiterId: w.recruiter.id, ...JOB });
  return (await buildApplication(writer, w.worker.id, job, { status: 'Done' })).id;
}

/**
 * Federal terms of an assignment that began on Sunday 2026-11-01 and runs for years, so a clock-in now and a shift in
 * its second week are both inside it (no date here is asserted).
 */
const TIMESHEET_TERMS: AssignmentTermsData = {
  rule_set: 'federal',
  workweek_starts_on: 0,
  time_zone: 'America/Los_Angeles',
  start_date: '2026-11-01',
  end_date: '2030-12-28',
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
  guaranteed_minutes_per_week: 0,
  guarantee_excludes: { first_week: true, last_week: true, time_off_weeks: [], orientation_weeks: true },
  call_off_allowance: { shifts: 3, per_weeks: 13 },
  cancellation_notice_hours: 24,
  cancellation_pay_minutes: 240,
  missed_shift_penalty_cents_per_hour: 0,
  stipend_weekly_cents: 0,
  stipend_prorated: false,
  scheduled_minutes_per_week: 2160,
  classification: 'w2',
  auto_approve_hours: null,
};
const WEEK = '2026-11-08';
const SHIFT = { date: '2026-11-09', start: '07:00', end: '19:00', kind: 'worked', breaks: [] };

/**
 * A Cleared placement of the world's worker on a new job of the world's recruiter, its assignment's terms complete
 * (the rule set completed by the organization, the rest stated), written directly. Answers the application id.
 */
async function placement(w: World): Promise<string> {
  const job = await buildJob(writer, w.orgId, {
    recruiterId: w.recruiter.id,
    ...JOB,
    schedule: { ...JOB.schedule, start_date: TIMESHEET_TERMS.start_date },
  });
  const { id } = await buildApplication(writer, w.worker.id, job, { status: 'Cleared' });
  await clearPrerequisitesForTest(writer, id);
  const { rule_set, ...stated } = TIMESHEET_TERMS;
  await writer.db.insert(assignments).values({
    applicationId: id,
    organizationId: w.orgId,
    workerId: w.worker.id,
    stated,
    completed: { rule_set },
    terms: TIMESHEET_TERMS,
  });
  return id;
}

/** A placement whose week WEEK the worker submitted with one shift: its application id and the shift's entry id. */
async function submittedWeek(w: World): Promise<{ id: string; entry: string }> {
  const id = await placement(w);
  const put = await act(w.worker, 'PUT', `/api/assignments/${id}/weeks/${WEEK}/entries`, { entries: [SHIFT] });
  await act(w.worker, 'POST', `/api/assignments/${id}/weeks/${WEEK}/submit`);
  return { id, entry: (put.json() as { entries: { id: string }[] }).entries[0]!.id };
}

/** The token of the last timesheet approval link mailed to `to` (delivered by the outbox first). */
async function approvalTokenMailedTo(to: string): Promise<string> {
  await writer.outbox.drain();
  const [mail] = await writer.db
    .select()
    .from(sentEmails)
    .where(eq(sentEmails.to, to))
    .orderBy(desc(sentEmails.id))
    .limit(1);
  const token = /\/timesheet-approval\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, `a timesheet approval link mailed to ${to}`).toMatch(/^[\w-]{20,}$/);
  return token!;
}

/** A checklist item (version 1) on the world's application, written directly. */
async function checklistItem(w: World): Promise<string> {
  const [item] = await writer.db
    .insert(onboardingItems)
    .values({
      applicationId: w.applicationId,
      kind: 'certification',
      key: `certification:${crypto.randomUUID()}`,
      label: 'BLS',
    })
    .returning({ id: onboardingItems.id });
  return item!.id;
}

async function savedSearch(w: World): Promise<string> {
  const res = await act(w.worker, 'POST', '/api/saved-searches', { name: 'ICU', query: 'q=icu', frequency: 'daily' });
  const j = res.json() as { id?: string; search?: { id: string } };
  return j.search?.id ?? j.id!;
}

/** A second application of the world's worker, in Onboarding (references are named there). */
async function onboarding(w: World): Promise<string> {
  const job = await buildJob(writer, w.orgId, { recruiterId: w.recruiter.id, ...JOB });
  return (await buildApplication(writer, w.worker.id, job, { status: 'Onboarding' })).id;
}

const referee = () => ({ name: 'Ann Lee', email: email(), relationship: 'Charge nurse', workplace: 'Grady ICU' });

/** A referee the worker named on an Onboarding application: its id and email. */
async function namedReferee(w: World): Promise<{ id: string; email: string }> {
  const applicationId = await onboarding(w);
  const body = referee();
  const res = await act(w.worker, 'POST', `/api/applications/${applicationId}/referees`, body);
  const view = res.json() as { referees: { id: string; email: string }[] };
  return view.referees.find((r) => r.email === body.email)!;
}

async function apiKey(w: World): Promise<string> {
  const res = await act(w.orgUser, 'POST', '/api/org/api-keys', { name: 'fresh' });
  const j = res.json() as { id?: string; key?: { id: string } };
  return j.key?.id ?? j.id!;
}

const get = (app: FastifyInstance, user: TestUser, url: string, etag?: string) =>
  injectAs(app, user).get(url, { headers: etag ? { 'if-none-match': etag } : {} });

/** The reference's answer from scratch (the in-process memos emptied, so a stale entry cannot be shared by both). */
const truthOf = (user: TestUser, url: string) => {
  reference.memos.clear();
  return get(reference, user, url);
};

const isWrite = (method: string) => method !== 'GET';
const apiRoutes = () => writer.routeCatalog.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

/** Every table's version in the database (scope → version). */
async function versionsNow(): Promise<Map<string, number>> {
  const rows = await writer.db.select().from(cacheVersions);
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.scope, (sums.get(r.scope) ?? 0) + r.version);
  return sums;
}

/** The scopes whose version differs between two readings. */
function changedScopes(a: Map<string, number>, b: Map<string, number>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((s) => a.get(s) !== b.get(s));
}

/**
 * Warms every cached read of `w` on the reader (the second read is a hit), runs `write`, and checks every read again.
 * Answers the reads whose data the write changed.
 */
async function expectFresh(w: World, write: () => Promise<unknown>): Promise<string[]> {
  const reads = Object.values(READS).flatMap((r) => r(w));
  const before: { status: number; body: string; etag: string }[] = [];
  for (const [user, url] of reads) {
    // The second read is a hit unless a table changed between the two reads: the world's own background work (its
    // mail leaving through the outbox) can commit then, and a miss is then right. Such a miss is told apart by the
    // versions in the database before the first read and after the second, and the pair of reads is made again; a
    // miss with no version changed is a cache that does not keep its answers, and fails.
    let first;
    for (let attempt = 1; ; attempt++) {
      const versionsBefore = await versionsNow();
      first = await get(reader, user, url);
      expect(first.statusCode, `${url}: ${first.body}`).toBe(200);
      const hits = reader.responseCache.hits;
      await get(reader, user, url);
      if (reader.responseCache.hits - hits === 1) break;
      const moved = changedScopes(versionsBefore, await versionsNow());
      expect(moved, `${url} is cached: the second read missed with no table changed`).not.toEqual([]);
      expect(attempt, `${url} is cached: tables kept changing between the reads (${moved.join(', ')})`).toBeLessThan(5);
    }
    before.push({ status: first.statusCode, body: first.body, etag: String(first.headers.etag) });
  }
  await write();
  const changed: string[] = [];
  for (const [i, [user, url]] of reads.entries()) {
    const conditional = await get(reader, user, url, before[i].etag);
    const plain = await get(reader, user, url);
    const truth = await truthOf(user, url);
    const label = `${url} as ${user.role}`;
    if (truth.statusCode !== before[i].status || truth.body !== before[i].body) {
      changed.push(label);
      expect(conditional.statusCode, `304 for changed data at ${label}`).not.toBe(304);
    }
    if (conditional.statusCode !== 304)
      expect([conditional.statusCode, conditional.body], label).toEqual([truth.statusCode, truth.body]);
    expect([plain.statusCode, plain.body], label).toEqual([truth.statusCode, truth.body]);
  }
  return changed;
}

describe(`the route catalogue's freshness (${ON_POSTGRES ? 'two instances on PostgreSQL' : 'instances on one PGlite'})`, () => {
  it('covers every write route and every cached GET', () => {
    const routes = apiRoutes();
    const writes = routes.filter((r) => isWrite(r.method)).map((r) => `${r.method} ${r.url}`);
    const cachedReads = routes.filter((r) => r.cached).map((r) => `${r.method} ${r.url}`);
    expect(
      writes.filter((r) => !(r in WRITES)),
      'write routes without a fixture',
    ).toEqual([]);
    expect(
      Object.keys(WRITES).filter((r) => !writes.includes(r)),
      'fixtures of routes that are gone',
    ).toEqual([]);
    expect(
      cachedReads.filter((r) => !(r in READS)),
      'cached GETs without reads',
    ).toEqual([]);
    expect(
      Object.keys(READS).filter((r) => !cachedReads.includes(r)),
      'reads of routes no longer cached',
    ).toEqual([]);
  });

  // A table whose trigger is gone bumps nothing: a write to it alone leaves every cached read of it stale (the writes
  // below find that only for the tables some route writes alone), so the triggers are checked here first.
  it('runs where every table of the schema bumps its version on every write', async () => {
    const { rows } = await reader.database.query(
      `select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname = 'cache_version' and not t.tgisinternal and t.tgenabled <> 'D'`,
    );
    const withTrigger = new Set((rows as { name: string }[]).map((r) => r.name));
    expect(
      TABLES.filter((t) => !withTrigger.has(t)),
      'tables whose writes bump no version',
    ).toEqual([]);
  });

  it.each(Object.keys(WRITES))('%s is visible on the next read of every cached GET', async (route) => {
    const w = await world();
    const write = await WRITES[route]!(w);
    await expectFresh(w, write);
  });

  it('a status move shows in both chat lists (the chat list reads the application status)', async () => {
    const w = await world();
    const changed = await expectFresh(w, () =>
      act(w.recruiter, 'PATCH', '/api/application-journey', { status: 'Screening', applicationId: w.applicationId }),
    );
    expect(changed).toEqual(expect.arrayContaining(['/api/chats as worker', '/api/chats as recruiter']));
    const list = (await get(reader, w.worker, '/api/chats')).json() as { items: { application: { status: string } }[] };
    expect(list.items.map((c) => c.application?.status)).toEqual(['Screening']);
  });
});
