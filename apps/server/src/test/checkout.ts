import type { Cart } from '@vitrine/contracts/cart';
import type { Checkout, CheckoutQuote } from '@vitrine/contracts/checkout';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './accounts.ts';
import type { Account } from './orders.ts';

/** A call to /api/v1 as `as` (a bearer token), answering status and parsed body. */
export async function api<T = unknown>(
  app: FastifyInstance,
  as: { token: string },
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(as.token),
    ...(payload && { payload }),
  });
  return { status: res.statusCode, body: res.json() as T, raw: res.body };
}

/** Sets the product's variants as its owner; answers them in order. */
export async function setVariants(
  app: FastifyInstance,
  vendor: Account,
  productId: string,
  variants: object[],
) {
  const res = await api<{ items: { id: string }[] }>(
    app,
    vendor,
    'PUT',
    `/vendor/products/${productId}/variants`,
    { variants },
  );
  expect(res.status, res.raw).toBe(200);
  return res.body.items;
}

export async function addToCart(
  app: FastifyInstance,
  customer: Account,
  item: { productId: string; variantId?: string | null; quantity?: number; bookingId?: string },
) {
  const res = await api<Cart>(app, customer, 'POST', '/user/cart/lines', item);
  expect(res.status, res.raw).toBe(200);
  return res.body;
}

export async function quote(app: FastifyInstance, customer: Account, codes: string[] = []) {
  const res = await api<CheckoutQuote>(app, customer, 'POST', '/user/checkout/quote', { codes });
  expect(res.status, res.raw).toBe(200);
  return res.body;
}

/** Checks out the cart at the quoted amount; answers the call (201 or a refusal). */
export async function checkOut(
  app: FastifyInstance,
  customer: Account & { addressId: string },
  options: { amountDueMinor?: number; codes?: string[]; paymentMethod?: string } = {},
) {
  const amountDueMinor =
    options.amountDueMinor ?? (await quote(app, customer, options.codes)).amountDue.amountMinor;
  return api<Checkout & { error?: { code: string; message: string } }>(
    app,
    customer,
    'POST',
    '/user/checkout',
    {
      addressId: customer.addressId,
      codes: options.codes ?? [],
      paymentMethod: options.paymentMethod ?? 'online',
      amountDueMinor,
    },
  );
}

/** Starts paying the checkout and pays in the sandbox with `card`; answers the checkout fields. */
export async function payCheckout(
  app: FastifyInstance,
  customer: Account,
  checkoutId: string,
  card = '4111 1111 1111 1111',
) {
  const order = await api<{ orderId: string; amount: number }>(
    app,
    customer,
    'POST',
    `/user/checkouts/${checkoutId}/pay`,
  );
  expect(order.status, order.raw).toBe(200);
  const paid = await api<{
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  }>(app, customer, 'POST', '/pay/sandbox/pay', {
    orderId: order.body.orderId,
    card,
    sendWebhook: true,
  });
  return { order: order.body, paid };
}
