import type { Database } from './client.ts';
import { databaseConflict, isTransactionRetryable } from './database-errors.ts';

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

/** What `afterCommit` registered, per transaction opened by `runInTransaction`. */
const committedCallbacks = new WeakMap<object, Array<() => void>>();
/** The database each transaction opened by `runInTransaction` runs on. */
const transactionDatabase = new WeakMap<object, Database>();

/** How many times a transaction the database gave up on (deadlock, serialization) is run in all. */
export const TRANSACTION_ATTEMPTS = 4;

/** A few milliseconds, more each time and never the same for two colliding transactions. */
const pauseBeforeAttempt = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, attempt * 10 + Math.random() * 20));

/**
 * Runs `work` in one database transaction: it commits when `work` resolves, rolls back when it
 * throws. The database's refusals are answered here, once for every module:
 * - a unique violation that escapes `work` becomes 409 `CONFLICT` naming the taken field (the
 *   database's error stays its `cause`, so `isUniqueViolation` still recognises it);
 * - a deadlock or serialization failure runs `work` again from the start, in a new transaction,
 *   up to `TRANSACTION_ATTEMPTS` times, then answers 409 `CONFLICT` (try again).
 * Because `work` may run more than once, it must only touch the database through `tx`: what
 * reaches outside (socket emits, mail, provider calls, caches) goes after the commit, with
 * `afterCommit` or the outbox, and `afterCommit` callbacks of a failed attempt never run.
 */
export async function runInTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const callbacks: Array<() => void> = [];
    let result: T;
    try {
      result = await db.transaction((tx) => {
        committedCallbacks.set(tx, callbacks);
        transactionDatabase.set(tx, db);
        return work(tx as unknown as Transaction);
      });
    } catch (error) {
      if (isTransactionRetryable(error) && attempt < TRANSACTION_ATTEMPTS) {
        await pauseBeforeAttempt(attempt);
        continue;
      }
      throw databaseConflict(error) ?? error;
    }
    for (const callback of callbacks) callback();
    return result;
  }
}

/**
 * Runs `callback` once the transaction has committed (never if it rolls back), in this process:
 * for what only this instance holds, such as a cache of what the transaction changed. What other
 * instances or the user must hear goes through the outbox instead. The callback must not throw.
 * A transaction that `runInTransaction` did not open has nowhere to keep it: that is a mistake
 * in the caller, and says so.
 */
export function afterCommit(tx: Transaction | DbTransaction, callback: () => void): void {
  const callbacks = committedCallbacks.get(tx);
  if (!callbacks)
    throw new Error('afterCommit: the transaction was not opened by runInTransaction');
  callbacks.push(callback);
}

/**
 * The database a transaction opened by `runInTransaction` runs on, so that `afterCommit` work
 * can use it; undefined for any other handle (a transaction opened directly, or a database).
 */
export function databaseAfterCommit(tx: Transaction | Queryable): Database | undefined {
  return transactionDatabase.get(tx);
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
