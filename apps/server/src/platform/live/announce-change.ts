import type { LiveEntity } from '@vitrine/contracts/realtime';
import { databaseAfterCommit, type Transaction } from '../db/transaction.ts';
import { enqueue, type Queryable } from '../outbox/index.ts';

/** What each open transaction has announced already: a thing is announced once per transaction. */
const announced = new WeakMap<object, Set<string>>();

/**
 * Says, in the changing transaction, that this order, invoice, support request, booking or
 * payout changed: after the commit, everyone who may see it hears `entity:changed` on their
 * sockets and their open pages of it ask again. Call it from every write that changes what a
 * page of the thing shows; repeats within one transaction write one event.
 */
export async function announceChange(
  q: Transaction | Queryable,
  entity: LiveEntity,
  id: string,
): Promise<void> {
  // Only a transaction is one change; outside one, each statement commits (and counts) alone.
  if (databaseAfterCommit(q)) {
    const key = `${entity}:${id}`;
    let seen = announced.get(q);
    if (!seen) {
      seen = new Set();
      announced.set(q, seen);
    }
    if (seen.has(key)) return;
    seen.add(key);
  }
  await enqueue(q, 'entity:changed', { entity, id });
}
