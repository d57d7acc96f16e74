import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/client.ts';
import { createOrderPayable } from '../modules/orders/index.ts';
import {
  createCreditPurchasePayable,
  createRefundRequests,
  refusalOf,
  type Payable,
  type PaymentPurpose,
  type PayPayable,
} from '../modules/payments/index.ts';
import { createInvoicePayable } from '../modules/stitching/index.ts';
import { checkoutSettlementOf } from './checkout-settlement.ts';

/** Each purpose's payable, from the module that owns what is paid for. */
export type Payables = Record<PaymentPurpose, Payable>;

/**
 * Paying any payable — a credit plan, a shop's order, a stitching invoice, a cart's checkout — is one flow. The
 * payments module opens the settling transaction (for the checkout's answer, a webhook or
 * reconciliation, whichever comes first) and flips the payment order to paid; only the call that
 * flipped it goes on here, in that transaction:
 *
 * 1. the payable's owner answers what it asks to be paid now, and locks its row until the
 *    commit, so the answer is still true when it settles and when it commits;
 * 2. the payment settles it only if it was made on the subject's current checkout for exactly that
 *    amount (checkout-binding.ts): a stale price is never paid;
 * 3. the owner settles it (credits granted, an order paid and its stock taken, an invoice paid and
 *    the shop's earning posted), or payments refuses the payment: the checkout voided, the money
 *    refunded in full, staff alerted and the customer told where to pay what is due now.
 *
 * A refund of a payment that settled its subject is handed to the same owner, once.
 */
export function createPayPayable(payables: Payables): PayPayable {
  return {
    async settle(tx, payment) {
      const payable = payables[payment.purpose];
      const due = await payable.amountDue(tx, payment.subjectId);
      const reason = refusalOf({ ...payment, status: 'paid' }, due);
      if (reason) {
        return { settled: false, reason, due, link: payable.link(payment.subjectId) };
      }
      await payable.settle(tx, payment);
      return { settled: true };
    },

    async refunded(tx, payment) {
      await payables[payment.purpose].refunded?.(tx, payment);
    },

    async failed(tx, payment) {
      await payables[payment.purpose].failed?.(tx, payment);
    },
  };
}

/**
 * The payments flow over the database, as the payments module is given it by app.ts: every
 * payable is built from the database, so the flow exists before the modules that start payments.
 */
export function payPayableOf(
  db: Database,
  options: { clock: () => Date; earnings: Config['earnings'] },
): PayPayable {
  const requestRefund = createRefundRequests(db);
  return createPayPayable({
    credit_plan: createCreditPurchasePayable(db),
    order: createOrderPayable(db, { requestRefund, clock: options.clock }),
    stitching_invoice: createInvoicePayable(db, {
      requestRefund,
      earnings: options.earnings,
      clock: options.clock,
    }),
    checkout: checkoutSettlementOf(db, { clock: options.clock }).payable,
  });
}
