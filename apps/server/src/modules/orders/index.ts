import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import type { Page } from '../../platform/lib/paging.ts';
import { createAddressBook } from '../account/index.ts';
import type { ShopOwnership } from '../catalogue/index.ts';
import type { CardCheck } from '../chat/index.ts';
import { createEarnings } from '../earnings/index.ts';
import { createMeetingPins } from '../meetings/index.ts';
import { createStock, createStockReservations } from '../products/index.ts';
import { createUsersRepository } from '../users/index.ts';
import { createSandboxCarrier, type Carrier } from './carrier.ts';
import { createOrderPayable as orderPayable, type OrderRefundRequest } from './order-payable.ts';
import { registerOrderEvents } from './orders.events.ts';
import { createShiprocketCarrier } from './shiprocket-carrier.ts';
import { checkoutPayable } from './checkout-payable.ts';
import { createCheckoutsRepository } from './checkouts.repository.ts';
import { createOrdersRepository, type OrdersRepository } from './orders.repository.ts';
import { customerOrdersRoutes } from './orders.routes.ts';
import { createOrdersService, summaryOf, type OrderPayments } from './orders.service.ts';
import { orderReviewSubjects } from './review-subjects.ts';
import { vendorOrdersRoutes } from './vendor-orders.routes.ts';
import { createProductSalesRepository } from './product-sales.repository.ts';
import { productSalesRoutes } from './product-sales.routes.ts';
import { createProductSalesService } from './product-sales.service.ts';

export { ordersConfigDeclaration } from './orders.config.ts';
export { createSandboxCarrier, SANDBOX_CARRIER_STEPS } from './carrier.ts';
export { orderCard } from './order-card.repository.ts';

/**
 * Orders (issue 14): a shop's order for a customer, paid through `app.payments` (purpose
 * `order`, settled once through the payments flow with `createOrderPayable`, which takes the
 * stock), moved through
 * its states by the customer and the shop, shipped with a carrier's tracking. Registered after
 * payments (it uses `app.payments`), catalogue and products. `clock` drives the sandbox carrier.
 */
export const ordersModule: FastifyPluginAsync<{
  clock?: () => Date;
  /** The catalogue's (registered in the /api/v1 scope, before payments). */
  ownership: ShopOwnership;
  /** Chat's, for order cards (likewise). */
  chat: { registerCardCheck: (type: 'order', check: CardCheck) => void };
}> = async (app, options) => {
  const db = app.database.db;
  const clock = options.clock ?? (() => new Date());
  const repository = createOrdersRepository(db);
  const service = ordersServiceOf(app, repository, { ...options, clock });
  // Delivered orders are what customers review (the reviews module's port).
  app.reviews.useOrders(orderReviewSubjects(repository));
  registerOrderEvents(app, { service, repository, chat: options.chat });
  await app.register(customerOrdersRoutes, { service });
  await app.register(vendorOrdersRoutes, { service });
  await app.register(productSalesRoutes, {
    productSales: createProductSalesService({
      repository: createProductSalesRepository(db),
      ownership: options.ownership,
    }),
  });
};

/** The orders service as the module and the checkout flow build it. */
function ordersServiceOf(
  app: FastifyInstance,
  repository: OrdersRepository,
  options: { clock: () => Date; ownership: ShopOwnership },
) {
  const db = app.database.db;
  const users = createUsersRepository(db);
  const addresses = createAddressBook(db);
  const { shiprocket } = app.config.carriers;
  // The sandbox always tracks (demo parcels, tests); Shiprocket when its API user is configured.
  const carriers: Record<string, Carrier> = {
    sandbox: createSandboxCarrier(options.clock, app.config.sandboxCarrierSpeed),
    ...(shiprocket && { shiprocket: createShiprocketCarrier(shiprocket) }),
  };
  // An order from a checkout was paid with the checkout's one payment: its refund is its part.
  const payments: OrderPayments = {
    createSubjectOrder: app.payments.createSubjectOrder,
    verifySubject: app.payments.verifySubject,
    async requestRefund(tx, subject) {
      const order = await repository.find(subject.subjectId, tx);
      if (!order?.checkoutId) return app.payments.requestRefund(tx, subject);
      return app.payments.requestRefund(tx, {
        purpose: 'checkout',
        subjectId: order.checkoutId,
        reason: subject.reason,
        part: { id: order.id, amountMinor: order.totalMinor },
      });
    },
    async refundOf(purpose, subjectId) {
      const order = await repository.find(subjectId);
      return order?.checkoutId
        ? app.payments.refundOf('checkout', order.checkoutId, order.id)
        : app.payments.refundOf(purpose, subjectId);
    },
  };
  return createOrdersService({
    repository,
    stock: createStock(db),
    payments,
    findAddress: addresses.find,
    findUserByEmail: (email) => users.findByEmail(email),
    shopIdsOf: options.ownership.shopIdsOf,
    meetingPins: createMeetingPins(db),
    carriers,
    defaultCarrier: app.config.carriers.default,
    earnings: createEarnings(db, app.config.earnings),
    reservations: createStockReservations(db),
    checkouts: createCheckoutsRepository(db),
    clock: options.clock,
  });
}

