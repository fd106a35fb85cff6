// The demo's invoices (issue 45): the organization placing the seeded Working placements bills a client for each —
// a rate card per placement (REG and OT at their own bill rates, every other line at pay + 28 %) and version 1 of an
// invoice for every approved week, billed from the week's stored statement by the domain (never recomputed).
import { and, eq } from 'drizzle-orm';
import { invoiceFromStatement, type RateCard } from '@/domain/invoices';
import type { AssignmentTerms, WeekStatement } from '@/domain/pay';
import type { Db } from './client';
import { assignments, invoices, rateCards, timesheetVersions, timesheetWeeks } from './schema';

const CLIENTS = [
  { client_name: 'Mercy General Hospital', client_address: '4001 J Street\nSacramento, CA 95819' },
  {
    client_name: 'Riverside Regional Medical Center',
    client_address: '500 J Clyde Morris Blvd\nNewport News, VA 23601',
  },
  { client_name: 'Lakeview Community Hospital', client_address: '630 E Medical Dr\nBountiful, UT 84010' },
];

/** Rate cards and the invoices of the approved weeks of the seeded Working placements; returns the invoices made. */
export async function seedInvoices(
  db: Db,
  working: readonly { id: string; organizationId: string }[],
): Promise<number> {
  let n = 0;
  for (const [i, a] of working.slice(0, CLIENTS.length).entries()) {
    // The client's rates follow the placement's pay (its assignment's terms, the contract's): regular and overtime
    // hours billed at 1.3 times their pay rate, every other line at pay plus the markup.
    const [assignment] = await db
      .select({ terms: assignments.terms })
      .from(assignments)
      .where(eq(assignments.applicationId, a.id))
      .limit(1);
    const terms = assignment?.terms as unknown as AssignmentTerms | null;
    if (!terms) continue;
    const overtime = terms.overtime_rate_cents ?? Math.round(terms.hourly_rate_cents * 1.5);
    const card: RateCard = {
      ...CLIENTS[i],
      markup_bps: 2800,
      rates: [
        { code: 'REG', bill_rate_cents: Math.round(terms.hourly_rate_cents * 1.3) },
        { code: 'OT', bill_rate_cents: Math.round(overtime * 1.3) },
      ],
    };
    await db
      .insert(rateCards)
      .values({
        applicationId: a.id,
        organizationId: a.organizationId,
        card: card as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing();
    const weeks = await db
      .select({
        weekStart: timesheetWeeks.weekStart,
        version: timesheetWeeks.version,
        approvedAt: timesheetWeeks.approvedAt,
        statement: timesheetVersions.statement,
      })
      .from(timesheetWeeks)
      .innerJoin(
        timesheetVersions,
        and(eq(timesheetVersions.weekId, timesheetWeeks.id), eq(timesheetVersions.version, timesheetWeeks.version)),
      )
      .where(and(eq(timesheetWeeks.applicationId, a.id), eq(timesheetWeeks.status, 'approved')));
    for (const w of weeks) {
      const statement = w.statement as unknown as WeekStatement | null;
      if (!statement) continue;
      const inv = invoiceFromStatement(statement, card);
      await db
        .insert(invoices)
        .values({
          organizationId: a.organizationId,
          applicationId: a.id,
          weekStart: w.weekStart,
          kind: 'invoice',
          version: 1,
          weekVersion: w.version,
          clientName: card.client_name,
          clientAddress: card.client_address,
          lines: inv.lines as unknown as Record<string, unknown>[],
          ...(w.approvedAt ? { issuedAt: w.approvedAt } : {}),
        })
        .onConflictDoNothing();
      n++;
    }
  }
  return n;
}
