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
import { createdAt, shop, tsvector, weighted } from '../catalogue/catalogue.schema.ts';
import { user } from '../users/auth.schema.ts';

// ---------------------------------------------------------------------------------------------
// Offers by the platform or by one shop, valid within a window.

export const offer = pgTable(
  'offer',
  {
    id: uuid().primaryKey().defaultRandom(),
    offeror: text({ enum: ['platform', 'shop'] }).notNull(),
    shopId: uuid().references(() => shop.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** A coupon code to quote, when the offer has one. */
    code: text(),
    discountKind: text({ enum: ['percent', 'amount'] }).notNull(),
    /** Percent (1–100) or an amount in minor units of `currency`. */
    discountValue: integer().notNull(),
    currency: char({ length: 3 }),
    imageUrl: text(),
    /** Granted by staff only; a shop asks for it with `premiumRequested`. */
    premium: boolean().notNull().default(false),
    premiumRequested: boolean().notNull().default(false),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validUntil: timestamp({ withTimezone: true }).notNull(),
    // The code's rules (OfferRules in @vitrine/contracts/offer-codes).
    /** The least its matching lines must add up to (minor units of INR); null: none. */
    minimumAmountMinor: integer(),
    firstOrderOnly: boolean().notNull().default(false),
    /** How many checkouts one customer may use it in; null: no limit. */
    perCustomerLimit: integer(),
    /** Platform offers only: the shops it applies to; empty: all. */
    shopIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The category slugs it applies to; empty: all. */
    categorySlugs: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when the owner archives it: gone from every public list, still the owner's to read. */
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs((): SQL =>
        weighted([
          [sql`${offer.title}`, 'A'],
          [sql`${offer.description}`, 'C'],
        ]),
      ),
  },
  (t) => [
    index('offer_valid_idx').on(t.validUntil, t.validFrom),
    index('offer_shop_idx').on(t.shopId),
    // A shop's live codes are unique (stored upper-case); an archived offer frees its code.
    uniqueIndex('offer_shop_code_idx')
      .on(t.shopId, t.code)
      .where(sql`${t.archivedAt} is null`),
    index('offer_search_idx').using('gin', t.search),
    check('offer_offeror_shop', sql`(${t.offeror} = 'shop') = (${t.shopId} is not null)`),
    check('offer_window', sql`${t.validUntil} > ${t.validFrom}`),
    check(
      'offer_rules',
      sql`(${t.minimumAmountMinor} is null or ${t.minimumAmountMinor} > 0)
        and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} > 0)
        and (${t.offeror} = 'platform' or cardinality(${t.shopIds}) = 0)`,
    ),
    check(
      'offer_discount',
      sql`(${t.discountKind} = 'percent' and ${t.discountValue} between 1 and 100 and ${t.currency} is null)
        or (${t.discountKind} = 'amount' and ${t.discountValue} > 0 and ${t.currency} is not null)`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// A code used in a checkout: one row per (checkout, offer), written in the checkout's
// transaction and deleted when its payment fails or expires.

export const offerRedemption = pgTable(
  'offer_redemption',
  {
    id: uuid().primaryKey().defaultRandom(),
    offerId: uuid()
      .notNull()
      .references(() => offer.id, { onDelete: 'cascade' }),
    customerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The checkout (its payment's subject) that used the code. */
    checkoutId: uuid().notNull(),
    /**
     * Which of the customer's allowed uses this is (1 … the offer's per-customer limit); null
     * when the offer has no limit. Unique per (offer, customer): two checkouts racing for the
     * last use cannot both hold it.
     */
    useNumber: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offer_redemption_use_idx').on(t.offerId, t.customerId, t.useNumber),
    uniqueIndex('offer_redemption_checkout_idx').on(t.checkoutId, t.offerId),
    index('offer_redemption_customer_idx').on(t.customerId, t.offerId),
    check('offer_redemption_use_number', sql`${t.useNumber} is null or ${t.useNumber} > 0`),
  ],
);
