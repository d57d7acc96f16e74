import { and, asc, eq, ne, sum } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import { customerOrderCount, orderCheckout, shopOrder } from './orders.schema.ts';

export type CheckoutRecord = typeof orderCheckout.$inferSelect;

export const createCheckoutsRepository = (db: Database) => ({
  async insert(tx: Transaction, values: typeof orderCheckout.$inferInsert): Promise<void> {
    await queryWith(tx).insert(orderCheckout).values(values);
  },

  /** The checkout, its row locked until the transaction ends (settling and lapsing queue on it). */
  async lock(tx: Transaction, id: string): Promise<CheckoutRecord | undefined> {
    const [row] = await queryWith(tx)
      .select()
      .from(orderCheckout)
      .where(eq(orderCheckout.id, id))
      .for('update');
    return row;
  },

  async setStatus(
    tx: Transaction,
    id: string,
    status: CheckoutRecord['status'],
    paidAt: Date | null,
  ): Promise<void> {
    await queryWith(tx)
      .update(orderCheckout)
      .set({ status, ...(paidAt && { paidAt }) })
      .where(eq(orderCheckout.id, id));
  },

  async findForCustomer(customerId: string, id: string): Promise<CheckoutRecord | undefined> {
    const [row] = await db
      .select()
      .from(orderCheckout)
      .where(and(eq(orderCheckout.id, id), eq(orderCheckout.customerId, customerId)));
    return row;
  },

  async orders(checkoutId: string, tx?: Transaction) {
    return (tx ? queryWith(tx) : db)
      .select()
      .from(shopOrder)
      .where(eq(shopOrder.checkoutId, checkoutId))
      .orderBy(asc(shopOrder.createdAt), asc(shopOrder.id));
  },

  /** True when the customer has no order that was not cancelled (the first-order rule). */
  async hasNoOrders(customerId: string): Promise<boolean> {
    const [row] = await db
      .select({ n: sum(customerOrderCount.count) })
      .from(customerOrderCount)
      .where(
        and(
          eq(customerOrderCount.customerId, customerId),
          ne(customerOrderCount.status, 'cancelled'),
        ),
      );
    return Number(row?.n ?? 0) === 0;
  },
});

export type CheckoutsRepository = ReturnType<typeof createCheckoutsRepository>;
