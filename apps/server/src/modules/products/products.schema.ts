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
  uniqueIndex,
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

/** How a variant's stock is counted: units on the shelf, or made when ordered (a lead time). */
export const STOCK_KINDS = ['in_stock', 'made_to_order'] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

/**
 * One buyable form of a product: a size and/or colour, or "made to measure" (stitched to the
 * shopper's measurements), with its own price and stock. A product without variants is bought
 * as itself (its own price and stock). `in_stock` variants sell at most `stock` units;
 * `made_to_order` ones are made when ordered and say how many days that takes. A variant the
 * shop removes is archived, not deleted: carts and orders that name it keep their reference.
 */
export const productVariant = pgTable(
  'product_variant',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    size: text(),
    colour: text(),
    madeToMeasure: boolean().notNull().default(false),
    priceMinor: integer().notNull(),
    stock: integer().notNull().default(0),
    stockKind: text({ enum: STOCK_KINDS }).notNull().default('in_stock'),
    leadTimeDays: integer(),
    /** Display order within the product. */
    position: integer().notNull().default(0),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_variant_product_idx').on(t.productId, t.position),
    // One live variant per (size, colour, made to measure) of a product.
    uniqueIndex('product_variant_live_key')
      .on(
        t.productId,
        sql`coalesce(${t.size}, '')`,
        sql`coalesce(${t.colour}, '')`,
        t.madeToMeasure,
      )
      .where(sql`${t.archivedAt} is null`),
    check('product_variant_price_not_negative', sql`${t.priceMinor} >= 0`),
    check('product_variant_stock_not_negative', sql`${t.stock} >= 0`),
    check('product_variant_stock_kind', sql`${t.stockKind} in ('in_stock', 'made_to_order')`),
    check(
      'product_variant_lead_time',
      sql`(${t.stockKind} = 'made_to_order') = (${t.leadTimeDays} is not null) and coalesce(${t.leadTimeDays}, 1) between 1 and 365`,
    ),
  ],
);

export const RESERVATION_STATUSES = ['held', 'consumed', 'released'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * Units set aside for a checkout while it is being paid: taken off the product's (or variant's)
 * stock when the checkout starts, so no two shoppers pay for the same last unit. `held` until
 * `expiresAt`; then `consumed` (the payment settled: the units are sold) or `released` (the
 * payment failed or expired: the units are back in stock). A made-to-order variant's units are
 * recorded but take no stock (`tookStock` false).
 */
export const stockReservation = pgTable(
  'stock_reservation',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The checkout holding the units. */
    holderId: uuid().notNull(),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariant.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    tookStock: boolean().notNull(),
    status: text({ enum: RESERVATION_STATUSES }).notNull().default('held'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('stock_reservation_holder_idx').on(t.holderId),
    index('stock_reservation_held_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'held'`),
    check('stock_reservation_quantity', sql`${t.quantity} > 0`),
    check('stock_reservation_status', sql`${t.status} in ('held', 'consumed', 'released')`),
  ],
);

/**
 * A shop's own low-stock threshold for its console (no row: the contracts'
 * `DEFAULT_LOW_STOCK_UNITS`): a product or variant kept in stock with this many units or fewer
 * is shown as running low.
 */
export const shopStockSetting = pgTable(
  'shop_stock_setting',
  {
    shopId: uuid()
      .primaryKey()
      .references(() => shop.id, { onDelete: 'cascade' }),
    lowStockUnits: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_stock_setting_low_units_range', sql`${t.lowStockUnits} between 0 and 10000`)],
);
