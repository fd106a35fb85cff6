// Message times: the time today, the date otherwise.
export function formatChatTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const sameDay = d.toDateString() === now.toDateString();
  return sameDay
    ? d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
    : d.toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        ...(d.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
      }) +
        ' ' +
        d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
