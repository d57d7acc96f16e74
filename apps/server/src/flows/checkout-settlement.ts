import type { Database } from '../platform/db/client.ts';
import type { Transaction } from '../platform/db/transaction.ts';
import { createCarts, type Carts } from '../modules/cart/index.ts';
import { createOfferCodes, type OfferCodes } from '../modules/offers/index.ts';
import { createCheckoutPayable, type CheckoutPayable } from '../modules/orders/index.ts';
import type { Payable } from '../modules/payments/index.ts';
import { createRefundRequests } from '../modules/payments/index.ts';

/**
 * What settles a cart's checkout, in the settling transaction, across modules: the orders'
 * checkout (orders), the bought lines taken out of the cart (cart), and the codes it used given
 * back when it lapses (offers). `payable` is the payments flow's purpose `checkout`; `lapse` is
 * the one way a checkout lapses, for a failed payment and for the `checkout:lapse` job alike.
 */
export function createCheckoutSettlement(deps: {
  checkouts: Pick<CheckoutPayable, 'amountDue' | 'paid' | 'lapsed' | 'refunded'>;
  carts: Pick<Carts, 'removeBought'>;
  offers: Pick<OfferCodes, 'release'>;
}) {
  const { checkouts } = deps;

  /** The checkout's payment failed or its time ran out: its orders go, its units come back. */
  async function lapse(tx: Transaction, checkoutId: string, note: string): Promise<boolean> {
    const lapsed = await checkouts.lapsed(tx, checkoutId, note);
    // The codes it used may be used again.
    if (lapsed) await deps.offers.release(tx, checkoutId);
    return lapsed;
  }

  const payable = {
    amountDue: (tx, checkoutId) => checkouts.amountDue(tx, checkoutId),
    link: () => '/user/orders',
    async settle(tx, payment) {
      const { customerId, bought } = await checkouts.paid(tx, payment);
      if (bought.length > 0) await deps.carts.removeBought(tx, customerId, bought);
    },
    /** A part refund is one order's (returned, or cancelled after payment). */
    async refunded(tx, payment) {
      if (payment.part) await checkouts.refunded(tx, { subjectId: payment.part });
    },
    async failed(tx, payment) {
      await lapse(tx, payment.subjectId, 'The payment failed: the order is cancelled.');
    },
  } satisfies Payable;

  return { payable, lapse };
}
export type CheckoutSettlement = ReturnType<typeof createCheckoutSettlement>;

/** The checkout's settlement over the database (payments' refund requests for its orders). */
export const checkoutSettlementOf = (db: Database, options: { clock: () => Date }) =>
  createCheckoutSettlement({
    checkouts: createCheckoutPayable(db, {
      requestRefund: createRefundRequests(db),
      clock: options.clock,
    }),
    carts: createCarts(db),
    offers: createOfferCodes(db),
  });
