// One formatter per field kind (spec sections 2, 5, 9): money as $1,234.56, dates as MMM d, yyyy (with h:mm a where a
// time is shown), hours per week above 60 as 60+, lists joined, yes/no as Yes/No. Every screen and export calls these.
import { formatDate, formatDateTime, formatHoursPerWeek, formatMoney } from '../shared/display';
import { isYes, toTextList } from '../jobs/match';
import { fieldDef, type FieldKind } from './catalogue';
import { MESSAGES } from '../shared/messages';

/** Which side of a comparison a value comes from: a job's document flag reads Required, a worker's lists names. */
export type FieldSide = 'job' | 'worker';

/** What a screen shows where a field has no value. */
export const EMPTY_DISPLAY = '—';

type Range = { min?: unknown; max?: unknown };
const isRange = (v: unknown): v is Range =>
  !!v && typeof v === 'object' && !Array.isArray(v) && ('min' in v || 'max' in v);

const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : null;

/** Formats a number by kind: money, hours per week (60+) or a plain number. */
function formatNumber(kind: FieldKind, n: number): string {
  if (kind === 'money') return formatMoney(n);
  if (kind === 'hours') return formatHoursPerWeek(n);
  return String(Math.round(n * 100) / 100);
}

/** A {min,max} range: one value when both ends agree, 'a - b' otherwise. */
function formatRange(kind: FieldKind, r: Range): string {
  const [lo, hi] = [num(r.min), num(r.max)].map((n) => (n === null ? '' : formatNumber(kind, n)));
  return lo && hi && lo !== hi ? `${lo} - ${hi}` : lo || hi;
}

/**
 * One date-like value: 'asap' reads As soon as possible; otherwise MMM d, yyyy (or the text itself when not a date).
 */
function formatOneDate(kind: FieldKind, v: unknown): string {
  if (v === 'asap') return 'As soon as possible';
  if (typeof v !== 'string' && typeof v !== 'number' && !(v instanceof Date)) return toTextList(v).join(', ');
  return (kind === 'datetime' ? formatDateTime(v) : formatDate(v)) || String(v);
}

/** A postal address object on one line. */
function formatAddress(v: unknown): string {
  if (typeof v === 'string') return v;
  if (!v || typeof v !== 'object') return '';
  const a = v as { street?: string; city?: string; state?: string; zip?: string };
  return [a.street, a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** A value of a given kind as text; '' when there is nothing to show. */
export function formatKind(kind: FieldKind, value: unknown, side: FieldSide = 'worker'): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value) && value.length === 0) return '';
  switch (kind) {
    case 'money':
    case 'hours':
    case 'number': {
      if (isRange(value)) return formatRange(kind, value);
      const n = num(value);
      return n === null ? toTextList(value).join(', ') : formatNumber(kind, n);
    }
    case 'date':
    case 'datetime':
      return Array.isArray(value) ? value.map((d) => formatOneDate(kind, d)).join(', ') : formatOneDate(kind, value);
    case 'yesno':
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      if (typeof value === 'object' && !Array.isArray(value) && !('value' in value)) return '';
      return isYes(value) ? 'Yes' : 'No';
    case 'document':
      if (typeof value === 'boolean')
        return side === 'job' ? (value ? 'Required' : 'Not required') : value ? 'Yes' : 'No';
      if (typeof value === 'number') return String(value);
      return toTextList(value).join(', ');
    case 'address':
      return formatAddress(value);
    default:
      if (typeof value === 'boolean') return value ? 'Yes' : 'No';
      if (isRange(value)) return formatRange(kind, value);
      return toTextList(value).join(', ');
  }
}

/** A catalogued field's value as text ('' when empty), the one way every screen, the PDF and the CSV show it. */
export function formatField(key: string, value: unknown, side: FieldSide = 'worker'): string {
  const def = fieldDef(key);
  const text = formatKind(def.kind, value, side);
  return text && side === 'worker' && def.workerDealBreaker ? MESSAGES.dealBreaker(text) : text;
}

/** Like formatField, with EMPTY_DISPLAY ('—') for an empty value. */
export function displayField(key: string, value: unknown, side: FieldSide = 'worker'): string {
  return formatField(key, value, side) || EMPTY_DISPLAY;
}
