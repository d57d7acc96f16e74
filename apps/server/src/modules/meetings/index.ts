import { MEET_NAMESPACE } from '@vitrine/contracts/meeting-room';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import type { Page } from '../../platform/lib/paging.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import type { BookedSlots } from '../availability/index.ts';
import { createProductCards } from '../products/index.ts';
import { registerMeetingHandlers } from './meetings.events.ts';
import { createMeetingsRepository } from './meetings.repository.ts';
import { meetingsRoutes, type BookingFlow } from './meetings.routes.ts';
import { createMeetingsService, type MeetingFlows } from './meetings.service.ts';
import { attachMeetingRoom } from './room/room-signalling.ts';
import { createRoomRepository, meetingPriceEndsAt } from './room/room.repository.ts';
import { createRoomSummaries } from './room/room-summary.service.ts';
import { roomRoutes } from './room/room.routes.ts';
import { createMeetingSfu } from './room/sfu.ts';
import { iceServersFor } from '../../platform/turn/index.ts';
import { registerTrunkShowHandlers } from './trunk-show/trunk-show.events.ts';
import { createTrunkShowRepository } from './trunk-show/trunk-show.repository.ts';
import {
  createRoomStore,
  createTrunkShowRoomRepository,
} from './trunk-show/trunk-show-room.repository.ts';
import { trunkShowRoutes, type TrunkShowSeatFlow } from './trunk-show/trunk-show.routes.ts';
import { createTrunkShowService, type TrunkShowFlows } from './trunk-show/trunk-show.service.ts';

export { verifyRoomToken } from './room-token.ts';
export { bookingCard } from './booking-card.repository.ts';
export { createMeetingWrites, type MeetingWrites } from './meeting-writes.ts';
export type { MeetingFlows } from './meetings.service.ts';
export { createTrunkShowWrites, type TrunkShowWrites } from './trunk-show/trunk-show-writes.ts';
export type { TrunkShowFlows } from './trunk-show/trunk-show.service.ts';

/**
 * For orders (issue 14): a booking of one of `shopIds`, with its customer and the products the
 * shop pinned during the call; null when no such booking is theirs.
 */
export function createMeetingPins(db: Database) {
  const repository = createMeetingsRepository(db);
  const room = createRoomRepository(db, createProductCards(db));
  return {
    async ofShopBooking(shopIds: string[], bookingId: string) {
      const record = await repository.findById(bookingId);
      if (!record || !shopIds.includes(record.shopId)) return null;
      return {
        shopId: record.shopId,
        customerId: record.customerId,
        pins: await room.pins(bookingId),
      };
    },
  };
}

/** A pin's meeting price for the booking's customer: the price, until when, and if it holds. */
export type MeetingPrice = {
  bookingId: string;
  productId: string;
  priceMinor: number;
  endsAt: Date;
  applies: boolean;
};

/** The key of a (booking, product) pair in `MeetingPrices.of`'s answer. */
export const meetingPriceKey = (ref: { bookingId: string | null; productId: string }) =>
  `${ref.bookingId}:${ref.productId}`;

/**
 * For the cart and the checkout: the meeting prices the shops set on the pins of a customer's own
 * bookings. `pinOf` says whether the product is pinned in that booking of theirs (null: not, or
 * not their booking); `of` gives each priced pin of these (booking, product) pairs, keyed
 * `bookingId:productId`, whether it still holds at `now` or not.
 */
export function createMeetingPrices(db: Database) {
  const room = createRoomRepository(db, createProductCards(db));
  const priceOf = (
    pin: { bookingId: string; productId: string; pinnedAt: Date; priceMinor: number | null },
    now: Date,
  ): MeetingPrice | null => {
    if (pin.priceMinor === null) return null;
    const endsAt = meetingPriceEndsAt(pin.pinnedAt);
    return {
      bookingId: pin.bookingId,
      productId: pin.productId,
      priceMinor: pin.priceMinor,
      endsAt,
      applies: now < endsAt,
    };
  };
  return {
    async pinOf(customerId: string, bookingId: string, productId: string, now: Date) {
      const pins = await room.customerPins(customerId, [bookingId]);
      const pin = pins.find((p) => p.productId === productId);
      return pin ? { price: priceOf(pin, now) } : null;
    },
    async of(
      customerId: string,
      refs: readonly { bookingId: string | null; productId: string }[],
      now: Date,
    ): Promise<Map<string, MeetingPrice>> {
      const bookingIds = [...new Set(refs.flatMap((r) => (r.bookingId ? [r.bookingId] : [])))];
      const prices = new Map<string, MeetingPrice>();
      for (const pin of await room.customerPins(customerId, bookingIds)) {
        const price = priceOf(pin, now);
        if (price) prices.set(meetingPriceKey(pin), price);
      }
      return prices;
    },
  };
}
export type MeetingPrices = ReturnType<typeof createMeetingPrices>;

