import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayProvider } from './razorpay-provider.ts';

const KEY_ID = 'rzp_test_refunds00001';
const KEY_SECRET = 'refund-key-secret-for-tests';

type Refund = { id: string; payment_id: string; amount: number; receipt: string | null };

/**
 * A loopback server answering like Razorpay's refunds API (POST /v1/payments/:id/refund, GET
 * /v1/payments/:id/refunds) with Basic auth; `loseNextAnswer` makes a refund whose answer is
 * lost (the refund is made, the client sees a 500), as a timeout after the fact would.
 */
async function startFakeRefunds() {
  const refunds: Refund[] = [];
  const seen: { method: string; url: string; body: unknown }[] = [];
  let loseNext = false;
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const body = raw ? JSON.parse(raw) : undefined;
    seen.push({ method: request.method!, url: request.url!, body });
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    const auth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
    if (request.headers.authorization !== auth) {
      return send(401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
    const make = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
    if (request.method === 'POST' && make) {
      const refund = {
        id: `rfnd_Fake${String(refunds.length + 1).padStart(10, '0')}`,
        payment_id: make[1]!,
        amount: body.amount,
        receipt: body.receipt ?? null,
      };
      refunds.push(refund);
      if (loseNext) {
        loseNext = false;
        return send(500, { error: { code: 'SERVER_ERROR', description: 'Gateway timeout' } });
      }
      return send(200, { ...refund, entity: 'refund', currency: 'INR', status: 'processed' });
    }
    const list = /^\/v1\/payments\/([^/?]+)\/refunds(\?.*)?$/.exec(request.url ?? '');
    if (request.method === 'GET' && list) {
      const items = refunds.filter((r) => r.payment_id === list[1]);
      return send(200, { entity: 'collection', count: items.length, items });
    }
    return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refunds,
    seen,
    loseNextAnswer: () => {
      loseNext = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("the Razorpay provider's refunds", () => {
  let fake: Awaited<ReturnType<typeof startFakeRefunds>>;
  let provider: ReturnType<typeof createRazorpayProvider>;
  beforeAll(async () => {
    fake = await startFakeRefunds();
    provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: 'unused',
      apiUrl: fake.url,
    });
  });
  afterAll(() => fake.close());

  it('refunds a payment with our refund id as the receipt', async () => {
    const { refundId } = await provider.refund({
      paymentId: 'pay_Refund0000001',
      amountMinor: 221_800,
      receipt: 'refund-a',
    });
    expect(refundId).toBe('rfnd_Fake0000000001');
    const made = fake.seen.find((r) => r.method === 'POST');
    expect(made).toMatchObject({
      url: '/v1/payments/pay_Refund0000001/refund',
      body: { amount: 221_800, receipt: 'refund-a' },
    });
  });

  it('asked again under the same receipt, answers the refund already made and makes none', async () => {
    const again = await provider.refund({
      paymentId: 'pay_Refund0000001',
      amountMinor: 221_800,
      receipt: 'refund-a',
    });
    expect(again.refundId).toBe('rfnd_Fake0000000001');
    expect(fake.refunds).toHaveLength(1);
  });

  it('a refund whose answer was lost is found on the retry, not made twice', async () => {
    fake.loseNextAnswer();
    await expect(
      provider.refund({ paymentId: 'pay_Refund0000002', amountMinor: 5_000, receipt: 'refund-b' }),
    ).rejects.toMatchObject({ code: 'PAYMENT_FAILED', statusCode: 502 });
    const retried = await provider.refund({
      paymentId: 'pay_Refund0000002',
      amountMinor: 5_000,
      receipt: 'refund-b',
    });
    expect(retried.refundId).toBe('rfnd_Fake0000000002');
    expect(fake.refunds.filter((r) => r.payment_id === 'pay_Refund0000002')).toHaveLength(1);
  });
});
