import type { Review, ShopSummary, TopShopReviews } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  allItems,
  getJson,
  seedSmallCatalogue,
  fieldOf400 as fieldOf400Of,
  NO_SUCH_ID,
  statusOf,
} from '../catalogue/testing.ts';

const SHOPS = 30;
let t: TestApp;
let shops: ShopSummary[];

beforeAll(async () => {
  t = await createTestApp();
  await seedSmallCatalogue(t.app, SHOPS);
  shops = await allItems<ShopSummary>(t.app, '/api/v1/vendor/fetch-shops');
});
afterAll(() => t.close());

const status = (url: string) => statusOf(t.app, url);
const fieldOf400 = (url: string) => fieldOf400Of(t.app, url);

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
