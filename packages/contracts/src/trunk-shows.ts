import { z } from 'zod';
import { MEETING_CREDIT_COST } from './meeting-policy.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

// Trunk shows: a group meeting a shop presents to many shoppers at once. The shop opens one
// with a capacity; each shopper books a seat for credits; seat holders join one room (through
// the SFU when it holds more than a mesh does), the shop presenting, shoppers watching.

/** The most seats a trunk show may offer, and the fewest. */
export const TRUNK_SHOW_MAX_CAPACITY = 200;
export const TRUNK_SHOW_MIN_CAPACITY = 2;
/** How long a trunk show may run, in minutes. */
export const TRUNK_SHOW_MIN_MINUTES = 15;
export const TRUNK_SHOW_MAX_MINUTES = 240;
/** The most credits a seat may cost. */
export const TRUNK_SHOW_MAX_CREDITS = 1000;

export const TRUNK_SHOW_STATUSES = ['scheduled', 'cancelled'] as const;
export type TrunkShowStatus = (typeof TRUNK_SHOW_STATUSES)[number];

export const TRUNK_SHOW_SEAT_STATUSES = [
  'booked',
  'cancelled_by_customer',
  'cancelled_by_shop',
] as const;
export type TrunkShowSeatStatus = (typeof TRUNK_SHOW_SEAT_STATUSES)[number];

const isoDateTime = z.iso
  .datetime({ offset: true, message: 'must be an ISO 8601 date-time' })
  .meta({ examples: ['2030-01-07T05:30:00Z'] });

/** POST /vendor/trunk-shows: the shop opens a trunk show. */
export const createTrunkShowInputSchema = z.object({
  shopId: z.uuid('must be a shop id'),
  title: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  description: z.string().trim().max(2000, 'must be at most 2000 characters').default(''),
  startsAt: isoDateTime,
  durationMinutes: z
    .number('must be a number of minutes')
    .int('must be a whole number of minutes')
    .min(TRUNK_SHOW_MIN_MINUTES, `must be at least ${TRUNK_SHOW_MIN_MINUTES} minutes`)
    .max(TRUNK_SHOW_MAX_MINUTES, `must be at most ${TRUNK_SHOW_MAX_MINUTES} minutes`),
  capacity: z
    .number('must be a number of seats')
    .int('must be a whole number of seats')
    .min(TRUNK_SHOW_MIN_CAPACITY, `must be at least ${TRUNK_SHOW_MIN_CAPACITY} seats`)
    .max(TRUNK_SHOW_MAX_CAPACITY, `must be at most ${TRUNK_SHOW_MAX_CAPACITY} seats`),
  creditsPerSeat: z
    .number('must be a number of credits')
    .int('must be a whole number of credits')
    .min(1, 'must be at least 1 credit')
    .max(TRUNK_SHOW_MAX_CREDITS, `must be at most ${TRUNK_SHOW_MAX_CREDITS} credits`)
    .default(MEETING_CREDIT_COST),
});
export type CreateTrunkShowInput = z.input<typeof createTrunkShowInputSchema>;
export type CreateTrunkShowValues = z.output<typeof createTrunkShowInputSchema>;

/** A trunk show as anyone sees it on the shop's page. */
export const trunkShowSchema = z.object({
  id: z.uuid(),
  shopId: z.uuid(),
  shopName: z.string(),
  title: z.string(),
  description: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
  creditsPerSeat: z.number().int(),
  status: z.enum(TRUNK_SHOW_STATUSES),
  /** The shop's words when it cancelled (null: none given, or not cancelled). */
  cancelReason: z.string().nullable(),
  /** When joining opens (10 minutes before the start). */
  joinOpensAt: z.iso.datetime(),
});
export type TrunkShow = z.infer<typeof trunkShowSchema>;

export const trunkShowListSchema = z.object({ items: z.array(trunkShowSchema) });
export type TrunkShowList = z.infer<typeof trunkShowListSchema>;

/** A seat a shopper holds, with its trunk show. */
export const trunkShowSeatSchema = z.object({
  id: z.uuid(),
  status: z.enum(TRUNK_SHOW_SEAT_STATUSES),
  creditsUsed: z.number().int(),
  creditsRefunded: z.number().int(),
  cancelledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  trunkShow: trunkShowSchema,
});
export type TrunkShowSeat = z.infer<typeof trunkShowSeatSchema>;

export const trunkShowSeatPageSchema = pageOf(trunkShowSeatSchema);
export type TrunkShowSeatPage = z.infer<typeof trunkShowSeatPageSchema>;

/** A seat holder as the shop's console lists them. */
export const trunkShowAttendeeSchema = z.object({
  seatId: z.uuid(),
  customerName: z.string(),
  status: z.enum(TRUNK_SHOW_SEAT_STATUSES),
  createdAt: z.iso.datetime(),
});

/** A trunk show as its shop sees it: with who holds the seats. */
export const vendorTrunkShowSchema = trunkShowSchema.extend({
  seats: z.array(trunkShowAttendeeSchema),
});
export type VendorTrunkShow = z.infer<typeof vendorTrunkShowSchema>;

export const vendorTrunkShowPageSchema = pageOf(vendorTrunkShowSchema);
export type VendorTrunkShowPage = z.infer<typeof vendorTrunkShowPageSchema>;

export const trunkShowIdParamsSchema = z.object({ id: z.uuid('must be a trunk show id') });
export const trunkShowSeatIdParamsSchema = z.object({ id: z.uuid('must be a seat id') });
export const shopTrunkShowsParamsSchema = z.object({ shopId: z.uuid('must be a shop id') });

/** GET /vendor/trunk-shows. */
export const vendorTrunkShowListQuerySchema = pageQuerySchema.extend({
  shopId: z.uuid('must be a shop id'),
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
});
export type VendorTrunkShowListQuery = z.infer<typeof vendorTrunkShowListQuerySchema>;

/** GET /user/trunk-show-seats. */
export const trunkShowSeatListQuerySchema = pageQuerySchema.extend({
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
});
export type TrunkShowSeatListQuery = z.infer<typeof trunkShowSeatListQuerySchema>;

/** POST /vendor/trunk-shows/:id/cancel. */
export const cancelTrunkShowInputSchema = z.object({
  reason: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});
