import { QueryBuilder } from 'drizzle-orm/pg-core';
import { shop } from './catalogue.schema.ts';
import { shopMember } from './shop-member.schema.ts';

// Column names as the database client writes them (snake_case).
const qb = new QueryBuilder({ casing: 'snake_case' });

/**
 * What other modules read of a shop beside their own rows, in the same statement: its name, where
 * it is, its time zone, whether it stitches, and its search document (to filter by words), as a
 * read-only subquery over the shop table that they join (`shopCard.name`). PostgreSQL folds a
 * plain subquery into the query around it, so joining it costs what joining the table did; the
 * catalogue keeps the table (and every write to it) to itself.
 */
export const shopCard = qb
  .select({
    id: shop.id,
    name: shop.name,
    city: shop.city,
    state: shop.state,
    country: shop.country,
    timeZone: shop.timeZone,
    isStitcher: shop.isStitcher,
    search: shop.search,
  })
  .from(shop)
  .as('shop_card');

/** Who runs which shop (`shopId`, `userId`), read the same way as `shopCard`. */
export const shopPeople = qb
  .select({ shopId: shopMember.shopId, userId: shopMember.userId })
  .from(shopMember)
  .as('shop_people');
