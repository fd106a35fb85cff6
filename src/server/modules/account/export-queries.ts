// Reads of a worker's own data for the data export: applications with their offers and history, chats and messages.
// Each list is read by its owner's index (applications_worker_status_idx, offers and history by application, chats
// by worker, messages by chat id).
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { fullName } from '@/domain/shared';
import { agreedTerms, postedOfferTerms } from '@/domain/offers';
import type { DbOrTx } from '../../db/client';
import { applications, chats, jobs, messages, offers, organizations, statusHistory, users } from '../../db/schema';

const nameOf = (first: string | null, last: string | null) => (first ? fullName(first, last) : null);

/** Every application of the worker, with its job, organization, offer versions and status history. */
export async function workerApplicationsExport(db: DbOrTx, workerId: string) {
  const rows = await db
    .select({ a: applications, job: jobs, orgName: organizations.name })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .where(eq(applications.workerId, workerId))
    .orderBy(asc(applications.createdAt), asc(applications.id));
  const ids = rows.map((r) => r.a.id);
  const [offerRows, historyRows] = ids.length
    ? await Promise.all([
        db
          .select({ o: offers, first: users.firstName, last: users.lastName })
          .from(offers)
          .leftJoin(users, eq(users.id, offers.madeBy))
          .where(inArray(offers.applicationId, ids))
          .orderBy(asc(offers.applicationId), asc(offers.version)),
        db
          .select({ h: statusHistory, first: users.firstName, last: users.lastName })
          .from(statusHistory)
          .leftJoin(users, eq(users.id, statusHistory.byUserId))
          .where(inArray(statusHistory.applicationId, ids))
          .orderBy(asc(statusHistory.applicationId), asc(statusHistory.createdAt), asc(statusHistory.id)),
      ])
    : [[], []];
  return rows.map(({ a, job, orgName }) => {
    const versions = offerRows.filter((r) => r.o.applicationId === a.id).map((r) => r.o);
    // The terms of record (agreed once an offer is accepted), as every other surface shows them.
    const agreed = agreedTerms(postedOfferTerms(job.details), versions, a.acceptedOfferVersion);
    return {
      id: a.id,
      gw_job_id: a.gwJobId,
      job: {
        id: job.id,
        title: job.title,
        profession: job.profession,
        specialty: job.specialty,
        city: job.city,
        state: job.state,
        facility: job.facility,
        organization: orgName,
      },
      status: a.status,
      offer_status: a.offerStatus,
      auto_offer_consent: a.autoOfferConsent,
      decision_maker: a.decisionMaker,
      decision_reason: a.decisionReason,
      decision_notes: a.decisionNotes,
      applied_at: a.createdAt.toISOString(),
      status_changed_at: a.statusChangedAt.toISOString(),
      agreed_terms: agreed,
      offers: offerRows
        .filter((r) => r.o.applicationId === a.id)
        .map(({ o, first, last }) => ({
          version: o.version,
          kind: o.kind,
          side: o.side,
          made_by: nameOf(first, last),
          accepted: agreed.standing === 'agreed' && agreed.version === o.version,
          terms: o.terms,
          created_at: o.createdAt.toISOString(),
        })),
      history: historyRows
        .filter((r) => r.h.applicationId === a.id)
        .map(({ h, first, last }) => ({
          from_status: h.fromStatus,
          to_status: h.toStatus,
          kind: h.kind,
          offer_status: h.offerStatus,
          decision_maker: h.decisionMaker,
          reason: h.reason,
          notes: h.notes,
          by: nameOf(first, last),
          created_at: h.createdAt.toISOString(),
        })),
    };
  });
}

/** The worker's chats: who with, about which job. */
export async function workerChatsExport(db: DbOrTx, workerId: string) {
  const recruiter = alias(users, 'recruiter');
  return db
    .select({
      id: chats.id,
      gwJobId: chats.gwJobId,
      jobTitle: jobs.title,
      organization: organizations.name,
      recruiterFirst: recruiter.firstName,
      recruiterLast: recruiter.lastName,
      createdAt: chats.createdAt,
    })
    .from(chats)
    .innerJoin(organizations, eq(organizations.id, chats.organizationId))
    .innerJoin(recruiter, eq(recruiter.id, chats.recruiterId))
    .leftJoin(jobs, eq(jobs.id, chats.jobId))
    .where(eq(chats.workerId, workerId))
    .orderBy(asc(chats.createdAt), asc(chats.id));
}

/** One page of a chat's messages after `afterId`, oldest first, with the sender's name. */
export async function chatMessagesAfter(db: DbOrTx, chatId: string, afterId: number, limit: number) {
  return db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      first: users.firstName,
      last: users.lastName,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.chatId, chatId), gt(messages.id, afterId)))
    .orderBy(asc(messages.id))
    .limit(limit);
}
