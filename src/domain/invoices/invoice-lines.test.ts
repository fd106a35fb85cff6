// An invoice's lines are the approved week's pay lines × the bill rates (issue 45): a worked example through the real
// pay engine, properties over random statements and rate cards, and the credit note / new version of a corrected week.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeWeekStatement, type PayLineCode, type WeekStatement } from '../pay';
import { amountFor } from '../pay/money';
import { shiftOn, termsFor } from '../pay/fixtures';
import { BILLABLE_CODES } from './rate-card-codes';
import { rateCardInput, type RateCard } from './rate-card';
import { creditNoteOf, invoiceFromStatement, invoiceNumber, reviseWeekInvoice, withMarkup } from './invoice-lines';

const card = (over: Partial<RateCard> = {}): RateCard => ({
  client_name: 'Mercy General Hospital',
  client_address: '1 Mercy Way\nSacramento, CA 95819',
  markup_bps: 2000,
  rates: [
    { code: 'REG', bill_rate_cents: 7000 },
    { code: 'OT', bill_rate_cents: 10500 },
  ],
  ...over,
});

/** A federal week of five 10-hour shifts at $50/h with a fixed $1,000 stipend: 40 h REG, 10 h OT, the stipend. */
function fiftyHourWeek(): WeekStatement {
  const terms = termsFor({ hourly_rate_cents: 5000, stipend_weekly_cents: 100_000, start_date: '2026-01-04' });
  const entries = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'].map((d) =>
    shiftOn(d, '07:00', '17:30', { meal: ['12:00', '12:30'] }),
  );
  return computeWeekStatement({ terms, week_start: '2026-03-01', entries, call_offs_used_before: 0 });
}

describe('invoiceFromStatement: worked example', () => {
  it('bills REG and OT at the card rates and the stipend at pay plus 20 %; the margin is bill minus pay', () => {
    const s = fiftyHourWeek();
    expect(s.lines.map((l) => [l.code, l.minutes, l.amount_cents])).toEqual([
      ['REG', 2400, 200_000],
      ['OT', 600, 75_000],
      ['STIPEND', 0, 100_000],
    ]);
    const inv = invoiceFromStatement(s, card());
    expect(inv.lines).toEqual([
      {
        code: 'REG',
        minutes: 2400,
        bill_rate_cents: 7000,
        amount_cents: 280_000,
        basis: 'rate',
        pay_amount_cents: 200_000,
      },
      {
        code: 'OT',
        minutes: 600,
        bill_rate_cents: 10500,
        amount_cents: 105_000,
        basis: 'rate',
        pay_amount_cents: 75_000,
      },
      {
        code: 'STIPEND',
        minutes: 0,
        bill_rate_cents: 0,
        amount_cents: 120_000,
        basis: 'markup',
        pay_amount_cents: 100_000,
      },
    ]);
    expect(inv.total_cents).toBe(505_000);
    expect(inv.pay_cents).toBe(s.gross_cents);
    expect(inv.margin_cents).toBe(130_000);
  });

  it('a markup alone bills every hourly line at its pay rate plus the markup, rounded half up once per line', () => {
    const inv = invoiceFromStatement(fiftyHourWeek(), card({ rates: [], markup_bps: 3333 }));
    // $50.00 × 1.3333 = $66.665 → $66.67; $75.00 × 1.3333 = $99.9975 → $100.00
    expect(inv.lines.map((l) => [l.code, l.bill_rate_cents, l.amount_cents])).toEqual([
      ['REG', 6667, 266_680],
      ['OT', 10000, 100_000],
      ['STIPEND', 0, 133_330],
    ]);
  });

  it('a penalty line stays a deduction on the bill', () => {
    const line = { code: 'PENALTY' as const, minutes: 480, rate_cents: 833, amount_cents: -amountFor(480, 833) };
    const inv = invoiceFromStatement({ lines: [line] as WeekStatement['lines'] }, card({ markup_bps: 1000 }));
    expect(inv.lines[0]).toMatchObject({ bill_rate_cents: 916, amount_cents: -amountFor(480, 916) });
  });
});

const lineArb = fc
  .record({
    code: fc.constantFrom(...BILLABLE_CODES),
    minutes: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 6000 })),
    rate_cents: fc.integer({ min: 0, max: 30_000 }),
    flat: fc.integer({ min: 0, max: 500_000 }),
  })
  .map(({ code, minutes, rate_cents, flat }) => {
    const amount = minutes > 0 ? amountFor(minutes, rate_cents) : flat;
    return { code, minutes, rate_cents, amount_cents: code === 'PENALTY' ? -amount : amount };
  });
const cardArb: fc.Arbitrary<RateCard> = fc.record({
  client_name: fc.constant('Client'),
  client_address: fc.constant('Address'),
  markup_bps: fc.integer({ min: 0, max: 100_000 }),
  rates: fc
    .uniqueArray(fc.constantFrom(...BILLABLE_CODES), { maxLength: BILLABLE_CODES.length })
    .chain((codes) =>
      fc.tuple(
        ...codes.map((code) => fc.integer({ min: 1, max: 1_000_000 }).map((c) => ({ code, bill_rate_cents: c }))),
      ),
    ),
});

