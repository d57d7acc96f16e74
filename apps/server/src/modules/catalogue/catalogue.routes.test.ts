import type {
  CategoryTree,
  HeroBanner,
  Offer,
  OfferPage,
  Product,
  ProductPage,
  Review,
  ShopSummary,
  TopShopReviews,
} from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueArt } from '../../db/seed/catalogue-art.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStorage } from '../media/index.ts';
import { allItems, getJson, parseCsv, readXlsx, seedSmallCatalogue } from './testing.ts';

const SHOPS = 30;
let t: TestApp;
let shops: ShopSummary[];

beforeAll(async () => {
  t = await createTestApp();
  await seedSmallCatalogue(t.app, SHOPS);
  // The pictures the catalogue links to are files the seed draws into storage.
  const storage = createStorage(t.config.storage);
  await seedCatalogueArt(t.app.database.db, storage);
  await storage.close();
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

describe('GET /api/v1/category/*', () => {
  it('categories-subcat lists the category tree with pictures', async () => {
    const body = await getJson<CategoryTree>(t.app, '/api/v1/category/categories-subcat');
    const womens = body.items.find((c) => c.slug === 'womens-ethnic');
    expect(womens?.name).toBe("Women's Ethnic");
    expect(womens?.subCategories.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Sarees', 'Lehengas', 'Kurtis', 'Anarkalis', 'Salwar Suits']),
    );
    expect(body.items.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['mens-ethnic', 'bridal', 'accessories', 'stitching']),
    );
    expect(womens?.imageUrl).toBe('/api/v1/media/categories/womens-ethnic.svg');
  });

  it('languages-names lists languages with their own names', async () => {
    const body = await getJson<{ items: { code: string; name: string; nativeName: string }[] }>(
      t.app,
      '/api/v1/category/languages-names',
    );
    expect(body.items).toContainEqual({ code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' });
    expect(body.items.length).toBeGreaterThanOrEqual(10);
  });

  it('occasions-names lists occasions in a sensible order', async () => {
    const body = await getJson<{ items: { slug: string; name: string }[] }>(
      t.app,
      '/api/v1/category/occasions-names',
    );
    expect(body.items[0]).toEqual({ slug: 'wedding', name: 'Wedding' });
    expect(body.items.map((o) => o.name)).toEqual(
      expect.arrayContaining(['Haldi', 'Mehendi', 'Sangeet', 'Diwali', 'Eid']),
    );
  });
});

describe('GET /api/v1/products/vendors', () => {
  it("lists one shop's products, newest first, with prices in minor units", async () => {
    const shop = shops[0]!;
    const body = await getJson<ProductPage>(t.app, `/api/v1/products/vendors?vendorId=${shop.id}`);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.items.every((p) => p.shop.id === shop.id)).toBe(true);
    const dates = body.items.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const p of body.items) {
      expect(Number.isInteger(p.price.amountMinor)).toBe(true);
      expect(p.price.currency).toBe('INR');
      expect(p.imageUrls[0]).toBe(`/api/v1/media/products/${p.id}/1.svg`);
    }
  });

  it('sorts by price both ways and pages stably', async () => {
    const shop = shops[1]!;
    const base = `/api/v1/products/vendors?vendorId=${shop.id}`;
    const up = (await getJson<ProductPage>(t.app, `${base}&sort=price`)).items.map(
      (p) => p.price.amountMinor,
    );
    const down = (await getJson<ProductPage>(t.app, `${base}&sort=price-desc`)).items.map(
      (p) => p.price.amountMinor,
    );
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...up].reverse());
    const pageOne = await getJson<ProductPage>(t.app, `${base}&limit=2&page=1`);
    const pageTwo = await getJson<ProductPage>(t.app, `${base}&limit=2&page=2`);
    const all = await getJson<ProductPage>(t.app, base);
    expect([...pageOne.items, ...pageTwo.items].map((p) => p.id)).toEqual(
      all.items.slice(0, 4).map((p) => p.id),
    );
    const past = await getJson<ProductPage>(t.app, `${base}&page=99`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it('filters by category, a top-level category standing for its sub-categories', async () => {
    const shop = shops.find((s) => s.subCategories.length >= 2)!;
    const sub = shop.subCategories[0]!.slug;
    const body = await getJson<ProductPage>(
      t.app,
      `/api/v1/products/vendors?vendorId=${shop.id}&categories=${sub}`,
    );
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.every((p) => p.category.slug === sub)).toBe(true);
    const top = shop.categories[0]!.slug;
    const tree = await getJson<CategoryTree>(t.app, '/api/v1/category/categories-subcat');
    const children = tree.items.find((c) => c.slug === top)!.subCategories.map((s) => s.slug);
    const byTop = await getJson<ProductPage>(
      t.app,
      `/api/v1/products/vendors?vendorId=${shop.id}&categories=${top}`,
    );
    expect(byTop.total).toBeGreaterThan(0);
    expect(byTop.items.every((p) => children.includes(p.category.slug))).toBe(true);
  });

  it('answers 404 for an unknown shop and 400 naming vendorId, limit or categories', async () => {
    expect(await status(`/api/v1/products/vendors?vendorId=${NO_SUCH_ID}`)).toBe(404);
    expect(await fieldOf400('/api/v1/products/vendors')).toBe('vendorId');
    expect(await fieldOf400(`/api/v1/products/vendors?vendorId=${shops[0]!.id}&limit=101`)).toBe(
      'limit',
    );
    expect(
      await fieldOf400(`/api/v1/products/vendors?vendorId=${shops[0]!.id}&categories=socks`),
    ).toBe('categories');
  });

  it('downloads all of the shop’s products as CSV, row for row', async () => {
    const shop = shops[2]!;
    const listed = await allItems<Product>(
      t.app,
      `/api/v1/products/vendors?vendorId=${shop.id}&sort=price`,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/vendors?vendorId=${shop.id}&sort=price&limit=1&download=csv`,
    });
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Product ID',
      'Title',
      'Shop',
      'Category',
      'Price',
      'Currency',
      'In stock',
      'Premium',
      'Added',
    ]);
    expect(rows).toEqual(
      listed.map((p) => [
        p.id,
        p.title,
        p.shop.name,
        p.category.name,
        String(p.price.amountMinor / 100),
        p.price.currency,
        String(p.stock),
        String(p.premium),
        p.createdAt,
      ]),
    );
  });
});

describe('GET /api/v1/products/premium', () => {
  it('lists only premium products, across shops', async () => {
    const listed = await allItems<Product>(t.app, '/api/v1/products/premium');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => p.premium)).toBe(true);
    expect(new Set(listed.map((p) => p.shop.id)).size).toBeGreaterThan(1);
  });

  it('searches titles, forgiving a typo', async () => {
    const listed = await allItems<Product>(t.app, '/api/v1/products/premium');
    const product = listed.find((p) => p.title.split(' ')[0]!.length >= 6)!;
    const word = product.title.split(' ')[0]!;
    const typo = word.slice(0, 3) + word.slice(4);
    const body = await getJson<ProductPage>(
      t.app,
      `/api/v1/products/premium?limit=100&searchKey=${encodeURIComponent(typo)}`,
    );
    expect(body.items.map((p) => p.id)).toContain(product.id);
  });

  it('downloads the same rows as XLSX', async () => {
    const listed = await allItems<Product>(t.app, '/api/v1/products/premium?sort=price');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products/premium?sort=price&download=xlsx',
    });
    const [, ...rows] = await readXlsx(response.rawPayload);
    expect(rows.map((r) => [r[0], r[1], r[4]])).toEqual(
      listed.map((p) => [p.id, p.title, p.price.amountMinor / 100]),
    );
  });
});

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

describe('GET /api/v1/settings/hero-banners', () => {
  it('lists the active banners in order, each with a picture and a call to action', async () => {
    const body = await getJson<{ items: HeroBanner[] }>(t.app, '/api/v1/settings/hero-banners');
    expect(body.items.length).toBeGreaterThanOrEqual(3);
    expect(body.items[0]?.title).toBe('The wedding edit');
    for (const banner of body.items) {
      expect(banner.ctaHref.startsWith('/')).toBe(true);
      expect(await status(banner.imageUrl)).toBe(200);
    }
  });
});
