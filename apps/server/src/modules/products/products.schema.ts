import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { category, createdAt, shop, tsvector, weighted } from '../catalogue/catalogue.schema.ts';

export const product = pgTable(
  'product',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    imageUrls: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    priceMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull().default('INR'),
    /** A sub-category (or a top-level category). */
    categorySlug: text()
      .notNull()
      .references(() => category.slug),
    /** Granted by staff only; the owner asks for it with `premiumRequested`. */
    premium: boolean().notNull().default(false),
    premiumRequested: boolean().notNull().default(false),
    stock: integer().notNull().default(0),
    /**
     * The occasions and genders the product itself is for; empty means "as its shop": product
     * search then files it under the shop's occasions and genders.
     */
    occasionSlugs: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    genders: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The owner's uploads shown as `imageUrls` (empty for the seed's drawn art). */
    imageAssetIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Set when the owner archives it: gone from every public list, still the owner's to read. */
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /**
     * Stamped by a trigger on every update (migration 0055), so the product index's periodic
     * check (count and sum of updated_at) sees any change, stock moves included.
     */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs((): SQL =>
        weighted([
          [sql`${product.title}`, 'A'],
          [sql`${product.description}`, 'C'],
        ]),
      ),
  },
  (t) => [
    index('product_shop_idx').on(t.shopId, t.createdAt.desc().nullsFirst(), t.id),
    index('product_premium_requested_idx')
      .on(t.updatedAt)
      .where(sql`${t.premiumRequested}`),
    index('product_premium_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.premium}`),
    index('product_search_idx').using('gin', t.search),
    index('product_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    check('product_price_not_negative', sql`${t.priceMinor} >= 0`),
    check('product_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);
