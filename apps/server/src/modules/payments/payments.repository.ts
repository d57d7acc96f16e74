import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import {
  paymentAlert,
  paymentOrder,
  paymentRefund,
  paymentWebhookEvent,
} from '../credits/credits.schema.ts';
import { user } from '../users/auth.schema.ts';
import type { Page } from '../../platform/lib/paging.ts';
import {
  queryWith,
  runInTransaction,
  type Queryable,
  type Transaction,
} from '../../platform/db/transaction.ts';

export type PaymentOrderRecord = typeof paymentOrder.$inferSelect;
export type PaymentRefundRecord = typeof paymentRefund.$inferSelect;
export type PaymentAlertRecord = typeof paymentAlert.$inferSelect;
export type NewPaymentAlert = Omit<typeof paymentAlert.$inferInsert, 'id' | 'createdAt'>;
export type NewPaymentOrder = Pick<
  typeof paymentOrder.$inferInsert,
  | 'purpose'
  | 'subjectId'
  | 'provider'
  | 'providerOrderId'
  | 'userId'
  | 'planId'
  | 'planName'
  | 'credits'
  | 'validityDays'
  | 'amountMinor'
  | 'currency'
> & { id: string };

/** A subject's current payment order: the one not voided (at most one, by a unique index). */
const currentOf = (purpose: PaymentOrderRecord['purpose'], subjectId: string) =>
  and(
    eq(paymentOrder.purpose, purpose),
    eq(paymentOrder.subjectId, subjectId),
    isNull(paymentOrder.voidedAt),
  );

