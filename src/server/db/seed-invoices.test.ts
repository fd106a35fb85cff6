// The demo seed's invoices (issue 45): each seeded Working placement has a rate card, and its organization's users see
// an invoice for every approved week, whose lines are that week's statement lines billed by the card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';
import { injectAs } from '../test/inject-as';
import { createSession } from '../test/session';
import { seed } from './seed';
import { rateCards, timesheetWeeks, users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seed(t.app.db, null, { jobs: 40, workers: 12 });
}, 120_000);
afterAll(async () => t.close());

describe('demo seed: invoices', () => {
  it('invoices every approved week of a placement with a rate card, seen by its organization user', async () => {
    const cards = await t.app.db.select().from(rateCards);
    expect(cards.length).toBe(3);
    for (const c of cards) {
      const [orgUser] = await t.app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.organizationId, c.organizationId), eq(users.role, 'organization')))
        .limit(1);
      const o = injectAs(t.app, await createSession(t.app, orgUser.id));
      const items = (await o.get('/api/invoices?limit=100')).json().items as {
        application_id: string;
        id: string;
        week_start: string;
      }[];
      const mine = items.filter((i) => i.application_id === c.applicationId);
      const approved = await t.app.db
        .select()
        .from(timesheetWeeks)
        .where(and(eq(timesheetWeeks.applicationId, c.applicationId), eq(timesheetWeeks.status, 'approved')));
      expect(mine.map((i) => i.week_start).sort()).toEqual(approved.map((w) => w.weekStart).sort());
      for (const inv of mine) {
        const statement = (await o.get(`/api/assignments/${c.applicationId}/weeks/${inv.week_start}/statement`)).json();
        const detail = (await o.get(`/api/invoices/${inv.id}`)).json();
        expect(detail.lines.map((l: { code: string; minutes: number }) => [l.code, l.minutes])).toEqual(
          statement.lines.map((l: { code: string; minutes: number }) => [l.code, l.minutes]),
        );
        expect(detail.pay_cents).toBe(statement.gross_cents);
        expect(detail.margin_cents).toBeGreaterThan(0);
      }
    }
  });
});
