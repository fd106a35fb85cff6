// Use case (issue 45): an organization user sets a placement's bill rate card; the weeks approved from then on are
// invoiced with it (data/invoice-issue.ts reads it). Who may is the invoice policy (policies.ts canManageInvoices):
// anyone else is answered 404, so placements cannot be probed.
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@/domain/shared';
import type { z } from 'zod';
import type { rateCardInput } from '@/domain/invoices';
import type { DbOrTx } from '../../db/client';
import { applications, rateCards } from '../../db/schema';
import { AppError } from '../../errors';
import type { SessionUser } from '../../plugins/auth';
import { canManageInvoices } from '../../policies';

/** The placement whose rate card `user` manages, or 404 (another organization's, a worker, a recruiter). */
export async function managedPlacement(db: DbOrTx, user: SessionUser, applicationId: string) {
  const [a] = await db
    .select({ id: applications.id, organizationId: applications.organizationId })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!a || !canManageInvoices(user, a)) throw new AppError('NOT_FOUND', MESSAGES.errors.notFound);
  return a;
}

/** Sets (or replaces) the placement's rate card. */
export async function setRateCard(
  db: DbOrTx,
  user: SessionUser,
  applicationId: string,
  input: z.output<typeof rateCardInput>,
): Promise<void> {
  const a = await managedPlacement(db, user, applicationId);
  const now = new Date();
  const card = input as unknown as Record<string, unknown>;
  await db
    .insert(rateCards)
    .values({ applicationId: a.id, organizationId: a.organizationId, card, updatedBy: user.id, updatedAt: now })
    .onConflictDoUpdate({ target: rateCards.applicationId, set: { card, updatedBy: user.id, updatedAt: now } });
}
