import { z } from 'zod';
import { MAX_INVITEES } from './meeting-policy.ts';
import { emailSchema } from './auth.ts';
import { taxonomyRefSchema } from './catalogue.ts';
import { downloadQuery, searchKeyQuery } from './list-query.ts';
import { iceServerSchema } from './meeting-room.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

// Video meetings with shops: booking a slot for credits, invitees by link, cancellation with
// refunds, joining. The server decides the cost and the policy; clients only show them.

export {
  JOIN_OPENS_BEFORE_MS,
  MAX_INVITEES,
  MEETING_CREDIT_COST,
  REFUND_WINDOW_MS,
  REMINDER_LEADS,
  ROOM_TOKEN_TTL_MS,
  SHOP_JOIN_GRACE_MS,
  type ReminderLead,
} from './meeting-policy.ts';
export const BOOKING_STATUSES = [
  'booked',
  'in_progress',
  'completed',
  'cancelled_by_customer',
  'cancelled_by_shop',
  'no_show',
] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

const isoDateTime = z.iso
  .datetime({ offset: true, message: 'must be an ISO 8601 date-time' })
  .meta({ examples: ['2030-01-07T05:30:00Z'] });

export const inviteeSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
  email: emailSchema,
});

/** Bounds in minor units of `currency` (null: no bound). */
export const priceRangeSchema = z
  .object({
    min: z.number().int().min(0).nullable().default(null),
    max: z.number().int().min(0).nullable().default(null),
    currency: z.string().length(3, 'must be a 3-letter currency code').default('INR'),
  })
  .refine(({ min, max }) => min === null || max === null || min <= max, {
    path: ['max'],
    message: 'must not be below min',
  });
export type PriceRange = z.infer<typeof priceRangeSchema>;

const tagList = z.array(z.string().trim().min(1).max(80)).max(20, 'at most 20 values').default([]);

/** POST /user/booking. */
export const createBookingInputSchema = z.object({
  shopId: z.uuid('must be a shop id'),
  startsAt: isoDateTime,
  invitees: z
    .array(inviteeSchema)
    .max(MAX_INVITEES, `at most ${MAX_INVITEES} invitees`)
    .default([])
    .superRefine((invitees, ctx) => {
      const seen = new Set<string>();
      invitees.forEach(({ email }, i) => {
        if (seen.has(email)) {
          ctx.addIssue({ code: 'custom', path: [i, 'email'], message: 'each email only once' });
        }
        seen.add(email);
      });
    }),
  categories: tagList,
  occasions: tagList,
  priceRange: priceRangeSchema.default({ min: null, max: null, currency: 'INR' }),
});
export type CreateBookingInput = z.infer<typeof createBookingInputSchema>;

