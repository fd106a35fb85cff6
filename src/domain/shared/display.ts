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

/** Digits of a whole number grouped by thousands with commas ('1234567' → '1,234,567'). */
function groupThousands(digits: string): string {
  let out = '';
  for (let i = digits.length; i > 0; i -= 3) out = digits.slice(Math.max(0, i - 3), i) + (out ? `,${out}` : '');
  return out;
}

/**
 * A non-negative number to exactly two decimals, rounding its shortest decimal form half up ('1.005' → '1.01'), as
 * `Intl.NumberFormat` does; null past 1e21, where the shortest form has an exponent.
 */
function toCents(abs: number): { whole: string; cents: string } | null {
  const text = String(abs);
  if (text.includes('e')) return abs < 1 ? { whole: '0', cents: '00' } : null;
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  if (fraction.length <= 2) return { whole, cents: fraction.padEnd(2, '0') };
  let digits = whole + fraction.slice(0, 2);
  if (fraction.charCodeAt(2) >= 53 /* '5' */) {
    const chars = digits.split('');
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === '9') chars[i--] = '0';
    if (i >= 0) chars[i] = String(Number(chars[i]) + 1);
    else chars.unshift('1');
    digits = chars.join('');
  }
  return { whole: digits.slice(0, -2).replace(/^0+(?=\d)/, '') || '0', cents: digits.slice(-2) };
}

/** The most a badge writes out: a larger count shows as '99+'. */
export const BADGE_COUNT_MAX = 99;

/** An unread count on a badge or indicator: '7', or '99+' past BADGE_COUNT_MAX (its label says the exact number). */
export function formatBadgeCount(n: number): string {
  return n > BADGE_COUNT_MAX ? `${BADGE_COUNT_MAX}+` : String(n);
}

let usdFallback: Intl.NumberFormat | undefined;

/**
 * Money as US dollars with cents: '$1,246.00', '-$12.50'; '' for no value. The same text as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` (display.test.ts compares them), without
 * building that formatter, whose first construction loads the locale's currency data: some 30 ms at full speed, in
 * every first view that shows pay.
 */
export function formatMoney(n: number | null | undefined): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  const parts = toCents(Math.abs(n));
  if (!parts) {
    usdFallback ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    return usdFallback.format(n);
  }
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}$${groupThousands(parts.whole)}.${parts.cents}`;
}

/** An hourly rate in dollars for display ('$50.00/hr'); '' for no value. */
export function formatHourlyRate(n: number | null | undefined): string {
  const money = formatMoney(n);
  return money && `${money}/hr`;
}

/** A count with thousands separators ('100,300'), as `toLocaleString('en-US')` writes a whole number. */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return `${n < 0 ? '-' : ''}${groupThousands(String(Math.abs(n)))}`;
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
