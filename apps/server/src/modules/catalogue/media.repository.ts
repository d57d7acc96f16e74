import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { heroBanner, offer, product, shop } from '../../db/schema/catalogue.ts';

/** The few words each picture needs (a name for initials, a category for a silhouette). */
export const createMediaRepository = (db: Database) => ({
  async shop(id: string) {
    const [row] = await db
      .select({ name: shop.name, subCategorySlugs: shop.subCategorySlugs })
      .from(shop)
      .where(eq(shop.id, id));
    return row;
  },

  async product(id: string) {
    const [row] = await db
      .select({ title: product.title, categorySlug: product.categorySlug })
      .from(product)
      .where(eq(product.id, id));
    return row;
  },

  async offer(id: string) {
    const [row] = await db
      .select({
        title: offer.title,
        discountKind: offer.discountKind,
        discountValue: offer.discountValue,
        currency: offer.currency,
      })
      .from(offer)
      .where(eq(offer.id, id));
    return row;
  },

  async banner(id: string) {
    const [row] = await db
      .select({ title: heroBanner.title })
      .from(heroBanner)
      .where(eq(heroBanner.id, id));
    return row;
  },
});

export type MediaRepository = ReturnType<typeof createMediaRepository>;
