import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import type { Amount } from './checkout-binding.ts';

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

/** What a payment order pays for; each purpose is settled by the module owning it. */
export type PaymentPurpose = 'credit_plan' | 'order' | 'stitching_invoice' | 'checkout';

/** A payment order of a purpose other than credits, as its settle handler sees it. */
export type SettledPayment = {
  paymentOrderId: string;
  subjectId: string;
  userId: string;
  amountMinor: number;
  currency: string;
  at: Date;
};

/**
 * The owning module's entry points for one purpose, run inside the payments transaction:
 * `amountDue` then `settle` once per payment order (the call that flipped it to paid; `settle`
 * only when the payment is for exactly what is due, see checkout-binding.ts), `refunded` once per
 * refund of the payment that settled the subject. What they write commits with the payment.
 */
export type SettleHandler = {
  /**
   * What the subject asks to be paid now, or null when it cannot be paid (cancelled, not
   * approved, already paid). Locks the subject's row until the settling transaction ends, so what
   * it answers is still true when `settle` runs and when the transaction commits.
   */
  amountDue: (tx: Transaction, subjectId: string) => Promise<Amount | null>;
  /** The page in the app where the customer sees the subject (named in their notifications). */
  link: (subjectId: string) => string;
  settle: (tx: Transaction, payment: SettledPayment) => Promise<void>;
  refunded?: (
    tx: Transaction,
    payment: SettledPayment & {
      refundId: string;
      /** The part refunded (`requestRefund`'s `part.id`), or null for the whole payment. */
      part: string | null;
    },
  ) => Promise<void>;
  /**
   * The provider reported the subject's current payment failed (once per failure report, in
   * the transaction recording it): what the subject held for the payment may be let go.
   */
  failed?: (tx: Transaction, payment: { subjectId: string; reason: string }) => Promise<void>;
};

/**
 * The modules settling each purpose, one per purpose, for one app's payments module: the orders
 * and stitching modules register theirs at start (`app.payments.registerSettleHandler`).
 */
export function createSettleHandlers() {
  const handlers = new Map<PaymentPurpose, SettleHandler>();
  return {
    register(purpose: PaymentPurpose, handler: SettleHandler): void {
      if (handlers.has(purpose))
        throw new Error(`a settle handler for ${purpose} is already registered`);
      handlers.set(purpose, handler);
    },
    handlerFor: (purpose: PaymentPurpose): SettleHandler | undefined => handlers.get(purpose),
  };
}
