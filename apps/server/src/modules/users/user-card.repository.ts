import { QueryBuilder } from 'drizzle-orm/pg-core';
import { user } from './auth.schema.ts';

/**
 * What other modules read of a user beside their own rows, in the same statement: the id, name,
 * email and whether it is verified, as a read-only subquery over the user table that they join (`userCard.name`).
 * PostgreSQL folds a plain subquery into the query around it, so joining it costs what joining
 * the table did; the users module keeps the table (and every write to it) to itself.
 */
// Column names as the database client writes them (snake_case).
export const userCard = new QueryBuilder({ casing: 'snake_case' })
  .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified })
  .from(user)
  .as('user_card');
