import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { category } from '../modules/catalogue/catalogue.schema.ts';
import { product } from '../modules/products/products.schema.ts';
import { accountWithRoles, bearer } from './accounts.ts';
import { createOwnedShop } from './owned-shop.ts';

export type Account = { token: string; userId: string };

let productCounter = 0;

/** A vendor running a new shop with one product of `stock` pieces at ₹1,000. */
export async function shopWithProduct(app: FastifyInstance, stock = 5, vendor?: Account) {
  const owner = vendor ?? (await accountWithRoles(app, { vendor: true }));
  const shopId = await createOwnedShop(app, owner.userId, { name: 'Loom & Thread' });
  await app.database.db
    .insert(category)
    .values({ slug: 'orders-test', name: 'Orders test' })
    .onConflictDoNothing();
  productCounter += 1;
  const [row] = await app.database.db
    .insert(product)
    .values({
      shopId,
      title: `Banarasi saree ${productCounter}`,
      priceMinor: 100_000,
      categorySlug: 'orders-test',
      stock,
    })
    .returning({ id: product.id });
  return { vendor: owner, shopId, productId: row!.id };
}

/** A customer (new, or `account`) with one address; answers their email and the address id. */
export async function customerWithAddress(app: FastifyInstance, account?: Account) {
  const customer = account ?? (await accountWithRoles(app, { customer: true }));
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: bearer(customer.token),
  });
  const email = (res.json() as { user: { email: string } }).user.email;
  const address = await app.inject({
    method: 'POST',
    url: '/api/v1/user/address',
    headers: bearer(customer.token),
    payload: {
      name: 'Asha Rao',
      phone: '+919876543210',
      line1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'IN',
    },
  });
  expect(address.statusCode, address.body).toBe(201);
  return { ...customer, email, addressId: (address.json() as { id: string }).id };
}

/** The shop's order for the customer: `quantity` of the product, ₹50 shipping, ₹18 taxes. */
export async function createShopOrder(
  app: FastifyInstance,
  shop: { vendor: Account; shopId: string; productId: string },
  customer: { email: string },
  quantity = 1,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/vendor/orders',
    headers: bearer(shop.vendor.token),
    payload: {
      shopId: shop.shopId,
      customerEmail: customer.email,
      items: [
        { productId: shop.productId, quantity, unitPrice: 100_000 },
        { title: 'Fall and pico', quantity: 1, unitPrice: 15_000 },
      ],
      shippingFee: 5_000,
      taxes: 1_800,
      notes: 'Gift wrap, please',
      deliveryEstimate: '2026-12-10',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; number: string; total: number; status: string };
}

export const customerCall = (
  app: FastifyInstance,
  customer: Account,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(customer.token),
    ...(payload && { payload }),
  });

/** Chooses the address, starts the payment and pays in the sandbox; answers the checkout fields. */
export async function payInSandbox(
  app: FastifyInstance,
  customer: Account & { addressId: string },
  orderId: string,
  options: { sendWebhook?: boolean; verify?: boolean } = {},
) {
  const address = await customerCall(
    app,
    customer,
    'POST',
    `/user/orders/${orderId}/address/update`,
    {
      addressId: customer.addressId,
    },
  );
  expect(address.statusCode, address.body).toBe(200);
  const checkout = await customerCall(app, customer, 'POST', `/user/orders/${orderId}/pay`);
  expect(checkout.statusCode, checkout.body).toBe(200);
  const providerOrderId = (checkout.json() as { orderId: string }).orderId;
  const paid = await customerCall(app, customer, 'POST', '/pay/sandbox/pay', {
    orderId: providerOrderId,
    card: '4111 1111 1111 1111',
    sendWebhook: options.sendWebhook ?? false,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const fields = paid.json() as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  if (options.verify ?? true) {
    const verified = await customerCall(
      app,
      customer,
      'POST',
      `/user/orders/${orderId}/pay/verify`,
      fields,
    );
    expect(verified.statusCode, verified.body).toBe(200);
  }
  return fields;
}

export const vendorCall = (
  app: FastifyInstance,
  vendor: Account,
  url: string,
  payload: object = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/vendor/orders${url}`,
    headers: bearer(vendor.token),
    payload,
  });

/** GET /vendor/carriers as `account`. */
export const listCarriers = (app: FastifyInstance, account: Account) =>
  app.inject({ method: 'GET', url: '/api/v1/vendor/carriers', headers: bearer(account.token) });

/** A paid, packed and shipped order (sandbox carrier); answers its ids. */
export async function shippedOrder(app: FastifyInstance, account?: Account) {
  const shop = await shopWithProduct(app);
  const customer = await customerWithAddress(app, account);
  const order = await createShopOrder(app, shop, customer);
  await payInSandbox(app, customer, order.id);
  expect((await vendorCall(app, shop.vendor, `/${order.id}/pack`)).statusCode).toBe(200);
  const shipped = await vendorCall(app, shop.vendor, `/${order.id}/ship`, {
    carrier: 'sandbox',
    trackingNumber: `SBX-${Date.now()}${Math.floor(Math.random() * 1000)}`,
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const shipmentId = (shipped.json() as { shipments: { id: string }[] }).shipments[0]!.id;
  return { shop, customer, order, shipmentId };
}

/** A delivered order of the customer's (shipped, then marked delivered by its shop). */
export async function deliveredOrder(app: FastifyInstance, account?: Account) {
  const shipped = await shippedOrder(app, account);
  const delivered = await vendorCall(app, shipped.shop.vendor, `/${shipped.order.id}/deliver`);
  expect(delivered.statusCode, delivered.body).toBe(200);
  return shipped;
}
