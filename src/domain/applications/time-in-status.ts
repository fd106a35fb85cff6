// How long an application has been in its status, as shown in the lists ("3 days", "5 hours", "just now"), and when
// something happened ("3 days ago", "just now").
import { MESSAGES } from '../shared/messages';

/**
 * A short duration since `since` (ISO string or Date) at `now`: minutes, hours, days, or months (30 days). `now` is
 * the caller's: a page's is usePageNow() (src/web/lib/page-time.ts), the moment the server drew it while it hydrates.
 */
export function timeInStatus(since: string | Date, now: Date): string {
  const ms = Math.max(0, now.getTime() - new Date(since).getTime());
  const minutes = Math.floor(ms / 60_000);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes < 1) return 'just now';
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 60) return plural(days, 'day');
  return plural(Math.floor(days / 30), 'month');
}

/** When `since` was, relative to `now`: "just now" under a minute, else "<timeInStatus> ago" ("3 days ago"). */
export function timeAgo(since: string | Date, now: Date): string {
  const d = timeInStatus(since, now);
  return d === 'just now' ? MESSAGES.agoJustNow : MESSAGES.ago(d);
}
