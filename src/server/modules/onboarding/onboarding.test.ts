// The onboarding checklist and "Cleared means cleared" (issue 31): accepting an offer creates the checklist from the
// job's requirements and the organization's items; the worker fulfils items with their documents (chosen or just
// uploaded); the organization's side verifies or rejects with a reason; an expiry before the assignment's end blocks
// an item; Cleared (and quick-advance's Onboarding → Working) is refused with what is missing on every road; an
// organization user may override with a reason kept in History; another organization sees and does nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildJob, buildOrgWithTeam, buildWorker, type TestUser } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { clearPrerequisitesForTest, completeTermsForTest, signedContractForTest } from '../../test/placement-factory';
import { documents, jobs, notifications, onboardingItems, outbox, referees, statusHistory } from '../../db/schema';
import { makePdf } from '../../db/seed-files';
import { multipartBody } from '../../test/server-process';
import type { Checklist } from '@/domain/onboarding';

let t: TestApp;
let pdf: Buffer;

beforeAll(async () => {
  t = await createTestApp({ webhookAllowPrivate: true });
  pdf = await makePdf('BLS card');
});
afterAll(async () => t.close());

/** A job needing a Texas licence, BLS and a resume, starting 2027-01-04 and ending 2027-04-04; a placement accepted. */
async function accepted(extra: Record<string, unknown> = {}) {
  const team = await buildOrgWithTeam(t.app);
  const tpl = await injectAs(t.app, team.orgUser).post('/api/onboarding-templates', {
    label: 'Drug screen',
    description: '10-panel, within 30 days',
    needsDocument: true,
    dueDaysBeforeStart: 14,
  });
  expect(tpl.statusCode).toBe(201);
  const worker = await buildWorker(t.app);
  const job = await buildJob(t.app, team.org.id, {
    recruiterId: team.recruiter.id,
    requirements: { professional_licensure: ['TX'], certifications: ['BLS'], resume_required: true, ...extra },
    schedule: { start_date: '2027-01-04', end_date: '2027-04-04' },
  });
  const a = await buildApplication(t.app, worker.id, job, { status: 'Submitted' });
  const offer = await injectAs(t.app, team.recruiter).post('/api/offers', {
    applicationId: a.id,
    terms: { pay: { hourly_rate: 31 } },
  });
  expect(offer.statusCode).toBe(201);
  const acc = await injectAs(t.app, worker).post('/api/offers/respond', { applicationId: a.id, action: 'Accept' });
  expect(acc.statusCode).toBe(200);
  return { team, worker, job, a };
}

const checklist = async (user: TestUser, id: string) => {
  const res = await injectAs(t.app, user).get(`/api/applications/${id}/onboarding`);
  expect(res.statusCode).toBe(200);
  return res.json() as Checklist;
};
const itemOf = (c: Checklist, key: string) => c.items.find((i) => i.key === key)!;

async function doc(worker: TestUser, category: string, name: string, expiresOn: string | null) {
  const [row] = await t.app.db
    .insert(documents)
    .values({
      ownerId: worker.id,
      category,
      name,
      fileKey: `${worker.id}/x`,
      size: 1,
      contentType: 'application/pdf',
      expiresOn,
    })
    .returning();
  return row!;
}

const submit = (worker: TestUser, itemId: string, documentId: string, version: number) =>
  injectAs(t.app, worker).post(`/api/onboarding-items/${itemId}/submit`, { documentId, version });
const review = (user: TestUser, itemId: string, body: Record<string, unknown>) =>
  injectAs(t.app, user).post(`/api/onboarding-items/${itemId}/review`, body);

