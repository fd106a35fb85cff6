// One formatter per figure of hours and pay (issue 44): the statement, the timesheet, the clock, the ledger and the
// approvals show money from integer cents and durations from whole minutes through these, never on their own.
import { formatDate, formatMoney } from '../shared/display';

/** Integer cents as dollars: 38250 → '$382.50'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return sign + formatMoney(Math.floor(abs / 100)).replace(/\.00$/, '') + '.' + String(abs % 100).padStart(2, '0');
}

/** An hourly rate in cents: 4500 → '$45.00/h'. */
export function formatRateCents(cents: number): string {
  return `${formatCents(cents)}/h`;
}

/** Minutes as decimal hours to two places, as pay lines count them: 510 → '8.50', 20 → '0.33'. */
export function formatPayHours(minutes: number): string {
  const hundredths = Math.round((Math.abs(minutes) * 100) / 60);
  return `${minutes < 0 ? '-' : ''}${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A shift's or break's length: 510 → '8 h 30 min', 30 → '30 min', 480 → '8 h'. */
export function formatShiftLength(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * One ICU formatter per locale and options (the facility's zone among them) for the life of the process or page:
 * `toLocaleString` with options builds a new one on every call, which costs far more than formatting (the organization's
 * dashboard built one per row: ~100 ms of its first view on a phone at Lighthouse's 4x slowdown, in a CPU profile).
 */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** An instant's wall-clock time in the facility's zone: '7:02 AM'. */
export function formatFacilityTime(instant: string, timeZone: string): string {
  return formatter('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** An instant as date and time in the facility's zone: 'Mon, Mar 1, 7:02 AM'. */
export function formatFacilityDateTime(instant: string, timeZone: string): string {
  return formatter('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A local calendar date (YYYY-MM-DD) as 'Mon, Mar 1'. */
export function formatShiftDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${formatDate(d).replace(/, \d+$/, '')}`;
}

/** A local calendar date (YYYY-MM-DD) as 'Mar 1, 2027': the app's one way to write a date (formatDate). */
export function formatWeekDate(date: string): string {
  return formatDate(`${date}T12:00:00Z`);
}

/** A local time 'HH:MM' of an instant in the facility's zone (for forms). */
export function facilityHhmm(instant: string, timeZone: string): string {
  return formatter('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(instant));
}

/** The local date 'YYYY-MM-DD' of an instant in the facility's zone. */
export function facilityDate(instant: string, timeZone: string): string {
  return formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** A local wall-clock time 'HH:MM' (24 h, as the API answers in the facility's zone) as '7:00 AM'. */
export function formatLocalTime(hhmm: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}
