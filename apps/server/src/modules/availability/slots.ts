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

/**
 * The instant a wall-clock time of a date has in a zone. A time skipped by a daylight-saving
 * change moves forward, a repeated one takes its first occurrence (Temporal's `compatible`).
 */
function instantOf(date: Temporal.PlainDate, time: string, timeZone: string): number {
  const day = time === '24:00' ? date.add({ days: 1 }) : date;
  const [hour, minute] =
    time === '24:00' ? [0, 0] : [Number(time.slice(0, 2)), Number(time.slice(3))];
  return day
    .toPlainDateTime({ hour, minute })
    .toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
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

  const zoneDate = (epochMs: number) =>
    Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone).toPlainDate();
  // A date's slots start on that date (an opening range ends by 24:00), so the dates of the
  // window's two ends bound the dates to look at.
  const last = zoneDate(end - 1);
  const slots: SlotTimes[] = [];
  for (
    let date = zoneDate(start);
    Temporal.PlainDate.compare(date, last) <= 0;
    date = date.add({ days: 1 })
  ) {
    const ranges: readonly OpeningHours[] =
      exceptions.get(date.toString()) ?? availability.weeklyHours[WEEKDAYS[date.dayOfWeek - 1]!];
    for (const range of ranges) {
      const open = instantOf(date, range.start, timeZone);
      const close = instantOf(date, range.end, timeZone);
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
