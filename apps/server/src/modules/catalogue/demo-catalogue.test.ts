import type {
  OfferPage,
  Shop,
  ShopSearchResult,
  ShopSummary,
  TopShopReviews,
} from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateShops } from '../../seed/catalogue-generator.ts';
import { seedCatalogue } from '../../seed/catalogue.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { allItems, getJson } from './testing.ts';

describe('the demo catalogue generator', () => {
  it('is deterministic, and shop i is the same whatever the total', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const small = [...generateShops({ count: 30, now, productsPerShop: [2, 3] })];
    const again = [...generateShops({ count: 60, now, productsPerShop: [2, 3] })];
    expect(again.slice(0, 30)).toEqual(small);
  });
});

describe('seedCatalogue (demo scale)', () => {
  let t: TestApp;
  let shops: ShopSummary[];
  beforeAll(async () => {
    t = await createTestApp();
    const first = await seedCatalogue(t.app.database.db, { scale: 'demo' });
    expect(first.seeded).toBe(true);
    shops = await allItems<ShopSummary>(t.app, '/api/v1/vendor/getVendors');
  });
  afterAll(() => t.close());

  it('looks like a marketplace: 200+ shops in 20+ Indian cities, 2,000+ products', async () => {
    expect(shops.length).toBeGreaterThanOrEqual(200);
    const cities = await getJson<{ items: { city: string; state: string }[] }>(
      t.app,
      '/api/v1/vendor/getCitiesAndStates',
    );
    expect(cities.items.length).toBeGreaterThanOrEqual(20);
    expect(cities.items).toContainEqual(
      expect.objectContaining({ city: 'Jaipur', state: 'Rajasthan' }),
    );
    const productCounts = await Promise.all(
      shops.map(
        async (s) =>
          (await getJson<Shop>(t.app, `/api/v1/vendor/getVendorById?id=${s.id}`)).productCount,
      ),
    );
    expect(productCounts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2000);
    expect(new Set(shops.map((s) => s.name)).size).toBe(shops.length);
    expect(shops.some((s) => s.isBrand)).toBe(true);
    expect(shops.some((s) => s.isStitcher)).toBe(true);
    expect(shops.some((s) => s.premium)).toBe(true);
  });

  it('has offers by the platform and by shops, banners and platform reviews', async () => {
    const platform = await getJson<OfferPage>(t.app, '/api/v1/offers?offeror=platform');
    const byShops = await getJson<OfferPage>(t.app, '/api/v1/offers?offeror=shop');
    expect(platform.total).toBeGreaterThan(0);
    expect(byShops.total).toBeGreaterThan(20);
    expect(
      (await getJson<{ items: unknown[] }>(t.app, '/api/v1/settings/hero-banners')).items.length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      (await getJson<{ items: unknown[] }>(t.app, '/api/v1/reviews/top-platform-review')).items
        .length,
    ).toBe(10);
  });

  it('gives every shop a rating that agrees with its reviews', async () => {
    for (const shop of shops.slice(0, 15)) {
      const reviews = await getJson<TopShopReviews>(
        t.app,
        `/api/v1/reviews/top-meet-and-order-review?vendorId=${shop.id}&limit=50`,
      );
      const ratings = reviews.items.map((r) => r.rating);
      expect(ratings.length).toBe(shop.rating.count);
      const average = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(shop.rating.average).toBeCloseTo(average, 2);
    }
  });

  it('seeds only once: a second run changes nothing', async () => {
    const again = await seedCatalogue(t.app.database.db, { scale: 'demo' });
    expect(again.seeded).toBe(false);
    const body = await getJson<ShopSearchResult>(t.app, '/api/v1/vendor/fetch-shops?limit=1');
    expect(body.total).toBe(shops.length);
  });

  it('finds every demo shop first when one letter of its name is mistyped', async () => {
    const misses: string[] = [];
    for (const shop of shops) {
      const words = shop.name.split(' ');
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
      const i = Math.floor(longest.length / 2);
      const typo = longest.slice(0, i) + (longest[i] === 'e' ? 'a' : 'e') + longest.slice(i + 1);
      const typed = words.map((w) => (w === longest ? typo : w)).join(' ');
      const { items } = await getJson<ShopSearchResult>(
        t.app,
        `/api/v1/vendor/fetch-shops?limit=3&searchKey=${encodeURIComponent(typed)}`,
      );
      if (items[0]?.id !== shop.id) misses.push(`${typed} → ${items[0]?.name ?? 'nothing'}`);
    }
    expect(misses).toEqual([]);
  });
});
