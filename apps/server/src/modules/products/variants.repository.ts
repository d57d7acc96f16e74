import { enqueue } from '../../platform/outbox/index.ts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import { product, productVariant, type StockKind } from './products.schema.ts';

/** The columns an owner writes on a variant. */
export type VariantValues = {
  size: string | null;
  colour: string | null;
  madeToMeasure: boolean;
  priceMinor: number;
  stock: number;
  stockKind: StockKind;
  leadTimeDays: number | null;
  position: number;
};

const variantColumns = {
  id: productVariant.id,
  productId: productVariant.productId,
  size: productVariant.size,
  colour: productVariant.colour,
  madeToMeasure: productVariant.madeToMeasure,
  priceMinor: productVariant.priceMinor,
  stock: productVariant.stock,
  stockKind: productVariant.stockKind,
  leadTimeDays: productVariant.leadTimeDays,
  position: productVariant.position,
};
export type VariantRow = {
  [K in keyof typeof variantColumns]: (typeof productVariant.$inferSelect)[K];
};

const live = () => isNull(productVariant.archivedAt);

export const createVariantsRepository = (db: Database) => ({
  /** The live variants of these products, each product's in display order. */
  async listLive(productIds: readonly string[], tx?: Transaction): Promise<VariantRow[]> {
    if (productIds.length === 0) return [];
    return (tx ? queryWith(tx) : db)
      .select(variantColumns)
      .from(productVariant)
      .where(and(inArray(productVariant.productId, [...productIds]), live()))
      .orderBy(asc(productVariant.productId), asc(productVariant.position));
  },

  /** Holds the product's row until the transaction ends: one variant edit at a time. */
  async lockProduct(tx: Transaction, productId: string): Promise<void> {
    await queryWith(tx)
      .select({ id: product.id })
      .from(product)
      .where(eq(product.id, productId))
      .for('update');
  },

  async archive(tx: Transaction, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await queryWith(tx)
      .update(productVariant)
      .set({ archivedAt: at, updatedAt: at })
      .where(inArray(productVariant.id, [...ids]));
  },

  /** Rewrites a variant (live again if `archive` set it aside in the same edit). */
  async update(tx: Transaction, id: string, values: VariantValues, at: Date): Promise<void> {
    await queryWith(tx)
      .update(productVariant)
      .set({ ...values, archivedAt: null, updatedAt: at })
      .where(eq(productVariant.id, id));
  },

  async insert(tx: Transaction, productId: string, values: VariantValues): Promise<void> {
    await queryWith(tx)
      .insert(productVariant)
      .values({ productId, ...values });
  },

  /**
   * Marks the product changed (its page and lists show the variants' prices and stock), and
   * announces it: product search reloads its sizes, colours and stock.
   */
  async touchProduct(tx: Transaction, productId: string, at: Date): Promise<void> {
    await queryWith(tx).update(product).set({ updatedAt: at }).where(eq(product.id, productId));
    await enqueue(tx, 'product:changed', { id: productId });
  },
});

export type VariantsRepository = ReturnType<typeof createVariantsRepository>;
