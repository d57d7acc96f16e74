import { QueryBuilder } from 'drizzle-orm/pg-core';
import { shopOrder } from './orders.schema.ts';

/**
 * What other modules read of a shop order beside their own rows, in the same statement: its
 * shop, its customer and its status, as a read-only subquery over the order table that they join
 * (`orderCard.status`). PostgreSQL folds a plain subquery into the query around it, so joining it
 * costs what joining the table did; the orders module keeps the table (and every write to it) to
 * itself.
 */
// Column names as the database client writes them (snake_case).
export const orderCard = new QueryBuilder({ casing: 'snake_case' })
  .select({
    id: shopOrder.id,
    shopId: shopOrder.shopId,
    customerId: shopOrder.customerId,
    status: shopOrder.status,
  })
  .from(shopOrder)
  .as('order_card');