describe('the checklist', () => {
  it('is created on acceptance from the job requirements and the organization items, due before the start', async () => {
    const { worker, a } = await accepted();
    const c = await checklist(worker, a.id);
    expect(c.items.map((i) => [i.key.replace(/template:.*/, 'template'), i.label, i.status, i.due_on])).toEqual([
      ['licence:TX', 'Professional licence (TX)', 'missing', '2026-12-28'],
      ['certification:BLS', 'BLS', 'missing', '2026-12-28'],
      ['resume', 'Resume', 'missing', '2026-12-28'],
      ['template', 'Drug screen', 'missing', '2026-12-21'],
    ]);
    expect(c.summary).toBe('0 of 4 verified · contract: waiting for worker');
    expect(c.start_date).toBe('2027-01-04');
    // What to do next: the earliest due (the drug screen, due two weeks before the start).
    expect(c.next_item_id).toBe(c.items[3]!.id);
  });

  it('submit → reject with a reason → resubmit → verify, each in History and under the other side’s bell', async () => {
    const { team, worker, a } = await accepted();
    const bls = itemOf(await checklist(worker, a.id), 'certification:BLS');
    const card = await doc(worker, 'certificates', 'BLS card', '2028-06-30');
    const s1 = await submit(worker, bls.id, card.id, bls.version);
    expect(s1.statusCode).toBe(200);
    expect(s1.json().item).toMatchObject({ status: 'submitted', document_name: 'BLS card', expires_on: '2028-06-30' });

    expect((await review(team.recruiter, bls.id, { decision: 'reject', version: 2 })).statusCode).toBe(400);
    const rej = await review(team.recruiter, bls.id, { decision: 'reject', reason: 'Card is not signed', version: 2 });
    expect(rej.statusCode).toBe(200);
    const seen = itemOf(await checklist(worker, a.id), 'certification:BLS');
    expect([seen.status, seen.rejection_reason]).toEqual(['rejected', 'Card is not signed']);

    expect((await submit(worker, bls.id, card.id, 3)).statusCode).toBe(200);
    // A stale version is a 409 naming the item.
    const stale = await review(team.recruiter, bls.id, { decision: 'verify', version: 3 });
    expect([stale.statusCode, stale.json().message]).toEqual([409, expect.stringContaining('“BLS”')]);
    expect((await review(team.recruiter, bls.id, { decision: 'verify', version: 4 })).statusCode).toBe(200);

    const history = await t.app.db
      .select({ notes: statusHistory.notes })
      .from(statusHistory)
      .where(and(eq(statusHistory.applicationId, a.id), eq(statusHistory.kind, 'onboarding')))
      .orderBy(statusHistory.id);
    expect(history.map((h) => h.notes)).toEqual([
      'BLS: submitted',
      'BLS: rejected (Card is not signed)',
      'BLS: submitted',
      'BLS: verified',
    ]);
    const workerBell = await t.app.db.select().from(notifications).where(eq(notifications.userId, worker.id));
    expect(workerBell.filter((n) => n.kind === 'onboarding')).toHaveLength(2);
    const recruiterBell = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, team.recruiter.id));
    expect(recruiterBell.filter((n) => n.kind === 'onboarding')).toHaveLength(2);
  });

  it('a document expiring before the assignment ends blocks the item: it cannot be submitted', async () => {
    const { worker, a } = await accepted();
    const bls = itemOf(await checklist(worker, a.id), 'certification:BLS');
    const short = await doc(worker, 'certificates', 'BLS card', '2027-03-01');
    const res = await submit(worker, bls.id, short.id, bls.version);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('expires during the assignment');
    expect(itemOf(await checklist(worker, a.id), 'certification:BLS').status).toBe('missing');
  });

  it('a new upload fulfils an item (upload, then attach)', async () => {
    const { worker, a } = await accepted();
    const resume = itemOf(await checklist(worker, a.id), 'resume');
    const form = multipartBody({ category: 'resume' }, { name: 'resume.pdf', content: pdf, type: 'application/pdf' });
    const up = await injectAs(t.app, worker).post('/api/documents/upload', form.body, {
      headers: { 'content-type': form.contentType },
    });
    expect(up.statusCode).toBe(201);
    const res = await submit(worker, resume.id, up.json().data.id, resume.version);
    expect(res.statusCode).toBe(200);
    expect(res.json().item.status).toBe('submitted');
  });
});

