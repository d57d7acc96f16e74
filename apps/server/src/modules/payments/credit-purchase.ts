import type { Transaction } from '../../platform/db/transaction.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import type { Credits } from '../credits/index.ts';
import { notify } from '../notifications/index.ts';
import type { PaymentOrderRecord, PaymentsRepository } from './payments.repository.ts';
import type { Payable, PurchaseSettledListener } from './settlement-hooks.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the credits of a paid plan order lapse (null while unpaid). */
export const creditsExpireAt = (order: PaymentOrderRecord) =>
  order.paidAt && order.validityDays !== null
    ? new Date(order.paidAt.getTime() + order.validityDays * DAY_MS)
    : null;

/**
 * A credit plan bought (payments purpose `credit_plan`) as a payable. Its payment order is its
 * own subject: the plan, credits and price were fixed when the order was made, so the amount due
 * is the order's own; settling grants the credits, queues the receipt, runs the listeners (the
 * referral reward) and tells the buyer, all in the settling transaction.
 */
export function createCreditPurchase(deps: {
  orders: Pick<PaymentsRepository, 'findById'>;
  credits: Pick<Credits, 'grant'>;
  /** Other modules' work in each settling transaction, after the credits are granted. */
  settledListeners: () => readonly PurchaseSettledListener[];
}): Payable {
  const { orders, credits } = deps;
  return {
    async amountDue(tx, orderId) {
      const order = await orders.findById(orderId, tx);
      return order && { amountMinor: order.amountMinor, currency: order.currency };
    },

    link: () => '/user/credits',

    async settle(tx: Transaction, payment) {
      const order = (await orders.findById(payment.paymentOrderId, tx))!;
      await credits.grant(tx, {
        userId: order.userId,
        amount: order.credits!,
        kind: 'purchase',
        reference: { type: 'payment_order', id: order.id },
        description: `${order.planName} plan: ${order.credits} credits`,
        expiresAt: creditsExpireAt(order),
        at: payment.at,
      });
      // In the transaction that flipped the order: one receipt per order, whoever settled it.
      await enqueue(tx, 'payment:settled', { orderId: order.id, userId: order.userId });
      for (const listener of deps.settledListeners()) {
        await listener(tx, { orderId: order.id, userId: order.userId, at: payment.at });
      }
      await notify(tx, {
        userId: order.userId,
        title: 'Credits added',
        body: `${order.credits} credits from the ${order.planName} plan are in your account.`,
        link: '/user/credits',
        sourceKey: `payment:${order.id}`,
        mail: 'by-source', // the receipt mail says it
      });
    },
  };
}
