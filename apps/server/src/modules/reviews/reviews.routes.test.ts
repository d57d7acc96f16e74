import type { Review, ShopSummary, TopShopReviews } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { allItems, getJson, seedSmallCatalogue } from '../catalogue/testing.ts';

const SHOPS = 30;
let t: TestApp;
let shops: ShopSummary[];

beforeAll(async () => {
  t = await createTestApp();
  await seedSmallCatalogue(t.app, SHOPS);
  shops = await allItems<ShopSummary>(t.app, '/api/v1/vendor/fetch-shops');
});
afterAll(() => t.close());

const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
const fieldOf400 = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(400);
  return response.json().error.details[0].field as string;
};
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /api/v1/reviews/*', () => {
  it('top-platform-review lists the best platform reviews first', async () => {
    const body = await getJson<{ items: Review[] }>(
      t.app,
      '/api/v1/reviews/top-platform-review?limit=5',
    );
    expect(body.items).toHaveLength(5);
    expect(body.items.every((r) => r.kind === 'platform' && r.shopId === null)).toBe(true);
    const ratings = body.items.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("top-meet-and-order-review gives one shop's best reviews and its rating", async () => {
    const shop = shops.find((s) => s.rating.count >= 3)!;
    const body = await getJson<TopShopReviews>(
      t.app,
      `/api/v1/reviews/top-meet-and-order-review?vendorId=${shop.id}&limit=3`,
    );
    expect(body.items).toHaveLength(3);
    expect(
      body.items.every((r) => r.shopId === shop.id && ['meet', 'order'].includes(r.kind)),
    ).toBe(true);
    expect(body.rating).toEqual(shop.rating);
    const ratings = body.items.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('needs a real shop', async () => {
    expect(await fieldOf400('/api/v1/reviews/top-meet-and-order-review')).toBe('vendorId');
    expect(await status(`/api/v1/reviews/top-meet-and-order-review?vendorId=${NO_SUCH_ID}`)).toBe(
      404,
    );
    expect(await fieldOf400('/api/v1/reviews/top-platform-review?limit=51')).toBe('limit');
  });
});