describe('Verified needs what the item kind needs (issue 42)', () => {
  it("the checklist's licence upload carries its number and expiry: the new document can be verified", async () => {
    const { team, worker, a } = await accepted();
    const lic = itemOf(await checklist(worker, a.id), 'licence:TX');
    const form = multipartBody(
      { category: 'professional_licenses', expiresOn: '2029-05-31', number: 'RN-445566' },
      { name: 'licence.pdf', content: pdf, type: 'application/pdf' },
    );
    const up = await injectAs(t.app, worker).post('/api/documents/upload', form.body, {
      headers: { 'content-type': form.contentType },
    });
    expect(up.statusCode).toBe(201);
    const res = await submit(worker, lic.id, up.json().data.id, lic.version);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ expires_on: '2029-05-31', verify_missing: [] });
    const [stored] = await t.app.db.select().from(documents).where(eq(documents.id, up.json().data.id));
    expect(stored!.meta).toEqual({ number: 'RN-445566' });
    const ok = await review(team.recruiter, lic.id, { decision: 'verify', version: lic.version + 1 });
    expect([ok.statusCode, ok.json().item.status]).toEqual([200, 'verified']);
  });

  it('a references item with nobody named cannot be verified; named and answered it can', async () => {
    const { team, worker, a } = await accepted({ number_of_references: 2 });
    const refs = itemOf(await checklist(team.recruiter, a.id), 'references');
    expect(refs.verify_missing).toEqual(['2 referees named (0 so far)', '2 references received (0 so far)']);
    const refused = await review(team.recruiter, refs.id, { decision: 'verify', version: refs.version });
    expect([refused.statusCode, refused.json().message]).toEqual([
      422,
      '2 references cannot be verified yet. Missing: 2 referees named (0 so far); 2 references received (0 so far).',
    ]);
    const named = (n: number, answered: boolean) => ({
      applicationId: a.id,
      name: `Referee ${n}`,
      email: `ref${n}@example.com`,
      relationship: 'Charge nurse',
      workplace: 'General Hospital',
      tokenHash: `hash-${a.id}-${n}`,
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      answeredAt: answered ? new Date('2026-11-20T00:00:00Z') : null,
    });
    await t.app.db.insert(referees).values([named(1, true), named(2, false)]);
    const half = await review(team.recruiter, refs.id, { decision: 'verify', version: refs.version });
    expect([half.statusCode, half.json().message]).toEqual([
      422,
      '2 references cannot be verified yet. Missing: 2 references received (1 so far).',
    ]);
    await t.app.db
      .update(referees)
      .set({ answeredAt: new Date('2026-11-21T00:00:00Z') })
      .where(eq(referees.applicationId, a.id));
    expect(itemOf(await checklist(worker, a.id), 'references').verify_missing).toEqual([]);
    const ok = await review(team.recruiter, refs.id, { decision: 'verify', version: refs.version });
    expect([ok.statusCode, ok.json().item.status]).toEqual([200, 'verified']);
  });

  it('a licence submitted without its number or expiry cannot be verified; with them it can', async () => {
    const { team, worker, a } = await accepted();
    const lic = itemOf(await checklist(worker, a.id), 'licence:TX');
    const bare = await doc(worker, 'professional_licenses', 'TX licence', null);
    expect((await submit(worker, lic.id, bare.id, lic.version)).statusCode).toBe(200);
    const refused = await review(team.recruiter, lic.id, { decision: 'verify', version: lic.version + 1 });
    expect([refused.statusCode, refused.json().message]).toEqual([
      422,
      'Professional licence (TX) cannot be verified yet. Missing: the licence number; the expiry date.',
    ]);
    // The rejection's bell item and email carry the reason (issue 42, item 10).
    const rejected = await review(team.recruiter, lic.id, {
      decision: 'reject',
      reason: 'No licence number on the scan',
      version: lic.version + 1,
    });
    expect(rejected.statusCode).toBe(200);
    const said = 'Professional licence (TX) is rejected (reason: No licence number on the scan).';
    const bell = await t.app.db.select().from(notifications).where(eq(notifications.userId, worker.id));
    expect(bell.map((n) => n.data.reason)).toContain('No licence number on the scan');
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
    const toWorker = mails.map((m) => m.payload as { to: string; text: string }).filter((m) => m.to === worker.email);
    expect(toWorker.map((m) => m.text)).toContainEqual(expect.stringContaining(said));
    const full = await doc(worker, 'professional_licenses', 'TX licence 2', '2029-05-31');
    await t.app.db
      .update(documents)
      .set({ meta: { number: 'RN778899', state: 'TX' } })
      .where(eq(documents.id, full.id));
    expect((await submit(worker, lic.id, full.id, lic.version + 2)).statusCode).toBe(200);
    const ok = await review(team.recruiter, lic.id, { decision: 'verify', version: lic.version + 3 });
    expect([ok.statusCode, ok.json().item.status]).toEqual([200, 'verified']);
  });
});