/**
 * What the checkout flow writes and reads of orders: a checkout's orders placed in its
 * transaction, whether it is the customer's first, and the customer's view of it. Built on the
 * app's payments (register after them); what settles it is `createCheckoutPayable(db, …)`.
 */
export function createCheckoutOrders(
  app: FastifyInstance,
  options: { clock?: () => Date; ownership: ShopOwnership },
) {
  const clock = options.clock ?? (() => new Date());
  const service = ordersServiceOf(app, createOrdersRepository(app.database.db), {
    clock,
    ownership: options.ownership,
  });
  return {
    placeCheckout: service.placeCheckout,
    checkoutOf: service.checkoutOf,
    isFirstOrder: service.isFirstOrder,
  };
}
export type CheckoutOrders = ReturnType<typeof createCheckoutOrders>;
export type { CheckoutOrderDraft } from './orders.service.ts';

/** For staff (issue 16): a customer's orders, newest first, as the customer's own list shows them. */
export function createCustomerOrders(db: Database) {
  const repository = createOrdersRepository(db);
  return {
    async page(customerId: string, page: Page) {
      const { items, total } = await repository.listForCustomer(customerId, {}, page);
      return { total, items: items.map(summaryOf) };
    },
  };
}

/**
 * For other modules (support requests about an order): whether an order is the customer's own,
 * through the orders repository rather than its table.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createOrderOwnership(db: Database) {
  const repository = createOrdersRepository(db);
  return {
    /** Anything but a uuid names no order (and must not reach the uuid column). */
    isCustomersOrder: async (customerId: string, orderId: string) =>
      UUID.test(orderId) && (await repository.findForCustomer(customerId, orderId)) !== null,
    /** The customer's own order (its number and when it was placed), or undefined. */
    customersOrder: async (customerId: string, orderId: string) => {
      const order = UUID.test(orderId)
        ? await repository.findForCustomer(customerId, orderId)
        : null;
      return order ? { number: order.number, createdAt: order.createdAt } : undefined;
    },
  };
}

/**
 * For the payments flow (flows/pay-payable.ts): an order as something its customer pays, inside
 * the settling transaction (amount due, settle, refunded). `requestRefund` is payments'.
 */
export function createOrderPayable(
  db: Database,
  deps: { requestRefund: OrderRefundRequest; clock: () => Date },
) {
  return orderPayable({
    repository: createOrdersRepository(db),
    stock: createStock(db),
    requestRefund: deps.requestRefund,
    clock: deps.clock,
  });
}

/**
 * For the checkout's settlement flow (flows/checkout-settlement.ts): a cart's checkout as
 * something its customer pays, inside the settling transaction (amount due, paid, lapsed, one of
 * its orders refunded), built from the database like the order's payable. `requestRefund` is
 * payments'.
 */
export function createCheckoutPayable(
  db: Database,
  deps: { requestRefund: OrderRefundRequest; clock: () => Date },
) {
  return checkoutPayable({
    repository: createOrdersRepository(db),
    checkouts: createCheckoutsRepository(db),
    reservations: createStockReservations(db),
    orderRefunded: createOrderPayable(db, deps).refunded,
    clock: deps.clock,
  });
}
export type { CheckoutPayable } from './checkout-payable.ts';
