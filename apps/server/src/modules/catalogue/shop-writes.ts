import type { Transaction } from '../../platform/db/transaction.ts';
import { enqueue, type Queryable } from '../../platform/outbox/index.ts';
import { insertShopMember } from './shop-members.repository.ts';
import {
  insertShopRow,
  lockShopRow,
  setShopRatingRow,
  slugTaken,
  updateShopRow,
  type NewShop,
  type ShopPatch,
} from './shops.repository.ts';

export type { NewShop, ShopPatch } from './shops.repository.ts';

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

/**
 * Locks a shop's row until the caller's transaction ends, so that writers of its rating take
 * turns (READ COMMITTED: each one's next statement sees what the one before committed); false
 * when there is no such shop.
 */
export function lockShop(tx: Transaction, id: string): Promise<boolean> {
  return lockShopRow(tx, id);
}

/** Stores a shop's recomputed rating in the caller's transaction and announces the shop. */
export async function saveShopRating(
  tx: Transaction,
  id: string,
  rating: { average: number; count: number },
): Promise<void> {
  await setShopRatingRow(tx, id, rating);
  // Search reads the rating from its live index: every instance reloads the shop.
  await notifyShopChanged(tx, id);
}

/** Lower-case words joined by hyphens: "Meera's Studio" → "meera-s-studio". */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'shop';

/**
 * Opens a new shop run by `ownerId` in the caller's transaction (an approved application): the
 * row with a free slug made from its name, its owner in shop_member, and `shop:changed`, so it
 * is searchable on every instance once the transaction commits. Resolves the shop's id.
 */
export async function openShop(
  tx: Transaction,
  values: Omit<NewShop, 'slug'>,
  ownerId: string,
): Promise<{ id: string; slug: string }> {
  const base = slugOf(values.name);
  let slug = base;
  for (let n = 2; await slugTaken(tx, slug); n++) slug = `${base}-${n}`;
  const id = await insertShopRow(tx, { ...values, slug });
  await insertShopMember(tx, { shopId: id, userId: ownerId, role: 'owner' });
  await notifyShopChanged(tx, id);
  return { id, slug };
}
