import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ProductIndex } from './product-index.ts';

/**
 * A product change reaches every instance: the outbox delivers `product:changed` to one
 * instance, whose handler broadcasts it (Redis pub/sub when REDIS_URL is set); each instance
 * reloads the product into its index. A shop change (`shop:changed`, heard through the
 * catalogue) places that shop's products again: its name, occasions and genders, and whether
 * shoppers may see it. Resolves to the unsubscribe of this instance's listeners.
 */
export async function registerProductHandlers(
  app: FastifyInstance,
  deps: { productIndex: ProductIndex; log: FastifyBaseLogger },
): Promise<() => void> {
  const { productIndex, log } = deps;
  const failed = (error: unknown) => log.warn({ err: error }, 'product index: update failed');
  const broadcast = await app.broadcasts.channel('products');
  const unsubscribe = broadcast.subscribe((id) => {
    productIndex.productsChanged([id]).catch(failed);
  });
  app.outbox.registerHandler('product:changed', ({ payload }) => broadcast.publish(payload.id));
  const unfollowShops = app.catalogue.shops.onShopsChanged((ids) =>
    productIndex.shopsChanged(ids).catch(failed),
  );
  return () => {
    unsubscribe();
    unfollowShops();
  };
}
