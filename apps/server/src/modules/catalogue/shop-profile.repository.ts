import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, runInTransaction } from '../../platform/db/transaction.ts';
import { shop } from './catalogue.schema.ts';
import { updateShop } from './shop-writes.ts';
import type { ShopPatch } from './shops.repository.ts';

/** What the profile editor needs of a shop before changing it. */
export type EditableShopRow = Pick<
  typeof shop.$inferSelect,
  | 'id'
  | 'name'
  | 'logoUrl'
  | 'coverUrl'
  | 'galleryUrls'
  | 'categorySlugs'
  | 'subCategorySlugs'
  | 'occasionSlugs'
  | 'isStitcher'
>;

/** The owner's edits of a shop and the pictures shops show (for the media module's deletes). */
export const createShopProfileRepository = (db: Database) => ({
  async findEditable(id: string): Promise<EditableShopRow | undefined> {
    const [row] = await db
      .select({
        id: shop.id,
        name: shop.name,
        logoUrl: shop.logoUrl,
        coverUrl: shop.coverUrl,
        galleryUrls: shop.galleryUrls,
        categorySlugs: shop.categorySlugs,
        subCategorySlugs: shop.subCategorySlugs,
        occasionSlugs: shop.occasionSlugs,
        isStitcher: shop.isStitcher,
      })
      .from(shop)
      .where(eq(shop.id, id));
    return row;
  },

  /** Writes the patch and announces it (shop:changed) in one transaction; false if absent. */
  save(id: string, patch: ShopPatch): Promise<boolean> {
    return runInTransaction(db, (tx) => updateShop(queryWith(tx), id, patch));
  },

  /** A shop showing one of these paths, and where: its logo, cover or gallery. */
  async findShowingPicture(
    paths: string[],
  ): Promise<{ name: string; place: 'logo' | 'cover' | 'gallery' } | undefined> {
    const list = sql`array[${sql.join(
      paths.map((path) => sql`${path}`),
      sql`, `,
    )}]::text[]`;
    const [row] = await db
      .select({
        name: shop.name,
        place: sql<'logo' | 'cover' | 'gallery'>`case
          when ${shop.logoUrl} = any(${list}) then 'logo'
          when ${shop.coverUrl} = any(${list}) then 'cover'
          else 'gallery' end`,
      })
      .from(shop)
      .where(
        or(
          sql`${shop.logoUrl} = any(${list})`,
          sql`${shop.coverUrl} = any(${list})`,
          sql`${shop.galleryUrls} && ${list}`,
        ),
      )
      .limit(1);
    return row;
  },
});

export type ShopProfileRepository = ReturnType<typeof createShopProfileRepository>;
