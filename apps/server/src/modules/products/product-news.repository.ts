import { and, asc, inArray, isNull } from 'drizzle-orm';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import { product, productVariant, type StockKind } from './products.schema.ts';

/** A product's prices and stock as shoppers see them, to compare before and after a change. */
export type Shelf = {
  productId: string;
  shopId: string;
  title: string;
  currency: string;
  archived: boolean;
  priceMinor: number;
  stock: number;
  /** Its live variants (none: bought as itself). */
  variants: { id: string; priceMinor: number; stock: number; stockKind: StockKind }[];
};

/** These products' shelves, read inside the caller's transaction: two reads however many. */
export async function readShelves(
  tx: Transaction,
  productIds: readonly string[],
): Promise<Map<string, Shelf>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const q = queryWith(tx);
  const [rows, variants] = await Promise.all([
    q
      .select({
        productId: product.id,
        shopId: product.shopId,
        title: product.title,
        currency: product.currency,
        archivedAt: product.archivedAt,
        priceMinor: product.priceMinor,
        stock: product.stock,
      })
      .from(product)
      .where(inArray(product.id, ids)),
    q
      .select({
        id: productVariant.id,
        productId: productVariant.productId,
        priceMinor: productVariant.priceMinor,
        stock: productVariant.stock,
        stockKind: productVariant.stockKind,
      })
      .from(productVariant)
      .where(and(inArray(productVariant.productId, ids), isNull(productVariant.archivedAt)))
      .orderBy(asc(productVariant.position)),
  ]);
  return new Map(
    rows.map(({ archivedAt, ...row }) => [
      row.productId,
      {
        ...row,
        archived: archivedAt !== null,
        variants: variants
          .filter((variant) => variant.productId === row.productId)
          .map(({ productId: _productId, ...variant }) => variant),
      },
    ]),
  );
}
