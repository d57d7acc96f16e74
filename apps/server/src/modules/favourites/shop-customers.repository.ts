import { userCard } from '../users/index.ts';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { favouriteShop } from './favourites.schema.ts';

export type ShopCustomerRow = { id: string; name: string; email: string; since: Date };

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const matching = (shopId: string, searchKey: string | undefined): SQL | undefined =>
  and(
    eq(favouriteShop.shopId, shopId),
    searchKey === undefined
      ? undefined
      : or(
          ilike(userCard.name, containing(searchKey)),
          ilike(userCard.email, containing(searchKey)),
        ),
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
        id: userCard.id,
        name: userCard.name,
        email: userCard.email,
        since: favouriteShop.createdAt,
      })
      .from(favouriteShop)
      .innerJoin(userCard, eq(favouriteShop.userId, userCard.id))
      .where(matching(shopId, searchKey))
      .orderBy(desc(favouriteShop.createdAt), asc(userCard.id))
      .limit(page.limit)
      .offset(page.offset);
  },

  async count(shopId: string, searchKey: string | undefined): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(favouriteShop)
      .innerJoin(userCard, eq(favouriteShop.userId, userCard.id))
      .where(matching(shopId, searchKey));
    return row?.total ?? 0;
  },
});

export type ShopCustomersRepository = ReturnType<typeof createShopCustomersRepository>;
