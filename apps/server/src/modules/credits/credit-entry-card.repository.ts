import { QueryBuilder } from 'drizzle-orm/pg-core';
import { creditLedgerEntry } from './credits.schema.ts';

/**
 * What other modules read of the credit ledger, in their own statements: each entry's user,
 * change, kind, description and time, as a read-only subquery over the ledger that they select
 * from or join (`creditEntryCard.delta`). PostgreSQL folds a plain subquery into the query around
 * it, so reading it costs what reading the table did; the credits module keeps the ledger (and
 * every write to it, `Credits.debit` and `grant`) to itself.
 */
// Column names as the database client writes them (snake_case).
export const creditEntryCard = new QueryBuilder({ casing: 'snake_case' })
  .select({
    id: creditLedgerEntry.id,
    userId: creditLedgerEntry.userId,
    delta: creditLedgerEntry.delta,
    kind: creditLedgerEntry.kind,
    description: creditLedgerEntry.description,
    createdAt: creditLedgerEntry.createdAt,
  })
  .from(creditLedgerEntry)
  .as('credit_entry_card');
