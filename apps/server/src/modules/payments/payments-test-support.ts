import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { seedCreditPlans } from '../../seed/credit-plans.ts';
import { bearer, registerAccount } from '../../test/accounts.ts';

export type Customer = { token: string; userId: string };

export async function newCustomer(app: FastifyInstance): Promise<Customer> {
  const { token, user } = await registerAccount(app);
  return { token, userId: user.id };
}

/** The demo plans, by slug (seeded once per app; seeding again adds nothing). */
export async function plans(app: FastifyInstance) {
  await seedCreditPlans(app.database.db);
  const res = await app.inject({ method: 'GET', url: '/api/v1/plans/credits?limit=100' });
  expect(res.statusCode).toBe(200);
  const items = res.json().items as {
    id: string;
    name: string;
    credits: number;
    priceMinor: number;
  }[];
  const byName = (name: string) => items.find((p) => p.name === name)!;
  return { explorer: byName('Explorer'), starter: byName('Starter'), trial: byName('Trial') };
}

export async function createOrder(app: FastifyInstance, customer: Customer, planId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/pay/credits/create-order',
    headers: bearer(customer.token),
    payload: { planId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    orderId: string;
    amount: number;
    currency: string;
    keyId: string;
    provider: string;
    checkoutUrl: string | null;
  };
}

export type CheckoutFields = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

export const verify = (app: FastifyInstance, customer: Customer, fields: CheckoutFields) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/pay/credits/verify',
    headers: bearer(customer.token),
    payload: fields,
  });

/** The scripted sandbox checkout, as the order's owner (or, to test refusals, anyone). */
export const sandboxPay = (
  app: FastifyInstance,
  payer: Customer,
  body: { orderId: string; card: string; sendWebhook?: boolean },
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/pay/sandbox/pay',
    headers: bearer(payer.token),
    payload: body,
  });

export async function credits(app: FastifyInstance, customer: Customer) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/user/credits?limit=100',
    headers: bearer(customer.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    balance: number;
    items: { kind: string; delta: number; reference: { type: string; id: string } | null }[];
  };
}

export const receipt = (app: FastifyInstance, customer: Customer, orderId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/pay/credits/success?orderId=${encodeURIComponent(orderId)}`,
    headers: bearer(customer.token),
  });

/** Sends a webhook body as the provider would: the exact bytes, signed in a header. */
export const postWebhook = (
  app: FastifyInstance,
  body: string,
  headers: { signature?: string; eventId?: string },
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/pay/webhook',
    headers: {
      'content-type': 'application/json',
      ...(headers.signature !== undefined && { 'x-razorpay-signature': headers.signature }),
      ...(headers.eventId !== undefined && { 'x-razorpay-event-id': headers.eventId }),
    },
    body,
  });

/** A payment.captured or order.paid event in Razorpay's shape. */
export function capturedEvent(
  event: 'payment.captured' | 'order.paid',
  order: { orderId: string; amount: number; currency: string },
  paymentId: string,
) {
  const payment = {
    id: paymentId,
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: 'captured',
    order_id: order.orderId,
    method: 'card',
    captured: true,
  };
  const payload: Record<string, { entity: object }> = { payment: { entity: payment } };
  if (event === 'order.paid') {
    payload.order = {
      entity: {
        id: order.orderId,
        entity: 'order',
        amount: order.amount,
        amount_paid: order.amount,
        currency: order.currency,
        status: 'paid',
      },
    };
  }
  return JSON.stringify({
    entity: 'event',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: 1,
  });
}

/** Changes one character of a hex signature (its first), keeping it hex and the same length. */
export const tamper = (signature: string) =>
  `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`;
