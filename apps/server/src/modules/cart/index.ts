import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { createShopTerms } from '../catalogue/index.ts';
import { createBuyables } from '../products/index.ts';
import { createCartRepository } from './cart.repository.ts';
import { cartRoutes } from './cart.routes.ts';
import { createCartService } from './cart.service.ts';

export { deliveryEstimate, shippingFor } from './shipping.ts';
export { warningsOf } from './cart.service.ts';

/**
 * The cart (issue 32): a guest's or a customer's, spanning shops, grouped per shop with
 * shipping and delivery estimates and warnings about what changed since each item was added.
 */
export const cartModule: FastifyPluginAsync<{ clock?: () => Date }> = async (app, options) => {
  const db = app.database.db;
  await app.register(cartRoutes, {
    cartService: createCartService({
      repository: createCartRepository(db),
      buyables: createBuyables(db),
      shopTerms: createShopTerms(db),
      clock: options.clock ?? (() => new Date()),
    }),
  });
};

/** A customer's cart as the checkout takes it: its lines, and taking the bought ones out. */
export function createCarts(db: Database) {
  const repository = createCartRepository(db);
  return {
    async linesOf(userId: string) {
      const cartId = await repository.idOfUser(userId);
      return cartId ? { cartId, lines: await repository.lines(cartId) } : null;
    },
    removeLines: (tx: Transaction, cartId: string, lineIds: readonly string[]) =>
      repository.removeLines(tx, cartId, lineIds),
  };
}
export type Carts = ReturnType<typeof createCarts>;
