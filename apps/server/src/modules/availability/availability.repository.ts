import { shopCard } from '../catalogue/index.ts';
import type { SetAvailabilityInput } from '@vitrine/contracts/availability';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import { shopAvailability } from './availability.schema.ts';

export type ShopAvailabilityRow = {
  timeZone: string;
  /** Null until the owner first sets the shop's availability. */
  availability: SetAvailabilityInput | null;
};

export const createAvailabilityRepository = (db: Database) => {
  // Read by every slots request: planned once.
  const byShop = db
    .select({
      timeZone: shopCard.timeZone,
      weeklyHours: shopAvailability.weeklyHours,
      exceptions: shopAvailability.exceptions,
      meetingMinutes: shopAvailability.meetingMinutes,
      bufferMinutes: shopAvailability.bufferMinutes,
      minimumNoticeMinutes: shopAvailability.minimumNoticeMinutes,
      horizonDays: shopAvailability.horizonDays,
    })
    .from(shopCard)
    .leftJoin(shopAvailability, eq(shopAvailability.shopId, shopCard.id))
    .where(eq(shopCard.id, sql.placeholder('shopId')))
    .prepare('shop_availability_by_shop');

  return {
    /** The shop's zone and availability; undefined when there is no such shop. */
    async findByShop(shopId: string): Promise<ShopAvailabilityRow | undefined> {
      const [row] = await byShop.execute({ shopId });
      if (!row) return undefined;
      const { timeZone, weeklyHours, exceptions, ...settings } = row;
      if (!weeklyHours || !exceptions) return { timeZone, availability: null };
      return {
        timeZone,
        availability: {
          weeklyHours,
          exceptions,
          meetingMinutes: settings.meetingMinutes!,
          bufferMinutes: settings.bufferMinutes!,
          minimumNoticeMinutes: settings.minimumNoticeMinutes!,
          horizonDays: settings.horizonDays!,
        },
      };
    },

    /** In the caller's transaction, which also announces the change (`availability:changed`). */
    async upsert(
      tx: Transaction,
      shopId: string,
      availability: SetAvailabilityInput,
    ): Promise<void> {
      const values = { ...availability, updatedAt: new Date() };
      await queryWith(tx)
        .insert(shopAvailability)
        .values({ shopId, ...values })
        .onConflictDoUpdate({ target: shopAvailability.shopId, set: values });
    },

    /** Sets many shops' availability at once (the demo seed). */
    async insertMany(rows: (SetAvailabilityInput & { shopId: string })[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insert(shopAvailability)
          .values(rows.slice(i, i + 500))
          .onConflictDoNothing();
      }
    },
  };
};

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
