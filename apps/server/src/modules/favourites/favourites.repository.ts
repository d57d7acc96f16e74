import { shopCard } from '../catalogue/index.ts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { favouriteShop } from './favourites.schema.ts';
import { textMatch, type TextQuery } from '../catalogue/index.ts';

export type FavouriteRow = { id: string; shopId: string; createdAt: Date };
export type FavouriteFilters = { text?: TextQuery; shopId?: string };

const columns = {
  id: favouriteShop.id,
  shopId: favouriteShop.shopId,
  createdAt: favouriteShop.createdAt,
};

const owned = (userId: string, filters: FavouriteFilters): SQL | undefined =>
  and(
    eq(favouriteShop.userId, userId),
    filters.shopId === undefined ? undefined : eq(favouriteShop.shopId, filters.shopId),
    filters.text && textMatch(filters.text, shopCard.search, shopCard.name),
  );

export const createFavouritesRepository = (db: Database) => ({
  /** Adds the pair once; a second add finds the first row (the unique pair makes it race-safe). */
  async add(
    userId: string,
    shopId: string,
  ): Promise<{ favourite: FavouriteRow; created: boolean }> {
    const [inserted] = await db
      .insert(favouriteShop)
      .values({ userId, shopId })
      .onConflictDoNothing({ target: [favouriteShop.userId, favouriteShop.shopId] })
      .returning(columns);
    if (inserted) return { favourite: inserted, created: true };
    const [existing] = await db
      .select(columns)
      .from(favouriteShop)
      .where(and(eq(favouriteShop.userId, userId), eq(favouriteShop.shopId, shopId)));
    return { favourite: existing!, created: false };
  },

  /** The user's favourites, newest first; all of them without `page`. */
  async list(
    userId: string,
    filters: FavouriteFilters,
    page?: { limit: number; offset: number },
  ): Promise<FavouriteRow[]> {
    const query = db
      .select(columns)
      .from(favouriteShop)
      .innerJoin(shopCard, eq(favouriteShop.shopId, shopCard.id))
      .where(owned(userId, filters))
      .orderBy(desc(favouriteShop.createdAt), desc(favouriteShop.id))
      .$dynamic();
    return page ? query.limit(page.limit).offset(page.offset) : query;
  },

  async count(userId: string, filters: FavouriteFilters): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(favouriteShop)
      .innerJoin(shopCard, eq(favouriteShop.shopId, shopCard.id))
      .where(owned(userId, filters));
    return row?.total ?? 0;
  },

  /** Deletes the favourite only if it is the user's; false when there was none to delete. */
  async deleteOwned(userId: string, id: string): Promise<boolean> {
    const deleted = await db
      .delete(favouriteShop)
      .where(and(eq(favouriteShop.id, id), eq(favouriteShop.userId, userId)))
      .returning({ id: favouriteShop.id });
    return deleted.length > 0;
  },
});

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
