import type { Transaction } from '../../platform/db/transaction.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { createSalesAnnouncer, salesAmountDue } from '../sales/index.ts';
import { STATUS_MESSAGES, type ChangeActor } from './order-changes.ts';
import type { OrderRecord, OrdersRepository } from './orders.repository.ts';

/** What the payable takes of the products module's stock. */
type StockTaking = {
  take(
    tx: Transaction,
    lines: { productId: string; variantId: string | null; quantity: number }[],
  ): Promise<boolean>;
};

/** Asks payments, in the caller's transaction, to refund the order's payment (once). */
export type OrderRefundRequest = (
  tx: Transaction,
  subject: { purpose: 'order'; subjectId: string; reason: string },
) => Promise<boolean>;

/** The order's lines that name a product, as the stock counts them. */
export const stockLinesOf =
  (repository: Pick<OrdersRepository, 'items'>) => async (orderId: string, tx?: Transaction) =>
    (await repository.items(orderId, tx))
      .filter((item) => item.productId !== null)
      .map((item) => ({
        productId: item.productId!,
        variantId: item.variantId,
        quantity: item.quantity,
      }));

/**
 * Tells the other side of an order's change, in the changing transaction: a notification, the
 * status mail (outbox) and, once delivered, the review prompt (the reviews module's).
 */
export function createOrderAnnouncer(repository: Pick<OrdersRepository, 'shopFacts'>) {
  const announceSale = createSalesAnnouncer<OrderRecord>(repository);
  return async function announce(
    tx: Transaction,
    order: OrderRecord,
    eventId: number,
    actor: ChangeActor,
  ) {
    await announceSale(tx, order, {
      actor,
      key: `order-event:${eventId}`,
      title: `Order ${order.number}`,
      body: `Order ${order.number} ${STATUS_MESSAGES[order.status]}.`,
      customerLink: `/user/orders/${order.id}`,
      shopLink: `/vendor/orders/${order.id}`,
    });
    await enqueue(tx, 'order:status-changed', { orderId: order.id, eventId });
    if (order.status === 'delivered') {
      await enqueue(tx, 'order:delivered', { orderId: order.id, customerId: order.customerId });
    }
  };
}

/**
 * An order as something a customer pays (payments purpose `order`), for the payments flow
 * (flows/pay-payable.ts), each step inside its settling transaction.
 */
export function createOrderPayable(deps: {
  repository: OrdersRepository;
  stock: StockTaking;
  requestRefund: OrderRefundRequest;
  /** The orders' clock (the timeline's), not the payment's. */
  clock: () => Date;
}) {
  const { repository, stock, clock } = deps;
  const announce = createOrderAnnouncer(repository);
  const stockLines = stockLinesOf(repository);
  const system = { role: 'system' as const, id: null };

  return {
    /**
     * An order awaiting payment asks for its total; any other, nothing. The order stays locked
     * until the settling transaction ends.
     */
    amountDue: (tx: Transaction, orderId: string) =>
      salesAmountDue(repository, tx, orderId, (order) =>
        // An order from a checkout is paid with its checkout, never on its own.
        order.status === 'awaiting_payment' && !order.checkoutId ? order.totalMinor : null,
      ),

    link: (orderId: string) => `/user/orders/${orderId}`,

    /**
     * Once per payment, for exactly the total `amountDue` answered: the order becomes paid and its
     * stock is taken; an order whose stock ran out is cancelled and the payment refunded.
     */
    async settle(tx: Transaction, payment: { subjectId: string; paymentOrderId: string }) {
      const order = await repository.find(payment.subjectId, tx);
      if (!order) return;
      const at = clock();
      const paid = await repository.transition(tx, {
        orderId: order.id,
        from: ['awaiting_payment'],
        to: 'paid',
        actor: system,
        at,
        patch: { paidAt: at, paymentOrderId: payment.paymentOrderId },
      });
      const refund = (reason: string) =>
        deps.requestRefund(tx, { purpose: 'order', subjectId: order.id, reason });
      if (!paid) {
        await refund(`Paid while ${order.status.replace(/_/g, ' ')}`);
        return;
      }
      if (!(await stock.take(tx, await stockLines(order.id, tx)))) {
        const cancelled = await repository.transition(tx, {
          orderId: order.id,
          from: ['paid'],
          to: 'cancelled',
          actor: system,
          note: 'Out of stock: the payment is refunded',
          at,
        });
        await refund('Out of stock');
        await announce(tx, cancelled!.order, cancelled!.eventId, 'system');
        return;
      }
      await announce(tx, paid.order, paid.eventId, 'system');
    },

    /** Once per refund of the payment that paid the order: a returned order becomes refunded. */
    async refunded(tx: Transaction, payment: { subjectId: string }) {
      const changed = await repository.transition(tx, {
        orderId: payment.subjectId,
        from: ['returned'],
        to: 'refunded',
        actor: system,
        at: clock(),
      });
      if (changed) await announce(tx, changed.order, changed.eventId, 'system');
    },
  };
}

export type OrderPayable = ReturnType<typeof createOrderPayable>;
