import { eq } from 'drizzle-orm';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import { favouriteProduct, favouriteShop } from './favourites.schema.ts';

/** Who favourited a product or a shop: one read however many they are (wishlist alerts). */
export const wishlistAlertsRepository = {
  async productFavouriters(tx: Transaction, productId: string): Promise<string[]> {
    const rows = await queryWith(tx)
      .select({ userId: favouriteProduct.userId })
      .from(favouriteProduct)
      .where(eq(favouriteProduct.productId, productId));
    return rows.map((row) => row.userId);
  },

  async shopFavouriters(tx: Transaction, shopId: string): Promise<string[]> {
    const rows = await queryWith(tx)
      .select({ userId: favouriteShop.userId })
      .from(favouriteShop)
      .where(eq(favouriteShop.shopId, shopId));
    return rows.map((row) => row.userId);
  },
};
