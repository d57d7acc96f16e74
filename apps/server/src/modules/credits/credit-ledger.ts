import { AppError } from '../../platform/lib/app-error.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { applyLedgerChange, type LedgerEntryRecord } from './credits.repository.ts';

export type { LedgerEntryRecord } from './credits.repository.ts';

/** What a change is about, e.g. `{ type: 'booking', id }`; shown in the history and used-credits list. */
export type CreditReference = { type: string; id: string };

export type DebitKind = 'meeting_debit' | 'staff_adjustment';
export type GrantKind = 'purchase' | 'refund' | 'referral_bonus' | 'staff_adjustment';

const requirePositiveInteger = (amount: number) => {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`A credit amount is a positive whole number, not ${amount}`);
  }
};

/**
 * Takes credits from the user inside the caller's transaction (e.g. booking a meeting: 30).
 * Locks the user's account row until that transaction ends, so concurrent debits queue and the
 * balance never goes negative; throws INSUFFICIENT_CREDITS (402) and writes nothing when the
 * balance is short. Roll the caller's transaction back and the debit is gone with it.
 */
export async function debitCredits(
  tx: Transaction,
  input: {
    userId: string;
    amount: number;
    kind: DebitKind;
    reference: CreditReference | null;
    /** What the credits paid for, as the customer reads it ("Video meeting with Zari House"). */
    description?: string;
    at?: Date;
  },
): Promise<LedgerEntryRecord> {
  requirePositiveInteger(input.amount);
  const result = await applyLedgerChange(tx, {
    userId: input.userId,
    delta: -input.amount,
    kind: input.kind,
    referenceType: input.reference?.type ?? null,
    referenceId: input.reference?.id ?? null,
    description: input.description ?? '',
    expiresAt: null,
    at: input.at ?? new Date(),
  });
  if (!result.ok) {
    throw new AppError(
      'INSUFFICIENT_CREDITS',
      `This needs ${input.amount} credits and you have ${result.balance}. Buy more credits to continue.`,
      { required: input.amount, balance: result.balance },
    );
  }
  return result.entry;
}

/**
 * Gives the user credits inside the caller's transaction, under the same account lock as
 * debits. Purchased credits carry `expiresAt`; other grants usually never expire.
 */
export async function grantCredits(
  tx: Transaction,
  input: {
    userId: string;
    amount: number;
    kind: GrantKind;
    reference: CreditReference | null;
    description?: string;
    expiresAt?: Date | null;
    at?: Date;
  },
): Promise<LedgerEntryRecord> {
  requirePositiveInteger(input.amount);
  const result = await applyLedgerChange(tx, {
    userId: input.userId,
    delta: input.amount,
    kind: input.kind,
    referenceType: input.reference?.type ?? null,
    referenceId: input.reference?.id ?? null,
    description: input.description ?? '',
    expiresAt: input.expiresAt ?? null,
    at: input.at ?? new Date(),
  });
  if (!result.ok) throw new Error('a grant cannot be refused');
  return result.entry;
}
