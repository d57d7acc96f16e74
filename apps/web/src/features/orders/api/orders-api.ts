import { api } from '../../../lib/api.ts';

/**
 * The api slice with the orders feature's tags: `Order` (the lists and one order, on either
 * side). Every change to an order answers the new detail and makes the lists stale.
 */
export const ordersApi = api.enhanceEndpoints({ addTagTypes: ['Order'] });

/** Whose orders: the customer's (/user/orders) or a shop's in the console (/vendor/orders). */
export type OrderSide = 'customer' | 'shop';

export const orderBase: Record<OrderSide, string> = {
  customer: '/v1/user/orders',
  shop: '/v1/vendor/orders',
};
