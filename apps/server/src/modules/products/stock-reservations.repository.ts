import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import { product, productVariant, stockReservation } from './products.schema.ts';

export type ReservedLine = { productId: string; variantId: string | null; quantity: number };

export const createStockReservationsRepository = (db: Database) => ({
  /**
   * Takes `quantity` off a live variant's stock unless fewer are left (one conditional update:
   * concurrent takers queue on the row, the stock never goes below zero). A made-to-order
   * variant takes nothing and always answers. Null: not enough (or no such live variant).
   */
  async takeVariant(
    tx: Transaction,
    variantId: string,
    quantity: number,
  ): Promise<{ tookStock: boolean } | null> {
    const [row] = await queryWith(tx)
      .update(productVariant)
      .set({
        stock: sql`case when ${productVariant.stockKind} = 'in_stock' then ${productVariant.stock} - ${quantity} else ${productVariant.stock} end`,
      })
      .where(
        and(
          eq(productVariant.id, variantId),
          isNull(productVariant.archivedAt),
          sql`(${productVariant.stockKind} = 'made_to_order' or ${productVariant.stock} >= ${quantity})`,
        ),
      )
      .returning({ stockKind: productVariant.stockKind });
    return row ? { tookStock: row.stockKind === 'in_stock' } : null;
  },

  /** As `takeVariant`, for a product bought as itself (no variants). */
  async takeProduct(tx: Transaction, productId: string, quantity: number): Promise<boolean> {
    const rows = await queryWith(tx)
      .update(product)
      .set({ stock: sql`${product.stock} - ${quantity}` })
      .where(
        and(
          eq(product.id, productId),
          isNull(product.archivedAt),
          sql`${product.stock} >= ${quantity}`,
        ),
      )
      .returning({ id: product.id });
    return rows.length > 0;
  },

  /** Units left of a variant (or of a product without one), for a refusal's message. */
  async unitsLeft(tx: Transaction, line: Omit<ReservedLine, 'quantity'>): Promise<number> {
    const q = queryWith(tx);
    const [row] = line.variantId
      ? await q
          .select({ stock: productVariant.stock })
          .from(productVariant)
          .where(and(eq(productVariant.id, line.variantId), isNull(productVariant.archivedAt)))
      : await q
          .select({ stock: product.stock })
          .from(product)
          .where(and(eq(product.id, line.productId), isNull(product.archivedAt)));
    return row?.stock ?? 0;
  },

  async insert(
    tx: Transaction,
    holder: { id: string; expiresAt: Date },
    lines: (ReservedLine & { tookStock: boolean })[],
  ): Promise<void> {
    if (lines.length === 0) return;
    await queryWith(tx)
      .insert(stockReservation)
      .values(lines.map((line) => ({ holderId: holder.id, expiresAt: holder.expiresAt, ...line })));
  },

  /**
   * Moves the holder's held units to `to`, once (a second call, or a concurrent one, finds none
   * held); answers the lines moved.
   */
  async settleHeld(
    tx: Transaction,
    holderId: string,
    to: 'consumed' | 'released',
    at: Date,
  ): Promise<(ReservedLine & { tookStock: boolean })[]> {
    return queryWith(tx)
      .update(stockReservation)
      .set({ status: to, settledAt: at })
      .where(and(eq(stockReservation.holderId, holderId), eq(stockReservation.status, 'held')))
      .returning({
        productId: stockReservation.productId,
        variantId: stockReservation.variantId,
        quantity: stockReservation.quantity,
        tookStock: stockReservation.tookStock,
      });
  },

  /** Units back on a variant's shelf (a made-to-order variant keeps no count). */
  async returnVariant(tx: Transaction, variantId: string, quantity: number): Promise<void> {
    await queryWith(tx)
      .update(productVariant)
      .set({
        stock: sql`case when ${productVariant.stockKind} = 'in_stock' then ${productVariant.stock} + ${quantity} else ${productVariant.stock} end`,
      })
      .where(eq(productVariant.id, variantId));
  },

  async returnProduct(tx: Transaction, productId: string, quantity: number): Promise<void> {
    await queryWith(tx)
      .update(product)
      .set({ stock: sql`${product.stock} + ${quantity}` })
      .where(eq(product.id, productId));
  },

  /** The holders of units held past their time (the sweeper's work), oldest first. */
  async expiredHolders(now: Date, limit: number): Promise<string[]> {
    const rows = await db
      .selectDistinct({
        holderId: stockReservation.holderId,
        expiresAt: stockReservation.expiresAt,
      })
      .from(stockReservation)
      .where(and(eq(stockReservation.status, 'held'), lte(stockReservation.expiresAt, now)))
      .orderBy(asc(stockReservation.expiresAt))
      .limit(limit);
    return [...new Set(rows.map((row) => row.holderId))];
  },

  /** The holder's reservations, for reads and tests. */
  async ofHolder(holderId: string) {
    return db
      .select({
        productId: stockReservation.productId,
        variantId: stockReservation.variantId,
        quantity: stockReservation.quantity,
        status: stockReservation.status,
        expiresAt: stockReservation.expiresAt,
      })
      .from(stockReservation)
      .where(eq(stockReservation.holderId, holderId));
  },
});

export type StockReservationsRepository = ReturnType<typeof createStockReservationsRepository>;
