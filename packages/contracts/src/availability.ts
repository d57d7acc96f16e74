import { z } from 'zod';

// A shop's availability (weekly hours in its IANA zone, date exceptions, meeting length, buffer,
// notice, horizon) and the meeting slots made from it: GET/PUT /vendor/{id}/availability (the
// owner) and GET /vendor/{id}/slots (anyone).

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Wall-clock time in the shop's zone, `HH:MM`; `24:00` ends a day. */
export const timeOfDaySchema = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a time HH:MM (00:00 to 24:00)');

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const openingHoursSchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine(({ start, end }) => minutesOf(start) < minutesOf(end), {
    path: ['end'],
    message: 'must be after start',
  });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** One day's opening hours: at most 6 ranges, in order, not overlapping. */
const dayHoursSchema = z
  .array(openingHoursSchema)
  .max(6, 'at most 6 opening ranges a day')
  .superRefine((ranges, ctx) => {
    for (let i = 1; i < ranges.length; i++) {
      if (minutesOf(ranges[i]!.start) < minutesOf(ranges[i - 1]!.end)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'start'],
          message: 'ranges must be in order and must not overlap',
        });
      }
    }
  });

export const weeklyHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema.default([])])) as Record<
    Weekday,
    z.ZodDefault<typeof dayHoursSchema>
  >,
);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A week with the same opening hours every day, except the days named closed. */
export const sameHoursEveryDay = (
  hours: OpeningHours[],
  closedOn: readonly Weekday[] = [],
): WeeklyHours =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, closedOn.includes(day) ? [] : hours]),
  ) as WeeklyHours;

const isoDate = z.iso.date('must be a date YYYY-MM-DD');

/** A date whose hours replace its weekday's: no hours closes the day, other hours open it so. */
export const availabilityExceptionSchema = z.object({ date: isoDate, hours: dayHoursSchema });
export type AvailabilityException = z.infer<typeof availabilityExceptionSchema>;

export const DEFAULT_MEETING_MINUTES = 30;

/** PUT /vendor/{id}/availability: every field has a default, so `{}` clears the hours. */
export const setAvailabilityInputSchema = z.object({
  weeklyHours: weeklyHoursSchema.default({
    monday: [],
    tuesday: [],
    wednesday: [],
    thursday: [],
    friday: [],
    saturday: [],
    sunday: [],
  }),
  exceptions: z
    .array(availabilityExceptionSchema)
    .max(366, 'at most 366 exceptions')
    .default([])
    .superRefine((exceptions, ctx) => {
      const seen = new Set<string>();
      exceptions.forEach(({ date }, i) => {
        if (seen.has(date)) {
          ctx.addIssue({ code: 'custom', path: [i, 'date'], message: 'each date only once' });
        }
        seen.add(date);
      });
    }),
  /** How long a meeting lasts. */
  meetingMinutes: z.number().int().min(10).max(240).default(DEFAULT_MEETING_MINUTES),
  /** Kept free after every meeting. */
  bufferMinutes: z.number().int().min(0).max(240).default(0),
  /** How long before its start a slot can still be booked. */
  minimumNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 60)
    .default(60),
  /** How many days ahead slots are offered. */
  horizonDays: z.number().int().min(1).max(365).default(60),
});
export type SetAvailabilityInput = z.infer<typeof setAvailabilityInputSchema>;

/**
 * One formatter per zone: making an `Intl.DateTimeFormat` costs far more than formatting with
 * it (it was a seventh of the app's thread under bench:booking, two per booking), and a
 * formatter never changes. Zones are few (those of the shops), and the map is bounded anyway.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) it is at `at` in the IANA zone `timeZone`. */
export const dateIn = (timeZone: string, at: Date): string => {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dateFormats.size >= 1000) dateFormats.clear();
    dateFormats.set(timeZone, format);
  }
  return format.format(at);
};

/**
 * Whether a shop takes video meetings: it has opening hours on some weekday, or a date from
 * `today` (YYYY-MM-DD in the shop's zone) on that an exception opens. A shop that has set no
 * hours (a newly approved one) offers no slots, and its page says so instead of offering a booking.
 */
export const takesMeetings = (
  availability: Pick<SetAvailabilityInput, 'weeklyHours' | 'exceptions'> | null,
  today: string,
): boolean =>
  availability !== null &&
  (WEEKDAYS.some((day) => availability.weeklyHours[day].length > 0) ||
    availability.exceptions.some(
      (exception) => exception.hours.length > 0 && exception.date >= today,
    ));

export const availabilitySchema = setAvailabilityInputSchema.extend({
  /** The shop's IANA zone, in which the hours and dates above are meant. */
  timeZone: z.string(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const shopIdParamsSchema = z.object({ id: z.uuid('must be a shop id') });

/** The longest window one slots request may ask for. */
export const MAX_SLOT_RANGE_DAYS = 62;

export const slotsQuerySchema = z
  .object({
    from: z.iso
      .datetime({ offset: true, message: 'must be an ISO 8601 date-time' })
      .meta({ examples: ['2026-12-01T00:00:00Z'] }),
    to: z.iso
      .datetime({ offset: true, message: 'must be an ISO 8601 date-time' })
      .meta({ examples: ['2026-12-08T00:00:00Z'] }),
  })
  .superRefine(({ from, to }, ctx) => {
    const span = Date.parse(to) - Date.parse(from);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
    else if (span > MAX_SLOT_RANGE_DAYS * 24 * 60 * 60 * 1000) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${MAX_SLOT_RANGE_DAYS} days after from`,
      });
    }
  });
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

export const slotSchema = z.object({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** False when a booking already holds it. */
  available: z.boolean(),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotListSchema = z.object({ timeZone: z.string(), items: z.array(slotSchema) });
export type SlotList = z.infer<typeof slotListSchema>;
