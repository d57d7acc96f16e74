import { QueryBuilder } from 'drizzle-orm/pg-core';
import { paymentOrder } from './payments.schema.ts';

/**
 * What other modules read of a payment beside their own rows, in the same statement: whose it
 * is, the provider's reference, what it is for and when it was made, as a read-only subquery
 * over the payment order table that they join (`paymentCard.reference`). PostgreSQL folds a
 * plain subquery into the query around it, so joining it costs what joining the table did; the
 * payments module keeps the table (and every write to it) to itself.
 */
// Column names as the database client writes them (snake_case).
export const paymentCard = new QueryBuilder({ casing: 'snake_case' })
  .select({
    id: paymentOrder.id,
    userId: paymentOrder.userId,
    reference: paymentOrder.providerOrderId,
    purpose: paymentOrder.purpose,
    subjectId: paymentOrder.subjectId,
    createdAt: paymentOrder.createdAt,
  })
  .from(paymentOrder)
  .as('payment_card');