describe('Cleared means cleared', () => {
  const patch = (user: TestUser, body: Record<string, unknown>) =>
    injectAs(t.app, user).patch('/api/application-journey', body);

  it('is refused with what is missing by change status, quick-advance (→ Working), board (with version) and bulk', async () => {
    const { team, worker, job, a } = await accepted();
    const change = await patch(team.recruiter, { applicationId: a.id, status: 'Cleared' });
    expect(change.statusCode).toBe(422);
    expect(change.json().message).toBe(
      'Not ready for Cleared. Still missing: The contract is not signed by both sides; Professional licence (TX) (missing); BLS (missing); Resume (missing); Drug screen (missing).',
    );
    expect(change.json().fields['missing.0']).toBe('The contract is not signed by both sides');
    const quick = await patch(team.recruiter, { applicationId: a.id, status: 'Working' });
    expect(quick.statusCode).toBe(422);
    const board = await patch(team.orgUser, { applicationId: a.id, status: 'Cleared', version: a.version + 2 });
    expect(board.statusCode).toBe(422);
    const bulk = await injectAs(t.app, team.orgUser).post('/api/application-journey/bulk', {
      action: 'status',
      status: 'Cleared',
      applications: [{ applicationId: a.id }],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().refused).toEqual([
      { applicationId: a.id, error: 'UNPROCESSABLE', message: expect.stringContaining('Drug screen (missing)') },
    ]);
    const c = await checklist(worker, a.id);
    expect(c.status).toBe('Onboarding');
    expect(c.blockers).toHaveLength(5);

    // With a signed contract but one item unverified it is still refused, naming only that item.
    await clearPrerequisitesForTest(t.app, a.id);
    await t.app.db
      .update(onboardingItems)
      .set({ status: 'submitted' })
      .where(and(eq(onboardingItems.applicationId, a.id), eq(onboardingItems.key, 'resume')));
    const one = await patch(team.recruiter, { applicationId: a.id, status: 'Cleared' });
    expect(one.json().message).toBe('Not ready for Cleared. Still missing: Resume (submitted).');

    await clearPrerequisitesForTest(t.app, a.id);
    const ok = await patch(team.recruiter, { applicationId: a.id, status: 'Cleared' });
    expect(ok.statusCode).toBe(200);
    // Working waits for the assignment's start (issue 44): the start is moved to a past day first.
    await t.app.db
      .update(jobs)
      .set({ details: sql`jsonb_set(${jobs.details}, '{schedule,start_date}', '"2026-01-05"')` })
      .where(eq(jobs.id, job.id));
    expect((await patch(team.recruiter, { applicationId: a.id, status: 'Working' })).statusCode).toBe(200);
  });

  it('an organization user may clear anyway with a reason (kept in History); a recruiter may not', async () => {
    const { team, a } = await accepted();
    await signedContractForTest(t.app, a.id);
    // The override covers the checklist, never the pay terms (issue 44): those are completed first.
    await completeTermsForTest(t.app, a.id);
    const byRecruiter = await injectAs(t.app, team.recruiter).post(`/api/applications/${a.id}/clear-override`, {
      reason: 'Start moved up',
    });
    expect(byRecruiter.statusCode).toBe(403);
    expect(
      (await injectAs(t.app, team.orgUser).post(`/api/applications/${a.id}/clear-override`, { reason: '' })).statusCode,
    ).toBe(400);
    const res = await injectAs(t.app, team.orgUser).post(`/api/applications/${a.id}/clear-override`, {
      reason: 'Facility accepted the drug screen on day one',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('Cleared');
    const [last] = await t.app.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.applicationId, a.id), eq(statusHistory.toStatus, 'Cleared')));
    expect(last!.notes).toBe(
      'Cleared anyway: Facility accepted the drug screen on day one. Missing: Professional licence (TX) (missing); BLS (missing); Resume (missing); Drug screen (missing).',
    );
    expect(last!.reason).toBe('Facility accepted the drug screen on day one');
  });
});

