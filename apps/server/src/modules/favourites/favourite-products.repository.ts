import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { favouriteProduct } from './favourites.schema.ts';

export type FavouriteProductRow = { id: string; productId: string; createdAt: Date };

const columns = {
  id: favouriteProduct.id,
  productId: favouriteProduct.productId,
  createdAt: favouriteProduct.createdAt,
};

const owned = (userId: string, productId: string | undefined): SQL | undefined =>
  and(
    eq(favouriteProduct.userId, userId),
    productId === undefined ? undefined : eq(favouriteProduct.productId, productId),
  );

export const createFavouriteProductsRepository = (db: Database) => ({
  /** Adds the pair once; a second add finds the first row (the unique pair makes it race-safe). */
  async add(
    userId: string,
    productId: string,
  ): Promise<{ favourite: FavouriteProductRow; created: boolean }> {
    const [inserted] = await db
      .insert(favouriteProduct)
      .values({ userId, productId })
      .onConflictDoNothing({ target: [favouriteProduct.userId, favouriteProduct.productId] })
      .returning(columns);
    if (inserted) return { favourite: inserted, created: true };
    const [existing] = await db
      .select(columns)
      .from(favouriteProduct)
      .where(owned(userId, productId));
    return { favourite: existing!, created: false };
  },

  /** The user's favourite products, newest first; all of them without `page`. */
  async list(
    userId: string,
    productId: string | undefined,
    page?: { limit: number; offset: number },
  ): Promise<FavouriteProductRow[]> {
    const query = db
      .select(columns)
      .from(favouriteProduct)
      .where(owned(userId, productId))
      .orderBy(desc(favouriteProduct.createdAt), desc(favouriteProduct.id))
      .$dynamic();
    return page ? query.limit(page.limit).offset(page.offset) : query;
  },

  async count(userId: string, productId: string | undefined): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(favouriteProduct)
      .where(owned(userId, productId));
    return row?.total ?? 0;
  },

  /** Deletes the favourite only if it is the user's; false when there was none to delete. */
  async deleteOwned(userId: string, id: string): Promise<boolean> {
    const deleted = await db
      .delete(favouriteProduct)
      .where(and(eq(favouriteProduct.id, id), eq(favouriteProduct.userId, userId)))
      .returning({ id: favouriteProduct.id });
    return deleted.length > 0;
  },
});

export type FavouriteProductsRepository = ReturnType<typeof createFavouriteProductsRepository>;
