// Bulk actions (issue 22): each application moves through the one status-move use case in its own transaction; the
// answer names every refused row with the rule's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildMember, buildOrgWithTeam, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { applications, outbox, statusHistory, webhooks } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const bulk = (who: { cookie: string }, payload: object) =>
  injectAs(t.app, who).post('/api/application-journey/bulk', payload);

async function teamWithWebhook() {
  const team = await buildOrgWithTeam(t.app);
  await t.app.db.insert(webhooks).values({
    organizationId: team.org.id,
    url: 'https://hooks.example.com/carelink',
    secret: 'secret-for-tests-only',
    events: ['application.created', 'application.status_changed'],
  });
  return team;
}

describe('POST /api/application-journey/bulk', () => {
  it('moves 47 of 50 applications, names the 3 refused with the rule, and writes 47 history and 47 webhook rows', async () => {
    const team = await teamWithWebhook();
    const other = await buildOrgWithTeam(t.app);
    const movable = [];
    for (let i = 0; i < 47; i++)
      movable.push(await buildApplication(t.app, (await buildWorker(t.app)).id, team.job, { status: 'New' }));
    const already = await buildApplication(t.app, (await buildWorker(t.app)).id, team.job, { status: 'Hold' });
    const withdrawn = await buildApplication(t.app, (await buildWorker(t.app)).id, team.job, {
      status: 'Rejected',
      offerStatus: 'Withdrawn',
    });
    const foreign = await buildApplication(t.app, (await buildWorker(t.app)).id, other.job, { status: 'New' });
    const all = [...movable.slice(0, 20), already, ...movable.slice(20, 40), withdrawn, ...movable.slice(40), foreign];
    expect(all).toHaveLength(50);

    const res = await bulk(team.recruiter, {
      action: 'status',
      status: 'Hold',
      decision_maker: 'Facility',
      decision_reason: 'Census low',
      applications: all.map((a) => ({ applicationId: a.id, version: a.version })),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.changed).toHaveLength(47);
    expect(new Set(body.changed.map((c: { applicationId: string }) => c.applicationId))).toEqual(
      new Set(movable.map((a) => a.id)),
    );
    expect(body.refused).toEqual([
      { applicationId: already.id, error: 'CONFLICT', message: MESSAGES.errors.sameStatus },
      { applicationId: withdrawn.id, error: 'CONFLICT', message: MESSAGES.errors.withdrawn },
      { applicationId: foreign.id, error: 'NOT_FOUND', message: MESSAGES.errors.notFound },
    ]);

    const ids = all.map((a) => a.id);
    const history = await t.app.db.select().from(statusHistory).where(inArray(statusHistory.applicationId, ids));
    expect(history).toHaveLength(47);
    expect(new Set(history.map((h) => `${h.fromStatus}>${h.toStatus}:${h.decisionMaker}:${h.reason}`))).toEqual(
      new Set(['New>Hold:Facility:Census low']),
    );
    const hooks = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'webhook'), inArray(sql`${outbox.payload}->'data'->>'application_id'`, ids)));
    expect(hooks).toHaveLength(47);
    const rows = await t.app.db.select().from(applications).where(inArray(applications.id, ids));
    expect(rows.filter((r) => r.status === 'Hold')).toHaveLength(48); // 47 moved + the one already on Hold
    expect(rows.find((r) => r.id === foreign.id)?.status).toBe('New');
  });

  it('refuses a row changed since the list was loaded (stale version) and moves the rest', async () => {
    const team = await teamWithWebhook();
    const a = await buildApplication(t.app, (await buildWorker(t.app)).id, team.job, { status: 'New' });
    const b = await buildApplication(t.app, (await buildWorker(t.app)).id, team.job, { status: 'New' });
    const res = await bulk(team.recruiter, {
      action: 'status',
      status: 'Screening',
      applications: [
        { applicationId: a.id, version: a.version + 1 },
        { applicationId: b.id, version: b.version },
      ],
    });
    expect(res.json()).toEqual({
      changed: [{ applicationId: b.id, status: 'Screening', version: b.version + 1 }],
      refused: [{ applicationId: a.id, error: 'CONFLICT', message: MESSAGES.errors.staleUpdate }],
    });
  });

  it('assigns a recruiter to many applications (organization users), recorded in History of each', async () => {
    const team = await teamWithWebhook();
    const second = await buildMember(t.app, 'recruiter', team.org.id);
    const apps = [
      await buildApplication(t.app, (await buildWorker(t.app)).id, team.job, { status: 'Submitted' }),
      await buildApplication(t.app, (await buildWorker(t.app)).id, team.job, { status: 'Working' }),
    ];
    const res = await bulk(team.orgUser, {
      action: 'assign',
      newRecruiterId: second.id,
      applications: apps.map((a) => ({ applicationId: a.id })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refused).toEqual([]);
    const rows = await t.app.db
      .select()
      .from(applications)
      .where(
        inArray(
          applications.id,
          apps.map((a) => a.id),
        ),
      );
    expect(rows.map((r) => r.recruiterId)).toEqual([second.id, second.id]);
    const history = await t.app.db
      .select()
      .from(statusHistory)
      .where(
        inArray(
          statusHistory.applicationId,
          apps.map((a) => a.id),
        ),
      );
    expect(history.map((h) => h.kind)).toEqual(['assign', 'assign']);
  });

  it('refuses workers and recruiters assigning (403), duplicates and empty lists (400)', async () => {
    const team = await teamWithWebhook();
    const worker = await buildWorker(t.app);
    const a = await buildApplication(t.app, worker.id, team.job, { status: 'New' });
    const move = { action: 'status', status: 'Screening', applications: [{ applicationId: a.id }] };
    expect((await bulk(worker, move)).statusCode).toBe(403);
    const assign = { action: 'assign', newRecruiterId: team.recruiter.id, applications: [{ applicationId: a.id }] };
    expect((await bulk(team.recruiter, assign)).statusCode).toBe(403);
    const dup = await bulk(team.recruiter, {
      ...move,
      applications: [{ applicationId: a.id }, { applicationId: a.id }],
    });
    expect(dup.statusCode).toBe(400);
    expect((await bulk(team.recruiter, { ...move, applications: [] })).statusCode).toBe(400);
    expect((await t.app.db.select().from(applications).where(eq(applications.id, a.id)))[0].status).toBe('New');
  });
});
