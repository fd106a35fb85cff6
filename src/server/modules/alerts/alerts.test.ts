import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { savedSearches, sentEmails } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { scanDailyAlerts } from './run-job-alerts';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-signature';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const city = () => `Alertville${Math.random().toString(36).slice(2, 8)}`;
const jobBody = (c: string, title = 'Cardiac ICU Travel Nurse') => ({
  title,
  profession: 'Registered Nurse',
  specialty: 'ICU',
  terms: 'Travel Contract',
  pay: { hourly_rate: 50, non_taxable_weekly: 1000 },
  hours: { hours_per_week: 36 },
  location: { state: 'GA', city: c },
});
const mailsTo = async (to: string) => t.app.db.select().from(sentEmails).where(eq(sentEmails.to, to));
const save = (user: TestUser, payload: Record<string, unknown>) =>
  injectAs(t.app, user).post('/api/saved-searches', payload);

describe('saved searches CRUD', () => {
  it('a worker saves, lists, edits and deletes own searches; filters are normalised', async () => {
    const worker = await buildWorker(t.app);
    const created = await save(worker, {
      name: 'ICU in Georgia',
      query: '?q=icu&state=GA&cursor=x',
      frequency: 'instant',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'ICU in Georgia',
      query: 'q=icu&state=GA',
      frequency: 'instant',
      lastNotifiedAt: null,
    });
    const id = created.json().id;
    const list = await injectAs(t.app, worker).get('/api/saved-searches');
    expect(list.json().map((s: { id: string }) => s.id)).toEqual([id]);
    const edited = await injectAs(t.app, worker).patch(`/api/saved-searches/${id}`, {
      name: 'ICU GA',
      frequency: 'daily',
    });
    expect(edited.json()).toMatchObject({ name: 'ICU GA', frequency: 'daily', query: 'q=icu&state=GA' });
    expect((await injectAs(t.app, worker).delete(`/api/saved-searches/${id}`)).statusCode).toBe(204);
    expect((await injectAs(t.app, worker).get('/api/saved-searches')).json()).toEqual([]);
  });

  it("others' searches answer 404; bad filters and non-workers are refused", async () => {
    const owner = await buildWorker(t.app);
    const other = await buildWorker(t.app);
    const id = (await save(owner, { name: 'Mine', query: 'state=GA' })).json().id;
    expect((await injectAs(t.app, other).patch(`/api/saved-searches/${id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await injectAs(t.app, other).delete(`/api/saved-searches/${id}`)).statusCode).toBe(404);
    const bad = await save(owner, { name: 'Bad', query: 'state=ZZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'These search filters are not valid',
      fields: { query: 'These search filters are not valid' },
    });
    expect((await save(owner, { name: '', query: '' })).statusCode).toBe(400);
    const { recruiter } = await buildOrgWithTeam(t.app);
    expect((await save(recruiter, { name: 'R', query: '' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-searches' })).statusCode).toBe(401);
  });
});

describe('instant alerts', () => {
  it('a job posted through the dashboard that matches emails the worker once, with job and unsubscribe links', async () => {
    const { orgUser } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const c = city();
    const id = (await save(worker, { name: 'Cardiac', query: `q=cardiac&city=${c}`, frequency: 'instant' })).json().id;
    const posted = await injectAs(t.app, orgUser).post('/api/org/jobs', jobBody(c));
    expect(posted.statusCode).toBe(201);
    await injectAs(t.app, orgUser).post('/api/org/jobs', jobBody(city())); // another city: no match
    await t.app.outbox.drain();
    await t.app.outbox.drain(); // the email queued by the alert
    const mails = await mailsTo(worker.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('1 new job for your saved search "Cardiac"');
    expect(mails[0].text).toContain(`${t.config.publicUrl}/explore-jobs/${posted.json()._id ?? posted.json().id}`);
    expect(mails[0].text).toMatch(/\/api\/saved-searches\/unsubscribe\?id=[0-9a-f-]+&sig=[\w-]+/);

    // A second matching job within the hour waits for the period, then both are not resent: only the new one.
    await injectAs(t.app, orgUser).post('/api/org/jobs', jobBody(c, 'Cardiac ICU Nights'));
    await t.app.outbox.drain();
    expect(await mailsTo(worker.email)).toHaveLength(1);
    const [{ lastNotifiedAt }] = await t.app.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    const periodOver = new Date(lastNotifiedAt!.getTime() + 3_600_000 + 5_000);
    await t.app.outbox.drain(periodOver);
    await t.app.outbox.drain(periodOver);
    const after = await mailsTo(worker.email);
    expect(after).toHaveLength(2);
    expect(after[1].text).toContain('Cardiac ICU Nights');
    expect(after[1].text).not.toContain('Cardiac ICU Travel Nurse');
  });
});

describe('daily alerts', () => {
  it('the daily scan sends at most one email a day with the jobs posted since the last one', async () => {
    const { org } = await buildOrgWithTeam(t.app);
    const worker = await buildWorker(t.app);
    const c = city();
    const id = (await save(worker, { name: 'Daily GA', query: `city=${c}`, frequency: 'daily' })).json().id;
    await t.app.db
      .update(savedSearches)
      .set({ createdAt: sql`${savedSearches.createdAt} - interval '1 minute'` })
      .where(eq(savedSearches.id, id));
    // The scan runs as the first job is posted: the second, posted after, is new at the next day's scan.
    const now = (await buildJob(t.app, org.id, { location: { state: 'GA', city: c } })).datePosted;
    expect(await scanDailyAlerts(t.app, now)).toBeGreaterThanOrEqual(1);
    await scanDailyAlerts(t.app, now);
    await t.app.outbox.drain(new Date(now.getTime() + 1000));
    expect(await mailsTo(worker.email)).toHaveLength(1);
    await buildJob(t.app, org.id, { location: { state: 'GA', city: c } });
    await scanDailyAlerts(t.app, new Date(now.getTime() + 3_600_000));
    await t.app.outbox.drain(new Date(now.getTime() + 3_600_000));
    expect(await mailsTo(worker.email)).toHaveLength(1);
    const nextDay = new Date(now.getTime() + 86_400_000 + 1000);
    await scanDailyAlerts(t.app, nextDay);
    await t.app.outbox.drain(nextDay);
    await t.app.outbox.drain(new Date(nextDay.getTime() + 1000));
    expect(await mailsTo(worker.email)).toHaveLength(2);
  });
});

describe('unsubscribe link', () => {
  it('is signed with SESSION_SECRET and works without signing in', async () => {
    const worker = await buildWorker(t.app);
    const id = (await save(worker, { name: 'Bye', query: '' })).json().id;
    const sig = signUnsubscribe(t.config.sessionSecret, id);
    expect(verifyUnsubscribe(t.config.sessionSecret, id, sig)).toBe(true);
    expect(verifyUnsubscribe('another-secret', id, sig)).toBe(false);

    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/saved-searches/unsubscribe?id=${id}&sig=${sig.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This unsubscribe link is not valid.');
    const otherSig = await t.app.inject({
      method: 'GET',
      url: `/api/saved-searches/unsubscribe?id=${crypto.randomUUID()}&sig=${sig}`,
    });
    expect(otherSig.statusCode).toBe(400);

    const ok = await t.app.inject({ method: 'GET', url: `/api/saved-searches/unsubscribe?id=${id}&sig=${sig}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/html');
    expect(ok.body).toContain('You will not get emails for this saved search any more.');
    expect(await t.app.db.select().from(savedSearches).where(eq(savedSearches.id, id))).toEqual([]);
  });
});