describe('webhooks', () => {
  it('onboarding.item_changed on each item change and application.cleared on entering Cleared, to subscribers', async () => {
    const { team, worker, a } = await accepted();
    const hook = await injectAs(t.app, team.orgUser).post('/api/org/webhooks', {
      url: 'https://hooks.example.test/placements',
      events: ['onboarding.item_changed', 'application.cleared'],
    });
    expect(hook.statusCode).toBeLessThan(300);
    const resume = itemOf(await checklist(worker, a.id), 'resume');
    const cv = await doc(worker, 'resume', 'CV', null);
    expect((await submit(worker, resume.id, cv.id, resume.version)).statusCode).toBe(200);
    await clearPrerequisitesForTest(t.app, a.id);
    const moved = await injectAs(t.app, team.recruiter).patch('/api/application-journey', {
      applicationId: a.id,
      status: 'Cleared',
    });
    expect(moved.statusCode).toBe(200);
    const events = (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'webhook')).orderBy(outbox.id))
      .map((o) => o.payload as { event: string; data: Record<string, unknown> })
      .filter((p) => p.data.application_id === a.id);
    expect(events.map((e) => [e.event, e.data.status ?? e.data.from_status])).toEqual([
      ['onboarding.item_changed', 'submitted'],
      ['application.cleared', 'Onboarding'],
    ]);
    expect(events[0]!.data).toMatchObject({ item_id: resume.id, key: 'resume', label: 'Resume' });
    expect(events[1]!.data).toMatchObject({ overridden: false });
  });
});

describe('authorization', () => {
  it('another organization, another worker and the API key of another organization see and do nothing', async () => {
    const { team, worker, a } = await accepted();
    const other = await buildOrgWithTeam(t.app);
    const otherWorker = await buildWorker(t.app);
    const bls = itemOf(await checklist(worker, a.id), 'certification:BLS');
    const card = await doc(worker, 'certificates', 'BLS card', '2028-06-30');
    const theirs = await doc(otherWorker, 'certificates', 'BLS card', '2028-06-30');

    for (const u of [other.recruiter, other.orgUser, otherWorker])
      expect((await injectAs(t.app, u).get(`/api/applications/${a.id}/onboarding`)).statusCode).toBe(404);
    expect((await submit(otherWorker, bls.id, theirs.id, bls.version)).statusCode).toBe(404);
    expect((await submit(team.recruiter, bls.id, card.id, bls.version)).statusCode).toBe(403);
    // The worker cannot attach someone else's document.
    expect((await submit(worker, bls.id, theirs.id, bls.version)).statusCode).toBe(422);
    expect((await submit(worker, bls.id, card.id, bls.version)).statusCode).toBe(200);
    expect((await review(other.orgUser, bls.id, { decision: 'verify', version: 2 })).statusCode).toBe(404);
    expect((await review(worker, bls.id, { decision: 'verify', version: 2 })).statusCode).toBe(403);
    expect(
      (await injectAs(t.app, other.orgUser).post(`/api/applications/${a.id}/clear-override`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);

    const key = (await injectAs(t.app, other.orgUser).post('/api/org/api-keys', { name: 'ATS' })).json().key;
    const auth = { authorization: `Bearer ${key}` };
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/applications/${a.id}/onboarding`, headers: auth })).statusCode,
    ).toBe(404);
    const ownKey = (await injectAs(t.app, team.orgUser).post('/api/org/api-keys', { name: 'ATS' })).json().key;
    const v1 = await t.app.inject({
      method: 'GET',
      url: `/api/v1/applications/${a.id}/onboarding`,
      headers: { authorization: `Bearer ${ownKey}` },
    });
    expect(v1.statusCode).toBe(200);
    expect(v1.json().progress.total).toBe(4);

    // Templates: only the organization's own.
    const tpl = (await injectAs(t.app, team.orgUser).get('/api/onboarding-templates')).json().items[0];
    expect((await injectAs(t.app, other.orgUser).delete(`/api/onboarding-templates/${tpl.id}`)).statusCode).toBe(404);
    expect((await injectAs(t.app, team.recruiter).get('/api/onboarding-templates')).statusCode).toBe(403);
    expect((await injectAs(t.app, worker).get('/api/onboarding-templates')).statusCode).toBe(403);
  });
});
