// Account self-service: change email (the old address stays until the link to the new one is used), export my data
// (a zip whose entries are checked one by one), and closing the account (a worker's private data is gone, the history
// organizations keep is anonymised; staff are deactivated).
import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { MESSAGES } from '@/domain/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildOrgWithTeam, buildWorker, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { newestMailTo } from '../../test/mail';
import { createSession } from '../../test/session';
import {
  applications,
  documents,
  emailTokens,
  messages,
  offers,
  savedSearches,
  schema,
  sentEmails,
  sessions,
  statusHistory,
  users,
  workerProfiles,
} from '../../db/schema';
import { newFileKey } from '../../storage/storage';
import { deletedEmail } from './close-account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  await t.close();
});

const as = (who: TestUser | string) => injectAs(t.app, who);
const login = (email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const newAddress = () => `moved-${crypto.randomBytes(4).toString('hex')}@example.test`;

/** The newest mail to `to` (after the outbox ran). */
const lastMailTo = (to: string) => newestMailTo(t.app, to);
const tokenIn = (text: string) => /\/confirm-email\?token=([\w-]+)/.exec(text)?.[1] ?? '';
const confirm = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token } });

describe('change email', () => {
  it('keeps the old address in force until the link sent to the new one is used, once', async () => {
    const worker = await buildWorker(t.app);
    const next = newAddress();
    const res = await as(worker).post('/api/me/email', { email: next.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ pending_email: next });

    // The new address gets the link, the old one is told.
    const toNew = await lastMailTo(next);
    expect(toNew.subject).toBe(MESSAGES.account.emailChangeSubject);
    const token = tokenIn(toNew.text);
    expect(token).toMatch(/^[\w-]{20,}$/);
    const toOld = await lastMailTo(worker.email);
    expect(toOld.subject).toBe(MESSAGES.account.emailChangeNoticeSubject);
    expect(toOld.text).toBe(MESSAGES.account.emailChangeNoticeText(next));
    expect(toOld.text).not.toContain(token);

    // Until confirmed: the old address signs in, the new one does not.
    expect((await as(worker).get('/api/auth/me')).json().email).toBe(worker.email);
    expect((await login(worker.email)).statusCode).toBe(200);
    expect((await login(next)).statusCode).toBe(401);

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ email: next });
    expect((await as(worker).get('/api/auth/me')).json().email).toBe(next);
    expect((await login(next)).statusCode).toBe(200);
    expect((await login(worker.email)).statusCode).toBe(401);
    const notice = await lastMailTo(worker.email);
    expect(notice.subject).toBe(MESSAGES.account.emailChangedNoticeSubject);
    expect(notice.text).toBe(MESSAGES.account.emailChangedNoticeText(next));

    // Single use.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: MESSAGES.errors.invalidToken });
  });

  it('refuses a wrong password and the current address, and sends nothing', async () => {
    const worker = await buildWorker(t.app);
    const next = newAddress();
    const wrong = await as(worker).post('/api/me/email', { email: next, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { password: MESSAGES.account.wrongPassword } });
    const same = await as(worker).post('/api/me/email', { email: worker.email, password: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ fields: { email: MESSAGES.account.emailSameAsCurrent } });
    await t.app.outbox.drain();
    expect(await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, next))).toEqual([]);
    expect(await t.app.db.select().from(emailTokens).where(eq(emailTokens.userId, worker.id))).toEqual([]);
  });

  it('refuses an address another account holds with 409, at the request and at the confirmation', async () => {
    const worker = await buildWorker(t.app);
    const other = await buildWorker(t.app);
    const taken = await as(worker).post('/api/me/email', { email: other.email, password: TEST_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'CONFLICT',
      message: MESSAGES.errors.emailTaken,
      fields: { email: MESSAGES.errors.emailTaken },
    });

    // Free when asked, taken (by a sign-up) before the link is used.
    const next = newAddress();
    expect((await as(worker).post('/api/me/email', { email: next, password: TEST_PASSWORD })).statusCode).toBe(202);
    const token = tokenIn((await lastMailTo(next)).text);
    await t.app.db.update(users).set({ email: next }).where(eq(users.id, other.id));
    const late = await confirm(token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: MESSAGES.errors.emailTaken });
    expect((await as(worker).get('/api/auth/me')).json().email).toBe(worker.email);
  });

  it('refuses an expired link, and a link superseded by a newer request', async () => {
    const worker = await buildWorker(t.app);
    const first = newAddress();
    await as(worker).post('/api/me/email', { email: first, password: TEST_PASSWORD });
    const firstToken = tokenIn((await lastMailTo(first)).text);
    const second = newAddress();
    await as(worker).post('/api/me/email', { email: second, password: TEST_PASSWORD });
    const secondToken = tokenIn((await lastMailTo(second)).text);
    expect((await confirm(firstToken)).statusCode).toBe(400);

    const [row] = await t.app.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, worker.id), eq(emailTokens.email, second)));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(47 * 3_600_000);
    // The link, used a second after it stops working.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(row.expiresAt.getTime() + 1000);
    const expired = await confirm(secondToken).finally(() => vi.useRealTimers());
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: MESSAGES.errors.invalidToken });
    expect((await as(worker).get('/api/auth/me')).json().email).toBe(worker.email);
  });
});

