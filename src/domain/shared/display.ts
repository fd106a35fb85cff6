// Display rules (spec sections 2, 5, 9): hours, dates, description clamp, money, names.

/** Above this many hours per week, show "60+". */
export const HOURS_PER_WEEK_DISPLAY_CAP = 60;
/** Descriptions longer than this many characters are clamped with Read More. */
export const DESCRIPTION_CLAMP_CHARS = 200;
/** A clamped description shows this many lines. */
export const DESCRIPTION_CLAMP_LINES = 3;
/** Image shown when a user has none. */
export const DEFAULT_AVATAR = '/default-avatar.svg';

/** Hours per week for display: '60+' above 60; '' for no value. */
export function formatHoursPerWeek(n: number | null | undefined): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  return n > HOURS_PER_WEEK_DISPLAY_CAP ? `${HOURS_PER_WEEK_DISPLAY_CAP}+` : String(n);
}

/** An hours range for display ('36 - 48', '40 - 60+'). */
export function formatHoursRange(r: { min?: number | null; max?: number | null } | null | undefined): string {
  const lo = formatHoursPerWeek(r?.min);
  const hi = formatHoursPerWeek(r?.max);
  return lo && hi && lo !== hi ? `${lo} - ${hi}` : lo || hi;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as 'MMM d, yyyy' (e.g. 'Jan 5, 2026'), read in UTC so it is the same everywhere; '' when invalid. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** A date and time as 'MMM d, yyyy h:mm a' (e.g. 'Nov 23, 2026 11:37 AM'), in UTC; '' when invalid. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const day = formatDate(value);
  if (!day) return '';
  const d = value instanceof Date ? value : new Date(value as string | number);
  const h = d.getUTCHours();
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${day} ${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}

/** True when the description needs Read More (longer than 200 characters). */
export function shouldClampDescription(text: string | null | undefined): boolean {
  return (text ?? '').length > DESCRIPTION_CLAMP_CHARS;
}

/** True when the worker sees Ask Recruiter instead of a description. */
export function showsAskRecruiterForDescription(text: string | null | undefined): boolean {
  return (text ?? '').trim() === '';
}

const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money as US dollars with cents: '$1,246.00'; '' for no value. */
export function formatMoney(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? USD.format(n) : '';
}

/** The '+ N Applied' badge, or null when the count is 0. */
export function appliedBadge(count: number | null | undefined): string | null {
  return typeof count === 'number' && count > 0 ? `+ ${count} Applied` : null;
}

/** A person's full name from first and last (or a user record), trimmed, single-spaced. */
export function fullName(
  first: string | { first_name?: string | null; last_name?: string | null } | null | undefined,
  last?: string | null,
): string {
  const [f, l] = typeof first === 'object' && first !== null ? [first.first_name, first.last_name] : [first, last];
  return [f, l]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** The URL of a user's image on the storage host, or the default avatar. */
export function avatarUrl(image: string | null | undefined, storageBase: string): string {
  if (!image || image.trim() === '') return DEFAULT_AVATAR;
  return `${storageBase.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}
