// References by email (issue 31): the worker names referees of an application in Onboarding, each referee answers once
// through an emailed link valid 30 days, a reminder goes after 3 days (once, never to one who answered), the answers
// land on the checklist's references item, the worker never sees them and another organization cannot.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { REFERENCE_MESSAGES as M, DEFAULT_REFERENCE_QUESTIONS } from '@/domain/onboarding';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  buildApplication,
  buildJob,
  buildMember,
  buildOrgWithTeam,
  buildWorker,
  type TestUser,
} from '../../test/factories';
import { injectAs } from '../../test/inject-as';
import { newestMailTo } from '../../test/mail';
import { pastMailCooldown } from '../../test/clock';
import { notifications, onboardingItems, outbox, referees, sentEmails, statusHistory } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
});
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const DAY = 86_400_000;
let n = 0;
const referee = (over: Record<string, string> = {}) => ({
  name: `Ann Lee ${++n}`,
  email: `ann-${n}-${Math.random().toString(36).slice(2, 8)}@example.test`,
  relationship: 'Charge nurse',
  workplace: 'Grady ICU',
  ...over,
});
const ANSWERS = {
  dates: { from: '2024-01-01', to: '2025-06-30' },
  rehire: 'yes',
  competence: 4,
  comments: 'Calm under pressure; the unit trusted her with the sickest patients.',
};

/** A placement in Onboarding with its references item needing `required` answers. */
async function placement(required = 2) {
  const team = await buildOrgWithTeam(t.app);
  const worker = await buildWorker(t.app);
  const application = await buildApplication(t.app, worker.id, team.job, { status: 'Onboarding' });
  const [item] = await t.app.db
    .insert(onboardingItems)
    .values({
      applicationId: application.id,
      kind: 'references',
      key: 'references',
      label: 'References',
      needsDocument: false,
      requiredCount: required,
    })
    .returning();
  return { ...team, worker, application, item };
}

async function name(worker: TestUser, applicationId: string, body = referee()) {
  const res = await injectAs(t.app, worker).post(`/api/applications/${applicationId}/referees`, body);
  expect(res.statusCode, res.body).toBe(201);
  return { body, view: res.json() };
}

/** The token of the newest reference link mailed to `to` (the outbox delivered first, at `now`). */
async function linkMailedTo(to: string, now?: Date): Promise<string> {
  const mail = await newestMailTo(t.app, to, now);
  const token = /\/reference\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, `a reference link mailed to ${to}`).toMatch(/^[\w-]{40,}$/);
  return token!;
}

const openLink = (token: string) => t.app.inject({ method: 'GET', url: `/api/references/${token}` });
const answer = (token: string, answers: object = ANSWERS) =>
  t.app.inject({ method: 'POST', url: `/api/references/${token}`, payload: { answers } });

