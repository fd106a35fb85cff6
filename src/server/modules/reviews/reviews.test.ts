// Close-out reviews on the server (issue 45): each side reviews a Done placement once (the side is the caller's), a
// do-not-return needs its reason, the worker replies once and nothing changes after the reply, the do-not-return mark
// shows on that organization's jobs only and on her new application there, and facility averages need 3 reviews.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MIN_REVIEWS_FOR_AVERAGE, REVIEW_MESSAGES as M } from '@/domain/reviews';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApplication, buildJob, buildMember, buildOrgWithTeam, buildWorker } from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { outbox, reviews, users, webhooks } from '../../db/schema';
import { fullName } from '@/domain/shared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
});
afterAll(async () => t.close());

const ORG_REVIEW = {
  scores: { clinical_skills: 4, reliability: 2, teamwork: 4, communication: 3 },
  comments: 'Late to four of twelve shifts.',
  eligible_for_rehire: false,
  do_not_return_reason: 'attendance',
};
const FACILITY_REVIEW = {
  scores: { orientation: 4, staffing_ratios: 2, management_support: 3 },
  comments: 'Short-staffed nights.',
  would_return: true,
};

/** A Done placement of a fresh organization: its worker, recruiter, organization user and job. */
async function donePlacement(status: 'Done' | 'Working' = 'Done') {
  const team = await buildOrgWithTeam(t.app);
  const worker = await buildWorker(t.app);
  const application = await buildApplication(t.app, worker.id, team.job, { status });
  return { ...team, worker, application };
}