/** For staff (issue 16): a customer's bookings, latest start first, with each shop's name. */
export function createCustomerBookings(db: Database) {
  const repository = createMeetingsRepository(db);
  return {
    async page(customerId: string, page: Page) {
      const { items, total } = await repository.listForCustomer(
        customerId,
        { when: 'all', now: new Date() },
        page,
      );
      return {
        total,
        items: items.map((r) => ({
          id: r.id,
          status: r.status,
          shopId: r.shopId,
          shopName: r.shopName,
          startsAt: r.startsAt.toISOString(),
          endsAt: r.endsAt.toISOString(),
          creditsUsed: r.creditsUsed,
          creditsRefunded: r.creditsRefunded,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  };
}

type MeetingsOptions = {
  clock?: () => Date;
  /** flows/book-meeting.ts: the slot, the debit and the booking in one transaction. */
  booking: BookingFlow;
  /** flows/cancel-meeting.ts and flows/complete-meeting.ts. */
  flows: MeetingFlows;
  /** flows/book-trunk-show-seat.ts and flows/cancel-trunk-show.ts. */
  trunkShows: { seats: TrunkShowSeatFlow; flows: TrunkShowFlows };
};

/** The availability module's taken slots: this shop's live bookings (cancelled ones free theirs). */
export const createBookedSlots = (db: Database): BookedSlots => {
  const repository = createMeetingsRepository(db);
  return { between: (shopId, from, to) => repository.between(shopId, from, to) };
};

/**
 * Video meetings: booking a shop's slot for credits (the booking flow), lists, cancellation
 * with refunds and completion (the cancel and complete flows), rescheduling, the shop's actions,
 * room tokens for joining, and the mails and reminders (outbox handlers and delayed jobs, in
 * meetings.events.ts). Registered after availability and credits.
 */
export const meetingsModule: FastifyPluginAsync<MeetingsOptions> = async (app, options) => {
  const db = app.database.db;
  const clock = options.clock ?? (() => new Date());
  const { publicUrl } = app.config;
  const repository = createMeetingsRepository(db);
  const sfu = createMeetingSfu({
    janus: app.janus,
    publicUrl: app.config.janus?.publicUrl,
    secret: app.config.authSecret,
    sfuAbove: app.config.meetTransport.sfuAbove,
    maxParticipants: app.config.meetTransport.sfuMaxParticipants,
  });
  const service = createMeetingsService({
    repository,
    ownership: app.catalogue.ownership,
    offeredSlot: (shopId, startsAt, shopField) =>
      app.availability.offeredSlot(shopId, startsAt, shopField),
    inTransaction: (work) => runInTransaction(db, work),
    flows: options.flows,
    clock,
    publicUrl,
    roomTokenSecret: app.config.authSecret,
    iceServersFor: (participantId, validUntilMs) =>
      iceServersFor(app.config, participantId, validUntilMs),
    iceTransportPolicy: app.config.iceTransportPolicy,
    sfu,
    log: app.log,
  });
  registerMeetingHandlers(app, { repository, service, publicUrl, sfu });

  await app.register(meetingsRoutes, { meetingsService: service, booking: options.booking });

  // Trunk shows: group meetings with a capacity, in the same room (docs/meetings-sfu.md).
  const trunkShows = createTrunkShowRepository(db);
  const trunkShowService = createTrunkShowService({
    repository: trunkShows,
    ownership: app.catalogue.ownership,
    inTransaction: (work) => runInTransaction(db, work),
    flows: options.trunkShows.flows,
    clock,
    roomTokenSecret: app.config.authSecret,
    iceServersFor: (participantId, validUntilMs) =>
      iceServersFor(app.config, participantId, validUntilMs),
    iceTransportPolicy: app.config.iceTransportPolicy,
    sfu,
    log: app.log,
  });
  registerTrunkShowHandlers(app, { repository: trunkShows, sfu });
  await app.register(trunkShowRoutes, {
    service: trunkShowService,
    seats: options.trunkShows.seats,
  });

  // The meeting room: signalling on /meet (room tokens), its chat and the shop's pins.
  const room = createRoomRepository(db, createProductCards(db));
  const signalling = attachMeetingRoom(app.realtime.namespace(MEET_NAMESPACE) as never, {
    secret: app.config.authSecret,
    clock,
    capacityOf: (transport) => sfu.capacityOf(transport),
    room: createRoomStore(room, createTrunkShowRoomRepository(db, createProductCards(db))),
    shopOf: async (bookingId) => {
      const record = await repository.findById(bookingId);
      if (record) {
        return record.status === 'booked' || record.status === 'in_progress' ? record.shopId : null;
      }
      // A trunk show's room: open while it is scheduled.
      const show = await trunkShows.findById(bookingId);
      return show?.status === 'scheduled' ? show.shopId : null;
    },
    log: app.log,
  });
  app.addHook('preClose', async () => {
    while (signalling.pending.size > 0) await Promise.allSettled([...signalling.pending]);
  });
  await app.register(roomRoutes, { summaries: createRoomSummaries(service, room) });
};
