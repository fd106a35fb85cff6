// The demo's invoices (issue 45): the organization placing the seeded Working placements bills a client for each —
// a rate card per placement (REG and OT at their own bill rates, every other line at pay + 28 %) and version 1 of an
// invoice for every approved week, billed from the week's stored statement by the domain (never recomputed).
import { and, eq } from 'drizzle-orm';
import { invoiceFromStatement, type RateCard } from '@/domain/invoices';
import type { WeekStatement } from '@/domain/pay';
import type { Db } from './client';
import { invoices, rateCards, timesheetVersions, timesheetWeeks } from './schema';

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
    const card: RateCard = {
      ...CLIENTS[i],
      markup_bps: 2800,
      rates: [
        { code: 'REG', bill_rate_cents: 7150 },
        { code: 'OT', bill_rate_cents: 10725 },
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
