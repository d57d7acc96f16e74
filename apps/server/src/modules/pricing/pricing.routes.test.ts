import { randomUUID } from 'node:crypto';
import type { PlatformPricing } from '@vitrine/contracts/pricing';
import { afterAll, describe, expect, it } from 'vitest';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { accountWithRoles } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createEarnings } from '../earnings/index.ts';

// Figures no default has, so an answer made of numbers of its own would show.
const t = await createTestApp({
  EARNINGS_COMMISSION_MEETING_BPS: '1750',
  EARNINGS_COMMISSION_ORDER_BPS: '900',
  EARNINGS_COMMISSION_STITCHING_BPS: '1100',
  EARNINGS_PROVIDER_FEE_BPS: '250',
  EARNINGS_HOLD_DAYS_MEETING: '3',
  EARNINGS_HOLD_DAYS_ORDER: '8',
  EARNINGS_HOLD_DAYS_STITCHING: '9',
  PAYOUT_MINIMUM_MINOR: '75000',
  PAYOUT_SCHEDULE_INTERVAL_MS: String(12 * 60 * 60 * 1000),
});
afterAll(() => t.close());

const pricing = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/pricing' });
  expect(res.statusCode, res.body).toBe(200);
  return { res, body: res.json() as PlatformPricing };
};

describe('GET /api/v1/settings/pricing', () => {
  it('answers anyone the figures this server charges with, cacheable for a few minutes', async () => {
    const { res, body } = await pricing();
    expect(body).toEqual({
      meetings: {
        creditCost: 30,
        refundWindowHours: 24,
        shopJoinGraceMinutes: 15,
        maxInvitees: 2,
        shopEarningPerCredit: { amountMinor: 500, currency: 'INR' },
      },
      shops: {
        commissionBps: { meeting: 1750, order: 900, stitching: 1100 },
        providerFeeBps: 250,
        holdDays: { meeting: 3, order: 8, stitching: 9 },
        payoutMinimum: { amountMinor: 75000, currency: 'INR' },
        payoutIntervalHours: 12,
      },
      orders: { returnWindowDays: 7 },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('names the commission and holding period a completed meeting is then charged with', async () => {
    const { body } = await pricing();
    const owner = await accountWithRoles(t.app, { vendor: true });
    const shopId = await createOwnedShop(t.app, owner.userId);
    const at = new Date('2026-12-01T10:00:00Z');
    const entry = await runInTransaction(t.app.database.db, (tx) =>
      createEarnings(t.app.database.db, t.app.config.earnings).meetingCompleted(tx, {
        bookingId: randomUUID(),
        shopId,
        credits: body.meetings.creditCost,
        at,
        description: 'Video meeting',
      }),
    );
    const gross = body.meetings.creditCost * body.meetings.shopEarningPerCredit.amountMinor;
    expect(entry).toMatchObject({
      grossMinor: gross,
      commissionBps: body.shops.commissionBps.meeting,
      commissionMinor: (gross * body.shops.commissionBps.meeting) / 10_000,
      releaseAt: new Date(at.getTime() + body.shops.holdDays.meeting * 24 * 60 * 60 * 1000),
    });
  });
});
