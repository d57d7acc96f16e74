import type { PaymentAlertReason } from '@vitrine/contracts/payments';

/** An amount in integer minor units of an ISO 4217 currency. */
export type Amount = { amountMinor: number; currency: string };

/** A checkout order as the binding rule sees it. */
type BoundOrder = Amount & { status: 'created' | 'paid' | 'failed'; voidedAt: Date | null };

/*
 * The rule binding money to what it pays for, for every payable subject (an order, an invoice, any
 * later one); the payments service applies it and nothing else decides it:
 * - a checkout order carries the amount and currency it was made for, and is handed out again
 *   only while they are what the subject's owner says is due now; otherwise a new order replaces
 *   it and the old one is voided;
 * - a captured payment settles its subject only if it was made on the subject's current order
 *   for exactly the amount due, which the owner answers again inside the settling transaction
 *   (its row locked there, so it cannot change before the commit). Any other payment leaves the
 *   subject unpaid, is refunded, and raises an alert for staff.
 */

export const sameAmount = (a: Amount, b: Amount) =>
  a.amountMinor === b.amountMinor && a.currency.toUpperCase() === b.currency.toUpperCase();

/**
 * Whether the subject's current checkout order may be handed out again for `due`. A paid one is
 * (its subject is settled, so its owner no longer asks; the answer shows it paid).
 */
export const mayReuse = (order: BoundOrder, due: Amount) =>
  order.voidedAt === null && (order.status === 'paid' || sameAmount(order, due));

/**
 * Why a payment captured on `order` must not settle its subject, or null when it settles it:
 * `due` is what the owner says is due now (null: nothing, the subject cannot be paid).
 */
export function refusalOf(order: BoundOrder, due: Amount | null): PaymentAlertReason | null {
  if (order.voidedAt !== null) return 'superseded';
  if (due === null) return 'not_payable';
  if (!sameAmount(order, due)) return 'amount_changed';
  return null;
}
