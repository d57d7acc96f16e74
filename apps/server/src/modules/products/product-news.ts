import type { Transaction } from '../../platform/db/transaction.ts';
import { enqueueMany, type EventOf } from '../../platform/outbox/index.ts';
import { readShelves, type Shelf } from './product-news.repository.ts';

/** Whether a shopper can buy any of it now: a unit on a shelf, or a made-to-order variant. */
const available = (shelf: Shelf) =>
  shelf.variants.length > 0
    ? shelf.variants.some((variant) => variant.stockKind === 'made_to_order' || variant.stock > 0)
    : shelf.stock > 0;

/**
 * The lowest price that went down from `before` to `after`, or null: a variant kept through the
 * change whose price is now lower, or for a product bought as itself (no variants either side),
 * its own price.
 */
function droppedPrice(before: Shelf, after: Shelf): number | null {
  if (after.variants.length === 0) {
    return before.variants.length === 0 && after.priceMinor < before.priceMinor
      ? after.priceMinor
      : null;
  }
  const was = new Map(before.variants.map((variant) => [variant.id, variant.priceMinor]));
  const lower = after.variants
    .filter((variant) => (was.get(variant.id) ?? 0) > variant.priceMinor)
    .map((variant) => variant.priceMinor);
  return lower.length > 0 ? Math.min(...lower) : null;
}

/**
 * What a change to a product means to those who favourited it: `product:price-dropped` when
 * something of it got cheaper, `product:back-in-stock` when none of it could be bought and now
 * some can. Nothing for a product shoppers cannot see (archived before or after), nor for a
 * change of currency.
 */
export function productNews(before: Shelf, after: Shelf): EventOf[] {
  if (before.archived || after.archived || before.currency !== after.currency) return [];
  const news: EventOf[] = [];
  const { productId, shopId, title, currency } = after;
  const priceMinor = droppedPrice(before, after);
  if (priceMinor !== null) {
    news.push({
      type: 'product:price-dropped',
      payload: { productId, shopId, title, priceMinor, currency },
    });
  }
  if (!available(before) && available(after)) {
    news.push({ type: 'product:back-in-stock', payload: { productId, shopId, title } });
  }
  return news;
}

/**
 * Watches products through a change inside the caller's transaction: reads their shelves now;
 * `announce()`, after the change, reads them again and writes each one's news
 * (`productNews`) in the same transaction, so the alerts go out only if the change commits.
 */
export async function watchProducts(tx: Transaction, productIds: readonly string[]) {
  const before = await readShelves(tx, productIds);
  return {
    async announce(): Promise<void> {
      if (before.size === 0) return;
      const after = await readShelves(tx, [...before.keys()]);
      const news = [...before].flatMap(([id, was]) => {
        const now = after.get(id);
        return now ? productNews(was, now) : [];
      });
      if (news.length > 0) await enqueueMany(tx, news);
    },
  };
}
