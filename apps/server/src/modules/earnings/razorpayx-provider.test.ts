import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles } from '../../test/accounts.ts';
import { earnDirectly, earningsCall, ledgerOf } from '../../test/earnings.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { payoutWebhookSignature } from './payout-signatures.ts';
import { createRazorpayXProvider } from './razorpayx-provider.ts';

const WEBHOOK_SECRET = 'razorpayx-webhook-secret-for-tests';
const DAY_MS = 24 * 60 * 60 * 1000;

type Recorded = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
};

/**
 * A stand-in for RazorpayX's API on loopback: contacts, fund accounts and payouts, with its
 * idempotency rule (one payout per `X-Payout-Idempotency` key, the same answer on a repeat).
 */
function startStandIn() {
  const requests: Recorded[] = [];
  const payouts = new Map<string, object>();
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const send = (status: number, answer: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (
        req.headers.authorization !==
        `Basic ${Buffer.from('rzp_test_x:secret_x').toString('base64')}`
      ) {
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'auth' } });
      }
      counter += 1;
      if (req.url === '/v1/contacts')
        return send(201, { id: `cont_${counter}`, entity: 'contact' });
      if (req.url === '/v1/fund_accounts')
        return send(201, { id: `fa_${counter}`, entity: 'fund_account' });
      if (req.url === '/v1/payouts') {
        const key = req.headers['x-payout-idempotency'];
        if (typeof key !== 'string')
          return send(400, { error: { description: 'idempotency key' } });
        if (!payouts.has(key)) {
          payouts.set(key, {
            id: `pout_${counter}`,
            entity: 'payout',
            status: 'processing',
            amount: body['amount'],
            reference_id: body['reference_id'],
          });
        }
        return send(200, payouts.get(key)!);
      }
      send(404, {});
    });
  });
  return { server, requests, payouts };
}

let t: TestApp;
let standIn: ReturnType<typeof startStandIn>;
beforeAll(async () => {
  standIn = startStandIn();
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  const port = (standIn.server.address() as AddressInfo).port;
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '100000', PAYOUT_SCHEDULE_INTERVAL_MS: '0' },
    {
      payoutProvider: createRazorpayXProvider({
        keyId: 'rzp_test_x',
        keySecret: 'secret_x',
        accountNumber: '7878780080316316',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: `http://127.0.0.1:${port}`,
      }),
    },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => standIn.server.close(resolve));
});

const webhook = (body: object, secret = WEBHOOK_SECRET) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payouts/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': payoutWebhookSignature(secret, raw),
    },
    body: raw,
  });
};

describe('RazorpayX payouts', () => {
  it('creates the contact and fund account, pays once per batch with the idempotency key, and settles on the signed webhook', async () => {
    const vendor = await accountWithRoles(t.app, { vendor: true });
    const shopId = await createOwnedShop(t.app, vendor.userId, { name: 'Kalamkari Co' });
    await earnDirectly(t.app, shopId, 100_000, new Date(Date.now() - 30 * DAY_MS));
    await earningsCall(t.app, vendor, 'PUT', '/vendor/bank-account', {
      shopId,
      holderName: 'Kalamkari Co',
      accountNumber: '50100234567890',
      ifsc: 'HDFC0001234',
    });
    const requested = await earningsCall(t.app, vendor, 'POST', '/vendor/payouts', { shopId });
    expect(requested.statusCode, requested.body).toBe(201);
    const payoutId = requested.json().id as string;

    const made = await waitFor(async () => {
      await t.app.outbox.dispatcher.drain();
      const list = (
        await earningsCall(t.app, vendor, 'GET', `/vendor/payouts?shopId=${shopId}`)
      ).json();
      return list.items[0].status === 'processing' ? list.items[0] : undefined;
    });
    expect(made.providerReference).toMatch(/^pout_/);
    const [contact, fundAccount, payout] = standIn.requests;
    expect(contact).toMatchObject({
      url: '/v1/contacts',
      body: { name: 'Kalamkari Co', type: 'vendor', reference_id: shopId },
    });
    expect(fundAccount).toMatchObject({
      url: '/v1/fund_accounts',
      body: {
        contact_id: expect.stringMatching(/^cont_/),
        account_type: 'bank_account',
        bank_account: {
          name: 'Kalamkari Co',
          ifsc: 'HDFC0001234',
          account_number: '50100234567890',
        },
      },
    });
    expect(payout).toMatchObject({
      url: '/v1/payouts',
      body: {
        account_number: '7878780080316316',
        fund_account_id: expect.stringMatching(/^fa_/),
        amount: requested.json().amount,
        currency: 'INR',
        purpose: 'payout',
        reference_id: payoutId,
      },
    });
    expect(payout!.headers['x-payout-idempotency']).toBe(payoutId);

    // A redelivered job sends the same key: the provider answers the same payout.
    await t.app.earnings.payouts.submit(payoutId);
    expect(standIn.payouts.size).toBe(1);

    const entity = {
      id: made.providerReference,
      entity: 'payout',
      status: 'processed',
      reference_id: payoutId,
      utr: 'UTR123456',
    };
    const forged = await webhook(
      { event: 'payout.processed', payload: { payout: { entity } } },
      'wrong-secret',
    );
    expect(forged.statusCode).toBe(400);
    const settled = await webhook({ event: 'payout.processed', payload: { payout: { entity } } });
    expect(settled.json()).toEqual({ received: true, outcome: 'applied' });
    // The same event again changes nothing.
    expect(
      (await webhook({ event: 'payout.processed', payload: { payout: { entity } } })).statusCode,
    ).toBe(200);
    const list = (
      await earningsCall(t.app, vendor, 'GET', `/vendor/payouts?shopId=${shopId}`)
    ).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ status: 'paid', utr: 'UTR123456' });
    const ledger = await ledgerOf(t.app, vendor, shopId);
    expect(ledger.balances.paidOut).toBe(requested.json().amount);
  });

  it('a payout.failed webhook returns its entries to payable', async () => {
    const vendor = await accountWithRoles(t.app, { vendor: true });
    const shopId = await createOwnedShop(t.app, vendor.userId);
    await earnDirectly(t.app, shopId, 80_000, new Date(Date.now() - 30 * DAY_MS));
    await earningsCall(t.app, vendor, 'PUT', '/vendor/bank-account', {
      shopId,
      holderName: 'Owner',
      accountNumber: '123456789012',
      ifsc: 'ICIC0000001',
    });
    const requested = await earningsCall(t.app, vendor, 'POST', '/vendor/payouts', { shopId });
    const payoutId = requested.json().id as string;
    await waitFor(async () => {
      await t.app.outbox.dispatcher.drain();
      const list = (
        await earningsCall(t.app, vendor, 'GET', `/vendor/payouts?shopId=${shopId}`)
      ).json();
      return list.items[0].status === 'processing' ? true : undefined;
    });
    const failed = await webhook({
      event: 'payout.failed',
      payload: {
        payout: {
          entity: {
            id: 'pout_x',
            status: 'failed',
            reference_id: payoutId,
            failure_reason: 'Invalid account',
          },
        },
      },
    });
    expect(failed.statusCode).toBe(200);
    const ledger = await ledgerOf(t.app, vendor, shopId);
    expect(ledger.balances).toMatchObject({ payable: requested.json().amount, inPayout: 0 });
  });
});