/** A worker with a job application (an offer, history), a chat with messages, two stored documents, a saved search. */
async function workerWithHistory() {
  const { recruiter, job, org } = await buildOrgWithTeam(t.app);
  const worker = await buildWorker(t.app);
  const tag = crypto.randomBytes(4).toString('hex');
  const phone = `(555) ${crypto.randomInt(100, 1000)}-${crypto.randomInt(1000, 10000)}`;
  await t.app.db
    .update(users)
    .set({ firstName: 'Zelda', lastName: `Quill${tag}`, phone })
    .where(eq(users.id, worker.id));
  const applied = await as(worker).post('/api/worker-job-apply', {
    status: 'New',
    job_id: job.id,
    recruiter_id: recruiter.id,
    organization_id: org.id,
    gw_job_id: job.gwJobId,
    auto_offer_consent: false,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const applicationId = applied.json()._id as string;
  const offered = await as(recruiter).post('/api/offers', { applicationId, terms: { pay: { hourly_rate: 61 } } });
  expect(offered.statusCode, offered.body).toBeLessThan(300);
  const asked = await as(worker).post('/api/ask-recruiter', {
    organization_id: org.id,
    recruiter_id: recruiter.id,
    job_id: job.id,
    gw_job_id: job.gwJobId,
    worker_id: worker.id,
    // A chat is created with its first message.
    message: 'Is parking included?',
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const chatId = asked.json().chatId as string;
  expect((await as(recruiter).post(`/api/chats/${chatId}/messages`, { body: 'Yes, free parking.' })).statusCode).toBe(
    201,
  );
  const files = [
    { name: 'BLS card.pdf', category: 'certificates', type: 'application/pdf', body: Buffer.from(`%PDF-1.4 ${tag}`) },
    { name: 'Resume.png', category: 'resume', type: 'image/png', body: crypto.randomBytes(2048) },
  ];
  const docs = [];
  for (const f of files) {
    const key = newFileKey(worker.id, f.type === 'image/png' ? 'png' : 'pdf');
    await t.app.storage.put(key, f.body, f.type);
    const [d] = await t.app.db
      .insert(documents)
      .values({
        ownerId: worker.id,
        category: f.category,
        name: f.name,
        fileKey: key,
        size: f.body.length,
        contentType: f.type,
      })
      .returning();
    docs.push({ ...f, key, id: d.id });
  }
  const saved = await as(worker).post('/api/saved-searches', {
    name: 'Nights',
    query: 'shift=Nights',
    frequency: 'daily',
  });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
  return { worker, recruiter, job, org, applicationId, chatId, docs, lastName: `Quill${tag}`, phone };
}

describe('export my data', () => {
  it('zips profile JSON and PDF, each document byte for byte, applications (offers, history), messages', async () => {
    const w = await workerWithHistory();
    const res = await as(w.worker).get('/api/me/export');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`Zelda ${w.lastName}_Data.zip`);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const text = (name: string) => Buffer.from(zip[name]).toString('utf8');
    const pdfName = `Profile_Zelda ${w.lastName}.pdf`;
    expect(Object.keys(zip).sort()).toEqual(
      [
        'profile.json',
        pdfName,
        'documents/Certificates/BLS card.pdf',
        'documents/Resume/Resume.png',
        'applications.json',
        'messages.json',
      ].sort(),
    );

    const profile = JSON.parse(text('profile.json'));
    expect(profile.account).toMatchObject({
      id: w.worker.id,
      email: w.worker.email,
      first_name: 'Zelda',
      last_name: w.lastName,
      phone: w.phone,
    });
    const stored = await as(w.worker).get('/api/worker-profile');
    expect(profile.profile).toEqual(stored.json().profile);
    expect(profile.documents.map((d: { file: string }) => d.file).sort()).toEqual([
      'documents/Certificates/BLS card.pdf',
      'documents/Resume/Resume.png',
    ]);

    // A plain Uint8Array for pdf-parse (see documents.test.ts).
    const pdf = zip[pdfName];
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect((await pdfParse(new Uint8Array(pdf))).text).toContain(`Zelda ${w.lastName}`);

    for (const d of w.docs) {
      const folder = d.category === 'certificates' ? 'Certificates' : 'Resume';
      expect(Buffer.from(zip[`documents/${folder}/${d.name}`]).equals(d.body)).toBe(true);
    }

    const apps = JSON.parse(text('applications.json'));
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ id: w.applicationId, gw_job_id: w.job.gwJobId, job: { title: w.job.title } });
    expect(apps[0].offers).toHaveLength(1);
    expect(apps[0].offers[0]).toMatchObject({
      version: 1,
      side: 'recruiter',
      accepted: false,
      terms: { pay: { hourly_rate: 61 } },
    });
    // The terms of record, as every surface shows them: the live offer's (not yet accepted).
    expect(apps[0].agreed_terms).toMatchObject({
      standing: 'offered',
      version: 1,
      terms: { pay: { hourly_rate: 61 } },
    });
    const dbHistory = await t.app.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.applicationId, w.applicationId));
    expect(apps[0].history.map((h: { to_status: string }) => h.to_status)).toEqual(
      dbHistory.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id).map((h) => h.toStatus),
    );
    expect(apps[0].history.length).toBeGreaterThanOrEqual(2);

    const chats = JSON.parse(text('messages.json'));
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ chat_id: w.chatId, gw_job_id: w.job.gwJobId });
    expect(chats[0].messages.map((m: { from: string; body: string }) => [m.from, m.body])).toEqual([
      ['you', 'Is parking included?'],
      ['Test recruiter', 'Yes, free parking.'],
    ]);
  });

  it('notes a document whose file is missing instead of failing the download', async () => {
    const w = await workerWithHistory();
    await t.app.storage.delete(w.docs[0].key);
    const res = await as(w.worker).get('/api/me/export');
    expect(res.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(zip['documents/Certificates/BLS card.pdf']).toBeUndefined();
    expect(Buffer.from(zip['missing-files.txt']).toString()).toContain('documents/Certificates/BLS card.pdf');
    expect(Buffer.from(zip['documents/Resume/Resume.png']).equals(w.docs[1].body)).toBe(true);
  });

  it('is for workers only, and limited to 5 an hour per account', async () => {
    const { recruiter } = await buildOrgWithTeam(t.app);
    const refused = await as(recruiter).get('/api/me/export');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MESSAGES.account.exportOnlyWorkers });
    const worker = await buildWorker(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await as(worker).get('/api/me/export')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

/** Rows of any table whose text mentions `needle` (every table of the schema, every column). */
async function tablesMentioning(needle: string) {
  const found: string[] = [];
  for (const table of Object.values(schema)) {
    const name = (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')];
    const rows = await t.app.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text ilike ${`%${needle}%`}`,
    );
    const n = (rows as unknown as { rows: { n: number }[] }).rows[0].n;
    if (n > 0) found.push(`${name}: ${n}`);
  }
  return found;
}

describe('delete my account', () => {
  it('removes a worker’s private data and files, keeps the history organizations need as "Deleted user"', async () => {
    const w = await workerWithHistory();
    const otherSession = await createSession(t.app, w.worker.id);
    // A pending email change: its token goes too.
    await as(w.worker).post('/api/me/email', { email: newAddress(), password: TEST_PASSWORD });
    await t.app.outbox.drain();
    expect(await tablesMentioning(w.lastName)).not.toEqual([]);

    const wrong = await as(w.worker).post('/api/me/delete', { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { password: MESSAGES.account.wrongPassword } });

    const res = await as(w.worker).post('/api/me/delete', { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deleted' });
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    // Signed out everywhere, and the account no longer signs in.
    expect((await as(w.worker).get('/api/auth/me')).statusCode).toBe(401);
    expect((await as(otherSession).get('/api/auth/me')).statusCode).toBe(401);
    expect((await login(w.worker.email)).statusCode).toBe(401);

    // No row of private data, nor any row mentioning their email, name or phone.
    const id = w.worker.id;
    expect(await t.app.db.select().from(workerProfiles).where(eq(workerProfiles.userId, id))).toEqual([]);
    expect(await t.app.db.select().from(documents).where(eq(documents.ownerId, id))).toEqual([]);
    expect(await t.app.db.select().from(savedSearches).where(eq(savedSearches.workerId, id))).toEqual([]);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await t.app.db.select().from(emailTokens).where(eq(emailTokens.userId, id))).toEqual([]);
    expect(await tablesMentioning(w.worker.email)).toEqual([]);
    // Their name stays only in the mail the recruiter was sent about their chat message (the recruiter's mail).
    expect(await tablesMentioning(w.lastName)).toEqual(['outbox: 1', 'sent_emails: 1']);
    const mailed = await t.app.db.execute(
      sql`select payload->>'to' as "to" from outbox where payload::text ilike ${`%${w.lastName}%`}
          union all select "to" from sent_emails where text ilike ${`%${w.lastName}%`}`,
    );
    expect((mailed as unknown as { rows: { to: string }[] }).rows.map((r) => r.to)).toEqual([
      w.recruiter.email,
      w.recruiter.email,
    ]);
    expect(await tablesMentioning(w.phone)).toEqual([]);
    for (const d of w.docs) expect(await t.app.storage.exists(d.key)).toBe(false);

    // The user row is anonymised; the history organizations keep still points at it.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      email: deletedEmail(id),
      passwordHash: '',
      firstName: MESSAGES.account.deletedUserName,
      lastName: '',
      phone: null,
      image: null,
      active: false,
    });
    expect(await t.app.db.select().from(applications).where(eq(applications.id, w.applicationId))).toHaveLength(1);
    expect(await t.app.db.select().from(offers).where(eq(offers.applicationId, w.applicationId))).toHaveLength(1);
    expect(
      (await t.app.db.select().from(statusHistory).where(eq(statusHistory.applicationId, w.applicationId))).length,
    ).toBeGreaterThanOrEqual(2);
    expect(await t.app.db.select().from(messages).where(eq(messages.senderId, id))).toHaveLength(1);

    // The recruiter still sees the application and the chat, under "Deleted user".
    const list = await as(w.recruiter).get('/api/applications?status=offered');
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).toContain(MESSAGES.account.deletedUserName);
    const chat = await as(w.recruiter).get(`/api/chats/${w.chatId}`);
    expect(chat.statusCode, chat.body).toBe(200);
    expect(JSON.stringify(chat.json())).toContain(MESSAGES.account.deletedUserName);
    const history = await as(w.recruiter).get(`/api/chats/${w.chatId}/messages`);
    expect(JSON.stringify(history.json())).toContain('Is parking included?');
  });

  it('deactivates a recruiter instead: the row and the organization’s records stay, login is refused', async () => {
    const w = await workerWithHistory();
    const res = await as(w.recruiter).post('/api/me/delete', { password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ outcome: 'deactivated' });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, w.recruiter.id));
    expect(row).toMatchObject({ email: w.recruiter.email, firstName: 'Test', active: false });
    expect(row.passwordHash).not.toBe('');
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, w.recruiter.id))).toEqual([]);
    expect((await as(w.recruiter).get('/api/auth/me')).statusCode).toBe(401);
    const refused = await login(w.recruiter.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MESSAGES.errors.accountDeactivated });
    const [application] = await t.app.db.select().from(applications).where(eq(applications.id, w.applicationId));
    expect(application.recruiterId).toBe(w.recruiter.id);
    expect(await t.app.db.select().from(messages).where(eq(messages.senderId, w.recruiter.id))).toHaveLength(1);
    // The worker keeps everything.
    expect(await t.app.db.select().from(workerProfiles).where(eq(workerProfiles.userId, w.worker.id))).toHaveLength(1);
  });
});
