import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { MESSAGES, todayIso } from '@/domain/shared';
import { buildApp } from '../../app';
import { documents, outbox, sentEmails } from '../../db/schema';
import { createLocalStorage } from '../../storage/local';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { scanCredentialReminders } from './scan-credential-reminders';
import { getCredentialWallet } from './get-credential-wallet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => vi.useRealTimers());

const DAY = 86_400_000;
const at = (iso: string) => new Date(`${iso}T09:00:00Z`);
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const addDoc = async (ownerId: string, over: Partial<typeof documents.$inferInsert> = {}) => {
  const [d] = await t.app.db
    .insert(documents)
    .values({
      ownerId,
      category: 'certificates',
      name: 'BLS',
      fileKey: `k/${Math.random()}`,
      size: 10,
      contentType: 'application/pdf',
      meta: { credential: 'BLS' },
      ...over,
    })
    .returning();
  return d;
};

describe('GET /api/credentials', () => {
  it('lists credentials with their state and what applied jobs are missing', async () => {
    const { org } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app, { profile: { certsandlicense: { active_professional_licenses: ['GA'] } } });
    // The server's today is the clock's (Date only), set to a fixed day; the expiries are days from it.
    const today = '2026-11-02';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(today));
    const bls = await addDoc(worker.id, { expiresOn: shift(today, -5) });
    await addDoc(worker.id, { name: 'ACLS', meta: {}, expiresOn: shift(today, 20) });
    await addDoc(worker.id, {
      category: 'professional_licenses',
      name: 'Licence.pdf',
      meta: {},
      expiresOn: shift(today, 400),
    });
    await addDoc(worker.id, { category: 'resume', name: 'Resume.pdf', meta: {} });
    const job = await buildJob(t.app, org.id, {
      requirements: { certifications: ['BLS', 'ACLS', 'PALS'], professional_licensure: ['GA'] },
    });
    const application = await buildApplication(t.app, worker.id, job);

    const res = await injectAs(t.app, worker).get('/api/credentials');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.credentials.map((c: { label: string; status: string; statusLabel: string }) => [
        c.label,
        c.status,
        c.statusLabel,
      ]),
    ).toEqual([
      ['BLS', 'expired', 'Expired 5 days ago'],
      ['ACLS', 'expiring', 'Expiring: 20 days left'],
      ['State licence', 'valid', 'Valid: 400 days left'],
    ]);
    expect(body.jobs).toEqual([
      {
        applicationId: application.id,
        jobId: job.id,
        title: job.title,
        status: 'New',
        problems: [
          {
            requirement: 'BLS',
            label: 'BLS',
            status: 'expired',
            statusLabel: 'Expired 5 days ago',
            expiresOn: bls.expiresOn,
            documentId: bls.id,
          },
          expect.objectContaining({ requirement: 'ACLS', status: 'expiring' }),
          {
            requirement: 'PALS',
            label: 'PALS',
            status: 'missing',
            statusLabel: 'Missing',
            expiresOn: null,
            documentId: null,
          },
        ],
      },
    ]);
  });

  it('is for workers only', async () => {
    const { recruiter } = await buildOrgWithTeam(t.app);
    expect((await injectAs(t.app, recruiter).get('/api/credentials')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/credentials' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/credentials/:documentId', () => {
  it('edits expiry and licence fields; the comparison drops a lapsed licence state', async () => {
    const worker = await buildWorker(t.app, {
      profile: { certsandlicense: { active_professional_licenses: ['GA', 'TX'] } },
    });
    const doc = await addDoc(worker.id, { category: 'professional_licenses', name: 'Licence.pdf', meta: {} });
    const res = await injectAs(t.app, worker).patch(`/api/credentials/${doc.id}`, {
      expiresOn: '2020-01-31',
      number: 'RN-12345',
      state: 'GA',
      multistate: true,
      issuedOn: '2018-02-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      label: 'State licence (GA, multistate)',
      number: 'RN-12345',
      state: 'GA',
      multistate: true,
      expiresOn: '2020-01-31',
      status: 'expired',
    });
    const profile = await injectAs(t.app, worker).get('/api/worker-profile');
    expect(
      profile.json().profile?.certsandlicense?.active_professional_licenses ??
        profile.json().certsandlicense?.active_professional_licenses,
    ).toEqual(['TX']);
    const cleared = await injectAs(t.app, worker).patch(`/api/credentials/${doc.id}`, {
      number: null,
      expiresOn: null,
    });
    expect(cleared.json()).toMatchObject({
      number: null,
      expiresOn: null,
      status: null,
      statusLabel: 'No expiry date',
    });
  });

  it("refuses another worker's document (404), bad dates and unknown fields (400)", async () => {
    const owner = await buildWorker(t.app);
    const other = await buildWorker(t.app);
    const doc = await addDoc(owner.id, { expiresOn: '2030-01-01' });
    const res = await injectAs(t.app, other).patch(`/api/credentials/${doc.id}`, { expiresOn: '2031-01-01' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: expect.any(String) });
    const bad = await injectAs(t.app, owner).patch(`/api/credentials/${doc.id}`, { expiresOn: '2031-02-30' });
    expect(bad.statusCode).toBe(400);
    // Both dates past (an issue date may not be in the future, issue 46): only their order is wrong.
    const order = await injectAs(t.app, owner).patch(`/api/credentials/${doc.id}`, {
      issuedOn: '2021-01-01',
      expiresOn: '2020-01-01',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual({ expiresOn: 'The expiry date must be on or after the issue date' });
    const year = Number(todayIso().slice(0, 4));
    const future = await injectAs(t.app, owner).patch(`/api/credentials/${doc.id}`, {
      issuedOn: `${year + 1}-01-01`,
      expiresOn: `${year + 5}-01-01`,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ issuedOn: MESSAGES.validation.dateNotFuture });
    const extra = await injectAs(t.app, owner).patch(`/api/credentials/${doc.id}`, { ownerId: other.id });
    expect(extra.statusCode).toBe(400);
  });
});

describe('recruiter credential alerts', () => {
  it('badges an application whose worker holds an expired required card; other organizations get 404', async () => {
    const { org, recruiter, job } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    await addDoc(worker.id, { expiresOn: '2020-01-01' });
    const required = await buildJob(t.app, org.id, { requirements: { certifications: ['BLS'] } });
    const a1 = await buildApplication(t.app, worker.id, required);
    const a2 = await buildApplication(t.app, worker.id, {
      ...job,
      details: { ...job.details, requirements: {} },
    } as typeof job);
    const res = await injectAs(t.app, recruiter).get(`/api/applications/${a1.id}/credential-alerts`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      applicationId: a1.id,
      badge: { label: 'Credential expired', color: 'red' },
      alerts: [{ requirement: 'BLS', status: 'expired' }],
    });

    const batch = await injectAs(t.app, recruiter).get(`/api/credential-alerts?ids=${a1.id},${a2.id}`);
    const byId = Object.fromEntries(
      batch.json().map((x: { applicationId: string; badge: unknown }) => [x.applicationId, x.badge]),
    );
    expect(byId[a1.id]).toEqual({ label: 'Credential expired', color: 'red' });

    const stranger = (await buildOrgWithTeam(t.app)).recruiter;
    expect((await injectAs(t.app, stranger).get(`/api/applications/${a1.id}/credential-alerts`)).statusCode).toBe(404);
    expect((await injectAs(t.app, stranger).get(`/api/credential-alerts?ids=${a1.id}`)).json()).toEqual([]);
  });

  it('an expired certificate does not match in the comparison', async () => {
    const { org } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    await addDoc(worker.id, { expiresOn: '2020-01-01' });
    const job = await buildJob(t.app, org.id, { requirements: { certifications: ['BLS'] } });
    const res = await injectAs(t.app, worker).get(`/api/jobs/${job.id}`);
    const rows = JSON.stringify(res.json());
    expect(res.statusCode).toBe(200);
    expect(rows).toContain('"expired":true');
  });
});

describe('reminder scan (fake clock)', () => {
  it('91 days before expiry the credential is valid with nothing queued; the next day it is expiring', async () => {
    const worker = await buildWorker(t.app);
    const expiry = '2028-01-20';
    const doc = await addDoc(worker.id, { expiresOn: expiry });
    const day91 = at(shift(expiry, -91));
    const day90 = at(shift(expiry, -90));
    await scanCredentialReminders(t.app, day91);
    expect(
      await t.app.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `cred:${doc.id}:%`)),
    ).toHaveLength(0);
    expect((await getCredentialWallet(t.app.db, worker.id, day91)).credentials[0]).toMatchObject({
      status: 'valid',
      statusLabel: 'Valid: 91 days left',
    });
    expect((await getCredentialWallet(t.app.db, worker.id, day90)).credentials[0]).toMatchObject({
      status: 'expiring',
      statusLabel: 'Expiring: 90 days left',
    });
  });
});

// Restarts: a second app instance on the same database must not queue or send the reminder again.
describe('reminders survive a restart', () => {
  it('queues the 90-day reminder once and sends one email across two app instances', async () => {
    const worker = await buildWorker(t.app);
    const expiry = '2028-03-15';
    // Each scan and drain runs on its day: the clock (Date only) is set to it, so the email the reminder queues is
    // due then too.
    vi.useFakeTimers({ toFake: ['Date'] });
    const on = (day: Date) => {
      vi.setSystemTime(day);
      return day;
    };
    const doc = await addDoc(worker.id, { name: 'ACLS', meta: { credential: 'ACLS' }, expiresOn: expiry });
    const remindersOf = async () =>
      t.app.db
        .select()
        .from(outbox)
        .where(like(outbox.dedupeKey, `cred:${doc.id}:%`));
    const mailsTo = async () => t.app.db.select().from(sentEmails).where(eq(sentEmails.to, worker.email));

    const day91 = on(at(shift(expiry, -91)));
    expect(await scanCredentialReminders(t.app, day91)).toBeGreaterThanOrEqual(0);
    expect(await remindersOf()).toHaveLength(0);

    const day90 = on(at(shift(expiry, -90)));
    await scanCredentialReminders(t.app, day90);
    await scanCredentialReminders(t.app, day90);
    expect((await remindersOf()).map((r) => r.dedupeKey)).toEqual([`cred:${doc.id}:90:${expiry}`]);
    await t.app.outbox.drain(day90);
    const mails = await mailsTo();
    expect(mails.map((m) => m.subject)).toEqual(['Your ACLS expires in 90 days']);
    expect(mails[0].text).toContain(`expires on ${expiry}`);

    const second = await buildApp({
      config: t.config,
      database: t.database,
      storage: createLocalStorage(`${t.config.dataDir}/files`),
    });
    await second.ready();
    try {
      const day89 = on(at(shift(expiry, -89)));
      await scanCredentialReminders(second, day89);
      await second.outbox.drain(day89);
      expect(await remindersOf()).toHaveLength(1);
      expect(await mailsTo()).toHaveLength(1);
      const day30 = on(at(shift(expiry, -30)));
      await scanCredentialReminders(second, day30);
      await second.outbox.drain(day30);
      expect((await mailsTo()).map((m) => m.subject)).toEqual([
        'Your ACLS expires in 90 days',
        'Your ACLS expires in 30 days',
      ]);
    } finally {
      await second.close();
    }
  });
});

// One count of days until expiry (daysLeft): the reminder email, the bell and the profile say the same number.
describe('days until expiry, one count everywhere', () => {
  it('a BLS added 19 days before expiry: the 30-day reminder email, the bell and the profile all say 19 days', async () => {
    const worker = await buildWorker(t.app);
    const now = at('2031-03-01');
    const expiry = shift('2031-03-01', 19);
    await addDoc(worker.id, { expiresOn: expiry });

    await scanCredentialReminders(t.app, now);
    await t.app.outbox.drain(now);

    const mails = await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, worker.email));
    expect(mails.map((m) => m.subject)).toEqual(['Your BLS expires in 19 days']);
    const bell = (await injectAs(t.app, worker).get('/api/notifications')).json();
    expect(bell.items.map((i: { text: string }) => i.text)).toEqual(['BLS expires in 19 days.']);
    const wallet = await getCredentialWallet(t.app.db, worker.id, now);
    expect(wallet.credentials.map((c) => c.statusLabel)).toEqual(['Expiring: 19 days left']);
  });

  it('a credential already expired when first scanned says it has expired, in the email and the bell', async () => {
    const worker = await buildWorker(t.app);
    const now = at('2031-05-10');
    await addDoc(worker.id, { expiresOn: shift('2031-05-10', -3) });
    await scanCredentialReminders(t.app, now);
    await t.app.outbox.drain(now);
    const mails = await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, worker.email));
    expect(mails.map((m) => m.subject)).toEqual(['Your BLS has expired']);
    const bell = (await injectAs(t.app, worker).get('/api/notifications')).json();
    expect(bell.items.map((i: { text: string }) => i.text)).toEqual(['BLS has expired.']);
    const wallet = await getCredentialWallet(t.app.db, worker.id, now);
    expect(wallet.credentials.map((c) => c.statusLabel)).toEqual(['Expired 3 days ago']);
  });
});
