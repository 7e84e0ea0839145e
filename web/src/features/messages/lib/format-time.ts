/**
 * When a message was sent, in the reader's own time zone: "2:30 pm" today, "5 Nov, 2:30 pm" this
 * year, "5 Nov 2025, 2:30 pm" before. (Calendar dates elsewhere are shown in UTC; a message's
 * moment is a real instant, so local time is what the reader expects.)
 */
const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true });
const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = timeFormat.format(date);
  if (sameDay(date, now)) return time;
  const day = date.getFullYear() === now.getFullYear() ? dayFormat.format(date) : dateFormat.format(date);
  return `${day}, ${time}`;
}
