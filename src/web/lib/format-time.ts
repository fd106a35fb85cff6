// A moment (a message, a notification): the time today, the date otherwise, in the reader's time zone ('3:05 PM', 'Jan 5 3:05 PM',
// 'Jan 5, 2025 3:05 PM'). Written by hand rather than with toLocaleTimeString / toLocaleDateString: each of those calls
// builds an ICU formatter, and the first one loads the locale's data (tens of ms on a phone, in the chat list's first
// view). format-time.test.ts checks the text against those functions.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const clock = (d: Date) => {
  const h = d.getHours();
  return `${h % 12 === 0 ? 12 : h % 12}:${String(d.getMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** A moment in full, in the reader's time zone: 'Dec 2, 2026 1:08 AM' (a signature, a submission, a record issued). */
export function formatLocalDateTime(iso: string): string {
  const d = new Date(iso);
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()} ${clock(d)}`;
}

export function formatLocalTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const sameDay = d.toDateString() === now.toDateString();
  if (sameDay) return clock(d);
  const day = `${MONTHS[d.getMonth()]} ${d.getDate()}`;
  return `${d.getFullYear() === now.getFullYear() ? day : `${day}, ${d.getFullYear()}`} ${clock(d)}`;
}