describe('a referee link', () => {
  it('opens the organization questions, works once, and then says it was already answered', async () => {
    const p = await placement();
    const { body } = await name(p.worker, p.application.id);
    const token = await linkMailedTo(body.email);
    const [row] = await t.app.db.select().from(referees).where(eq(referees.email, body.email));
    // Only the hash is stored.
    expect(row.tokenHash).not.toContain(token);

    const form = await openLink(token);
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({
      status: 'valid',
      referee_name: body.name,
      questions: DEFAULT_REFERENCE_QUESTIONS,
    });

    expect((await answer(token)).statusCode).toBe(200);
    expect((await openLink(token)).json()).toEqual({ status: 'used', message: M.alreadyAnswered });
    const again = await answer(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyAnswered);
  });

  it('expires 30 days after it was sent, and says so when opened', async () => {
    const p = await placement();
    const { body } = await name(p.worker, p.application.id);
    const token = await linkMailedTo(body.email);
    const sent = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(sent + 30 * DAY - 60_000);
      expect((await openLink(token)).json().status).toBe('valid');
      vi.setSystemTime(sent + 30 * DAY + 60_000);
      expect((await openLink(token)).json()).toEqual({ status: 'expired', message: M.linkExpired });
      const late = await answer(token);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(M.linkExpired);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses answers that do not fit the questions, with the field named', async () => {
    const p = await placement();
    const { body } = await name(p.worker, p.application.id);
    const token = await linkMailedTo(body.email);
    const res = await answer(token, { ...ANSWERS, competence: 9 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('competence');
    expect((await openLink(token)).json().status).toBe('valid');
  });

  it('stops working when the worker sends a new one; the new one works', async () => {
    const p = await placement();
    const { body } = await name(p.worker, p.application.id);
    const first = await linkMailedTo(body.email);
    const [row] = await t.app.db.select().from(referees).where(eq(referees.email, body.email));
    // A resend a minute later (the outbox holds a second email to one address back for a minute, issue 41).
    const second = await pastMailCooldown(async () => {
      const res = await injectAs(t.app, p.worker).post(`/api/referees/${row.id}/resend`);
      expect(res.statusCode, res.body).toBe(200);
      return linkMailedTo(body.email);
    });
    expect(second).not.toBe(first);
    expect((await openLink(first)).json().status).toBe('invalid');
    expect((await answer(second)).statusCode).toBe(200);
  });
});

describe('the reminder', () => {
  it('goes after 3 days, exactly once, and not to a referee who answered', async () => {
    const p = await placement();
    const waiting = (await name(p.worker, p.application.id)).body;
    const answered = (await name(p.worker, p.application.id)).body;
    await answer(await linkMailedTo(answered.email));
    const count = async (to: string) =>
      (
        await t.app.db
          .select()
          .from(sentEmails)
          .where(and(eq(sentEmails.to, to), like(sentEmails.subject, 'Reminder:%')))
      ).length;

    await t.app.outbox.drain(new Date(Date.now() + 3 * DAY - 60_000));
    expect(await count(waiting.email)).toBe(0);
    await t.app.outbox.drain(new Date(Date.now() + 3 * DAY + 60_000));
    expect(await count(waiting.email)).toBe(1);
    await t.app.outbox.drain(new Date(Date.now() + 10 * DAY));
    expect(await count(waiting.email)).toBe(1);
    expect(await count(answered.email)).toBe(0);

    // The reminder carries the link that was emailed first.
    const [reminder] = await t.app.db
      .select()
      .from(sentEmails)
      .where(and(eq(sentEmails.to, waiting.email), like(sentEmails.subject, 'Reminder:%')));
    const token = /\/reference\/([\w-]+)/.exec(reminder.text)![1];
    expect((await openLink(token)).json().status).toBe('valid');
    const view = (await injectAs(t.app, p.worker).get(`/api/applications/${p.application.id}/referees`)).json();
    expect(view.referees.find((r: { email: string }) => r.email === waiting.email).reminded_at).not.toBeNull();
    // One reminder job per link, all done.
    const jobs = await t.app.db.select().from(outbox).where(eq(outbox.kind, 'referee-reminder'));
    expect(jobs.every((j) => j.doneAt !== null)).toBe(true);
  });
});

describe('answers on the checklist', () => {
  it('submit the references item when the answered count reaches its required count, with History', async () => {
    const p = await placement(2);
    const a = (await name(p.worker, p.application.id)).body;
    const b = (await name(p.worker, p.application.id)).body;
    await answer(await linkMailedTo(a.email));
    let [item] = await t.app.db.select().from(onboardingItems).where(eq(onboardingItems.id, p.item.id));
    expect(item.status).toBe('missing');
    await answer(await linkMailedTo(b.email));
    [item] = await t.app.db.select().from(onboardingItems).where(eq(onboardingItems.id, p.item.id));
    expect(item.status).toBe('submitted');
    expect(item.version).toBe(p.item.version + 1);
    const history = await t.app.db
      .select({ notes: statusHistory.notes })
      .from(statusHistory)
      .where(eq(statusHistory.applicationId, p.application.id));
    expect(history.map((h) => h.notes)).toEqual([
      M.historyAnswered(a.name),
      M.historyAnswered(b.name),
      M.historySubmitted(2, 2),
    ]);
    // The recruiter heard of each answer in the bell (and by email: the default for this kind).
    const bell = await t.app.db.select().from(notifications).where(eq(notifications.userId, p.recruiter.id));
    expect(bell.filter((x) => x.kind === 'reference')).toHaveLength(2);
    await t.app.outbox.drain();
    const mails = await t.app.db.select().from(sentEmails).where(eq(sentEmails.to, p.recruiter.email));
    expect(mails.some((m) => m.text.includes(`${a.name} answered the reference`))).toBe(true);
  });

  it('the worker sees each state and dates, never the answers; the organization reads them', async () => {
    const p = await placement(1);
    const { body } = await name(p.worker, p.application.id);
    await answer(await linkMailedTo(body.email));
    const mine = await injectAs(t.app, p.worker).get(`/api/applications/${p.application.id}/referees`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('Calm under pressure');
    expect(mine.json()).toMatchObject({ answered: 1, required_count: 1, can_edit: true });
    expect(mine.json().referees[0]).toMatchObject({ state: 'answered', answers: null });
    expect(mine.json().referees[0].answered_at).not.toBeNull();

    for (const staff of [p.recruiter, p.orgUser]) {
      const theirs = await injectAs(t.app, staff).get(`/api/applications/${p.application.id}/referees`);
      expect(theirs.statusCode).toBe(200);
      const answers = theirs.json().referees[0].answers as { id: string; value: unknown }[];
      expect(answers.find((x) => x.id === 'comments')?.value).toBe(ANSWERS.comments);
      expect(answers.find((x) => x.id === 'competence')?.value).toBe(4);
    }
  });

  it('another organization and another worker cannot see the referees or act on them', async () => {
    const p = await placement(1);
    const { body } = await name(p.worker, p.application.id);
    await answer(await linkMailedTo(body.email));
    const other = await buildOrgWithTeam(t.app);
    const otherWorker = await buildWorker(t.app);
    const [row] = await t.app.db.select().from(referees).where(eq(referees.email, body.email));
    for (const who of [other.recruiter, other.orgUser, otherWorker]) {
      const res = await injectAs(t.app, who).get(`/api/applications/${p.application.id}/referees`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Calm under pressure');
    }
    expect((await injectAs(t.app, otherWorker).post(`/api/referees/${row.id}/resend`)).statusCode).toBe(404);
    expect(
      (await injectAs(t.app, otherWorker).post(`/api/applications/${p.application.id}/referees`, referee())).statusCode,
    ).toBe(404);
    // The recruiter of the application cannot name referees for the worker either.
    expect(
      (await injectAs(t.app, p.recruiter).post(`/api/applications/${p.application.id}/referees`, referee())).statusCode,
    ).toBe(403);
  });
});

describe('naming referees', () => {
  it('only in Onboarding, at most 5, each person once, never the worker', async () => {
    const p = await placement();
    const offered = await buildApplication(t.app, p.worker.id, await buildJob(t.app, p.org.id), { status: 'Offered' });
    const early = await injectAs(t.app, p.worker).post(`/api/applications/${offered.id}/referees`, referee());
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.notInOnboarding);

    const first = referee();
    await name(p.worker, p.application.id, first);
    const dup = await injectAs(t.app, p.worker).post(`/api/applications/${p.application.id}/referees`, {
      ...referee(),
      email: first.email.toUpperCase(),
    });
    expect(dup.statusCode).toBe(409);
    const self = await injectAs(t.app, p.worker).post(`/api/applications/${p.application.id}/referees`, {
      ...referee(),
      email: p.worker.email,
    });
    expect(self.statusCode).toBe(422);
    for (let i = 0; i < 4; i++) await name(p.worker, p.application.id);
    const sixth = await injectAs(t.app, p.worker).post(`/api/applications/${p.application.id}/referees`, referee());
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(M.tooMany(5));
  });

  it('replaces a referee who has not answered; one who answered cannot be changed', async () => {
    const p = await placement();
    const { body } = await name(p.worker, p.application.id);
    const oldToken = await linkMailedTo(body.email);
    const [row] = await t.app.db.select().from(referees).where(eq(referees.email, body.email));
    const next = referee({ name: 'Bo Diaz' });
    const res = await injectAs(t.app, p.worker).put(`/api/referees/${row.id}`, next);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().referees.map((r: { name: string }) => r.name)).toEqual(['Bo Diaz']);
    expect((await openLink(oldToken)).json().status).toBe('invalid');
    await answer(await linkMailedTo(next.email));
    const late = await injectAs(t.app, p.worker).put(`/api/referees/${row.id}`, referee());
    expect(late.statusCode).toBe(409);
  });
});

describe('the organization questions', () => {
  it('are the defaults until an organization user sets its own; the form then asks those', async () => {
    const p = await placement(1);
    const get = await injectAs(t.app, p.orgUser).get('/api/org/reference-questions');
    expect(get.json()).toEqual({ questions: DEFAULT_REFERENCE_QUESTIONS, defaults: true });
    const own = [{ id: 'unit', label: 'Which unit did you work on together?', kind: 'text', required: true }];
    const put = await injectAs(t.app, p.orgUser).put('/api/org/reference-questions', { questions: own });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ questions: own, defaults: false });
    expect(
      (await injectAs(t.app, p.recruiter).put('/api/org/reference-questions', { questions: own })).statusCode,
    ).toBe(403);
    const other = await buildMember(t.app, 'organization', (await buildOrgWithTeam(t.app)).org.id);
    expect((await injectAs(t.app, other).get('/api/org/reference-questions')).json().defaults).toBe(true);

    const { body } = await name(p.worker, p.application.id);
    const token = await linkMailedTo(body.email);
    expect((await openLink(token)).json().questions).toEqual(own);
    expect((await answer(token, { unit: '' })).statusCode).toBe(400);
    expect((await answer(token, { unit: 'Cardiac ICU' })).statusCode).toBe(200);
  });
});
