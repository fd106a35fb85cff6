// Issuing a week's invoice (issue 45), called by the one place a week is approved (timesheets' approveLocked), inside
// its transaction: the placement's rate card bills the statement just stored (the pay engine's, never recomputed);
// the first approval issues version 1, a later approved version with other lines credits the latest in full and
// issues the next. Nothing is issued without a rate card. The webhook carries no pay or margin.
import { and, desc, eq } from 'drizzle-orm';
import type { WeekStatement } from '@/domain/pay';
import {
  invoiceFromStatement,
  invoiceNumber,
  invoiceTotals,
  rateCardInput,
  reviseWeekInvoice,
  type InvoiceLine,
} from '@/domain/invoices';
import type { DbOrTx } from '../db/client';
import { invoices, rateCards, users } from '../db/schema';
import { emitOrgEvent } from '../queue/org-events';
import { announceChange } from '../queue/live-changes';

/** The placement's rate card, if the organization set one. */
export async function rateCardOf(tx: DbOrTx, applicationId: string) {
  const [row] = await tx.select().from(rateCards).where(eq(rateCards.applicationId, applicationId)).limit(1);
  if (!row) return null;
  return { card: rateCardInput.parse(row.card), updatedAt: row.updatedAt };
}

/** Announces on commit to the organization's users who see invoices that its invoices changed. */
export async function announceInvoices(tx: DbOrTx, organizationId: string) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'organization')));
  await announceChange(
    tx,
    rows.map((r) => r.id),
    { kind: 'invoices' },
  );
}

/** Issues what the approval of `week` (its version) bills; returns the rows issued (none without a rate card). */
export async function issueWeekInvoices(
  tx: DbOrTx,
  p: { id: string; organizationId: string; gwJobId: string },
  week: { weekStart: string; version: number },
  statement: Pick<WeekStatement, 'lines'>,
  now: Date,
) {
  const rc = await rateCardOf(tx, p.id);
  if (!rc) return [];
  const [latest] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.applicationId, p.id), eq(invoices.weekStart, week.weekStart), eq(invoices.kind, 'invoice')))
    .orderBy(desc(invoices.version))
    .limit(1)
    .for('update');
  const latestLines = (latest?.lines ?? []) as unknown as InvoiceLine[];
  const docs = reviseWeekInvoice(
    latest
      ? { lines: latestLines, ...invoiceTotals(latestLines), version: latest.version, week_version: latest.weekVersion }
      : null,
    invoiceFromStatement(statement, rc.card),
    week.version,
  );
  const issued = [];
  for (const d of docs) {
    // A credit note restates the client it credits; a new version bills the client of the card in force.
    const client =
      d.kind === 'credit_note' && latest
        ? { clientName: latest.clientName, clientAddress: latest.clientAddress }
        : { clientName: rc.card.client_name, clientAddress: rc.card.client_address };
    const [row] = await tx
      .insert(invoices)
      .values({
        organizationId: p.organizationId,
        applicationId: p.id,
        weekStart: week.weekStart,
        kind: d.kind,
        version: d.version,
        weekVersion: d.week_version,
        refersTo: latest?.id ?? null,
        ...client,
        lines: d.lines as unknown as Record<string, unknown>[],
        issuedAt: now,
      })
      .returning();
    issued.push(row);
    await emitOrgEvent(tx, p.organizationId, 'invoice.issued', {
      invoice_id: row.id,
      number: invoiceNumber(p.gwJobId, week.weekStart, d.kind, d.version),
      kind: d.kind,
      version: d.version,
      application_id: p.id,
      gw_job_id: p.gwJobId,
      week_start: week.weekStart,
      week_version: d.week_version,
      total_cents: d.total_cents,
    });
  }
  if (issued.length) await announceInvoices(tx, p.organizationId);
  return issued;
}
