import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { user } from '../users/auth.schema.ts';
import { favouriteShop } from './favourites.schema.ts';

export type ShopCustomerRow = { id: string; name: string; email: string; since: Date };

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const matching = (shopId: string, searchKey: string | undefined): SQL | undefined =>
  and(
    eq(favouriteShop.shopId, shopId),
    searchKey === undefined
      ? undefined
      : or(ilike(user.name, containing(searchKey)), ilike(user.email, containing(searchKey))),
  );

/** A shop's customers: today the people who favourited it (bookings, chats, orders join later). */
export const createShopCustomersRepository = (db: Database) => ({
  async list(
    shopId: string,
    searchKey: string | undefined,
    page: { limit: number; offset: number },
  ): Promise<ShopCustomerRow[]> {
    return db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        since: favouriteShop.createdAt,
      })
      .from(favouriteShop)
      .innerJoin(user, eq(favouriteShop.userId, user.id))
      .where(matching(shopId, searchKey))
      .orderBy(desc(favouriteShop.createdAt), asc(user.id))
      .limit(page.limit)
      .offset(page.offset);
  },

  async count(shopId: string, searchKey: string | undefined): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(favouriteShop)
      .innerJoin(user, eq(favouriteShop.userId, user.id))
      .where(matching(shopId, searchKey));
    return row?.total ?? 0;
  },
});

export type ShopCustomersRepository = ReturnType<typeof createShopCustomersRepository>;
