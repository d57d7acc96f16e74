import {
  dateIn,
  setAvailabilityInputSchema,
  takesMeetings,
  type Availability,
  type SetAvailabilityInput,
  type SlotList,
  type SlotsQuery,
} from '@vitrine/contracts/availability';
import type { Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { ShopOwnership } from '../catalogue/index.ts';
import type { AvailabilityRepository, ShopAvailabilityRow } from './availability.repository.ts';
import type { BookedSlots } from './booked-slots.ts';
import { meetingSlots } from './slots.ts';

/**
 * How long a shop's availability row is reused for slots: every slots request would otherwise
 * read it (the benchmark's largest cost). An owner's change is forgotten on every instance at
 * once through `availability:changed` (`forget`); this bounds how long a lost message lasts.
 */
const ROW_TTL_MS = 5_000;
const MAX_ROWS = 10_000;

/** ISO 8601 of the instants slots start and end at: the same few thousand on every request. */
const isoTexts = new Map<number, string>();
const isoOf = (epochMs: number) => {
  let text = isoTexts.get(epochMs);
  if (text === undefined) {
    if (isoTexts.size >= 100_000) isoTexts.clear();
    text = new Date(epochMs).toISOString();
    isoTexts.set(epochMs, text);
  }
  return text;
};

/** A shop that has not said when it meets: no hours, the default settings. */
const NO_HOURS: SetAvailabilityInput = setAvailabilityInputSchema.parse({});

/**
 * A shop without meeting hours (a newly approved one) takes no meetings: asking for its slots,
 * or booking one, is a 409 naming the field that points at the shop.
 */
export const noMeetingHours = (field: string) =>
  new AppError(
    'CONFLICT',
    'This shop has not set its meeting hours yet, so it takes no video meetings for now.',
    [{ field, message: 'this shop has not set its meeting hours yet' }],
  );

/** A slot booked (or moved to) by someone else a moment before: a 409 to choose another. */
export const slotTaken = () =>
  new AppError('SLOT_TAKEN', 'This slot was just booked by someone else. Please choose another.');

/** When the slots still ahead today (in the shop's zone) start, bookings aside. */
function slotStartsToday(availability: SetAvailabilityInput, timeZone: string, now: Date) {
  const today = dateIn(timeZone, now);
  return meetingSlots({
    availability,
    timeZone,
    from: now.getTime(),
    to: now.getTime() + 24 * 60 * 60 * 1000,
    now: now.getTime(),
    booked: [],
  })
    .map((slot) => slot.startsAt)
    .filter((startsAt) => dateIn(timeZone, new Date(startsAt)) === today);
}

export function createAvailabilityService(deps: {
  availabilityRepository: AvailabilityRepository;
  ownership: ShopOwnership;
  bookedSlots: BookedSlots;
  /** Runs a write in one transaction with its outbox event (`enqueue`). */
  inTransaction: (work: (tx: Transaction) => Promise<void>) => Promise<void>;
  /** Writes `availability:changed` in the caller's transaction. */
  announceChange: (tx: Transaction, shopId: string) => Promise<void>;
  /**
   * Writes `availability:slots-today` in the caller's transaction: the change opened slots on
   * `date` (today in the shop's zone) it did not offer before (its favouriters are told).
   */
  announceSlotsToday: (tx: Transaction, shopId: string, date: string) => Promise<void>;
  clock: () => Date;
}) {
  const { availabilityRepository, ownership } = deps;

  /** Another user's shop is as unknown as a shop that does not exist. */
  async function requireRun(userId: string, shopId: string) {
    if (!(await ownership.runs(userId, shopId))) throw notFound('Shop');
  }

  const rows = new Map<string, { row: ShopAvailabilityRow | undefined; until: number }>();

  async function read(shopId: string, { fresh = false } = {}) {
    const now = deps.clock().getTime();
    const kept = fresh ? undefined : rows.get(shopId);
    let row = kept && kept.until > now ? kept.row : undefined;
    if (!row) {
      row = await availabilityRepository.findByShop(shopId);
      if (rows.size >= MAX_ROWS) rows.clear();
      if (row) rows.set(shopId, { row, until: now + ROW_TTL_MS });
    }
    if (!row) throw notFound('Shop');
    return { timeZone: row.timeZone, availability: row.availability ?? NO_HOURS };
  }

  const service = {
    async getForOwner(userId: string, shopId: string): Promise<Availability> {
      await requireRun(userId, shopId);
      const { timeZone, availability } = await read(shopId, { fresh: true });
      return { ...availability, timeZone };
    },

    async setForOwner(
      userId: string,
      shopId: string,
      input: SetAvailabilityInput,
    ): Promise<Availability> {
      await requireRun(userId, shopId);
      const exceptions = [...input.exceptions].sort((a, b) => a.date.localeCompare(b.date));
      const before = await read(shopId, { fresh: true });
      const now = deps.clock();
      const today = dateIn(before.timeZone, now);
      const offered = new Set(slotStartsToday(before.availability, before.timeZone, now));
      const opensToday = slotStartsToday({ ...input, exceptions }, before.timeZone, now).some(
        (startsAt) => !offered.has(startsAt),
      );
      await deps.inTransaction(async (tx) => {
        await availabilityRepository.upsert(tx, shopId, { ...input, exceptions });
        await deps.announceChange(tx, shopId);
        if (opensToday) await deps.announceSlotsToday(tx, shopId, today);
      });
      const { timeZone, availability } = await read(shopId, { fresh: true });
      return { ...availability, timeZone };
    },

    /** Drops the remembered row of a shop whose availability changed (on any instance). */
    forget(shopId: string): void {
      rows.delete(shopId);
    },

    /** Whether the shop has meeting hours (`takesMeetings`); 404 for an unknown shop. */
    async takesMeetings(shopId: string): Promise<boolean> {
      const { timeZone, availability } = await read(shopId);
      return takesMeetings(availability, dateIn(timeZone, deps.clock()));
    },

    /** The shop's slots in [from, to), in UTC, with the shop's zone; 409 without hours. */
    async slots(shopId: string, query: SlotsQuery): Promise<SlotList> {
      const { timeZone, availability } = await read(shopId);
      if (!takesMeetings(availability, dateIn(timeZone, deps.clock()))) throw noMeetingHours('id');
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
        startsAt: isoOf(slot.startsAt),
        endsAt: isoOf(slot.endsAt),
        available: slot.available,
      }));
      return { timeZone, items };
    },

    /**
     * The offered slot starting at `startsAt`, for a booking or a move: 400 when the shop offers
     * none then, 409 when it is taken or the shop has no meeting hours at all (naming
     * `shopField`, what points at the shop).
     */
    async offeredSlot(shopId: string, startsAt: Date, shopField: 'shopId' | 'startsAt') {
      if (!(await service.takesMeetings(shopId))) throw noMeetingHours(shopField);
      const { items } = await service.slots(shopId, {
        from: startsAt.toISOString(),
        to: new Date(startsAt.getTime() + 1).toISOString(),
      });
      const slot = items.find((item) => Date.parse(item.startsAt) === startsAt.getTime());
      if (!slot) throw validationFailed('startsAt', 'is not a meeting slot this shop offers');
      if (!slot.available) throw slotTaken();
      return { startsAt, endsAt: new Date(slot.endsAt) };
    },
  };
  return service;
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