export const attendeeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['booker', 'invitee']),
  /** The invitee's link to the meeting room (no account needed); the booker joins from /user. */
  joinUrl: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const bookingSchema = z.object({
  id: z.uuid(),
  status: bookingStatusSchema,
  shopId: z.uuid(),
  shopName: z.string(),
  shopTimeZone: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  creditsUsed: z.number().int(),
  /** What the booker is looking for, as chosen (slugs) with the names people read. */
  categories: z.array(taxonomyRefSchema),
  occasions: z.array(taxonomyRefSchema),
  priceRange: z.object({
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
    currency: z.string(),
  }),
  attendees: z.array(attendeeSchema),
  cancelledAt: z.iso.datetime().nullable(),
  /** The shop's words when it cancelled (null: none given, or not cancelled by the shop). */
  cancelReason: z.string().nullable(),
  /** Credits given back by a cancellation (0 when none). */
  creditsRefunded: z.number().int(),
  /** When joining opens (10 minutes before the start). */
  joinOpensAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** A booking's categories and occasions as people read them: "Women’s ethnic wear, Wedding". */
export const interestNames = (meeting: Pick<Booking, 'categories' | 'occasions'>): string =>
  [...meeting.categories, ...meeting.occasions].map((ref) => ref.name).join(', ');

/** What the shop sees: the booking, who booked it, and its private notes. */
export const vendorBookingSchema = bookingSchema.extend({
  customerName: z.string(),
  notes: z.string(),
});
export type VendorBooking = z.infer<typeof vendorBookingSchema>;

export const bookingIdParamsSchema = z.object({ id: z.uuid('must be a booking id') });

const dateRange = {
  from: isoDateTime.optional(),
  to: isoDateTime.optional(),
};

/** GET /user/meetings and /user/meetings/invitations. */
export const meetingListQuerySchema = pageQuerySchema.extend({
  /** upcoming: not yet ended, soonest first; past: ended, latest first; all: latest first. */
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  status: bookingStatusSchema.optional(),
  searchKey: searchKeyQuery,
  ...dateRange,
  download: downloadQuery.optional(),
});
export type MeetingListQuery = z.infer<typeof meetingListQuerySchema>;

export const meetingPageSchema = pageOf(bookingSchema);
export type MeetingPage = z.infer<typeof meetingPageSchema>;

/** GET /vendor/bookings. */
export const vendorBookingListQuerySchema = pageQuerySchema.extend({
  shopId: z.uuid('must be a shop id'),
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
  status: bookingStatusSchema.optional(),
  ...dateRange,
});
export type VendorBookingListQuery = z.infer<typeof vendorBookingListQuerySchema>;

export const vendorBookingPageSchema = pageOf(vendorBookingSchema);

export const rescheduleInputSchema = z.object({ startsAt: isoDateTime });
export type RescheduleInput = z.infer<typeof rescheduleInputSchema>;

export const CANCEL_REASON_MAX_LENGTH = 500;
/** POST /vendor/bookings/{id}/cancel: the shop may say why; the customer is told its words. */
export const shopCancelInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX_LENGTH, `must be at most ${CANCEL_REASON_MAX_LENGTH} characters`)
    .optional()
    .meta({ examples: ['Our master tailor is unwell today; please book again next week.'] }),
});
export type ShopCancelInput = z.infer<typeof shopCancelInputSchema>;
export const bookingNotesInputSchema = z.object({
  notes: z.string().max(4000, 'must be at most 4000 characters'),
});

export const joinInputSchema = z.object({ bookingId: z.uuid('must be a booking id') });
export const publicJoinParamsSchema = z.object({ bookingId: z.uuid('must be a booking id') });
export const publicJoinQuerySchema = z.object({ attendeeId: z.uuid('must be an attendee id') });
/** The attendee link (`/join-meet/{bookingId}/{attendeeId}`) opened while signed in. */
export const claimInvitationInputSchema = z.object({
  bookingId: z.uuid('must be a booking id'),
  attendeeId: z.uuid('must be an attendee id'),
});
export type ClaimInvitationInput = z.infer<typeof claimInvitationInputSchema>;

/** `viewer`: a seat holder of a trunk show (watches, asks in the chat, raises a hand). */
export const ROOM_ROLES = ['booker', 'invitee', 'shop', 'viewer'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

/** A short-lived pass into one meeting's room, checked by the signalling server. */
/** How the meeting's video travels: browser to browser (mesh) or through the SFU (Janus). */
export const ROOM_TRANSPORTS = ['mesh', 'sfu'] as const;
export type RoomTransport = (typeof ROOM_TRANSPORTS)[number];

/** What a browser needs to enter the meeting's room on the SFU (Janus' VideoRoom). */
export const sfuAccessSchema = z.object({
  /** Janus' WebSocket API. */
  url: z.string(),
  /** The VideoRoom of the meeting. */
  room: z.number().int(),
  /** This participant's token on the room's access list (publisher and subscriber). */
  token: z.string(),
});
export type SfuAccess = z.infer<typeof sfuAccessSchema>;

export const roomTokenSchema = z.object({
  token: z.string(),
  bookingId: z.uuid(),
  participantId: z.string(),
  role: z.enum(ROOM_ROLES),
  name: z.string(),
  expiresAt: z.iso.datetime(),
  /**
   * ICE_SERVERS, then the TURN relay with credentials for this participant that last until the
   * room closes (the TURN REST scheme); empty means host candidates only.
   */
  iceServers: z.array(iceServerSchema),
  /** `relay`: the browser connects only through the TURN relay (ICE_TRANSPORT_POLICY). */
  iceTransportPolicy: z.enum(['all', 'relay']),
  /**
   * `mesh`: each browser sends to each other (2 to 4 people); `sfu`: each sends once to Janus,
   * which forwards to everyone (`sfu` says where and with which token). Chat, pins and presence
   * stay on /meet either way.
   */
  transport: z.enum(ROOM_TRANSPORTS),
  sfu: sfuAccessSchema.nullable(),
});
export type RoomToken = z.infer<typeof roomTokenSchema>;
