import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, shop } from '../catalogue/catalogue.schema.ts';
import { product } from '../products/products.schema.ts';
import { user } from '../users/auth.schema.ts';

// ---------------------------------------------------------------------------------------------
// A customer's favourite shops: one row per (user, shop).

export const favouriteShop = pgTable(
  'favourite_shop',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    shopId: uuid()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('favourite_shop_user_shop_unique').on(t.userId, t.shopId),
    // A shop's favouriters, in one read (its wishlist alerts, its customers).
    index('favourite_shop_shop_idx').on(t.shopId),
    index('favourite_shop_user_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// A customer's favourite products: one row per (user, product).

export const favouriteProduct = pgTable(
  'favourite_product',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('favourite_product_user_product_unique').on(t.userId, t.productId),
    // A product's favouriters, in one read (its wishlist alerts).
    index('favourite_product_product_idx').on(t.productId),
    index('favourite_product_user_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
