import { Temporal } from '@js-temporal/polyfill';
import { sameHoursEveryDay, setAvailabilityInputSchema } from '@vitrine/contracts/availability';
import { describe, expect, it } from 'vitest';
import { meetingSlots } from './slots.ts';

/** A shopper's whole day in their zone, as the instants the web app would send. */
const dayIn = (date: string, timeZone: string) => {
  const start = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone });
  return {
    from: start.epochMilliseconds,
    to: start.add({ days: 1 }).epochMilliseconds,
  };
};
const iso = (slots: { startsAt: number; endsAt: number }[]) =>
  slots.map((s) => [new Date(s.startsAt).toISOString(), new Date(s.endsAt).toISOString()]);
const at = (instant: string) => Date.parse(instant);

const tenToOne = [{ start: '10:00', end: '13:00' }];
/** Open 10:00–13:00 every day, 30-minute meetings, 10 minutes' buffer, 2 hours' notice. */
const kolkataShop = setAvailabilityInputSchema.parse({
  weeklyHours: sameHoursEveryDay(tenToOne),
  meetingMinutes: 30,
  bufferMinutes: 10,
  minimumNoticeMinutes: 120,
  horizonDays: 60,
});
const kolkata = (range: { from: number; to: number }, now: string) =>
  meetingSlots({
    availability: kolkataShop,
    timeZone: 'Asia/Kolkata',
    ...range,
    now: at(now),
    booked: [],
  });

