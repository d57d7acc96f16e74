import {
  setAvailabilityInputSchema,
  type Availability,
  type SetAvailabilityInput,
  type SlotList,
  type SlotsQuery,
} from '@vitrine/contracts/availability';
import { notFound } from '../../lib/app-error.ts';
import type { ShopOwnership } from '../catalogue/index.ts';
import type { AvailabilityRepository } from './availability.repository.ts';
import type { BookedSlots } from './booked-slots.ts';
import { meetingSlots } from './slots.ts';

/** A shop that has not said when it meets: no hours, the default settings. */
const NO_HOURS: SetAvailabilityInput = setAvailabilityInputSchema.parse({});

export function createAvailabilityService(deps: {
  availabilityRepository: AvailabilityRepository;
  ownership: ShopOwnership;
  bookedSlots: BookedSlots;
  clock: () => Date;
}) {
  const { availabilityRepository, ownership } = deps;

  /** Another user's shop is as unknown as a shop that does not exist. */
  async function requireRun(userId: string, shopId: string) {
    if (!(await ownership.runs(userId, shopId))) throw notFound('Shop');
  }

  async function read(shopId: string) {
    const row = await availabilityRepository.findByShop(shopId);
    if (!row) throw notFound('Shop');
    return { timeZone: row.timeZone, availability: row.availability ?? NO_HOURS };
  }

  return {
    async getForOwner(userId: string, shopId: string): Promise<Availability> {
      await requireRun(userId, shopId);
      const { timeZone, availability } = await read(shopId);
      return { ...availability, timeZone };
    },

    async setForOwner(
      userId: string,
      shopId: string,
      input: SetAvailabilityInput,
    ): Promise<Availability> {
      await requireRun(userId, shopId);
      const exceptions = [...input.exceptions].sort((a, b) => a.date.localeCompare(b.date));
      await availabilityRepository.upsert(shopId, { ...input, exceptions });
      const { timeZone, availability } = await read(shopId);
      return { ...availability, timeZone };
    },

    /** The shop's slots in [from, to), in UTC, with the shop's zone. */
    async slots(shopId: string, query: SlotsQuery): Promise<SlotList> {
      const { timeZone, availability } = await read(shopId);
      const from = new Date(query.from);
      const to = new Date(query.to);
      const booked = await deps.bookedSlots.between(shopId, from, to);
      const items = meetingSlots({
        availability,
        timeZone,
        from: from.getTime(),
        to: to.getTime(),
        now: deps.clock().getTime(),
        booked,
      }).map((slot) => ({
        startsAt: new Date(slot.startsAt).toISOString(),
        endsAt: new Date(slot.endsAt).toISOString(),
        available: slot.available,
      }));
      return { timeZone, items };
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
