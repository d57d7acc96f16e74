import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';

/** A credit purchase that has just been settled (once per order), inside its transaction. */
export type PurchaseSettled = { orderId: string; userId: string; at: Date };
export type PurchaseSettledListener = (tx: Transaction, settled: PurchaseSettled) => Promise<void>;

const listeners = new WeakMap<Database, PurchaseSettledListener[]>();

/**
 * Runs `listener` in the transaction that settles each credit purchase on this database (the
 * one that flipped the order to paid, so once per order whatever mix of verify, webhook and
 * reconciliation settled it). What it writes commits or rolls back with the purchase.
 * A module registered before or after payments may call it.
 */
export function onPurchaseSettled(db: Database, listener: PurchaseSettledListener): void {
  const list = listeners.get(db) ?? [];
  list.push(listener);
  listeners.set(db, list);
}

export const purchaseSettledListeners = (db: Database): readonly PurchaseSettledListener[] =>
  listeners.get(db) ?? [];
