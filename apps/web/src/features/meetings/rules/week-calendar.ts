/** A calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(iso: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(typeof iso === 'string' ? new Date(iso) : iso);
  return parts;
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The Monday (YYYY-MM-DD) of the week a day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export const shiftWeek = (monday: string, weeks: number) => addDays(monday, weeks * 7);

export type CalendarDay<T> = { day: string; items: T[] };

/**
 * The seven days (Monday first) of the week starting `monday`, each with the meetings that
 * start on it in `timeZone`, earliest first. Meetings outside the week are left out.
 */
export function groupByWeekDay<T extends { startsAt: string }>(
  meetings: T[],
  monday: string,
  timeZone: string,
): CalendarDay<T>[] {
  const days = Array.from({ length: 7 }, (_, i) => ({ day: addDays(monday, i), items: [] as T[] }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  for (const meeting of [...meetings].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    byDay.get(dayIn(meeting.startsAt, timeZone))?.items.push(meeting);
  }
  return days;
}

/** The UTC instants bounding the week (a day before and after, for zones either side of UTC). */
export function weekQueryRange(monday: string): { from: string; to: string } {
  return {
    from: `${addDays(monday, -1)}T00:00:00Z`,
    to: `${addDays(monday, 8)}T00:00:00Z`,
  };
}
