import type { ProductVariant } from '@vitrine/contracts/catalogue';
import type { ReplaceVariantsInput } from '@vitrine/contracts/shop-catalogue';
import type { Transaction } from '../../platform/db/transaction.ts';
import { validationFailed } from '../../platform/lib/app-error.ts';
import type { VariantRow, VariantsRepository } from './variants.repository.ts';

export function toVariant(row: VariantRow, currency: string): ProductVariant {
  return {
    id: row.id,
    size: row.size,
    colour: row.colour,
    madeToMeasure: row.madeToMeasure,
    price: { amountMinor: row.priceMinor, currency },
    stock: row.stockKind === 'in_stock' ? row.stock : 0,
    stockKind: row.stockKind,
    leadTimeDays: row.leadTimeDays,
  };
}

/**
 * Replaces a product's variants with the owner's list, inside the caller's transaction: listed
 * ids are updated, new entries added, live variants not listed archived (carts and orders naming
 * them keep their reference). The product's row is locked first, so two edits do not interleave.
 */
export async function replaceVariants(
  repository: VariantsRepository,
  tx: Transaction,
  target: { productId: string; currency: string; shopStitches: boolean },
  input: ReplaceVariantsInput,
  at: Date,
): Promise<void> {
  await repository.lockProduct(tx, target.productId);
  const existing = await repository.listLive([target.productId], tx);
  const existingIds = new Set(existing.map((row) => row.id));
  input.variants.forEach((variant, index) => {
    if (variant.id !== undefined && !existingIds.has(variant.id)) {
      throw validationFailed(`variants.${index}.id`, 'is not a variant of this product');
    }
    if (variant.price.currency !== target.currency) {
      throw validationFailed(
        `variants.${index}.price.currency`,
        `must be the product's currency (${target.currency})`,
      );
    }
    if (variant.madeToMeasure && !target.shopStitches) {
      throw validationFailed(
        `variants.${index}.madeToMeasure`,
        'is only for shops that offer stitching',
      );
    }
  });
  // Every live variant is set aside first and the kept ones brought back as they are rewritten:
  // the one-live-variant-per-(size, colour, made to measure) index then never sees two variants
  // trading sizes half-way, and a removed variant frees its size for a new one in the same edit.
  await repository.archive(
    tx,
    existing.map((row) => row.id),
    at,
  );
  for (const [position, variant] of input.variants.entries()) {
    const values = {
      size: variant.size,
      colour: variant.colour,
      madeToMeasure: variant.madeToMeasure,
      priceMinor: variant.price.amountMinor,
      stock: variant.stockKind === 'in_stock' ? variant.stock : 0,
      stockKind: variant.stockKind,
      leadTimeDays: variant.leadTimeDays,
      position,
    };
    if (variant.id) await repository.update(tx, variant.id, values, at);
    else await repository.insert(tx, target.productId, values);
  }
  await repository.touchProduct(tx, target.productId, at);
}
