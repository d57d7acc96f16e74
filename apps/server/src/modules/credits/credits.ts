import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { debitCredits, grantCredits } from './credit-ledger.ts';
import {
  findActivePlan,
  findBalance,
  hasPurchased,
  type CreditPlanRecord,
} from './credits.repository.ts';

/**
 * What other modules may do with credits, and the only way they move them: `debit` and `grant`
 * write in the caller's transaction (opened with `runInTransaction`), so a booking, an order, a
 * payment or a staff adjustment commits or rolls back together with its credits and its events.
 */
export type Credits = {
  /** Takes credits (402 INSUFFICIENT_CREDITS, nothing written, when the balance is short). */
  debit: typeof debitCredits;
  /** Gives credits; purchased ones carry `expiresAt`. */
  grant: typeof grantCredits;
  /** The user's balance, read inside the caller's transaction when one is given. */
  balance: (userId: string, tx?: Transaction) => Promise<number>;
  /** A plan on sale; null for an unknown or withdrawn one. */
  findActivePlan: (planId: string) => Promise<CreditPlanRecord | null>;
  /** Whether the user ever bought credits. */
  hasPurchased: (userId: string) => Promise<boolean>;
};

export function createCredits(db: Database): Credits {
  return {
    debit: debitCredits,
    grant: grantCredits,
    balance: (userId, tx) => findBalance(tx ?? db, userId),
    findActivePlan: (planId) => findActivePlan(db, planId),
    hasPurchased: (userId) => hasPurchased(db, userId),
  };
}