describe('meeting slots', () => {
  // New York leaves daylight saving time on Sunday 2026-11-01 (EDT, UTC−4 → EST, UTC−5);
  // Kolkata (UTC+5:30) has none. The shop's 10:00, 10:40, 11:20 and 12:00 stay put in UTC, so
  // the shopper's day holds a different set of them on each side of the change.
  it('gives a Kolkata shop’s slots in UTC for a New York day before the change (EDT)', () => {
    const slots = kolkata(dayIn('2026-10-30', 'America/New_York'), '2026-10-20T12:00:00Z');
    expect(iso(slots)).toEqual([
      ['2026-10-30T04:30:00.000Z', '2026-10-30T05:00:00.000Z'],
      ['2026-10-30T05:10:00.000Z', '2026-10-30T05:40:00.000Z'],
      ['2026-10-30T05:50:00.000Z', '2026-10-30T06:20:00.000Z'],
      ['2026-10-30T06:30:00.000Z', '2026-10-30T07:00:00.000Z'],
    ]);
    expect(slots.every((slot) => slot.available)).toBe(true);
  });

  it('gives the slots of two shop days for a New York day after the change (EST)', () => {
    // 2026-11-02 in New York is 05:00Z to 05:00Z: the shop's 10:00 (04:30Z) falls on the
    // shopper's evening before, and the next day's 10:00 at 23:30 the same evening.
    const slots = kolkata(dayIn('2026-11-02', 'America/New_York'), '2026-10-20T12:00:00Z');
    expect(iso(slots)).toEqual([
      ['2026-11-02T05:10:00.000Z', '2026-11-02T05:40:00.000Z'],
      ['2026-11-02T05:50:00.000Z', '2026-11-02T06:20:00.000Z'],
      ['2026-11-02T06:30:00.000Z', '2026-11-02T07:00:00.000Z'],
      ['2026-11-03T04:30:00.000Z', '2026-11-03T05:00:00.000Z'],
    ]);
    const seenInNewYork = slots.map((slot) =>
      Temporal.Instant.fromEpochMilliseconds(slot.startsAt)
        .toZonedDateTimeISO('America/New_York')
        .toPlainTime()
        .toString({ smallestUnit: 'minute' }),
    );
    expect(seenInNewYork).toEqual(['00:10', '00:50', '01:30', '23:30']);
  });

  it('gives the 25-hour New York day of the change every slot that starts in it', () => {
    // 04:00Z to 05:00Z the next day: the next shop day's 10:00 (04:30Z) falls in its extra hour.
    const day = dayIn('2026-11-01', 'America/New_York');
    expect(day.to - day.from).toBe(25 * 60 * 60 * 1000);
    const slots = kolkata(day, '2026-10-20T12:00:00Z');
    expect(iso(slots).map(([startsAt]) => startsAt)).toEqual([
      '2026-11-01T04:30:00.000Z',
      '2026-11-01T05:10:00.000Z',
      '2026-11-01T05:50:00.000Z',
      '2026-11-01T06:30:00.000Z',
      '2026-11-02T04:30:00.000Z',
    ]);
  });

  it('offers nothing sooner than the minimum notice', () => {
    // 03:00Z is 08:30 in Kolkata: with 2 hours' notice the first slot is 10:40 (05:10Z).
    const slots = kolkata(dayIn('2026-10-30', 'America/New_York'), '2026-10-30T03:00:00Z');
    expect(iso(slots).map(([startsAt]) => startsAt)).toEqual([
      '2026-10-30T05:10:00.000Z',
      '2026-10-30T05:50:00.000Z',
      '2026-10-30T06:30:00.000Z',
    ]);
  });

  it('offers nothing beyond the booking horizon', () => {
    const now = '2026-10-01T00:00:00Z';
    const inside = kolkata(dayIn('2026-11-29', 'Asia/Kolkata'), now);
    const beyond = kolkata(dayIn('2026-12-01', 'Asia/Kolkata'), now);
    expect(inside).toHaveLength(4);
    expect(beyond).toEqual([]);
  });

  it('keeps a shop in a zone with daylight saving at the same wall-clock hours', () => {
    const london = setAvailabilityInputSchema.parse({
      weeklyHours: { saturday: tenToOne, sunday: tenToOne },
      meetingMinutes: 60,
    });
    const slots = (date: string) =>
      iso(
        meetingSlots({
          availability: london,
          timeZone: 'Europe/London',
          ...dayIn(date, 'Europe/London'),
          now: at('2026-10-01T00:00:00Z'),
          booked: [],
        }),
      ).map(([startsAt]) => startsAt);
    // British Summer Time ends on 2026-10-25: 10:00 is 09:00Z before, 10:00Z after.
    expect(slots('2026-10-24')).toEqual([
      '2026-10-24T09:00:00.000Z',
      '2026-10-24T10:00:00.000Z',
      '2026-10-24T11:00:00.000Z',
    ]);
    expect(slots('2026-10-25')).toEqual([
      '2026-10-25T10:00:00.000Z',
      '2026-10-25T11:00:00.000Z',
      '2026-10-25T12:00:00.000Z',
    ]);
  });

  it('lets a date exception close a day or replace its hours', () => {
    const shop = setAvailabilityInputSchema.parse({
      ...kolkataShop,
      exceptions: [
        { date: '2026-10-30', hours: [] },
        { date: '2026-10-31', hours: [{ start: '18:00', end: '19:00' }] },
      ],
    });
    const slots = (date: string) =>
      iso(
        meetingSlots({
          availability: shop,
          timeZone: 'Asia/Kolkata',
          ...dayIn(date, 'Asia/Kolkata'),
          now: at('2026-10-01T00:00:00Z'),
          booked: [],
        }),
      ).map(([startsAt]) => startsAt);
    expect(slots('2026-10-30')).toEqual([]);
    expect(slots('2026-10-31')).toEqual(['2026-10-31T12:30:00.000Z']);
    expect(slots('2026-11-01')).toHaveLength(4);
  });

  it('marks a slot a booking overlaps as taken', () => {
    const slots = meetingSlots({
      availability: kolkataShop,
      timeZone: 'Asia/Kolkata',
      ...dayIn('2026-10-30', 'Asia/Kolkata'),
      now: at('2026-10-01T00:00:00Z'),
      booked: [
        { startsAt: new Date('2026-10-30T05:10:00Z'), endsAt: new Date('2026-10-30T05:40:00Z') },
      ],
    });
    expect(slots.map((slot) => slot.available)).toEqual([true, false, true, true]);
  });
});
