import { randomUUID } from 'node:crypto';
import {
  sameHoursEveryDay,
  type OpeningHours,
  type SetAvailabilityInput,
} from '@vitrine/contracts/availability';
import { sql } from 'drizzle-orm';
import type { BetterAuth } from '../modules/users/index.ts';
import type { Database } from '../platform/db/client.ts';
import { rawRows } from '../platform/db/raw-rows.ts';
import { account, user, userRole } from '../modules/users/auth.schema.ts';
import { shopAvailability } from '../modules/availability/availability.schema.ts';
import { shopMember } from '../modules/catalogue/shop-member.schema.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

/** The demo vendor login of the README: owns a shop with hours, products and current offers. */
export const DEMO_VENDOR_EMAIL = 'vendor@vitrine.local';

/** Every other demo shop's owner signs in as `owner.<shop slug>@vitrine.local`. */
export const demoOwnerEmail = (slug: string) => `owner.${slug}@vitrine.local`;

const SEED_OWNERS_LOCK_KEY = 4_711_2027;

const range = (start: string, end: string): OpeningHours => ({ start, end });

/** A few believable weeks: most shops keep Indian shop hours with a lunch break. */
const DEMO_WEEKS: SetAvailabilityInput['weeklyHours'][] = [
  sameHoursEveryDay([range('10:00', '13:00'), range('15:00', '19:00')], ['sunday']),
  sameHoursEveryDay([range('11:00', '20:00')], ['monday']),
  {
    ...sameHoursEveryDay([range('10:30', '18:30')], ['sunday']),
    saturday: [range('10:00', '14:00')],
  },
];

const demoAvailability = (shopId: string, n: number) => ({
  shopId,
  weeklyHours: DEMO_WEEKS[n % DEMO_WEEKS.length]!,
  exceptions: [],
  meetingMinutes: [30, 30, 45, 60][n % 4]!,
  bufferMinutes: [10, 15, 0][n % 3]!,
  minimumNoticeMinutes: 120,
  horizonDays: 60,
});

/**
 * Gives every demo shop without an owner one (a vendor account), and hours to those shops. The
 * demo vendor gets the first shop with products and a current offer; every other owner is a new
 * account sharing one password hash (hashed once: argon2 per account would make seeding 200
 * shops take minutes). One transaction under an advisory lock.
 */
export async function seedShopOwners(deps: {
  auth: BetterAuth;
  db: Database;
}): Promise<{ ownersAdded: number; availabilityAdded: number }> {
  const context = await deps.auth.$context;
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db.execute(sql`select pg_advisory_xact_lock(${SEED_OWNERS_LOCK_KEY})`);
    const unowned = await rawRows<{ id: string; slug: string; name: string; sells: boolean }>(
      db,
      sql`select s.id::text as id, s.slug, s.name,
          exists (select 1 from product p where p.shop_id = s.id)
            and exists (select 1 from offer o where o.shop_id = s.id
              and o.valid_from <= now() and o.valid_until > now()) as sells
        from shop s
        where not exists (select 1 from shop_member m where m.shop_id = s.id and m.role = 'owner')
        order by s.slug`,
    );
    let ownersAdded = 0;
    const ownedNow: string[] = [];
    if (unowned.length > 0) {
      const [demoVendor] = await rawRows<{ id: string }>(
        db,
        sql`select u.id from "user" u where u.email = ${DEMO_VENDOR_EMAIL}
          and not exists (select 1 from shop_member m where m.user_id = u.id)`,
      );
      const demoShop = demoVendor ? unowned.find((s) => s.sells) : undefined;
      const others = unowned.filter((s) => s !== demoShop);
      const members: (typeof shopMember.$inferInsert)[] = [];
      if (demoShop && demoVendor) {
        members.push({ shopId: demoShop.id, userId: demoVendor.id, role: 'owner' });
      }
      if (others.length > 0) {
        const hash = await context.password.hash(DEMO_PASSWORD);
        const owners = others.map((s) => ({ shop: s, id: randomUUID() }));
        for (let i = 0; i < owners.length; i += 500) {
          const batch = owners.slice(i, i + 500);
          await db.insert(user).values(
            batch.map((o) => ({
              id: o.id,
              name: `${o.shop.name} (owner)`,
              email: demoOwnerEmail(o.shop.slug),
              emailVerified: true,
            })),
          );
          await db.insert(account).values(
            batch.map((o) => ({
              id: randomUUID(),
              accountId: o.id,
              providerId: 'credential',
              userId: o.id,
              password: hash,
            })),
          );
          await db.insert(userRole).values(
            batch.map((o) => ({
              userId: o.id,
              customer: false,
              vendor: true,
              employee: false,
              admin: false,
            })),
          );
        }
        members.push(
          ...owners.map((o) => ({ shopId: o.shop.id, userId: o.id, role: 'owner' as const })),
        );
      }
      for (let i = 0; i < members.length; i += 500) {
        await db
          .insert(shopMember)
          .values(members.slice(i, i + 500))
          .onConflictDoNothing();
      }
      ownersAdded = members.length;
      ownedNow.push(...members.map((m) => m.shopId));
    }

    // Hours only for the shops this run just gave a demo owner: a shop someone opened (an
    // approved application) has its own owner and says its own hours, or takes no meetings.
    const owned = new Set(ownedNow);
    const withoutHours = await rawRows<{ id: string }>(
      db,
      sql`select s.id::text as id from shop s
        where not exists (select 1 from shop_availability a where a.shop_id = s.id)
        order by s.slug`,
    );
    const rows = withoutHours
      .filter((s) => owned.has(s.id))
      .map((s, n) => demoAvailability(s.id, n));
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insert(shopAvailability)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
    }
    return { ownersAdded, availabilityAdded: rows.length };
  });
}

/**
 * The demo vendor's shop shows every state of the console: one of its products (the oldest) is
 * archived, so the Archived list is not empty and shoppers do not see it. Only when the shop has
 * no archived product yet and keeps at least two live ones; returns how many it archived.
 */
export async function seedDemoVendorListings(db: Database): Promise<number> {
  const archived = await rawRows<{ id: string }>(
    db,
    sql`with demo_shop as (
        select m.shop_id from shop_member m join "user" u on u.id = m.user_id
        where u.email = ${DEMO_VENDOR_EMAIL} and m.role = 'owner'
        order by m.created_at limit 1)
      update product set archived_at = now(), updated_at = now()
      where id = (
        select p.id from product p join demo_shop d on d.shop_id = p.shop_id
        where not exists (select 1 from product a
            where a.shop_id = p.shop_id and a.archived_at is not null)
          and (select count(*) from product l
            where l.shop_id = p.shop_id and l.archived_at is null) >= 2
        order by p.created_at, p.id limit 1)
      returning id::text as id`,
  );
  return archived.length;
}
