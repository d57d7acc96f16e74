import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { shop } from './catalogue.schema.ts';

/** What a cart and a checkout need of each shop: its names, whether it sells now, its terms. */
export type ShopTerms = {
  id: string;
  slug: string;
  name: string;
  /** Not suspended: its products may be bought. */
  selling: boolean;
  cashOnDelivery: boolean;
};

export const createShopTermsRepository = (db: Database) => ({
  async of(ids: readonly string[]): Promise<Map<string, ShopTerms>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: shop.id,
        slug: shop.slug,
        name: shop.name,
        suspendedAt: shop.suspendedAt,
        cashOnDelivery: shop.cashOnDelivery,
      })
      .from(shop)
      .where(inArray(shop.id, [...new Set(ids)]));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          slug: row.slug,
          name: row.name,
          selling: row.suspendedAt === null,
          cashOnDelivery: row.cashOnDelivery,
        },
      ]),
    );
  },
});
