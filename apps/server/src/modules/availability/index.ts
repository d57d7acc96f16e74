import type { FastifyPluginAsync } from 'fastify';
import { createAvailabilityRepository } from './availability.repository.ts';
import { availabilityRoutes } from './availability.routes.ts';
import { createAvailabilityService } from './availability.service.ts';
import { noBookedSlots, type BookedSlots } from './booked-slots.ts';

export type { BookedInterval, BookedSlots } from './booked-slots.ts';
export { createAvailabilityRepository } from './availability.repository.ts';
export { meetingSlots } from './slots.ts';

export type AvailabilityOptions = {
  /** Taken slots; the meetings module passes its bookings. None by default. */
  bookedSlots?: BookedSlots;
  clock?: () => Date;
};

/**
 * When shops meet shoppers: weekly hours in the shop's zone, date exceptions, meeting length,
 * buffer, notice and horizon (set by the owner), and the slots made from them (public).
 * Registered after the catalogue, whose shops and ownership it uses.
 */
export const availabilityModule: FastifyPluginAsync<AvailabilityOptions> = async (app, options) => {
  await app.register(availabilityRoutes, {
    availabilityService: createAvailabilityService({
      availabilityRepository: createAvailabilityRepository(app.database.db),
      ownership: app.catalogue.ownership,
      bookedSlots: options.bookedSlots ?? noBookedSlots,
      clock: options.clock ?? (() => new Date()),
    }),
  });
};
