import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, runInTransaction } from '../../platform/db/transaction.ts';
import { sandboxOrder, sandboxPayment, sandboxRefund } from './payments.schema.ts';

export type SandboxOrderRecord = typeof sandboxOrder.$inferSelect;
export type SandboxPaymentRecord = typeof sandboxPayment.$inferSelect;
export type SandboxRefundRecord = typeof sandboxRefund.$inferSelect;

/** The sandbox provider's own books, as a real provider keeps them on its side. */
export function createSandboxRepository(db: Database) {
  return {
    async insertOrder(
      order: Pick<
        SandboxOrderRecord,
        'id' | 'amountMinor' | 'currency' | 'receipt' | 'description'
      >,
    ): Promise<SandboxOrderRecord> {
      const [row] = await db.insert(sandboxOrder).values(order).returning();
      return row!;
    },

    async findOrder(id: string): Promise<SandboxOrderRecord | null> {
      const [row] = await db.select().from(sandboxOrder).where(eq(sandboxOrder.id, id));
      return row ?? null;
    },

    /**
     * Writes a payment attempt and moves the order to `paid` (captured) or `attempted`, under a
     * lock on the order row: of concurrent attempts, only the first to find it unpaid records
     * anything. Null, with nothing written, when the order is paid already.
     */
    async insertPayment(
      payment: Pick<
        SandboxPaymentRecord,
        'id' | 'orderId' | 'amountMinor' | 'currency' | 'status' | 'cardLast4' | 'errorDescription'
      >,
    ): Promise<SandboxPaymentRecord | null> {
      return runInTransaction(db, async (transaction) => {
        const tx = queryWith(transaction);
        const [order] = await tx
          .select({ status: sandboxOrder.status })
          .from(sandboxOrder)
          .where(eq(sandboxOrder.id, payment.orderId))
          .for('update');
        if (!order || order.status === 'paid') return null;
        const [row] = await tx.insert(sandboxPayment).values(payment).returning();
        await tx
          .update(sandboxOrder)
          .set({ status: payment.status === 'captured' ? 'paid' : 'attempted' })
          .where(eq(sandboxOrder.id, payment.orderId));
        return row!;
      });
    },

    async findPayment(id: string): Promise<SandboxPaymentRecord | null> {
      const [row] = await db.select().from(sandboxPayment).where(eq(sandboxPayment.id, id));
      return row ?? null;
    },

    /** One refund per receipt (the caller's idempotency key): a repeat answers the first one. */
    async insertRefund(refund: SandboxRefundRecord | Omit<SandboxRefundRecord, 'createdAt'>) {
      const [row] = await db.insert(sandboxRefund).values(refund).onConflictDoNothing().returning();
      if (row) return row;
      const [existing] = await db
        .select()
        .from(sandboxRefund)
        .where(eq(sandboxRefund.receipt, refund.receipt));
      return existing!;
    },

    async refundsOf(paymentId: string): Promise<SandboxRefundRecord[]> {
      return db.select().from(sandboxRefund).where(eq(sandboxRefund.paymentId, paymentId));
    },

    async findCapturedPayment(orderId: string): Promise<SandboxPaymentRecord | null> {
      const [row] = await db
        .select()
        .from(sandboxPayment)
        .where(and(eq(sandboxPayment.orderId, orderId), eq(sandboxPayment.status, 'captured')))
        .orderBy(asc(sandboxPayment.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
