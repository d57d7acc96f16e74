import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import type { PaymentAlertReason } from '@vitrine/contracts/payments';
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

/** A payment order as its payable's owner sees it when it settles or is refunded. */
export type SettledPayment = {
  paymentOrderId: string;
  subjectId: string;
  userId: string;
  amountMinor: number;
  currency: string;
  at: Date;
};

/**
 * Something a customer pays, as its owner offers it (a credit purchase: payments; an order:
 * orders; a stitching invoice: stitching), run inside the settling transaction by the payments
 * flow (flows/pay-payable.ts): `amountDue` then `settle` once per payment order (the call that
 * flipped it to paid; `settle` only when the payment is for exactly what is due, see
 * checkout-binding.ts), `refunded` once per refund of the payment that settled the subject. What
 * they write commits with the payment.
 */
export type Payable = {
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
 * A payment order the settling call has just flipped to paid. A credit purchase's order is its
 * own subject (`subjectId` is the order's id): its plan and price were fixed when it was made.
 */
export type PaymentToSettle = SettledPayment & {
  purpose: PaymentPurpose;
  /** Set when a newer checkout of the subject replaced this one before it was paid. */
  voidedAt: Date | null;
};

/**
 * What paying a payable came to: settled by its owner, or refused (why, what is due now, and
 * where the customer sees the subject), for payments to void, refund and report.
 */
export type PayableOutcome =
  | { settled: true }
  | { settled: false; reason: PaymentAlertReason; due: Amount | null; link: string };

/**
 * The payments flow (flows/pay-payable.ts), handed to the payments module by app.ts: what happens
 * to a payable, in the settling transaction, once its payment order is flipped to paid, and once
 * that payment is refunded.
 */
export type PayPayable = {
  settle: (tx: Transaction, payment: PaymentToSettle) => Promise<PayableOutcome>;
  refunded: (
    tx: Transaction,
    payment: SettledPayment & { purpose: PaymentPurpose; refundId: string; part: string | null },
  ) => Promise<void>;
  /** The provider reported a subject's current payment failed (see `Payable.failed`). */
  failed: (
    tx: Transaction,
    payment: { purpose: PaymentPurpose; subjectId: string; reason: string },
  ) => Promise<void>;
};