export function createPaymentsRepository(db: Database) {
  return {
    /** One transaction for the order and whatever settles with it (credits, events). */
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return runInTransaction(db, work);
    },

    async insertOrder(order: NewPaymentOrder): Promise<PaymentOrderRecord> {
      const [row] = await db.insert(paymentOrder).values(order).returning();
      return row!;
    },

    /**
     * Makes `order` its subject's current payment order, voiding `replacing` (the current one,
     * unless it was paid meanwhile). One current order per subject whoever asks at once: a
     * concurrent call that lost gets the winner's (null from the insert, then read).
     */
    async insertSubjectOrder(
      order: NewPaymentOrder,
      replacing: { id: string; at: Date } | null,
    ): Promise<PaymentOrderRecord> {
      return runInTransaction(db, async (tx) => {
        const q = queryWith(tx);
        if (replacing) {
          await q
            .update(paymentOrder)
            .set({ voidedAt: replacing.at, updatedAt: replacing.at })
            .where(
              and(
                eq(paymentOrder.id, replacing.id),
                isNull(paymentOrder.voidedAt),
                ne(paymentOrder.status, 'paid'),
              ),
            );
        }
        const [row] = await q.insert(paymentOrder).values(order).onConflictDoNothing().returning();
        if (row) return row;
        const [current] = await q
          .select()
          .from(paymentOrder)
          .where(currentOf(order.purpose!, order.subjectId!));
        return current!;
      });
    },

    /** The subject's current payment order (the one a payment settles it through), if any. */
    async findBySubject(
      purpose: PaymentOrderRecord['purpose'],
      subjectId: string,
      tx?: Transaction,
    ): Promise<PaymentOrderRecord | null> {
      const [row] = await (tx ? queryWith(tx) : db)
        .select()
        .from(paymentOrder)
        .where(currentOf(purpose, subjectId));
      return row ?? null;
    },

    async findById(id: string, tx?: Transaction): Promise<PaymentOrderRecord | null> {
      const [row] = await (tx ? queryWith(tx) : db)
        .select()
        .from(paymentOrder)
        .where(eq(paymentOrder.id, id));
      return row ?? null;
    },

    /** Voids a payment order whose payment was refused (a later payment on it is refused too). */
    async markVoided(tx: Transaction, orderId: string, at: Date): Promise<void> {
      await queryWith(tx)
        .update(paymentOrder)
        .set({ voidedAt: sql`coalesce(${paymentOrder.voidedAt}, ${at})`, updatedAt: at })
        .where(eq(paymentOrder.id, orderId));
    },

    /** Records an alert for staff once per payment; false when it was already recorded. */
    async insertAlert(tx: Transaction, alert: NewPaymentAlert): Promise<boolean> {
      const rows = await queryWith(tx)
        .insert(paymentAlert)
        .values(alert)
        .onConflictDoNothing()
        .returning({ id: paymentAlert.id });
      return rows.length > 0;
    },

    /** Alerts, newest first, with their order, customer and refund; and how many there are. */
    async listAlerts(filters: { action?: PaymentAlertRecord['action'] }, page: Page) {
      const where = filters.action ? eq(paymentAlert.action, filters.action) : undefined;
      const items = await db
        .select({
          alert: paymentAlert,
          order: paymentOrder,
          customer: { id: user.id, name: user.name, email: user.email },
          refundStatus: paymentRefund.status,
        })
        .from(paymentAlert)
        .innerJoin(paymentOrder, eq(paymentOrder.id, paymentAlert.paymentOrderId))
        .innerJoin(user, eq(user.id, paymentOrder.userId))
        .leftJoin(paymentRefund, eq(paymentRefund.paymentOrderId, paymentAlert.paymentOrderId))
        .where(where)
        .orderBy(desc(paymentAlert.createdAt), desc(paymentAlert.id))
        .limit(page.limit)
        .offset(page.offset);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(paymentAlert)
        .where(where);
      return { items, total: Number(count?.total ?? 0) };
    },

    /** Records the refund of a paid order once; null when one was already requested. */
    async insertRefund(
      tx: Transaction,
      refund: {
        paymentOrderId: string;
        part: string;
        amountMinor: number;
        currency: string;
        reason: string;
      },
    ): Promise<PaymentRefundRecord | null> {
      const [row] = await queryWith(tx)
        .insert(paymentRefund)
        .values(refund)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async findRefund(id: string): Promise<PaymentRefundRecord | null> {
      const [row] = await db.select().from(paymentRefund).where(eq(paymentRefund.id, id));
      return row ?? null;
    },

    async findRefundOf(paymentOrderId: string, part = ''): Promise<PaymentRefundRecord | null> {
      const [row] = await db
        .select()
        .from(paymentRefund)
        .where(and(eq(paymentRefund.paymentOrderId, paymentOrderId), eq(paymentRefund.part, part)));
      return row ?? null;
    },

    /**
     * What has been refunded of a payment order so far (requested or processed), its row locked
     * first so two part refunds of one payment are decided one after the other.
     */
    async refundedSoFar(tx: Transaction, paymentOrderId: string): Promise<number> {
      const q = queryWith(tx);
      await q
        .select({ id: paymentOrder.id })
        .from(paymentOrder)
        .where(eq(paymentOrder.id, paymentOrderId))
        .for('update');
      const [row] = await q
        .select({ total: sql<number>`coalesce(sum(${paymentRefund.amountMinor}), 0)::int` })
        .from(paymentRefund)
        .where(eq(paymentRefund.paymentOrderId, paymentOrderId));
      return row?.total ?? 0;
    },

    /** Marks the refund processed unless it already is; returns it only to the call that did. */
    async markRefundProcessed(
      tx: Transaction,
      id: string,
      providerRefundId: string,
      at: Date,
    ): Promise<PaymentRefundRecord | null> {
      const [row] = await queryWith(tx)
        .update(paymentRefund)
        .set({ status: 'processed', providerRefundId, processedAt: at })
        .where(and(eq(paymentRefund.id, id), eq(paymentRefund.status, 'requested')))
        .returning();
      return row ?? null;
    },

    async findByProviderOrderId(
      q: Queryable | Transaction,
      providerOrderId: string,
    ): Promise<PaymentOrderRecord | null> {
      const [row] = await queryWith(q)
        .select()
        .from(paymentOrder)
        .where(eq(paymentOrder.providerOrderId, providerOrderId));
      return row ?? null;
    },

    /** The user's payment orders, newest first, and how many there are (not those replaced unpaid). */
    async listForUser(userId: string, page: number, limit: number) {
      const mine = and(
        eq(paymentOrder.userId, userId),
        or(isNull(paymentOrder.voidedAt), eq(paymentOrder.status, 'paid')),
      );
      const items = await db
        .select()
        .from(paymentOrder)
        .where(mine)
        .orderBy(sql`${paymentOrder.createdAt} desc`, sql`${paymentOrder.id} desc`)
        .limit(limit)
        .offset((page - 1) * limit);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(paymentOrder)
        .where(mine);
      return { items, total: Number(count?.total ?? 0) };
    },

    /** The order only if it is the user's: another user's order is as good as missing. */
    async findForUser(userId: string, providerOrderId: string): Promise<PaymentOrderRecord | null> {
      const [row] = await db
        .select()
        .from(paymentOrder)
        .where(
          and(eq(paymentOrder.providerOrderId, providerOrderId), eq(paymentOrder.userId, userId)),
        );
      return row ?? null;
    },

    /**
     * Flips the order to paid unless it already is, and returns it only when this call did the
     * flip. Concurrent callers queue on the row; the second sees `paid` and gets null. Whoever
     * gets the row grants the credits in the same transaction.
     */
    async markPaid(
      tx: Transaction,
      orderId: string,
      providerPaymentId: string,
      at: Date,
    ): Promise<PaymentOrderRecord | null> {
      const [row] = await queryWith(tx)
        .update(paymentOrder)
        .set({ status: 'paid', providerPaymentId, paidAt: at, failureReason: null, updatedAt: at })
        .where(and(eq(paymentOrder.id, orderId), ne(paymentOrder.status, 'paid')))
        .returning();
      return row ?? null;
    },

    /** Records a failed attempt on an order still waiting; a paid order stays paid. */
    async markFailed(
      tx: Transaction,
      orderId: string,
      failureReason: string,
      at: Date,
    ): Promise<boolean> {
      const rows = await queryWith(tx)
        .update(paymentOrder)
        .set({ status: 'failed', failureReason, updatedAt: at })
        .where(and(eq(paymentOrder.id, orderId), ne(paymentOrder.status, 'paid')))
        .returning({ id: paymentOrder.id });
      return rows.length > 0;
    },

    /** Notes a webhook event; false if it was seen before (the caller then ignores it). */
    async recordWebhookEvent(
      tx: Transaction,
      event: { provider: PaymentOrderRecord['provider']; eventId: string; eventType: string },
    ): Promise<boolean> {
      const rows = await queryWith(tx)
        .insert(paymentWebhookEvent)
        .values(event)
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvent.eventId });
      return rows.length > 0;
    },

    /** A paid order with its buyer's name and address, for the receipt mail. */
    async findPaidWithBuyer(
      orderId: string,
    ): Promise<{ order: PaymentOrderRecord; email: string; name: string } | null> {
      const [row] = await db
        .select({ order: paymentOrder, email: user.email, name: user.name })
        .from(paymentOrder)
        .innerJoin(user, eq(user.id, paymentOrder.userId))
        .where(and(eq(paymentOrder.id, orderId), eq(paymentOrder.status, 'paid')));
      return row ?? null;
    },

    /** Orders not paid yet that were created in (createdAfter, createdBefore), oldest first. */
    async findUnsettled(options: {
      createdBefore: Date;
      createdAfter: Date;
      limit: number;
    }): Promise<PaymentOrderRecord[]> {
      return (
        db
          .select()
          .from(paymentOrder)
          .where(
            and(
              ne(paymentOrder.status, 'paid'),
              lt(paymentOrder.createdAt, options.createdBefore),
              gt(paymentOrder.createdAt, options.createdAfter),
            ),
          )
          // Orders asked about least recently first, so more than `limit` open orders all get a turn.
          .orderBy(sql`${paymentOrder.reconciledAt} asc nulls first`, asc(paymentOrder.createdAt))
          .limit(options.limit)
      );
    },

    /** Records that reconciliation has just asked the provider about these orders. */
    async markReconciled(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.update(paymentOrder).set({ reconciledAt: at }).where(inArray(paymentOrder.id, ids));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
