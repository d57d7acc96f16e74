import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPayoutEntry } from '../../platform/db/schema/index.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import {
  earnDirectly,
  earningsCall,
  ledgerOf,
  settlePayouts,
  type EntryJson,
} from '../../test/earnings.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEarnings } from './index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
    PAYOUT_SCHEDULE_INTERVAL_MS: '0',
  });
  admin = await accountWithRoles(t.app, { admin: true });
});
afterAll(() => t.close());

type Account = { token: string; userId: string };
type PayoutJson = {
  id: string;
  status: string;
  amount: number;
  shopId: string;
  shopName: string;
  retryOf: string | null;
};

const staffCall = (as: Account, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(as.token) });

async function shopWithPayout(name: string, accountNumber: string) {
  const vendor = await accountWithRoles(t.app, { vendor: true });
  const shopId = await createOwnedShop(t.app, vendor.userId, { name });
  const saved = await earningsCall(t.app, vendor, 'PUT', '/vendor/bank-account', {
    shopId,
    holderName: `${name} LLP`,
    accountNumber,
    ifsc: 'HDFC0001234',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const past = new Date(Date.now() - 30 * DAY_MS);
  await earnDirectly(t.app, shopId, 100_000, past);
  await earnDirectly(t.app, shopId, 60_000, past);
  const asked = await earningsCall(t.app, vendor, 'POST', '/vendor/payouts', { shopId });
  expect(asked.statusCode, asked.body).toBe(201);
  await settlePayouts(t.app, shopId);
  return { vendor, shopId, payout: asked.json() as PayoutJson };
}

describe('staff payout review', () => {
  // The sandbox bank refuses accounts ending in 0000.
  let failing: Awaited<ReturnType<typeof shopWithPayout>>;
  let paid: Awaited<ReturnType<typeof shopWithPayout>>;
  beforeAll(async () => {
    failing = await shopWithPayout('Failing Looms', '123456780000');
    paid = await shopWithPayout('Paid Looms', '123456781234');
  });

  it('lists every shop’s payouts newest first, filtered by status and shop, paged', async () => {
    const all = await staffCall(admin, 'GET', '/admin/payouts?limit=100');
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json().items as (PayoutJson & { createdAt: string })[];
    expect(items.map((p) => p.id)).toEqual(
      expect.arrayContaining([failing.payout.id, paid.payout.id]),
    );
    const times = items.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const failed = await staffCall(admin, 'GET', `/admin/payouts?status=failed`);
    expect(failed.json().items.every((p: PayoutJson) => p.status === 'failed')).toBe(true);
    expect(failed.json().items.map((p: PayoutJson) => p.id)).toContain(failing.payout.id);

    const ofShop = await staffCall(admin, 'GET', `/admin/payouts?shopId=${paid.shopId}`);
    expect(ofShop.json()).toMatchObject({
      total: 1,
      items: [{ id: paid.payout.id, status: 'paid', shopName: 'Paid Looms', amount: 140_224 }],
    });
    const paged = await staffCall(admin, 'GET', '/admin/payouts?limit=1&page=2');
    expect(paged.json()).toMatchObject({ page: 2, limit: 1 });
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThanOrEqual(2);

    const bad = await staffCall(admin, 'GET', '/admin/payouts?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('status');
  });

  it('refuses to retry a payout that did not fail (409 naming its status) or does not exist (404)', async () => {
    const res = await staffCall(admin, 'POST', `/admin/payouts/${paid.payout.id}/retry`);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'status', message: expect.stringContaining('is paid') }],
    });
    const missing = await staffCall(
      admin,
      'POST',
      '/admin/payouts/00000000-0000-4000-8000-000000000000/retry',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('retries a failed payout once, however often it is asked, pays its entries once, and audits it', async () => {
    const fixed = await earningsCall(t.app, failing.vendor, 'PUT', '/vendor/bank-account', {
      shopId: failing.shopId,
      holderName: 'Failing Looms LLP',
      accountNumber: '123456785555',
      ifsc: 'HDFC0001234',
    });
    expect(fixed.statusCode).toBe(200);
    const url = `/admin/payouts/${failing.payout.id}/retry`;
    const answers = await Promise.all([
      staffCall(admin, 'POST', url),
      staffCall(admin, 'POST', url),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const retry = answers.find((a) => a.statusCode === 201)!.json() as PayoutJson;
    expect(retry).toMatchObject({
      status: 'queued',
      amount: failing.payout.amount,
      retryOf: failing.payout.id,
      shopId: failing.shopId,
      shopName: 'Failing Looms',
    });
    await settlePayouts(t.app, failing.shopId);

    const list = await staffCall(admin, 'GET', `/admin/payouts?shopId=${failing.shopId}`);
    expect(list.json().items.map((p: PayoutJson) => [p.id, p.status])).toEqual([
      [retry.id, 'paid'],
      [failing.payout.id, 'retried'],
    ]);
    const ledger = await ledgerOf(t.app, failing.vendor, failing.shopId);
    expect(ledger.balances).toMatchObject({ payable: 0, inPayout: 0, paidOut: retry.amount });
    for (const entry of ledger.items) {
      const live = await t.app.database.db
        .select()
        .from(shopPayoutEntry)
        .where(and(eq(shopPayoutEntry.entryId, entry.id), isNull(shopPayoutEntry.releasedAt)));
      expect(live.map((l) => l.payoutId)).toEqual([retry.id]);
    }
    // A retried payout cannot be retried again.
    expect((await staffCall(admin, 'POST', url)).statusCode).toBe(409);

    const auditLog = await staffCall(admin, 'GET', '/admin/audit-log?limit=20');
    const entries = auditLog.json().items as { action: string; subjectId: string }[];
    expect(
      entries.filter((e) => e.action === 'payouts.retry' && e.subjectId === failing.payout.id),
    ).toHaveLength(1);
  });

  it('lets an employee with the shops area in, and answers 403 to a customer, a vendor and other employees', async () => {
    const { employee } = await import('../../platform/db/schema/staff.ts');
    const withArea = await accountWithRoles(t.app, { employee: true });
    await t.app.database.db
      .insert(employee)
      .values({ userId: withArea.userId, permissions: ['shops'] });
    const without = await accountWithRoles(t.app, { employee: true });
    await t.app.database.db
      .insert(employee)
      .values({ userId: without.userId, permissions: ['support'] });
    const customer = await accountWithRoles(t.app, { customer: true });
    const urls: ['GET' | 'POST', string][] = [
      ['GET', '/admin/payouts'],
      ['POST', `/admin/payouts/${paid.payout.id}/retry`],
      ['GET', '/admin/earnings/commission-report'],
    ];
    for (const [method, url] of urls) {
      expect((await staffCall(withArea, method, url)).statusCode, url).not.toBe(403);
      for (const who of [customer, paid.vendor, without]) {
        const res = await staffCall(who, method, url);
        expect(res.statusCode, url).toBe(403);
      }
    }
  });
});

describe('the commission report', () => {
  it('totals equal the ledger for the period, per shop and per kind, and the CSV holds the same figures', async () => {
    const shops = [];
    for (const name of ['Report Weaves', 'Report Threads']) {
      const vendor = await accountWithRoles(t.app, { vendor: true });
      shops.push({ vendor, shopId: await createOwnedShop(t.app, vendor.userId, { name }) });
    }
    const [a, b] = shops as [(typeof shops)[number], (typeof shops)[number]];
    const at = (day: number) => new Date(Date.UTC(2019, 2, day, 12));
    const ledger = createEarnings(t.app.database.db, t.app.config.earnings);
    await earnDirectly(t.app, a.shopId, 100_001, at(1));
    const returned = await earnDirectly(t.app, a.shopId, 33_333, at(10));
    await earnDirectly(t.app, b.shopId, 77_777, at(31));
    await earnDirectly(t.app, b.shopId, 50_000, new Date(Date.UTC(2019, 3, 1))); // April: outside
    await runInTransaction(t.app.database.db, async (tx) => {
      await ledger.reverse(tx, {
        kind: 'order',
        sourceId: returned,
        at: at(12),
        reason: 'Returned',
      });
      await ledger.meetingCompleted(tx, {
        bookingId: crypto.randomUUID(),
        shopId: b.shopId,
        credits: 30,
        at: at(15),
        description: 'Video meeting',
      });
      await ledger.invoicePaid(tx, {
        invoiceId: crypto.randomUUID(),
        shopId: a.shopId,
        priceMinor: 180_000,
        currency: 'INR',
        at: at(20),
        number: 'VS-REPORT1',
      });
    });

    const res = await staffCall(
      admin,
      'GET',
      '/admin/earnings/commission-report?from=2019-03-01&to=2019-03-31',
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    const entries: EntryJson[] = [];
    for (const shop of shops) {
      const { items } = await ledgerOf(
        t.app,
        shop.vendor,
        shop.shopId,
        '&fromDate=2019-03-01&toDate=2019-03-31',
      );
      entries.push(...items);
    }
    expect(entries).toHaveLength(6);
    const sum = (pick: (e: (typeof entries)[number]) => number) =>
      entries.reduce((s, e) => s + pick(e), 0);
    const gst = (commission: number) => Math.round((commission * 18) / 100);
    expect(report.totals).toEqual({
      count: 6,
      gross: sum((e) => e.gross),
      commission: sum((e) => e.commission),
      fees: sum((e) => e.fee),
      net: sum((e) => e.net),
      gstOnCommission: report.byShop.reduce(
        (s: number, shop: { commission: number }) => s + gst(shop.commission),
        0,
      ),
    });
    expect(report.totals.gross).toBe(100_001 + 77_777 + 15_000 + 180_000);
    expect(report.byShop.map((s: { shopName: string }) => s.shopName)).toEqual([
      'Report Threads',
      'Report Weaves',
    ]);
    expect(report.byKind.map((k: { kind: string; count: number }) => [k.kind, k.count])).toEqual([
      ['meeting', 1],
      ['order', 3],
      ['stitching_invoice', 1],
      ['reversal', 1],
    ]);
    for (const key of ['count', 'gross', 'commission', 'fees', 'net'] as const) {
      const ofKinds = report.byKind.reduce(
        (s: number, k: Record<string, number>) => s + k[key]!,
        0,
      );
      expect(ofKinds, key).toBe(report.totals[key]);
    }

    const csv = await staffCall(
      admin,
      'GET',
      '/admin/earnings/commission-report?from=2019-03-01&to=2019-03-31&format=csv',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Section,Shop id,Shop,Kind,Entries,Gross (paise),Commission (paise),Fees (paise),GST on commission (paise),Net (paise)',
    );
    const figures = (r: Record<string, number>) =>
      [r.count, r.gross, r.commission, r.fees, r.gstOnCommission, r.net].map(String);
    expect(lines.map((line) => line.split(','))).toEqual([
      ...report.byShop.map((s: Record<string, never>) => [
        'shop',
        s.shopId,
        s.shopName,
        '',
        ...figures(s),
      ]),
      ...['Video meeting', 'Order', 'Stitching invoice', 'Refund or return'].map((label, i) => [
        'kind',
        '',
        '',
        label,
        ...figures(report.byKind[i]),
      ]),
      ['total', '', 'All shops', '', ...figures(report.totals)],
    ]);
  });

  it('names a bad period', async () => {
    const backwards = await staffCall(
      admin,
      'GET',
      '/admin/earnings/commission-report?from=2019-03-31&to=2019-03-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('to');
    const notADate = await staffCall(
      admin,
      'GET',
      '/admin/earnings/commission-report?from=2019-02-30',
    );
    expect(notADate.statusCode).toBe(400);
    expect(notADate.body).toContain('from');
    const empty = await staffCall(
      admin,
      'GET',
      '/admin/earnings/commission-report?from=2001-01-01&to=2001-01-31',
    );
    expect(empty.json()).toMatchObject({
      byShop: [],
      byKind: [],
      totals: { count: 0, gross: 0, net: 0, gstOnCommission: 0 },
    });
  });
});
