import type { CategoryTree, Product, ProductPage, ShopSummary } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  allItems,
  getJson,
  parseCsv,
  readXlsx,
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
