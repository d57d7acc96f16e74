import type { Transaction } from '../../platform/db/transaction.ts';
import type { StockReservations } from '../products/index.ts';
import type { CheckoutsRepository } from './checkouts.repository.ts';
import { createOrderAnnouncer } from './order-payable.ts';
import type { OrdersRepository } from './orders.repository.ts';

/**
 * A cart's checkout as something its customer pays (payments purpose `checkout`), for the
 * checkout's settlement flow (flows/checkout-settlement.ts), inside the settling transaction:
 * what it asks to be paid, its payment settled, its time run out (or its payment failed), and
 * one of its orders refunded. Built from the database alone, like the order's payable.
 */
export function checkoutPayable(deps: {
  repository: OrdersRepository;
  checkouts: CheckoutsRepository;
  /** The units a checkout's orders hold while they are paid (holder: the order's id). */
  reservations: Pick<StockReservations, 'consume' | 'release'>;
  /** The order's payable's: a returned order becomes refunded. */
  orderRefunded: (tx: Transaction, payment: { subjectId: string }) => Promise<void>;
  clock: () => Date;
}) {
  const { repository, checkouts, reservations, clock } = deps;
  const announce = createOrderAnnouncer(repository);
  return {
    /**
     * What a checkout asks to be paid now, in the payments module's settling transaction (its row
     * locked until then): its amount while it waits for the payment, its time has not run out and
     * none of its orders was cancelled meanwhile; otherwise nothing (a payment is refunded).
     */
    async amountDue(tx: Transaction, checkoutId: string) {
      const checkout = await checkouts.lock(tx, checkoutId);
      if (!checkout || checkout.status !== 'awaiting_payment') return null;
      if (checkout.expiresAt <= clock()) return null;
      const orders = await checkouts.orders(checkoutId, tx);
      if (orders.some((order) => order.status !== 'awaiting_payment')) return null;
      return { amountMinor: checkout.amountMinor, currency: checkout.currency };
    },

    /**
     * The checkout's payment settled (for exactly what `amountDue` answered): the checkout and
     * each of its orders become paid, each order's reserved units are sold, and the shops hear of
     * their orders. Answers the orders' lines (what left the cart).
     */
    async paid(
      tx: Transaction,
      payment: { subjectId: string; paymentOrderId: string },
    ): Promise<{ customerId: string; bought: { productId: string; variantId: string | null }[] }> {
      const checkout = await checkouts.lock(tx, payment.subjectId);
      if (!checkout || checkout.status !== 'awaiting_payment') {
        return { customerId: checkout?.customerId ?? '', bought: [] };
      }
      const at = clock();
      await checkouts.setStatus(tx, checkout.id, 'paid', at);
      const bought: { productId: string; variantId: string | null }[] = [];
      for (const order of await checkouts.orders(checkout.id, tx)) {
        const paid = await repository.transition(tx, {
          orderId: order.id,
          from: ['awaiting_payment'],
          to: 'paid',
          actor: { role: 'system', id: null },
          at,
          patch: { paidAt: at, paymentOrderId: payment.paymentOrderId },
        });
        if (!paid) continue;
        await reservations.consume(tx, order.id, at);
        for (const item of await repository.items(order.id, tx)) {
          if (item.productId) bought.push({ productId: item.productId, variantId: item.variantId });
        }
        await announce(tx, paid.order, paid.eventId, 'system');
      }
      return { customerId: checkout.customerId, bought };
    },

    /**
     * The checkout's payment failed or its time ran out: unless it was paid, it lapses, its
     * orders are cancelled and their reserved units go back on the shelf. False when there was
     * nothing to do (paid, lapsed already, or cash on delivery).
     */
    async lapsed(tx: Transaction, checkoutId: string, note: string): Promise<boolean> {
      const checkout = await checkouts.lock(tx, checkoutId);
      if (!checkout || checkout.status !== 'awaiting_payment') return false;
      const at = clock();
      await checkouts.setStatus(tx, checkout.id, 'lapsed', null);
      for (const order of await checkouts.orders(checkout.id, tx)) {
        const cancelled = await repository.transition(tx, {
          orderId: order.id,
          from: ['awaiting_payment'],
          to: 'cancelled',
          actor: { role: 'system', id: null },
          note,
          at,
        });
        await reservations.release(tx, order.id, at);
        if (cancelled) await announce(tx, cancelled.order, cancelled.eventId, 'system');
      }
      return true;
    },

    /** One of the checkout's orders was refunded (its part of the payment). */
    refunded: (tx: Transaction, order: { subjectId: string }) => deps.orderRefunded(tx, order),
  };
}

export type CheckoutPayable = ReturnType<typeof checkoutPayable>;
