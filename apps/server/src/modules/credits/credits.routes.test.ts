import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCreditPlans } from '../../seed/credit-plans.ts';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { debitCredits, grantCredits } from './credit-ledger.ts';
import { createCreditsRepository } from './credits.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('credits API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', PAYMENT_RECONCILE_INTERVAL_MS: '0' });
    await seedCreditPlans(t.app.database.db);
  });
  afterAll(() => t.close());

  /** A customer with a purchase of 150 (expiring in 20 days), a bonus of 15 and two meetings. */
  async function customerWithHistory() {
    const { token, user } = await registerAccount(t.app);
    const repository = createCreditsRepository(t.app.database.db);
    await repository.transaction((tx) =>
      grantCredits(tx, {
        userId: user.id,
        amount: 150,
        kind: 'purchase',
        reference: { type: 'payment_order', id: `po-${user.id}` },
        description: 'Explorer plan: 150 credits',
        expiresAt: new Date(Date.now() + 20 * DAY_MS),
      }),
    );
    await repository.transaction((tx) =>
      grantCredits(tx, {
        userId: user.id,
        amount: 15,
        kind: 'referral_bonus',
        reference: null,
        description: 'A friend joined',
      }),
    );
    for (const shop of ['Zari House', 'Loom & Co']) {
      await repository.transaction((tx) =>
        debitCredits(tx, {
          userId: user.id,
          amount: 30,
          kind: 'meeting_debit',
          reference: { type: 'booking', id: `booking-${shop}` },
          description: `Video meeting with ${shop}`,
        }),
      );
    }
    return { token, userId: user.id };
  }

  describe('GET /api/v1/plans/credits', () => {
    it('lists the plans on sale to anyone, in display order, with prices in minor units', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/plans/credits' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 4, page: 1, limit: 20 });
      expect(body.items.map((p: { name: string }) => p.name)).toEqual([
        'Trial',
        'Starter',
        'Explorer',
        'Wardrobe Pro',
      ]);
      expect(body.items[2]).toMatchObject({
        credits: 150,
        priceMinor: 99_900,
        currency: 'INR',
        validityDays: 180,
        popular: true,
      });
    });

    it('finds plans by searchKey and pages through them', async () => {
      const found = await t.app.inject({
        method: 'GET',
        url: '/api/v1/plans/credits?searchKey=wedding',
      });
      expect(found.json().items.map((p: { name: string }) => p.name)).toEqual(['Explorer']);
      const page2 = await t.app.inject({
        method: 'GET',
        url: '/api/v1/plans/credits?page=2&limit=3',
      });
      expect(page2.json()).toMatchObject({ total: 4, page: 2, limit: 3 });
      expect(page2.json().items.map((p: { name: string }) => p.name)).toEqual(['Wardrobe Pro']);
    });

    it('treats % and _ in searchKey as plain characters', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/plans/credits?searchKey=%25' });
      expect(res.json()).toMatchObject({ items: [], total: 0 });
    });

    it('refuses a limit above 100', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/plans/credits?limit=101' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    });

    it('downloads the plans as CSV with prices in rupees', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/plans/credits?download=csv' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="credit-plans-/);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/);
      expect(lines[0]).toBe(
        'Plan,Credits,Price,Currency,Valid for (days),Most popular,Description',
      );
      expect(lines).toHaveLength(5);
      expect(lines[3]).toMatch(/^Explorer,150,999,INR,180,true,/);
    });

    it('seeds the demo plans only once', async () => {
      expect(await seedCreditPlans(t.app.database.db)).toEqual({ added: 0 });
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/plans/credits' });
      expect(res.json().total).toBe(4);
    });
  });

  describe('GET /api/v1/user/credits', () => {
    it('shows the balance, what expires soon and the history, newest first', async () => {
      const customer = await customerWithHistory();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/credits',
        headers: bearer(customer.token),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.balance).toBe(105);
      // 60 were spent from the purchase (it expires first); its other 90 expire within 30 days.
      expect(body.expiringSoon.credits).toBe(90);
      expect(body.expiringSoon.withinDays).toBe(30);
      expect(new Date(body.expiringSoon.nextExpiresAt).getTime()).toBeGreaterThan(Date.now());
      expect(body).toMatchObject({ total: 4, page: 1, limit: 20 });
      expect(
        body.items.map((e: { kind: string; delta: number; balanceAfter: number }) => [
          e.kind,
          e.delta,
          e.balanceAfter,
        ]),
      ).toEqual([
        ['meeting_debit', -30, 105],
        ['meeting_debit', -30, 135],
        ['referral_bonus', 15, 165],
        ['purchase', 150, 150],
      ]);
      expect(body.items[0]).toMatchObject({
        description: 'Video meeting with Loom & Co',
        reference: { type: 'booking', id: 'booking-Loom & Co' },
        expiresAt: null,
      });
    });

    it('pages and filters the history by kind', async () => {
      const customer = await customerWithHistory();
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/credits?page=2&limit=3',
        headers: bearer(customer.token),
      });
      expect(page.json()).toMatchObject({ total: 4, page: 2, limit: 3, balance: 105 });
      expect(page.json().items).toHaveLength(1);
      const purchases = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/credits?kind=purchase',
        headers: bearer(customer.token),
      });
      expect(purchases.json().items.map((e: { kind: string }) => e.kind)).toEqual(['purchase']);
    });

    it('shows a new customer a zero balance and an empty history', async () => {
      const { token } = await registerAccount(t.app);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/credits',
        headers: bearer(token),
      });
      expect(res.json()).toEqual({
        balance: 0,
        expiringSoon: { credits: 0, withinDays: 30, nextExpiresAt: null },
        items: [],
        total: 0,
        page: 1,
        limit: 20,
      });
    });

    it('downloads the whole history as XLSX', async () => {
      const customer = await customerWithHistory();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/credits?download=xlsx',
        headers: bearer(customer.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(5);
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Date',
        'Type',
        'Credits',
        'Balance after',
        'Description',
        'Expires',
        'Reference',
      ]);
      expect(sheet.getRow(2).getCell(2).value).toBe('Video meeting');
      expect(sheet.getRow(2).getCell(3).value).toBe(-30);
    });

    it('asks for sign-in without a bearer token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/credits' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('GET /api/v1/user/used-credits', () => {
    it('lists what the credits paid for, with the total used', async () => {
      const customer = await customerWithHistory();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/used-credits',
        headers: bearer(customer.token),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ total: 2, totalUsed: 60, page: 1, limit: 20 });
      expect(
        body.items.map((u: { credits: number; description: string }) => [u.credits, u.description]),
      ).toEqual([
        [30, 'Video meeting with Loom & Co'],
        [30, 'Video meeting with Zari House'],
      ]);
    });

    it("shows only the caller's own debits", async () => {
      await customerWithHistory();
      const { token } = await registerAccount(t.app);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/used-credits',
        headers: bearer(token),
      });
      expect(res.json()).toMatchObject({ items: [], total: 0, totalUsed: 0 });
    });

    it('downloads them as CSV', async () => {
      const customer = await customerWithHistory();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/used-credits?download=true',
        headers: bearer(customer.token),
      });
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/);
      expect(lines[0]).toBe('Date,Type,Credits used,For,Reference');
      expect(lines.slice(1).map((l) => l.split(',').slice(1, 4).join(','))).toEqual([
        'Video meeting,30,Video meeting with Loom & Co',
        'Video meeting,30,Video meeting with Zari House',
      ]);
    });
  });
});
