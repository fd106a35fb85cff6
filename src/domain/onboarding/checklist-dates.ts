// Calendar arithmetic on ISO dates (UTC days) for the checklist's due dates and expiries.

const DAY_MS = 86_400_000;

/** `iso` plus `days` days (negative: earlier), as an ISO date. */
export function addDays(iso: string, days: number): string {
  const t = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return new Date(t + days * DAY_MS).toISOString().slice(0, 10);
}
