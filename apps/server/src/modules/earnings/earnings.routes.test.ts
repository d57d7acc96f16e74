import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, shopPayout, shopPayoutEntry } from '../../platform/db/schema/index.ts';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import {
  completedMeeting,
  earnDirectly,
  earningsCall,
  ledgerOf,
  settlePayouts,
  type EarningsJson,
} from '../../test/earnings.ts';
import { customerCall, deliveredOrder, vendorCall } from '../../test/orders.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import {
  invoiceCall,
  payInvoice,
  sendInvoice,
  stitchingCustomer,
  stitchingShop,
} from '../../test/stitching.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// The real time, moved forward by the tests to release held entries.
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {
      AUTH_RATE_LIMIT_MAX: '100000',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      PAYOUT_SCHEDULE_INTERVAL_MS: '0',
    },
    { clock },
  );
});
afterAll(() => t.close());

type Account = { token: string; userId: string };

const sumOfLedger = (ledger: EarningsJson) => ledger.items.reduce((s, e) => s + e.net, 0);
const sumOfBalances = ({ balances: b }: EarningsJson) =>
  b.payable + b.onHold + b.inPayout + b.paidOut;

async function vendorShop() {
  const vendor = await accountWithRoles(t.app, { vendor: true });
  const shopId = await createOwnedShop(t.app, vendor.userId, { name: 'Zari House' });
  return { vendor, shopId };
}

const saveAccount = (vendor: Account, shopId: string, accountNumber: string) =>
  earningsCall(t.app, vendor, 'PUT', '/vendor/bank-account', {
    shopId,
    holderName: 'Zari House LLP',
    accountNumber,
    ifsc: 'hdfc0001234',
  });

