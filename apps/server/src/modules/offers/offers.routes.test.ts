import type { Offer, OfferPage } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  allItems,
  getJson,
  parseCsv,
  seedSmallCatalogue,
  fieldOf400 as fieldOf400Of,
  NO_SUCH_ID,
  statusOf,
} from '../catalogue/testing.ts';

const SHOPS = 30;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedSmallCatalogue(t.app, SHOPS);
});
afterAll(() => t.close());

const status = (url: string) => statusOf(t.app, url);
const fieldOf400 = (url: string) => fieldOf400Of(t.app, url);

describe('GET /api/v1/offers and /offers/premium-offers', () => {
  it('lists only offers valid now, with the shop that makes them', async () => {
    const offers = await allItems<Offer>(t.app, '/api/v1/offers');
    const now = Date.now();
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(Date.parse(offer.validFrom)).toBeLessThanOrEqual(now);
      expect(Date.parse(offer.validUntil)).toBeGreaterThan(now);
      expect(offer.shop === null).toBe(offer.offeror === 'platform');
    }
  });

  it('filters by offeror', async () => {
    const platform = await allItems<Offer>(t.app, '/api/v1/offers?offeror=platform');
    const byShops = await allItems<Offer>(t.app, '/api/v1/offers?offeror=shop');
    const all = await allItems<Offer>(t.app, '/api/v1/offers');
    expect(platform.length).toBeGreaterThan(0);
    expect(byShops.length).toBeGreaterThan(0);
    expect(platform.every((o) => o.offeror === 'platform')).toBe(true);
    expect(byShops.every((o) => o.offeror === 'shop')).toBe(true);
    expect(platform.length + byShops.length).toBe(all.length);
    expect(await fieldOf400('/api/v1/offers?offeror=everyone')).toBe('offeror');
  });

  it("filters by shop (the shop page's offers) and 404s for an unknown shop", async () => {
    const byShops = await allItems<Offer>(t.app, '/api/v1/offers?offeror=shop');
    const shopId = byShops[0]!.shop!.id;
    const body = await getJson<OfferPage>(t.app, `/api/v1/offers?vendorId=${shopId}`);
    expect(body.total).toBe(byShops.filter((o) => o.shop!.id === shopId).length);
    expect(await status(`/api/v1/offers?vendorId=${NO_SUCH_ID}`)).toBe(404);
  });

  it('searches offer titles and descriptions', async () => {
    const body = await getJson<OfferPage>(t.app, '/api/v1/offers?searchKey=handloms&limit=100');
    expect(body.items.map((o) => o.title)).toContain('Diwali Dhamaka: 20% off handlooms');
    const festive = await getJson<OfferPage>(
      t.app,
      '/api/v1/offers?searchKey=festive%20flat&limit=100',
    );
    expect(festive.items.every((o) => /festive/i.test(`${o.title} ${o.description}`))).toBe(true);
  });

  it('shows discounts as a percent or an amount in minor units', async () => {
    const offers = await allItems<Offer>(t.app, '/api/v1/offers?offeror=platform');
    const amount = offers.find((o) => o.code === 'FESTIVE500');
    expect(amount?.discount).toEqual({
      kind: 'amount',
      amount: { amountMinor: 50000, currency: 'INR' },
    });
    const percent = offers.find((o) => o.code === 'SHAADI15');
    expect(percent?.discount).toEqual({ kind: 'percent', percent: 15 });
  });

  it('premium-offers lists premium offers only, with pagination', async () => {
    const premium = await allItems<Offer>(t.app, '/api/v1/offers/premium-offers');
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.every((o) => o.premium)).toBe(true);
    expect(await fieldOf400('/api/v1/offers/premium-offers?limit=101')).toBe('limit');
  });

  it('downloads the filtered offers, row for row', async () => {
    const listed = await allItems<Offer>(t.app, '/api/v1/offers?offeror=shop');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/offers?offeror=shop&download=csv',
    });
    const rows = parseCsv(response.body).slice(1);
    expect(rows.map((r) => [r[0], r[1], r[2], r[3]])).toEqual(
      listed.map((o) => [o.id, o.title, o.shop!.name, o.code ?? '']),
    );
  });
});
