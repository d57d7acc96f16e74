import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { runInTransaction } from '../platform/db/transaction.ts';
import { user } from '../modules/users/auth.schema.ts';
import { shopMember } from '../modules/catalogue/shop-member.schema.ts';
import { trunkShow } from '../modules/meetings/trunk-show/trunk-show.schema.ts';
import { createTrunkShowWrites } from '../modules/meetings/index.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

const DAY = 24 * 60 * 60 * 1000;

/** `days` from `now`, at `hour`:30 UTC (13:30 UTC is 19:00 in India). */
const dayAt = (now: Date, days: number, hour: number) => {
  const date = new Date(now.getTime() + days * DAY);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour, 30));
};

/** The demo vendor's trunk shows: what a shop would open, days ahead, with every seat free. */
export const DEMO_TRUNK_SHOWS = [
  {
    title: 'The winter wedding edit, live',
    description:
      'Lehengas, sherwanis and the jewellery to go with them, shown on the rack and in the light. Ask about any piece in the chat, or raise your hand to speak.',
    inDays: 3,
    hour: 13,
    minutes: 60,
    capacity: 20,
    creditsPerSeat: 20,
  },
  {
    title: 'Handloom sarees: the new weaves',
    description:
      'Banarasi, Kanjeevaram and Chanderi from this season’s looms, with how each is woven and how to drape it.',
    inDays: 9,
    hour: 11,
    minutes: 45,
    capacity: 12,
    creditsPerSeat: 15,
  },
] as const;

/**
 * Two upcoming trunk shows at the demo vendor's shop (DEMO_TRUNK_SHOWS), listed on the shop's
 * page and in its console, each with its end-of-show job as a shop's own would have. No seats:
 * the demo customer books one with her credits. Added once: nothing when the shop has trunk
 * shows already or has no owner account. Only on a new demo database (seed-all.ts).
 */
export async function seedDemoTrunkShows(
  db: Database,
  now = new Date(),
): Promise<{ added: number }> {
  const [owned] = await db
    .select({ shopId: shopMember.shopId })
    .from(shopMember)
    .innerJoin(user, eq(user.id, shopMember.userId))
    .where(and(eq(user.email, DEMO_VENDOR_EMAIL), eq(shopMember.role, 'owner')))
    .limit(1);
  if (!owned) return { added: 0 };
  const writes = createTrunkShowWrites(db);
  return runInTransaction(db, async (tx) => {
    const q = tx as unknown as Database;
    await q.execute(sql`select pg_advisory_xact_lock(hashtext('seed-demo-trunk-shows'))`);
    const [existing] = await q
      .select({ id: trunkShow.id })
      .from(trunkShow)
      .where(eq(trunkShow.shopId, owned.shopId))
      .limit(1);
    if (existing) return { added: 0 };
    for (const show of DEMO_TRUNK_SHOWS) {
      const startsAt = dayAt(now, show.inDays, show.hour);
      const endsAt = new Date(startsAt.getTime() + show.minutes * 60_000);
      const [row] = await q
        .insert(trunkShow)
        .values({
          shopId: owned.shopId,
          title: show.title,
          description: show.description,
          startsAt,
          endsAt,
          capacity: show.capacity,
          creditsPerSeat: show.creditsPerSeat,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: trunkShow.id });
      await writes.events.scheduled(tx, row!.id, endsAt);
    }
    return { added: DEMO_TRUNK_SHOWS.length };
  });
}