describe('invoiceFromStatement: properties', () => {
  it('each invoice line is its pay line: same code and minutes, amount = minutes × bill rate (or the flat amount + markup)', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 14 }), cardArb, (lines, c) => {
        expect(rateCardInput.safeParse(c).success).toBe(true);
        const inv = invoiceFromStatement({ lines: lines as WeekStatement['lines'] }, c);
        expect(inv.lines).toHaveLength(lines.length);
        inv.lines.forEach((il, i) => {
          const pl = lines[i];
          expect([il.code, il.minutes, il.pay_amount_cents]).toEqual([pl.code, pl.minutes, pl.amount_cents]);
          const own = c.rates.find((r) => r.code === (pl.code as PayLineCode));
          if (pl.minutes > 0) {
            const rate = own ? own.bill_rate_cents : withMarkup(pl.rate_cents, c.markup_bps);
            expect(il.bill_rate_cents).toBe(rate);
            expect(Math.abs(il.amount_cents)).toBe(amountFor(pl.minutes, rate));
          } else expect(il.amount_cents).toBe(withMarkup(pl.amount_cents, c.markup_bps));
          expect(Math.sign(il.amount_cents) * Math.sign(pl.amount_cents)).toBeGreaterThanOrEqual(0);
        });
        expect(inv.total_cents).toBe(inv.lines.reduce((s, l) => s + l.amount_cents, 0));
        expect(inv.margin_cents).toBe(inv.total_cents - lines.reduce((s, l) => s + l.amount_cents, 0));
      }),
    );
  });

  it("over the real pay engine: the invoice's pay is the statement's gross, line for line", () => {
    const day = fc.record({
      d: fc.integer({ min: 0, max: 6 }),
      start: fc.integer({ min: 0, max: 23 }),
      len: fc.integer({ min: 1, max: 14 }),
    });
    fc.assert(
      fc.property(
        fc.array(day, { maxLength: 6 }),
        fc.constantFrom('federal', 'california', 'federal_8_80') as fc.Arbitrary<'federal'>,
        cardArb,
        (days, rule_set, c) => {
          const terms = termsFor({ rule_set, hourly_rate_cents: 4500, start_date: '2026-01-04' });
          const used = new Set<number>();
          const entries = days
            .filter((x) => !used.has(x.d) && used.add(x.d))
            .map((x) => {
              const h = (n: number) => `${String(n % 24).padStart(2, '0')}:00`;
              return shiftOn(`2026-02-0${x.d + 1}`, h(x.start), h(x.start + x.len));
            });
          const s = computeWeekStatement({ terms, week_start: '2026-02-01', entries, call_offs_used_before: 0 });
          const inv = invoiceFromStatement(s, c);
          expect(inv.lines.map((l) => [l.code, l.minutes])).toEqual(s.lines.map((l) => [l.code, l.minutes]));
          expect(inv.pay_cents).toBe(s.gross_cents);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a credit note and the invoice it credits sum to nothing', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 14 }), cardArb, (lines, c) => {
        const inv = invoiceFromStatement({ lines: lines as WeekStatement['lines'] }, c);
        const cn = creditNoteOf(inv);
        expect(inv.total_cents + cn.total_cents).toBe(0);
        expect(inv.margin_cents + cn.margin_cents).toBe(0);
        cn.lines.forEach((l, i) => expect(l.amount_cents + inv.lines[i].amount_cents).toBe(0));
      }),
    );
  });
});

describe('reviseWeekInvoice: an issued invoice never changes', () => {
  const s = fiftyHourWeek();
  const v1 = invoiceFromStatement(s, card());
  it('the first approval issues version 1', () => {
    expect(reviseWeekInvoice(null, v1, 1)).toEqual([{ kind: 'invoice', version: 1, week_version: 1, ...v1 }]);
  });
  it('the same approved week version issues nothing again', () => {
    expect(reviseWeekInvoice({ ...v1, version: 1, week_version: 1 }, v1, 1)).toEqual([]);
  });
  it('a corrected week (a later approved version with other lines) credits version 1 in full and issues version 2', () => {
    const corrected = invoiceFromStatement({ lines: s.lines.filter((l) => l.code !== 'OT') }, card());
    const out = reviseWeekInvoice({ ...v1, version: 1, week_version: 1 }, corrected, 2);
    expect(out.map((d) => [d.kind, d.version, d.week_version, d.total_cents])).toEqual([
      ['credit_note', 1, 2, -505_000],
      ['invoice', 2, 2, 400_000],
    ]);
  });
  it('numbers say what the document is', () => {
    expect(invoiceNumber('GW1234', '2026-03-01', 'invoice', 2)).toBe('INV-GW1234-20260301-v2');
    expect(invoiceNumber('GW1234', '2026-03-01', 'credit_note', 1)).toBe('CN-GW1234-20260301-v1');
  });
});

describe('rateCardInput', () => {
  it.each([
    [{ client_name: '' }, 'client_name', 'Enter the client name.'],
    [{ markup_bps: -1 }, 'markup_bps', 'The markup is a percentage from 0 to 1000 with at most two decimals.'],
    [
      { rates: [{ code: 'REG', bill_rate_cents: 0 }] },
      'rates.0.bill_rate_cents',
      'A bill rate is an amount in dollars from $0.01 to $10,000 an hour.',
    ],
    [
      {
        rates: [
          { code: 'REG', bill_rate_cents: 1 },
          { code: 'REG', bill_rate_cents: 2 },
        ],
      },
      'rates.1.code',
      'Each line has at most one bill rate.',
    ],
  ])('%j is refused at %s', (over, path, message) => {
    const r = rateCardInput.safeParse({ ...card(), ...over });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });
});
