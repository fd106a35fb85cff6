// Reads of invoices (issue 45), for the organization's routes and API v1: the organization's invoices newest first, keyset-paged on (issued_at, id)
// through invoices_org_issued_idx, and one invoice with what its views state. Totals and margin come from the domain.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  invoiceNumber,
  invoiceTotals,
  type InvoiceDetail,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceListItem,
} from '@/domain/invoices';
import type { DbOrTx } from '../db/client';
import { applications, invoices, jobs, users } from '../db/schema';

const referred = alias(invoices, 'referred');

const encode = (at: Date, id: string) => Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
function decode(cursor: string | undefined): [string, string] | null {
  if (!cursor) return null;
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown;
    if (Array.isArray(v) && typeof v[0] === 'string' && typeof v[1] === 'string')
      if (!Number.isNaN(Date.parse(v[0])) && /^[0-9a-f-]{36}$/i.test(v[1])) return [v[0], v[1]];
  } catch {
    return null;
  }
  return null;
}

function selectInvoices(db: DbOrTx) {
  return db
    .select({
      i: invoices,
      gwJobId: applications.gwJobId,
      first: users.firstName,
      last: users.lastName,
      title: jobs.title,
      refKind: referred.kind,
      refVersion: referred.version,
    })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.workerId))
    .leftJoin(referred, eq(referred.id, invoices.refersTo));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectInvoices>['limit']>>[number];

/** The row as the organization sees it in its list (with the pay and the margin). */
function listItem(r: Row): InvoiceListItem & { lines: InvoiceLine[]; client_address: string; organization_id: string } {
  const lines = r.i.lines as unknown as InvoiceLine[];
  return {
    id: r.i.id,
    organization_id: r.i.organizationId,
    number: invoiceNumber(r.gwJobId, r.i.weekStart, r.i.kind as InvoiceKind, r.i.version),
    kind: r.i.kind as InvoiceKind,
    version: r.i.version,
    refers_to:
      r.refKind && r.refVersion !== null
        ? invoiceNumber(r.gwJobId, r.i.weekStart, r.refKind as InvoiceKind, r.refVersion)
        : null,
    application_id: r.i.applicationId,
    gw_job_id: r.gwJobId,
    week_start: r.i.weekStart,
    week_version: r.i.weekVersion,
    client_name: r.i.clientName,
    client_address: r.i.clientAddress,
    worker_name: `${r.first} ${r.last}`.trim(),
    job_title: r.title,
    issued_at: r.i.issuedAt.toISOString(),
    ...invoiceTotals(lines),
    lines,
  };
}

/** One page of the organization's invoices and credit notes, newest first. */
export async function invoicePage(db: DbOrTx, organizationId: string, q: { cursor?: string; limit: number }) {
  const c = decode(q.cursor);
  const rows = await selectInvoices(db)
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        c ? sql`(${invoices.issuedAt}, ${invoices.id}) < (${c[0]}::timestamptz, ${c[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit).map(listItem);
  const last = rows.length > q.limit ? rows[q.limit - 1] : undefined;
  return { items: page, next_cursor: last ? encode(last.i.issuedAt, last.i.id) : null };
}

/** One invoice with its lines, or undefined. */
export async function invoiceById(
  db: DbOrTx,
  id: string,
): Promise<(InvoiceDetail & { organization_id: string }) | undefined> {
  const [r] = await selectInvoices(db).where(eq(invoices.id, id)).limit(1);
  return r ? listItem(r) : undefined;
}
