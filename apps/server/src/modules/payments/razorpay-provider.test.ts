import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/lib/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import {
  capturedEvent,
  createOrder,
  credits,
  newCustomer,
  plans,
  postWebhook,
  receipt,
  tamper,
  verify,
} from './payments-test-support.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'thisisthekeysecretfortests';
const WEBHOOK_SECRET = 'webhook-secret-from-the-dashboard';

/** Signatures as Razorpay documents them, computed here with node:crypto alone. */
const expectedCheckoutSignature = (orderId: string, paymentId: string) =>
  createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');
const expectedWebhookSignature = (body: string) =>
  createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');

type SeenRequest = { method: string; url: string; authorization?: string; body: unknown };
type FakePayment = {
  id: string;
  status: 'captured' | 'failed' | 'authorized';
  amount: number;
  currency: string;
};

/**
 * A loopback HTTP server answering like Razorpay's orders API (POST /v1/orders, GET
 * /v1/orders/:id/payments) with Basic auth, so the official SDK can be pointed at it.
 */
async function startFakeRazorpay() {
  const seen: SeenRequest[] = [];
  const payments = new Map<string, FakePayment[]>();
  let orderCount = 0;
  let failNext = false;
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const body = raw ? JSON.parse(raw) : undefined;
    seen.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      body,
    });
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    const expectedAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    if (request.headers.authorization !== expectedAuth) {
      return send(401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
    if (failNext) {
      failNext = false;
      return send(500, {
        error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' },
      });
    }
    if (request.method === 'POST' && request.url === '/v1/orders') {
      orderCount += 1;
      const id = `order_Fake${String(orderCount).padStart(10, '0')}`;
      return send(200, {
        id,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? [],
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(request.url ?? '');
    if (request.method === 'GET' && match) {
      const items = (payments.get(match[1]!) ?? []).map((p) => ({
        ...p,
        entity: 'payment',
        order_id: match[1],
        method: 'card',
      }));
      return send(200, { entity: 'collection', count: items.length, items });
    }
    return send(404, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The requested URL was not found on the server.',
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    addPayment: (orderId: string, payment: FakePayment) =>
      payments.set(orderId, [...(payments.get(orderId) ?? []), payment]),
    failNextRequest: () => {
      failNext = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('the Razorpay provider', () => {
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let provider: ReturnType<typeof createRazorpayProvider>;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
    });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.seen.length = 0;
  });

  describe('checkout signatures', () => {
    const orderId = 'order_IluGWxBm9U8zJ8';
    const paymentId = 'pay_IluHj4Qhy2Y6GK';

    it('accepts HMAC-SHA256 of "order_id|payment_id" with the key secret', () => {
      const signature = expectedCheckoutSignature(orderId, paymentId);
      expect(provider.isCheckoutSignatureValid({ orderId, paymentId, signature })).toBe(true);
    });

    it('refuses the signature with one character changed, another order, or another length', () => {
      const signature = expectedCheckoutSignature(orderId, paymentId);
      expect(
        provider.isCheckoutSignatureValid({ orderId, paymentId, signature: tamper(signature) }),
      ).toBe(false);
      expect(
        provider.isCheckoutSignatureValid({ orderId: 'order_Other0000001', paymentId, signature }),
      ).toBe(false);
      expect(
        provider.isCheckoutSignatureValid({ orderId, paymentId, signature: signature.slice(1) }),
      ).toBe(false);
      expect(provider.isCheckoutSignatureValid({ orderId, paymentId, signature: '' })).toBe(false);
    });
  });

  describe('webhook signatures', () => {
    const body = '{"entity":"event","event":"payment.captured","payload":{}}';

    it('accepts HMAC-SHA256 of the raw body with the webhook secret, as the SDK computes it', () => {
      const signature = expectedWebhookSignature(body);
      expect(Razorpay.validateWebhookSignature(body, signature, WEBHOOK_SECRET)).toBe(true);
      expect(provider.isWebhookSignatureValid(Buffer.from(body), signature)).toBe(true);
    });

    it('refuses a changed body, a changed signature and a missing one', () => {
      const signature = expectedWebhookSignature(body);
      expect(provider.isWebhookSignatureValid(Buffer.from(`${body} `), signature)).toBe(false);
      expect(provider.isWebhookSignatureValid(Buffer.from(body), tamper(signature))).toBe(false);
      expect(provider.isWebhookSignatureValid(Buffer.from(body), undefined)).toBe(false);
    });
  });

  it('creates an order through the SDK with Basic auth, amount in paise, currency and receipt', async () => {
    const { providerOrderId } = await provider.createOrder({
      amountMinor: 99_900,
      currency: 'INR',
      receipt: '7e1c5c53-4c55-4cc8-9d1a-6f1f3b0e2a11',
      description: 'Explorer plan: 150 credits',
    });
    expect(providerOrderId).toMatch(/^order_Fake\d{10}$/);
    expect(fake.seen).toEqual([
      {
        method: 'POST',
        url: '/v1/orders',
        authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        body: {
          amount: 99_900,
          currency: 'INR',
          receipt: '7e1c5c53-4c55-4cc8-9d1a-6f1f3b0e2a11',
          notes: { description: 'Explorer plan: 150 credits' },
        },
      },
    ]);
  });

  it("finds an order's captured payment, and none while it only has failed ones", async () => {
    fake.addPayment('order_WithFailure01', {
      id: 'pay_Failed00000001',
      status: 'failed',
      amount: 49_900,
      currency: 'INR',
    });
    expect(await provider.findCapturedPayment('order_WithFailure01')).toBeNull();
    fake.addPayment('order_WithFailure01', {
      id: 'pay_Captured000001',
      status: 'captured',
      amount: 49_900,
      currency: 'INR',
    });
    expect(await provider.findCapturedPayment('order_WithFailure01')).toEqual({
      paymentId: 'pay_Captured000001',
      amountMinor: 49_900,
      currency: 'INR',
    });
    expect(fake.seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/v1/orders/order_WithFailure01/payments',
    });
  });

  it('reports Razorpay being down as PAYMENT_FAILED with status 502, without its details', async () => {
    fake.failNextRequest();
    const error = await provider
      .createOrder({ amountMinor: 100, currency: 'INR', receipt: 'r', description: 'd' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'PAYMENT_FAILED', statusCode: 502 });
    expect((error as AppError).message).not.toMatch(/trouble/);
  });
});

describe('buying credits with PAYMENT_PROVIDER=razorpay', () => {
  let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.url,
      PAYMENT_RECONCILE_INTERVAL_MS: '100',
      PAYMENT_RECONCILE_AFTER_SECONDS: '0',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("hands the web app Razorpay's key and order, then verifies the checkout's signature", async () => {
    const customer = await newCustomer(t.app);
    const { explorer } = await plans(t.app);
    const order = await createOrder(t.app, customer, explorer.id);
    expect(order).toMatchObject({
      provider: 'razorpay',
      keyId: KEY_ID,
      amount: 99_900,
      currency: 'INR',
      checkoutUrl: null,
    });
    expect(order.orderId).toMatch(/^order_Fake/);

    const paymentId = 'pay_Checkout000001';
    const bad = await verify(t.app, customer, {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: tamper(expectedCheckoutSignature(order.orderId, paymentId)),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('PAYMENT_FAILED');
    expect((await credits(t.app, customer)).balance).toBe(0);

    const good = await verify(t.app, customer, {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: expectedCheckoutSignature(order.orderId, paymentId),
    });
    expect(good.json()).toEqual({
      status: 'paid',
      orderId: order.orderId,
      creditsAdded: 150,
      balance: 150,
    });
  });

  it('settles an order from a webhook signed with the webhook secret', async () => {
    const customer = await newCustomer(t.app);
    const { starter } = await plans(t.app);
    const order = await createOrder(t.app, customer, starter.id);
    const body = capturedEvent('order.paid', order, 'pay_Webhook0000001');
    const forged = await postWebhook(t.app, body, {
      signature: createHmac('sha256', KEY_SECRET).update(body).digest('hex'),
      eventId: 'evt_Razorpay000001',
    });
    expect(forged.statusCode).toBe(400);
    const res = await postWebhook(t.app, body, {
      signature: expectedWebhookSignature(body),
      eventId: 'evt_Razorpay000001',
    });
    expect(res.json()).toEqual({ received: true, outcome: 'credited' });
    expect((await credits(t.app, customer)).balance).toBe(60);
  });

  it('settles an order Razorpay captured when neither verify nor the webhook came', async () => {
    const customer = await newCustomer(t.app);
    const { trial } = await plans(t.app);
    const order = await createOrder(t.app, customer, trial.id);
    fake.addPayment(order.orderId, {
      id: 'pay_Reconciled0001',
      status: 'captured',
      amount: order.amount,
      currency: order.currency,
    });
    const settled = await waitFor(
      async () => {
        const body = (await receipt(t.app, customer, order.orderId)).json();
        return body.order.status === 'paid' ? body : undefined;
      },
      { what: 'reconciliation against the Razorpay API' },
    );
    expect(settled).toMatchObject({ balance: 30, order: { paymentId: 'pay_Reconciled0001' } });
  });

  it('has no sandbox: neither its pay endpoint nor its checkout page exist', async () => {
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay/sandbox/pay',
      payload: { orderId: 'order_Fake0000000001', card: '4111 1111 1111 1111' },
    });
    expect(pay.statusCode).toBe(404);
    const page = await t.app.inject({
      method: 'GET',
      url: '/pay/sandbox/checkout/order_Fake0000000001',
    });
    // Without the sandbox the path is an unknown route (or the web app's own not-found page).
    expect(page.body).not.toContain('Test cards');
    expect(page.body).not.toContain('<form');
  });
});
