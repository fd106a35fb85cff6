// Reads of references collected by email: an application with what its emails name, its referees, the references
// item of its checklist, and the organization's questions. Each takes an optional transaction.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  REFERENCES_ITEM_KEY,
  refereeSentAt,
  refereeState,
  referenceQuestionsOf,
  type ReferenceAnswerValue,
  type ReferenceQuestion,
  type RefereeView,
} from '@/domain/onboarding';
import type { DbOrTx } from '../../db/client';
import { applications, jobs, onboardingItems, organizations, referees, users } from '../../db/schema';

/** An application with the names its reference emails and notifications use; undefined when there is none. */
export async function applicationForReferences(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      workerId: applications.workerId,
      organizationId: applications.organizationId,
      recruiterId: applications.recruiterId,
      jobId: applications.jobId,
      gwJobId: applications.gwJobId,
      jobRecruiterId: jobs.recruiterId,
      jobTitle: jobs.title,
      workerFirst: users.firstName,
      workerLast: users.lastName,
      workerEmail: users.email,
      organizationName: organizations.name,
      placement: organizations.placement,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.workerId))
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row ? { ...row, workerName: `${row.workerFirst} ${row.workerLast}`.trim() } : undefined;
}
export type ReferenceApplication = NonNullable<Awaited<ReturnType<typeof applicationForReferences>>>;

/** The referees of an application, oldest first. */
export function refereesOf(db: DbOrTx, applicationId: string) {
  return db
    .select()
    .from(referees)
    .where(eq(referees.applicationId, applicationId))
    .orderBy(asc(referees.createdAt), asc(referees.id));
}
export type RefereeRow = typeof referees.$inferSelect;

/** The references item of an application's checklist (created on acceptance by the checklist), if any. */
export async function referencesItem(db: DbOrTx, applicationId: string) {
  const [item] = await db
    .select()
    .from(onboardingItems)
    .where(and(eq(onboardingItems.applicationId, applicationId), eq(onboardingItems.key, REFERENCES_ITEM_KEY)))
    .limit(1);
  return item;
}

/** How many referees of an application have answered. */
export async function answeredCount(db: DbOrTx, applicationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(referees)
    .where(and(eq(referees.applicationId, applicationId), sql`${referees.answeredAt} is not null`));
  return Number(row?.n ?? 0);
}

/** The stored form of an answer: the questions as asked and the values by question id. */
export interface StoredAnswers {
  questions: ReferenceQuestion[];
  values: Record<string, ReferenceAnswerValue>;
}

/** A referee as the card shows it; the answers only when `withAnswers` (the organization's side). */
export function refereeView(r: RefereeRow, now: Date, withAnswers: boolean): RefereeView {
  const stored = r.answers as StoredAnswers | null;
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    relationship: r.relationship,
    workplace: r.workplace,
    state: refereeState(r, now),
    sent_at: refereeSentAt(r.expiresAt).toISOString(),
    reminded_at: r.reminderSentAt?.toISOString() ?? null,
    answered_at: r.answeredAt?.toISOString() ?? null,
    answers:
      withAnswers && stored
        ? stored.questions.map((q) => ({ id: q.id, label: q.label, kind: q.kind, value: stored.values[q.id] ?? null }))
        : null,
  };
}

/** A referee by its link's hash with the application it belongs to. */
export async function refereeByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(referees).where(eq(referees.tokenHash, tokenHash)).limit(1);
  return row;
}

/** The organization's reference questions (its own, or the defaults) and whether they are the defaults. */
export async function organizationQuestions(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ placement: organizations.placement })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  const placement = row?.placement ?? {};
  return { questions: referenceQuestionsOf(placement), defaults: !('referenceQuestions' in placement) };
}

/** The organization's staff to tell of an answer: the application's recruiter, else the job's, else its org users. */
export async function answerRecipients(db: DbOrTx, a: ReferenceApplication): Promise<string[]> {
  const one = a.recruiterId ?? a.jobRecruiterId;
  if (one) return [one];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, a.organizationId), eq(users.role, 'organization'), eq(users.active, true)));
  return rows.map((r) => r.id);
}
