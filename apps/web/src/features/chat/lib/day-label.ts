import { formatDate } from '../../../lib/format-date-time.ts';

/** The calendar day of a moment in the viewer's zone, as a comparable key ("2026-11-27"). */
export function dayKey(at: Date): string {
  return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
}

const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'long' });
const thisYear = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/**
 * How a conversation names the day its messages start: "Today", "Yesterday", the weekday
 * within the last week, then the date (with its year when it is not this year's).
 */
export function dayLabel(at: Date, now: Date = new Date()): string {
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
  // Whole days between the two calendar days (rounded: a daylight-saving day is 23 or 25 hours).
  const days = Math.round((startOf(now).getTime() - startOf(at).getTime()) / 86_400_000);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days > 1 && days < 7) return weekday.format(at);
  return at.getFullYear() === now.getFullYear()
    ? thisYear.format(at)
    : formatDate(at.toISOString());
}
