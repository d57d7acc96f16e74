import type { Transaction } from '../../db/transaction.ts';
import { enqueue, type Queryable } from '../outbox/index.ts';
import { updateShopRow, type ShopPatch } from './shops.repository.ts';

export type { ShopPatch } from './shops.repository.ts';

/**
 * Announces, in the writer's transaction, that a shop was added, changed or removed: once it
 * commits, every instance reloads that shop into its search index and drops its cached answers
 * (`shop:changed`, handled in catalogue/index.ts). Every write to the shop table calls this (or
 * updateShop); a forgotten call is healed by the index's periodic check, seconds later.
 */
export function notifyShopChanged(tx: Transaction | Queryable, id: string): Promise<number> {
  return enqueue(tx, 'shop:changed', { id });
}

/** Announces a change to categories, occasions, languages or the known search words. */
export function notifyTaxonomyChanged(tx: Transaction | Queryable): Promise<number> {
  return enqueue(tx, 'taxonomy:changed', {});
}

/**
 * Changes a shop in the caller's transaction and announces it; false when there is no such shop.
 * The caller checks the values (taxonomy slugs, ownership) first; updated_at is stamped by the
 * database.
 */
export async function updateShop(tx: Queryable, id: string, patch: ShopPatch): Promise<boolean> {
  if (!(await updateShopRow(tx, id, patch))) return false;
  await notifyShopChanged(tx, id);
  return true;
}
