import { Temporal } from '@js-temporal/polyfill';
import {
  WEEKDAYS,
  type OpeningHours,
  type SetAvailabilityInput,
} from '@vitrine/contracts/availability';
import type { BookedInterval } from './booked-slots.ts';

export type SlotTimes = { startsAt: number; endsAt: number; available: boolean };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Remembered conversions: 60 days of slots would otherwise make 120 of them per request. */
const instants = new Map<string, number>();
const MAX_REMEMBERED = 100_000;

/**
 * The instant a wall-clock time of a date has in a zone. A time skipped by a daylight-saving
 * change moves forward, a repeated one takes its first occurrence (Temporal's `compatible`).
 * Remembered: the answer never changes for a given zone, date and time (the time-zone data is
 * fixed for the life of the process), and shops share zones and hours.
 */
function instantOf(isoDate: string, time: string, timeZone: string): number {
  const key = `${timeZone} ${isoDate} ${time}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  const date = Temporal.PlainDate.from(isoDate);
  const day = time === '24:00' ? date.add({ days: 1 }) : date;
  const [hour, minute] =
    time === '24:00' ? [0, 0] : [Number(time.slice(0, 2)), Number(time.slice(3))];
  const instant = day
    .toPlainDateTime({ hour, minute })
    .toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
  if (instants.size >= MAX_REMEMBERED) instants.clear();
  instants.set(key, instant);
  return instant;
}

/**
 * The meeting slots a shop offers between `from` and `to` (start instants in [from, to)): each
 * date's opening ranges, in the shop's zone, cut into meetings with the buffer between them;
 * nothing sooner than the minimum notice or further than the horizon from `now`. A slot
 * overlapping a booking is listed as not available. All times are epoch milliseconds.
 */
export function meetingSlots(input: {
  availability: SetAvailabilityInput;
  timeZone: string;
  from: number;
  to: number;
  now: number;
  booked: readonly BookedInterval[];
}): SlotTimes[] {
  const { availability, timeZone } = input;
  const start = Math.max(input.from, input.now + availability.minimumNoticeMinutes * MINUTE_MS);
  const end = Math.min(input.to, input.now + availability.horizonDays * DAY_MS + 1);
  if (start >= end) return [];

  const exceptions = new Map(availability.exceptions.map((e) => [e.date, e.hours]));
  const meetingMs = availability.meetingMinutes * MINUTE_MS;
  const stepMs = meetingMs + availability.bufferMinutes * MINUTE_MS;
  const booked = input.booked.map((b) => [b.startsAt.getTime(), b.endsAt.getTime()] as const);

  // The calendar dates (in the shop's zone) of the window's two ends bound the dates to look
  // at: a date's slots start on that date, since an opening range ends by 24:00.
  const zoneDate = (epochMs: number) => {
    const date = Temporal.Instant.fromEpochMilliseconds(epochMs)
      .toZonedDateTimeISO(timeZone)
      .toPlainDate();
    return Date.UTC(date.year, date.month - 1, date.day);
  };
  const last = zoneDate(end - 1);
  const slots: SlotTimes[] = [];
  // Dates are walked as UTC midnights: plain calendar steps (a UTC day is always 24 hours);
  // only `instantOf` places a wall time in the shop's zone.
  for (let day = zoneDate(start); day <= last; day += DAY_MS) {
    const calendarDay = new Date(day);
    const isoDate = calendarDay.toISOString().slice(0, 10);
    const ranges: readonly OpeningHours[] =
      exceptions.get(isoDate) ??
      availability.weeklyHours[WEEKDAYS[(calendarDay.getUTCDay() + 6) % 7]!];
    for (const range of ranges) {
      const open = instantOf(isoDate, range.start, timeZone);
      const close = instantOf(isoDate, range.end, timeZone);
      for (let startsAt = open; startsAt + meetingMs <= close; startsAt += stepMs) {
        if (startsAt < start || startsAt >= end) continue;
        const endsAt = startsAt + meetingMs;
        const available = !booked.some(([from, to]) => from < endsAt && to > startsAt);
        slots.push({ startsAt, endsAt, available });
      }
    }
  }
  return slots;
}
