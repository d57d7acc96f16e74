import type { Database } from './client.ts';

/** drizzle's transaction handle: what a repository queries with inside a transaction. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Reads run on the database or inside a transaction. */
export type Queryable = Database | DbTransaction;

declare const opaque: unique symbol;

/**
 * A transaction as services and modules hand it to each other: it can be passed on, never
 * queried with. A write spanning modules (a booking that debits credits and enqueues an event)
 * opens one with `runInTransaction` and gives it to each module's entry point; only their
 * repositories turn it back into a query handle (`queryWith`).
 */
export type Transaction = { readonly [opaque]: 'Transaction' };

/** Runs `work` in one database transaction: it commits when `work` resolves, rolls back when it throws. */
export function runInTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Transaction));
}

/**
 * The query handle behind an opaque transaction (a repository's own handles pass through).
 * For repositories only; lint refuses it elsewhere.
 */
export function queryWith(tx: Transaction): DbTransaction;
export function queryWith(q: Transaction | Queryable): Queryable;
export function queryWith(q: Transaction | Queryable): Queryable {
  return q as unknown as Queryable;
}
