import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from '../users/auth.schema.ts';
import { booking } from '../meetings/meetings.schema.ts';
import { product, productVariant } from '../products/products.schema.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/**
 * A shopper's cart: an account's (one per user) or a guest's, known only by the hash of the
 * token the guest holds (the token itself is never stored). A guest cart is merged into the
 * account's at sign-in and deleted.
 */
export const cart = pgTable(
  'cart',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** sha256 of the guest's token, hex. */
    guestTokenHash: text().unique(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('cart_owner', sql`(${t.userId} is null) <> (${t.guestTokenHash} is null)`),
    index('cart_guest_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.guestTokenHash} is not null`),
  ],
);

export const CART_LINE_SOURCES = ['product', 'favourite', 'meeting'] as const;

/**
 * One product (or one variant of it) in a cart, with the price it had when added, so the cart
 * can say when it changed. One line per product and variant: adding again adds to it.
 */
export const cartLine = pgTable(
  'cart_line',
  {
    id: uuid().primaryKey().defaultRandom(),
    cartId: uuid()
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    variantId: uuid().references(() => productVariant.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    addedPriceMinor: integer().notNull(),
    source: text({ enum: CART_LINE_SOURCES }).notNull().default('product'),
    /**
     * The meeting whose pin gave this product a meeting price (the meetings module checks it is
     * the cart owner's and still valid each time the line is priced); null: the list price.
     */
    bookingId: uuid().references(() => booking.id, { onDelete: 'set null' }),
    addedAt: createdAt(),
  },
  (t) => [
    unique('cart_line_item_key').on(t.cartId, t.productId, t.variantId).nullsNotDistinct(),
    index('cart_line_cart_idx').on(t.cartId, t.addedAt),
    check('cart_line_quantity', sql`${t.quantity} between 1 and 20`),
    check('cart_line_price', sql`${t.addedPriceMinor} >= 0`),
  ],
);
