import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { createShopTerms } from '../catalogue/index.ts';
import { createMeetingPrices } from '../meetings/index.ts';
import { createBuyables } from '../products/index.ts';
import { createCartRepository } from './cart.repository.ts';
import { registerCartHandlers } from './cart.events.ts';
import { cartRoutes } from './cart.routes.ts';
import { checkoutRoutes, type CheckoutPort } from './checkout.routes.ts';
import { createCartService } from './cart.service.ts';

export { deliveryEstimate, shippingFor } from './shipping.ts';
export { unitPriceOf } from './cart.service.ts';

/**
 * The cart: a guest's or a customer's, spanning shops, grouped per shop with
 * shipping and delivery estimates and warnings about what changed since each item was added;
 * and checking it out, through the checkout flow app.ts hands it.
 */
export const cartModule: FastifyPluginAsync<{
  clock?: () => Date;
  /** flows/checkout.ts: buying the cart (registered after payments and orders, which it uses). */
  checkout: CheckoutPort;
}> = async (app, options) => {
  const db = app.database.db;
  registerCartHandlers(app, options.checkout);
  await app.register(checkoutRoutes, { checkout: options.checkout });
  await app.register(cartRoutes, {
    cartService: createCartService({
      repository: createCartRepository(db),
      buyables: createBuyables(db),
      shopTerms: createShopTerms(db),
      meetingPrices: createMeetingPrices(db),
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
      return cartId ? repository.lines(cartId) : [];
    },
    removeBought: (
      tx: Transaction,
      userId: string,
      items: readonly { productId: string; variantId: string | null }[],
    ) => repository.removeBought(tx, userId, items),
  };
}
export type Carts = ReturnType<typeof createCarts>;