describe('close-out reviews', () => {
  it('the organization reviews the worker with do not return (attendance); both sides read it, once', async () => {
    const p = await donePlacement();
    const url = `/api/applications/${p.application.id}/reviews`;
    const res = await injectAs(t.app, p.recruiter).post(url, ORG_REVIEW);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      side: 'organization',
      scores: ORG_REVIEW.scores,
      eligible_for_rehire: false,
      do_not_return_reason: 'attendance',
      reply: null,
    });
    const second = await injectAs(t.app, p.orgUser).post(url, { ...ORG_REVIEW, comments: 'Changed' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: M.errors.secondReview, fields: { side: M.errors.secondReview } });
    const seen = await injectAs(t.app, p.worker).get(url);
    expect(seen.json()).toMatchObject({
      side: 'worker',
      of_worker: { do_not_return_reason: 'attendance', comments: ORG_REVIEW.comments },
      can_reply: true,
      can_review: true,
      do_not_return: [],
    });
  });

  it('the worker reviews the facility; the organization does not read her words, only averages elsewhere', async () => {
    const p = await donePlacement();
    const url = `/api/applications/${p.application.id}/reviews`;
    const res = await injectAs(t.app, p.worker).post(url, FACILITY_REVIEW);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ side: 'worker', would_return: true, scores: FACILITY_REVIEW.scores });
    expect((await injectAs(t.app, p.worker).post(url, FACILITY_REVIEW)).statusCode).toBe(409);
    const org = (await injectAs(t.app, p.orgUser).get(url)).json();
    expect(org.of_facility).toBeNull();
    expect(org).toMatchObject({ side: 'organization', can_review: true });
  });

  it('refuses a review before Done, a do-not-return without its reason, and the other side’s fields, by name', async () => {
    const working = await donePlacement('Working');
    const early = await injectAs(t.app, working.recruiter).post(
      `/api/applications/${working.application.id}/reviews`,
      ORG_REVIEW,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.errors.notDone);

    const p = await donePlacement();
    const url = `/api/applications/${p.application.id}/reviews`;
    const noReason = await injectAs(t.app, p.recruiter).post(url, { ...ORG_REVIEW, do_not_return_reason: null });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ do_not_return_reason: M.errors.reasonRequired });
    const badScore = await injectAs(t.app, p.recruiter).post(url, {
      ...ORG_REVIEW,
      scores: { ...ORG_REVIEW.scores, teamwork: 6 },
    });
    expect(badScore.json().fields).toEqual({ 'scores.teamwork': M.errors.scoreRange });
    const mixed = await injectAs(t.app, p.worker).post(url, { ...FACILITY_REVIEW, eligible_for_rehire: true });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fields).toEqual({ eligible_for_rehire: M.errors.notForSide('eligible_for_rehire') });
    expect(await t.app.db.select().from(reviews).where(eq(reviews.applicationId, p.application.id))).toEqual([]);
  });

  it('another organization’s recruiter, another worker and an unassigned recruiter cannot review', async () => {
    const p = await donePlacement();
    const other = await donePlacement();
    const url = `/api/applications/${p.application.id}/reviews`;
    expect((await injectAs(t.app, other.recruiter).post(url, ORG_REVIEW)).statusCode).toBe(404);
    expect((await injectAs(t.app, other.worker).post(url, FACILITY_REVIEW)).statusCode).toBe(404);
    const unassigned = await buildMember(t.app, 'recruiter', p.org.id);
    const res = await injectAs(t.app, unassigned).post(url, ORG_REVIEW);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.errors.notYourSide);
  });

  it('the worker replies once; after the reply neither the review nor the reply changes', async () => {
    const p = await donePlacement();
    const url = `/api/applications/${p.application.id}/reviews`;
    const review = (await injectAs(t.app, p.recruiter).post(url, ORG_REVIEW)).json();
    // Another worker, the organization itself and the other side's own review: no reply.
    const other = await buildWorker(t.app);
    expect((await injectAs(t.app, other).post(`/api/reviews/${review.id}/reply`, { reply: 'x' })).statusCode).toBe(404);
    expect((await injectAs(t.app, p.orgUser).post(`/api/reviews/${review.id}/reply`, { reply: 'x' })).statusCode).toBe(
      404,
    );
    const reply = 'My car broke down twice; I told the charge nurse each time.';
    const res = await injectAs(t.app, p.worker).post(`/api/reviews/${review.id}/reply`, { reply });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: review.id, reply, do_not_return_reason: 'attendance' });

    const again = await injectAs(t.app, p.worker).post(`/api/reviews/${review.id}/reply`, { reply: 'Edited' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: M.errors.alreadyReplied,
      fields: { reply: M.errors.alreadyReplied },
    });
    const edit = await injectAs(t.app, p.recruiter).post(url, {
      ...ORG_REVIEW,
      eligible_for_rehire: true,
      do_not_return_reason: null,
    });
    expect(edit.statusCode).toBe(409);
    const [stored] = await t.app.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(stored).toMatchObject({
      reply,
      eligibleForRehire: false,
      doNotReturnReason: 'attendance',
      comments: ORG_REVIEW.comments,
    });
    const org = (await injectAs(t.app, p.orgUser).get(url)).json();
    expect(org.of_worker).toMatchObject({ reply });
    expect(org.can_reply).toBe(false);
  });

  it('the organization’s review rings the worker’s bell, her reply the recruiter’s; the facility review rings nobody’s', async () => {
    const p = await donePlacement();
    const url = `/api/applications/${p.application.id}/reviews`;
    const bell = async (who: Parameters<typeof injectAs>[1]) =>
      (
        (await injectAs(t.app, who).get('/api/notifications')).json().items as {
          kind: string;
          text: string;
          link: string;
        }[]
      ).filter((n) => n.kind === 'review');
    const job = `${p.job.title} (${p.application.gwJobId})`;
    expect((await injectAs(t.app, p.worker).post(url, FACILITY_REVIEW)).statusCode).toBe(201);
    expect([await bell(p.worker), await bell(p.recruiter), await bell(p.orgUser)]).toEqual([[], [], []]);

    const review = (await injectAs(t.app, p.recruiter).post(url, ORG_REVIEW)).json();
    expect(await bell(p.worker)).toEqual(
      [
        {
          kind: 'review',
          text: M.notify.reviewed(p.org.name, job),
          link: `/work-journey/done/${p.application.id}`,
        },
      ].map((n) => expect.objectContaining(n)),
    );
    expect(await bell(p.recruiter)).toEqual([]);

    await injectAs(t.app, p.worker).post(`/api/reviews/${review.id}/reply`, { reply: 'I told the charge nurse.' });
    const [w] = await t.app.db.select().from(users).where(eq(users.id, p.worker.id));
    expect(await bell(p.recruiter)).toEqual([
      expect.objectContaining({
        kind: 'review',
        text: M.notify.replied(fullName(w.firstName, w.lastName), job),
        link: `/application/done/${p.worker.id}/${p.application.gwJobId}/${p.application.id}`,
      }),
    ]);
    expect(await bell(p.worker)).toHaveLength(1);
  });

  it('“Review due” on the recruiter’s Done list and board until the organization reviews; never before Done', async () => {
    const p = await donePlacement();
    const working = await donePlacement('Working');
    type Row = { applicationId: string; review_due: boolean };
    const dueOnList = async (status: string, id: string) =>
      ((await injectAs(t.app, p.recruiter).get(`/api/applications?status=${status}`)).json().items as Row[]).find(
        (i) => i.applicationId === id,
      )?.review_due;
    const dueOnBoard = async () =>
      (
        (await injectAs(t.app, p.orgUser).get('/api/applications/board')).json().columns as {
          status: string;
          items: Row[];
        }[]
      )
        .find((c) => c.status === 'Done')
        ?.items.find((i) => i.applicationId === p.application.id)?.review_due;
    expect([await dueOnList('done', p.application.id), await dueOnBoard()]).toEqual([true, true]);
    const w = (await injectAs(t.app, working.recruiter).get('/api/applications?status=working')).json().items as Row[];
    expect(w.find((i) => i.applicationId === working.application.id)?.review_due).toBe(false);
    // The worker's review of the facility is hers: the organization's review is still due.
    await injectAs(t.app, p.worker).post(`/api/applications/${p.application.id}/reviews`, FACILITY_REVIEW);
    expect(await dueOnList('done', p.application.id)).toBe(true);
    await injectAs(t.app, p.recruiter).post(`/api/applications/${p.application.id}/reviews`, ORG_REVIEW);
    expect([await dueOnList('done', p.application.id), await dueOnBoard()]).toEqual([false, false]);
  });

  it('do not return: that organization’s jobs tell her, another organization’s do not; its list shows reason and reply', async () => {
    const p = await donePlacement();
    const review = (
      await injectAs(t.app, p.recruiter).post(`/api/applications/${p.application.id}/reviews`, ORG_REVIEW)
    ).json();
    await injectAs(t.app, p.worker).post(`/api/reviews/${review.id}/reply`, { reply: 'I was never told.' });
    const sameOrgJob = await buildJob(t.app, p.org.id, { recruiterId: p.recruiter.id });
    const elsewhere = await donePlacement();
    const mine = (await injectAs(t.app, p.worker).get(`/api/jobs/${sameOrgJob.id}/facility-reviews`)).json();
    expect(mine.marked_do_not_return).toBe(true);
    const other = (await injectAs(t.app, p.worker).get(`/api/jobs/${elsewhere.job.id}/facility-reviews`)).json();
    expect(other.marked_do_not_return).toBe(false);
    // Another worker on the same job is not marked.
    const stranger = await buildWorker(t.app);
    expect((await injectAs(t.app, stranger).get(`/api/jobs/${sameOrgJob.id}/facility-reviews`)).json()).toMatchObject({
      marked_do_not_return: false,
    });

    // Her new application to that organization: its staff see the mark beside it.
    const fresh = await buildApplication(t.app, p.worker.id, sameOrgJob);
    const detail = (await injectAs(t.app, p.recruiter).get(`/api/applications/${fresh.id}/reviews`)).json();
    expect(detail.do_not_return).toEqual([
      expect.objectContaining({ review_id: review.id, reason: 'attendance', reply: 'I was never told.' }),
    ]);
    const list = (await injectAs(t.app, p.orgUser).get('/api/reviews/do-not-return')).json();
    expect(list.items).toEqual([
      expect.objectContaining({ worker_id: p.worker.id, reason: 'attendance', reply: 'I was never told.' }),
    ]);
    const badges = (
      await injectAs(t.app, p.orgUser).get(`/api/reviews/do-not-return?worker_ids=${stranger.id},${p.worker.id}`)
    ).json();
    expect(badges.items.map((i: { worker_id: string }) => i.worker_id)).toEqual([p.worker.id]);
    expect((await injectAs(t.app, elsewhere.orgUser).get('/api/reviews/do-not-return')).json().items).toEqual([]);
  });

  it('facility averages are shown only over at least 3 workers’ reviews', async () => {
    const team = await buildOrgWithTeam(t.app);
    const reader = await buildWorker(t.app);
    const url = `/api/jobs/${team.job.id}/facility-reviews`;
    const scores = [
      { orientation: 5, staffing_ratios: 2, management_support: 4 },
      { orientation: 3, staffing_ratios: 3, management_support: 4 },
      { orientation: 4, staffing_ratios: 2, management_support: 5 },
    ];
    for (const [i, s] of scores.entries()) {
      const w = await buildWorker(t.app);
      const a = await buildApplication(t.app, w.id, team.job, { status: 'Done' });
      const res = await injectAs(t.app, w).post(`/api/applications/${a.id}/reviews`, {
        scores: s,
        would_return: i !== 1,
        comments: `Words of worker ${i}`,
      });
      expect(res.statusCode).toBe(201);
      const got = (await injectAs(t.app, reader).get(url)).json();
      if (i + 1 < MIN_REVIEWS_FOR_AVERAGE) {
        expect(got).toEqual({
          count: i + 1,
          min_reviews: 3,
          averages: null,
          would_return_percent: null,
          marked_do_not_return: false,
        });
      }
    }
    const body = await injectAs(t.app, reader).get(url);
    expect(body.json()).toEqual({
      count: 3,
      min_reviews: 3,
      averages: { orientation: 4, staffing_ratios: 2.3, management_support: 4.3 },
      would_return_percent: 67,
      marked_do_not_return: false,
    });
    expect(body.body).not.toContain('Words of worker');
  });

  it('emits review.submitted to the organization’s webhook (the organization’s own review only carries scores)', async () => {
    const p = await donePlacement();
    await t.app.db.insert(webhooks).values({
      organizationId: p.org.id,
      url: 'https://hooks.example.test/reviews',
      secret: 'whsec_test',
      events: ['review.submitted'],
    });
    await injectAs(t.app, p.recruiter).post(`/api/applications/${p.application.id}/reviews`, ORG_REVIEW);
    await injectAs(t.app, p.worker).post(`/api/applications/${p.application.id}/reviews`, FACILITY_REVIEW);
    const events = (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'webhook')).orderBy(outbox.id))
      .map((e) => e.payload as { event: string; data: Record<string, unknown> })
      .filter((e) => e.data.application_id === p.application.id);
    expect(events.map((e) => [e.event, e.data.side, e.data.do_not_return_reason])).toEqual([
      ['review.submitted', 'organization', 'attendance'],
      ['review.submitted', 'worker', undefined],
    ]);
    expect(JSON.stringify(events)).not.toContain(FACILITY_REVIEW.comments);
  });
});
