// First cut (issue 44): the shapes are final; the rules are being filled in.
import type { WeekInput, WeekStatement } from './types';
import { minutesBetween } from './time';

export function computeWeekStatement(input: WeekInput): WeekStatement {
  const worked = input.entries.filter((e) => e.kind === 'worked');
  const minutes = worked.reduce((s, e) => s + minutesBetween(e.start, e.end), 0);
  const amount = Math.round((minutes * input.terms.hourly_rate_cents) / 60);
  return {
    week_start: input.week_start,
    gross_cents: amount,
    regular_rate_cents: input.terms.hourly_rate_cents,
    worked_minutes: minutes,
    lines: [
      {
        code: 'REG',
        minutes,
        rate_cents: input.terms.hourly_rate_cents,
        amount_cents: amount,
        rule: '',
        clause: '',
        entries: worked.map((e) => e.id),
      },
    ],
    ledger: { call_offs_used: 0, call_offs_left: 0, guarantee_owed_minutes: 0, guarantee_paid_minutes: 0 },
  };
}
