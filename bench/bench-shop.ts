import { WEEKDAYS, setAvailabilityInputSchema } from '@vitrine/contracts/availability';
import { createAvailabilityRepository } from '../apps/server/src/modules/availability/index.ts';
import { shop } from '../apps/server/src/modules/catalogue/catalogue.schema.ts';
import type { Database } from '../apps/server/src/platform/db/client.ts';
import { runInTransaction } from '../apps/server/src/platform/db/transaction.ts';

/** The booking benchmarks' shop: in UTC, open around the clock, no notice; its id. */
export async function openBenchShop(db: Database): Promise<string> {
  const [row] = await db
    .insert(shop)
    .values({
      slug: 'bench-shop',
      name: 'Bench Shop',
      city: 'Jaipur',
      state: 'Rajasthan',
      timeZone: 'UTC',
    })
    .returning({ id: shop.id });
  const shopId = row!.id;
  const allDay = [{ start: '00:00', end: '24:00' }];
  await runInTransaction(db, (tx) =>
    createAvailabilityRepository(db).upsert(
      tx,
      shopId,
      setAvailabilityInputSchema.parse({
        weeklyHours: Object.fromEntries(WEEKDAYS.map((d) => [d, allDay])),
        minimumNoticeMinutes: 0,
      }),
    ),
  );
  return shopId;
}
