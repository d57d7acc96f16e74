import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { accountWithRoles, bearer } from './accounts.ts';
import { createOwnedShop } from './owned-shop.ts';
import type { Account } from './orders.ts';

/** A vendor running a new stitching shop. */
export async function stitchingShop(app: FastifyInstance, vendor?: Account) {
  const owner = vendor ?? (await accountWithRoles(app, { vendor: true }));
  const shopId = await createOwnedShop(app, owner.userId, {
    name: 'Needle & Thread Tailors',
    isStitcher: true,
  });
  return { vendor: owner, shopId };
}

/** A customer (new, or `account`) and their email. */
export async function stitchingCustomer(app: FastifyInstance, account?: Account) {
  const customer = account ?? (await accountWithRoles(app, { customer: true }));
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: bearer(customer.token),
  });
  return { ...customer, email: (res.json() as { user: { email: string } }).user.email };
}

/** The shop's invoice for the customer: a blouse, ₹1,800, due 2026-12-20. */
export async function sendInvoice(
  app: FastifyInstance,
  shop: { vendor: Account; shopId: string },
  customer: { email: string },
  overrides: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/vendor/stitching-service-invoices',
    headers: bearer(shop.vendor.token),
    payload: {
      shopId: shop.shopId,
      customerEmail: customer.email,
      garment: 'blouse',
      fabric: 'Raw silk, maroon',
      measurements: { bust: 86, waist: 72, shoulder: 36 },
      price: 180_000,
      dueDate: '2026-12-20',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; number: string; price: number };
}

export const invoiceCall = (
  app: FastifyInstance,
  account: Account,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(account.token),
    ...(payload && { payload }),
  });

/** Approves, starts paying and pays in the sandbox; verifies unless told not to. */
export async function payInvoice(
  app: FastifyInstance,
  customer: Account,
  invoiceId: string,
  options: { verify?: boolean; approve?: boolean } = {},
) {
  if (options.approve ?? true) {
    const approved = await invoiceCall(
      app,
      customer,
      'PATCH',
      `/stitching-service-invoices/${invoiceId}`,
      {
        action: 'approve',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
  }
  const started = await invoiceCall(
    app,
    customer,
    'PATCH',
    `/stitching-service-invoices/${invoiceId}`,
    {
      action: 'pay',
    },
  );
  expect(started.statusCode, started.body).toBe(200);
  const providerOrderId = (started.json() as { checkout: { orderId: string } }).checkout.orderId;
  const paid = await invoiceCall(app, customer, 'POST', '/pay/sandbox/pay', {
    orderId: providerOrderId,
    card: '4111 1111 1111 1111',
    sendWebhook: false,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const fields = paid.json() as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  if (options.verify ?? true) {
    const verified = await invoiceCall(
      app,
      customer,
      'POST',
      `/stitching-service-invoices/${invoiceId}/pay/verify`,
      fields,
    );
    expect(verified.statusCode, verified.body).toBe(200);
  }
  return fields;
}