describe('what each cause earns', () => {
  it('a delivered order earns its total less 10% commission and the 2.36% provider fee, held 7 days', async () => {
    const { shop, order } = await deliveredOrder(t.app);
    const ledger = await ledgerOf(t.app, shop.vendor, shop.shopId);
    expect(ledger.items).toHaveLength(1);
    const [entry] = ledger.items;
    // ₹1,000 + ₹150 + ₹50 shipping + ₹18 taxes = ₹1,218.00
    expect(entry).toMatchObject({
      kind: 'order',
      source: { type: 'order', id: order.id },
      gross: 121_800,
      commissionRateBps: 1000,
      commission: 12_180,
      feeRateBps: 236,
      fee: 2_874,
      net: 106_746,
      state: 'on_hold',
    });
    const held = Date.parse(entry!.releasesAt) - Date.parse(entry!.occurredAt);
    expect(held).toBe(7 * DAY_MS);
    expect(ledger.balances).toEqual({
      payable: 0,
      onHold: 106_746,
      inPayout: 0,
      paidOut: 0,
      currency: 'INR',
    });
  });

  it('a paid stitching invoice earns its price less 12% commission and the fee', async () => {
    const shop = await stitchingShop(t.app);
    const customer = await stitchingCustomer(t.app);
    const invoice = await sendInvoice(t.app, shop, customer);
    await payInvoice(t.app, customer, invoice.id);
    const ledger = await ledgerOf(t.app, shop.vendor, shop.shopId);
    expect(ledger.items).toHaveLength(1);
    expect(ledger.items[0]).toMatchObject({
      kind: 'stitching_invoice',
      source: { type: 'stitching_invoice', id: invoice.id },
      gross: 180_000,
      commission: 21_600,
      fee: 4_248,
      net: 154_152,
    });
  });

  it('a completed meeting earns its 30 credits at ₹5 each less 20% commission, no fee', async () => {
    const { vendor, shopId } = await vendorShop();
    const bookingId = await completedMeeting(t.app, shopId, new Date(Date.now() - 60 * 60_000));
    const ledger = await ledgerOf(t.app, vendor, shopId);
    expect(ledger.items).toHaveLength(1);
    expect(ledger.items[0]).toMatchObject({
      kind: 'meeting',
      source: { type: 'booking', id: bookingId },
      gross: 15_000,
      commissionRateBps: 2000,
      commission: 3_000,
      fee: 0,
      net: 12_000,
    });
  });

  it("staff's rate for one shop is used from then on, kept on each entry, and audited", async () => {
    const { vendor, shopId } = await vendorShop();
    const admin = await accountWithRoles(t.app, { admin: true });
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/shops/${shopId}/commission`,
      headers: bearer(admin.token),
      payload: { kind: 'meeting', rateBps: 500, reason: 'Launch partner' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().rates).toContainEqual({ kind: 'meeting', rateBps: 500, overridden: true });
    await completedMeeting(t.app, shopId, new Date(Date.now() - 60 * 60_000));
    const [entry] = (await ledgerOf(t.app, vendor, shopId)).items;
    expect(entry).toMatchObject({ commissionRateBps: 500, commission: 750, net: 14_250 });
    const auditLog = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-log?limit=5',
      headers: bearer(admin.token),
    });
    expect(auditLog.body).toContain('shops.commission');
  });

  it('the same cause reported twice earns once', async () => {
    const { vendor, shopId } = await vendorShop();
    const bookingId = await completedMeeting(t.app, shopId, new Date(Date.now() - 60 * 60_000));
    const { runInTransaction } = await import('../../platform/db/transaction.ts');
    const { createEarnings } = await import('./index.ts');
    const again = await runInTransaction(t.app.database.db, (tx) =>
      createEarnings(t.app.database.db, t.app.config.earnings).meetingCompleted(tx, {
        bookingId,
        shopId,
        credits: 30,
        at: new Date(),
        description: 'again',
      }),
    );
    expect(again).toBeNull();
    expect((await ledgerOf(t.app, vendor, shopId)).items).toHaveLength(1);
  });
});

describe('refunds and returns', () => {
  it('a returned order reverses exactly its entry, referencing it', async () => {
    const { shop, order, customer } = await deliveredOrder(t.app);
    const asked = await customerCall(
      t.app,
      customer,
      'POST',
      `/user/orders/${order.id}/update-status`,
      {
        status: 'return_requested',
        note: 'Wrong size',
      },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const received = await vendorCall(t.app, shop.vendor, `/${order.id}/receive-return`);
    expect(received.statusCode, received.body).toBe(200);
    const ledger = await ledgerOf(t.app, shop.vendor, shop.shopId);
    const original = ledger.items.find((e) => e.kind === 'order')!;
    const reversal = ledger.items.find((e) => e.kind === 'reversal')!;
    expect(reversal).toMatchObject({
      source: { type: 'earning', id: original.id },
      reverses: { kind: 'order', sourceId: order.id, entryId: original.id },
      gross: -original.gross,
      commission: -original.commission,
      commissionRateBps: original.commissionRateBps,
      fee: -original.fee,
      net: -original.net,
      // Still on hold with its entry: the two become payable together.
      releasesAt: original.releasesAt,
    });
    expect(ledger.balances.onHold).toBe(0);
    expect(sumOfLedger(ledger)).toBe(0);
  });

  it("the shop's refund of a paid invoice reverses its entry once, whatever else reports it", async () => {
    const shop = await stitchingShop(t.app);
    const customer = await stitchingCustomer(t.app);
    const invoice = await sendInvoice(t.app, shop, customer);
    await payInvoice(t.app, customer, invoice.id);
    const refund = await invoiceCall(
      t.app,
      shop.vendor,
      'PATCH',
      `/vendor/stitching-service-invoices/${invoice.id}`,
      {
        action: 'refund',
        note: 'Fabric unavailable',
      },
    );
    expect(refund.statusCode, refund.body).toBe(200);
    // The provider's refund is processed by the outbox; the `refunded` handler reverses again (no-op).
    await t.app.outbox.dispatcher.drain();
    const ledger = await ledgerOf(t.app, shop.vendor, shop.shopId);
    expect(ledger.items.map((e) => e.kind).sort()).toEqual(['reversal', 'stitching_invoice']);
    expect(sumOfLedger(ledger)).toBe(0);
  });
});

describe('balances, payouts and the bank account', () => {
  it('validates the bank account, names the bad field, and shows it masked', async () => {
    const { vendor, shopId } = await vendorShop();
    const badIfsc = await earningsCall(t.app, vendor, 'PUT', '/vendor/bank-account', {
      shopId,
      holderName: 'Zari House',
      accountNumber: '50100234567890',
      ifsc: 'HDFC1234',
    });
    expect(badIfsc.statusCode).toBe(400);
    expect(badIfsc.body).toContain('ifsc');
    const badNumber = await saveAccount(vendor, shopId, '12ab');
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.body).toContain('accountNumber');
    const saved = await saveAccount(vendor, shopId, '5010 0234 5678 90');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      accountNumberMasked: 'XXXXXXXXXX7890',
      ifsc: 'HDFC0001234',
    });
    const read = await earningsCall(t.app, vendor, 'GET', `/vendor/bank-account?shopId=${shopId}`);
    expect(read.body).not.toContain('50100234567890');
  });

  it('keeps the balance equal to the ledger through earnings, release, payouts, failure and retry; a retry pays each entry once', async () => {
    const { vendor, shopId } = await vendorShop();
    const now = clock();
    await earnDirectly(t.app, shopId, 100_000, now);
    await earnDirectly(t.app, shopId, 50_000, now);
    await completedMeeting(t.app, shopId, new Date(now.getTime() - 60 * 60_000));
    const check = async () => {
      const ledger = await ledgerOf(t.app, vendor, shopId);
      expect(sumOfBalances(ledger)).toBe(sumOfLedger(ledger));
      return ledger;
    };
    expect((await check()).balances.payable).toBe(0);

    // Nothing payable yet, and no account: refused.
    expect(
      (await earningsCall(t.app, vendor, 'POST', '/vendor/payouts', { shopId })).statusCode,
    ).toBe(409);
    // The sandbox bank refuses accounts ending in 0000.
    expect((await saveAccount(vendor, shopId, '123456780000')).statusCode).toBe(200);
    offsetMs += 8 * DAY_MS;
    const released = await check();
    expect(released.balances.onHold).toBe(0);
    const payable = released.balances.payable;
    expect(payable).toBeGreaterThan(0);

    const first = await earningsCall(t.app, vendor, 'POST', '/vendor/payouts', { shopId });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'queued', amount: payable, entryCount: 3 });
    expect((await check()).balances.inPayout).toBe(payable);
    await settlePayouts(t.app, shopId);
    let payouts = (
      await earningsCall(t.app, vendor, 'GET', `/vendor/payouts?shopId=${shopId}`)
    ).json();
    expect(payouts.items[0]).toMatchObject({
      status: 'failed',
      providerReference: expect.stringMatching(/^pout_/),
    });
    // The failed payout's entries are payable again.
    expect((await check()).balances.payable).toBe(payable);

    expect((await saveAccount(vendor, shopId, '123456781234')).statusCode).toBe(200);
    const retry = await earningsCall(t.app, vendor, 'POST', '/vendor/payouts', { shopId });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toMatchObject({ amount: payable, retryOf: first.json().id });
    await settlePayouts(t.app, shopId);
    payouts = (await earningsCall(t.app, vendor, 'GET', `/vendor/payouts?shopId=${shopId}`)).json();
    expect(payouts.items.map((p: { status: string }) => p.status)).toEqual(['paid', 'retried']);
    expect(payouts.items[0].utr).toMatch(/^SANDBOX/);
    const after = await check();
    expect(after.balances).toMatchObject({ payable: 0, inPayout: 0, paidOut: payable });
    expect(after.items.every((e) => e.state === 'paid_out' && e.payoutId === retry.json().id)).toBe(
      true,
    );
    // Asking again: nothing left to pay.
    expect(
      (await earningsCall(t.app, vendor, 'POST', '/vendor/payouts', { shopId })).statusCode,
    ).toBe(409);
    // The owner was told of both.
    const subjects = ['Your Vitrine payout failed', 'Your Vitrine payout was paid'];
    await waitFor(
      async () => {
        await t.app.outbox.dispatcher.drain();
        const mails = await t.app.database.db.select().from(mailOutbox);
        return subjects.every((s) =>
          mails.some((m) => m.subject === s && m.text.includes('XXXXXXXX')),
        )
          ? true
          : undefined;
      },
      { what: 'both payout mails' },
    );
    offsetMs = 0;
  });

  it('concurrent payout requests for one shop put each entry in one payout', async () => {
    const { vendor, shopId } = await vendorShop();
    await saveAccount(vendor, shopId, '998877665544');
    const past = new Date(Date.now() - 30 * DAY_MS);
    for (let i = 0; i < 5; i += 1) await earnDirectly(t.app, shopId, 40_000, past);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        earningsCall(t.app, vendor, 'POST', '/vendor/payouts', { shopId }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const payouts = await t.app.database.db
      .select()
      .from(shopPayout)
      .where(eq(shopPayout.shopId, shopId));
    expect(payouts).toHaveLength(1);
    const live = await t.app.database.db
      .select()
      .from(shopPayoutEntry)
      .where(and(eq(shopPayoutEntry.payoutId, payouts[0]!.id), isNull(shopPayoutEntry.releasedAt)));
    expect(live).toHaveLength(5);
    await settlePayouts(t.app, shopId);
    const ledger = await ledgerOf(t.app, vendor, shopId);
    expect(ledger.balances.paidOut).toBe(sumOfLedger(ledger));
  });

  it('the scheduled payout pays shops at or above the minimum with a bank account', async () => {
    const { vendor, shopId } = await vendorShop();
    await saveAccount(vendor, shopId, '112233445566');
    await earnDirectly(t.app, shopId, 100_000, new Date(Date.now() - 30 * DAY_MS));
    const made = await t.app.earnings.payouts.payDueShops();
    expect(made).toHaveLength(1);
    await settlePayouts(t.app, shopId);
    const list = (
      await earningsCall(t.app, vendor, 'GET', `/vendor/payouts?shopId=${shopId}`)
    ).json();
    expect(list.items[0]).toMatchObject({ status: 'paid', trigger: 'schedule' });
  });
});

describe('who may see what', () => {
  it("answers 404 for another shop's earnings, statement, account and payouts, and 403 to a customer", async () => {
    const { shopId } = await vendorShop();
    const other = await accountWithRoles(t.app, { vendor: true });
    const customer = await accountWithRoles(t.app, { customer: true });
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', `/vendor/earnings?shopId=${shopId}`],
      ['GET', `/vendor/earnings/statement?shopId=${shopId}&month=2026-01`],
      ['GET', `/vendor/bank-account?shopId=${shopId}`],
      [
        'PUT',
        '/vendor/bank-account',
        { shopId, holderName: 'Thief', accountNumber: '123456789', ifsc: 'HDFC0001234' },
      ],
      ['GET', `/vendor/payouts?shopId=${shopId}`],
      ['POST', '/vendor/payouts', { shopId }],
    ];
    for (const [method, url, body] of calls) {
      const asOther = await earningsCall(t.app, other, method, url, body);
      expect(asOther.statusCode, `${method} ${url}`).toBe(404);
      const asCustomer = await earningsCall(t.app, customer, method, url, body);
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('statements and downloads', () => {
  it("the month's statement totals equal the ledger for that month, as JSON and as a PDF", async () => {
    const { vendor, shopId } = await vendorShop();
    const inMonth = new Date(Date.UTC(2026, 0, 15));
    await earnDirectly(t.app, shopId, 100_000, inMonth);
    const returned = await earnDirectly(
      t.app,
      shopId,
      33_333,
      new Date(Date.UTC(2026, 0, 31, 23, 59)),
    );
    await earnDirectly(t.app, shopId, 70_000, new Date(Date.UTC(2026, 1, 1))); // February
    const { runInTransaction } = await import('../../platform/db/transaction.ts');
    const { createEarnings } = await import('./index.ts');
    await runInTransaction(t.app.database.db, (tx) =>
      createEarnings(t.app.database.db, t.app.config.earnings).reverse(tx, {
        kind: 'order',
        sourceId: returned,
        at: new Date(Date.UTC(2026, 0, 31, 23, 59, 30)),
        reason: 'Returned',
      }),
    );
    const january = await ledgerOf(t.app, vendor, shopId, '&fromDate=2026-01-01&toDate=2026-01-31');
    expect(january.items).toHaveLength(3);
    const res = await earningsCall(
      t.app,
      vendor,
      'GET',
      `/vendor/earnings/statement?shopId=${shopId}&month=2026-01`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json();
    const sum = (pick: (e: (typeof january.items)[number]) => number) =>
      january.items.reduce((s, e) => s + pick(e), 0);
    expect(statement).toMatchObject({
      entryCount: 3,
      gross: sum((e) => e.gross),
      commission: sum((e) => e.commission),
      fees: sum((e) => e.fee),
      net: sum((e) => e.net),
      gstOnCommission: Math.round((sum((e) => e.commission) * 18) / 100),
    });
    expect(statement.gross).toBe(100_000);
    const pdf = await earningsCall(
      t.app,
      vendor,
      'GET',
      `/vendor/earnings/statement?shopId=${shopId}&month=2026-01&download=pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const badMonth = await earningsCall(
      t.app,
      vendor,
      'GET',
      `/vendor/earnings/statement?shopId=${shopId}&month=2026-13`,
    );
    expect(badMonth.statusCode).toBe(400);
    expect(badMonth.body).toContain('month');
  });

  it("mails last month's statement once at month start, with the PDF", async () => {
    const { shopId } = await vendorShop();
    const lastMonth = new Date(Date.now());
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await earnDirectly(t.app, shopId, 100_000, lastMonth);
    expect(await t.app.earnings.mailStatements()).toBeGreaterThanOrEqual(1);
    await t.app.earnings.mailStatements();
    const forShop = await waitFor(
      async () => {
        await t.app.outbox.dispatcher.drain();
        const mails = (await t.app.database.db.select().from(mailOutbox)).filter(
          (m) => m.subject.startsWith('Your Vitrine statement') && m.text.includes('Zari House'),
        );
        return mails.length > 0 ? mails : undefined;
      },
      { what: 'the statement mail' },
    );
    expect(forShop[0]!.attachments?.[0]).toMatchObject({
      contentType: 'application/pdf',
      encoding: 'base64',
    });
    expect(
      Buffer.from(forShop[0]!.attachments![0]!.content, 'base64').subarray(0, 5).toString(),
    ).toBe('%PDF-');
  });

  it('the download holds exactly the filtered list', async () => {
    const { vendor, shopId } = await vendorShop();
    const past = new Date(Date.now() - 30 * DAY_MS);
    await earnDirectly(t.app, shopId, 10_000, past);
    await earnDirectly(t.app, shopId, 20_000, new Date());
    await completedMeeting(t.app, shopId, new Date(Date.now() - 60 * 60_000));
    const list = await ledgerOf(t.app, vendor, shopId, '&kind=order');
    expect(list.items).toHaveLength(2);
    const csv = await earningsCall(
      t.app,
      vendor,
      'GET',
      `/vendor/earnings?shopId=${shopId}&kind=order&download=csv`,
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + list.items.length);
    const nets = lines.slice(1).map((line) => line.split(',')[9]);
    expect(nets).toEqual(list.items.map((e) => String(e.net)));
    const payable = await ledgerOf(t.app, vendor, shopId, '&state=payable');
    expect(payable.items).toHaveLength(1);
    expect(payable.items[0]!.gross).toBe(10_000);
  });
});
