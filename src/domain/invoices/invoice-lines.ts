// An approved week's invoice (issue 45): the pay engine's statement, line by line, billed by the placement's rate card.
// Hours are the pay line's minutes; the bill rate is the card's rate for the code or the pay rate plus the markup;
// amount = minutes × bill rate / 60, rounded half up once (a flat line: its pay amount plus the markup). The margin is
// the bill minus the pay. An issued invoice never changes: a corrected week credits it in full and issues a new version.
import { amountFor, roundDiv } from '../pay/money';
import type { PayLineCode, WeekStatement } from '../pay';
import type { RateCard } from './rate-card';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export interface InvoiceLine {
  code: PayLineCode;
  minutes: number;
  /** 0 on a flat line (an amount not paid by the hour). */
  bill_rate_cents: number;
  amount_cents: number;
  /** 'rate': the card's bill rate for the code; 'markup': the pay rate plus the card's markup. */
  basis: 'rate' | 'markup';
  /** The pay line's amount: what the margin is measured against (shown only to the organization). */
  pay_amount_cents: number;
}

export interface InvoiceFigures {
  lines: InvoiceLine[];
  total_cents: number;
  pay_cents: number;
  margin_cents: number;
}

const BPS = 10_000;

/** `cents` plus `bps` basis points, rounded half up on its magnitude (a negative line stays negative). */
export function withMarkup(cents: number, bps: number): number {
  const m = roundDiv(Math.abs(cents) * (BPS + bps), BPS);
  return cents < 0 ? -m : m;
}

/** One pay line billed by the rate card. */
export function billLine(
  line: Pick<WeekStatement['lines'][number], 'code' | 'minutes' | 'rate_cents' | 'amount_cents'>,
  card: Pick<RateCard, 'markup_bps' | 'rates'>,
): InvoiceLine {
  const own = card.rates.find((r) => r.code === line.code);
  if (line.minutes > 0) {
    const bill_rate_cents = own ? own.bill_rate_cents : withMarkup(line.rate_cents, card.markup_bps);
    const amount = amountFor(line.minutes, bill_rate_cents);
    return {
      code: line.code,
      minutes: line.minutes,
      bill_rate_cents,
      amount_cents: line.amount_cents < 0 ? -amount : amount,
      basis: own ? 'rate' : 'markup',
      pay_amount_cents: line.amount_cents,
    };
  }
  return {
    code: line.code,
    minutes: 0,
    bill_rate_cents: 0,
    amount_cents: withMarkup(line.amount_cents, card.markup_bps),
    basis: 'markup',
    pay_amount_cents: line.amount_cents,
  };
}

/** Totals of invoice lines: the bill, the pay it rests on and the margin (bill minus pay). */
export function invoiceTotals(lines: readonly InvoiceLine[]): Omit<InvoiceFigures, 'lines'> {
  const total_cents = lines.reduce((s, l) => s + l.amount_cents, 0);
  const pay_cents = lines.reduce((s, l) => s + l.pay_amount_cents, 0);
  return { total_cents, pay_cents, margin_cents: total_cents - pay_cents };
}

/** An approved week's invoice figures: every line of its stored statement billed by the card, and the margin. */
export function invoiceFromStatement(
  statement: Pick<WeekStatement, 'lines'>,
  card: Pick<RateCard, 'markup_bps' | 'rates'>,
): InvoiceFigures {
  const lines = statement.lines.map((l) => billLine(l, card));
  return { lines, ...invoiceTotals(lines) };
}

/** A credit note for an issued invoice: every line and total negated, so the two sum to nothing. */
export function creditNoteOf(issued: InvoiceFigures): InvoiceFigures {
  const neg = (n: number) => (n === 0 ? 0 : -n);
  const lines = issued.lines.map((l) => ({
    ...l,
    amount_cents: neg(l.amount_cents),
    pay_amount_cents: neg(l.pay_amount_cents),
  }));
  return { lines, ...invoiceTotals(lines) };
}

/** What is issued for a week: the document's kind and version, the approved week version, and its figures. */
export interface InvoiceIssue extends InvoiceFigures {
  kind: InvoiceKind;
  version: number;
  week_version: number;
}

/**
 * What an approval of week version `weekVersion` issues, given the week's latest issued invoice: the first invoice;
 * nothing when that version is already invoiced or the figures did not change; else a credit note for the latest
 * invoice and the next version.
 */
export function reviseWeekInvoice(
  latest: (InvoiceFigures & { version: number; week_version: number }) | null,
  draft: InvoiceFigures,
  weekVersion: number,
): InvoiceIssue[] {
  if (!latest) return [{ kind: 'invoice', version: 1, week_version: weekVersion, ...draft }];
  if (latest.week_version === weekVersion) return [];
  if (JSON.stringify(latest.lines) === JSON.stringify(draft.lines)) return [];
  return [
    { kind: 'credit_note', version: latest.version, week_version: weekVersion, ...creditNoteOf(latest) },
    { kind: 'invoice', version: latest.version + 1, week_version: weekVersion, ...draft },
  ];
}

/** A document's number, derived from what it is: 'INV-GW1234-20270314-v2', 'CN-GW1234-20270314-v1'. */
export function invoiceNumber(gwJobId: string, weekStart: string, kind: InvoiceKind, version: number): string {
  return `${kind === 'invoice' ? 'INV' : 'CN'}-${gwJobId}-${weekStart.replaceAll('-', '')}-v${version}`;
}
