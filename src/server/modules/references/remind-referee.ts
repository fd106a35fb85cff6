// The one reminder of a referee who has not answered (issue 31): queued with the link, run three days later by the
// outbox. It goes once per link, never to one who answered, and not for a link that was replaced or ran out.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REFERENCE_MESSAGES as M, refereeState } from '@/domain/onboarding';
import { referees } from '../../db/schema';
import { hashToken } from '../../security/tokens';
import { refereeToken, referenceFormUrl } from './referee-link';
import { announceReferences } from './manage-referees';
import { applicationForReferences } from './queries';

/** Sends the reminder of `refereeId`'s link that expires at `expiresAtMs`, when it is still due. */
export async function remindReferee(app: FastifyInstance, refereeId: string, expiresAtMs: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [r] = await tx.select().from(referees).where(eq(referees.id, refereeId)).for('update').limit(1);
    if (!r || r.reminderSentAt || r.expiresAt.getTime() !== expiresAtMs) return;
    if (refereeState(r, new Date()) !== 'waiting') return;
    const token = refereeToken(app.config.sessionSecret, r.id, r.expiresAt);
    // The secret changed since the link was sent: this token is not the emailed one, so no reminder can carry it.
    if (hashToken(token) !== r.tokenHash) return;
    const a = await applicationForReferences(tx, r.applicationId);
    if (!a) return;
    const sent = await tx
      .update(referees)
      .set({ reminderSentAt: new Date() })
      .where(and(eq(referees.id, r.id), isNull(referees.reminderSentAt), isNull(referees.answeredAt)))
      .returning({ id: referees.id });
    if (sent.length === 0) return;
    await app.mailer.queue(
      tx,
      {
        to: r.email,
        subject: M.reminderSubject(a.workerName),
        text: M.reminderText(
          r.name,
          a.workerName,
          a.organizationName,
          a.jobTitle ?? a.gwJobId,
          referenceFormUrl(app.config.publicUrl, token),
        ),
      },
      `referee-reminder-mail:${r.id}:${expiresAtMs}`,
    );
    await announceReferences(tx, a);
  });
}
