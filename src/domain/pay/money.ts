// Integer arithmetic for pay (issue 44): cents and minutes, one rounding where the rule says.
import { PAY_LINE_CODES, type PayLine, type PayLineCode } from './types';

/** ceil(a / b) for non-negative integers. */
export function ceilDiv(a: number, b: number): number {
  return Math.floor((a + b - 1) / b);
}

/** a / b rounded half up, for non-negative integers. */
export function roundDiv(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The amount of `minutes` at `rate_cents` an hour, rounded half up to the cent once. */
export function amountFor(minutes: number, rate_cents: number): number {
  return roundDiv(minutes * rate_cents, 60);
}

const ORDER: readonly PayLineCode[] = PAY_LINE_CODES;

type Draft = Omit<PayLine, 'amount_cents'> & { amount_cents?: number };

/** Collects a statement's lines: minutes at the same code, rate and rule add up into one line. */
export class LineBook {
  private readonly lines = new Map<string, Draft>();

  /** Adds minutes to a line (the amount is minutes × rate, rounded once when the book closes). */
  add(line: Omit<Draft, 'entries' | 'amount_cents'>, entry: string | null): void {
    if (line.minutes <= 0) return;
    const key = `${line.code}|${line.rate_cents}|${line.rule}|${line.worked}`;
    const have = this.lines.get(key);
    if (have) {
      have.minutes += line.minutes;
      if (entry !== null && !have.entries.includes(entry)) have.entries.push(entry);
    } else this.lines.set(key, { ...line, entries: entry === null ? [] : [entry] });
  }

  /** A line whose amount is set by its rule, not by minutes × rate (stipend, penalty). */
  addAmount(line: Draft & { amount_cents: number }): void {
    if (line.amount_cents === 0) return;
    this.lines.set(`${line.code}|amount|${this.lines.size}`, line);
  }

  /** Minutes of the lines with this code. */
  minutesOf(code: PayLineCode): number {
    let sum = 0;
    for (const l of this.lines.values()) if (l.code === code) sum += l.minutes;
    return sum;
  }

  /** The lines in statement order, each amount rounded once. */
  close(): PayLine[] {
    const out = [...this.lines.values()].map((l): PayLine => ({
      code: l.code,
      minutes: l.minutes,
      rate_cents: l.rate_cents,
      amount_cents: l.amount_cents ?? amountFor(l.minutes, l.rate_cents),
      rule: l.rule,
      clause: l.clause,
      entries: l.entries,
      worked: l.worked,
    }));
    return out.sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code) || a.rate_cents - b.rate_cents);
  }
}
