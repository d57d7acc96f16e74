import type { SlotList, SlotsQuery } from '@vitrine/contracts/availability';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { createAvailabilityRepository } from './availability.repository.ts';
import { registerAvailabilityHandlers } from './availability.events.ts';
import { availabilityRoutes } from './availability.routes.ts';
import { createAvailabilityService } from './availability.service.ts';
import { noBookedSlots, type BookedSlots } from './booked-slots.ts';

export type { BookedSlots } from './booked-slots.ts';
export { createAvailabilityRepository } from './availability.repository.ts';
export { slotTaken } from './availability.service.ts';

export type AvailabilityOptions = {
  /** Taken slots; the meetings module passes its bookings. None by default. */
  bookedSlots?: BookedSlots;
  clock?: () => Date;
};

/** What other modules may ask of availability (the meetings module checks a booked slot). */
export type Availability = {
  /**
   * The shop's slots starting in [from, to), taken ones marked; 404 for an unknown shop, 409
   * (`noMeetingHours('id')`) for one without meeting hours.
   */
  slots: (shopId: string, query: SlotsQuery) => Promise<SlotList>;
  /** Whether the shop has meeting hours; 404 for an unknown shop. */
  takesMeetings: (shopId: string) => Promise<boolean>;
  /**
   * The offered slot starting at `startsAt` with its end: 400 when the shop offers none then,
   * 409 when it is taken (`slotTaken`) or the shop has no meeting hours (naming `shopField`).
   */
  offeredSlot: (
    shopId: string,
    startsAt: Date,
    shopField: 'shopId' | 'startsAt',
  ) => Promise<{ startsAt: Date; endsAt: Date }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    availability: Availability;
  }
}

/**
 * When shops meet shoppers: weekly hours in the shop's zone, date exceptions, meeting length,
 * buffer, notice and horizon (set by the owner), and the slots made from them (public).
 * Registered after the catalogue, whose shops and ownership it uses, and without encapsulation
 * so that `app.availability` is visible to the modules registered after it (meetings).
 */
export const availabilityModule = fp(
  async (app: FastifyInstance, options: AvailabilityOptions) => {
    const db = app.database.db;
    const availabilityService = createAvailabilityService({
      availabilityRepository: createAvailabilityRepository(db),
      ownership: app.catalogue.ownership,
      bookedSlots: options.bookedSlots ?? noBookedSlots,
      inTransaction: (work) => runInTransaction(db, work),
      announceChange: async (tx, shopId) => {
        await enqueue(tx, 'availability:changed', { shopId });
      },
      announceSlotsToday: async (tx, shopId, date) => {
        await enqueue(tx, 'availability:slots-today', { shopId, date });
      },
      clock: options.clock ?? (() => new Date()),
    });
    await registerAvailabilityHandlers(app, availabilityService);
    app.decorate('availability', {
      slots: (shopId, query) => availabilityService.slots(shopId, query),
      takesMeetings: (shopId) => availabilityService.takesMeetings(shopId),
      offeredSlot: (shopId, startsAt, shopField) =>
        availabilityService.offeredSlot(shopId, startsAt, shopField),
    } satisfies Availability);
    await app.register(availabilityRoutes, { availabilityService });
  },
  { name: 'availability' },
);
