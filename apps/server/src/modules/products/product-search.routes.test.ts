import type { CategoryTree, ProductPage, ShopSummary } from '@vitrine/contracts/catalogue';
import type { ProductHit, ProductSearchResult } from '@vitrine/contracts/product-search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { updateShop } from '../catalogue/index.ts';
import {
  allItems,
  fieldOf400 as fieldOf400Of,
  getJson,
  NO_SUCH_ID,
  parseCsv,
  seedSmallCatalogue,
  statusOf,
} from '../catalogue/testing.ts';
import { createProductsRepository } from './products.repository.ts';

let t: TestApp;
let shops: ShopSummary[];
/** Every product of the seeded shops, as the shop lists show them. */
let products: ProductPage['items'];

const SEARCH = '/api/v1/products/search';
const search = (query = '') => getJson<ProductSearchResult>(t.app, `${SEARCH}?${query}`);
const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

beforeAll(async () => {
  // The periodic check runs often, so a test can watch it heal.
  t = await createTestApp({ SHOP_INDEX_CHECK_INTERVAL_MS: '200' });
  await seedSmallCatalogue(t.app, 24);
  shops = await allItems(t.app, '/api/v1/vendor/getVendors');
  products = [];
  for (const shop of shops) {
    products.push(
      ...(await allItems<ProductPage['items'][number]>(
        t.app,
        `/api/v1/products/vendors?vendorId=${shop.id}`,
      )),
    );
  }
});
afterAll(() => t.close());

/** Runs the outbox and waits until a search answers as `check` wants. */
async function eventually(query: string, check: (result: ProductSearchResult) => boolean) {
  await t.app.outbox.dispatcher.drain();
  await expect.poll(async () => check(await search(query)), { timeout: 5000 }).toBe(true);
}

describe('GET /api/v1/products/search', () => {
  it('finds the products of every shop, newest first without words', async () => {
    const all = await allItems<ProductHit>(t.app, SEARCH);
    expect(all.length).toBe(products.length);
    expect(new Set(idsOf(all))).toEqual(new Set(idsOf(products)));
    const dates = all.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.map((p) => p.shop.id)).size).toBe(shops.length);
  });

  it('finds a product by a word of its title, across shops, with titles first', async () => {
    const product = products[5]!;
    const word = product.title
      .split(/\s+/)
      .find((w) => w.length >= 5)!
      .toLowerCase();
    const found = await search(`searchKey=${encodeURIComponent(word)}&limit=100`);
    expect(idsOf(found.items)).toContain(product.id);
    const withWordInTitle = (p: ProductHit) => p.title.toLowerCase().includes(word.slice(0, 4));
    const firstOther = found.items.findIndex((p) => !withWordInTitle(p));
    if (firstOther >= 0) expect(found.items.slice(firstOther).every(withWordInTitle)).toBe(false);
  });

  it('corrects a typo and says what it searched for', async () => {
    const product = products.find((p) => /\b[a-z]{7,}\b/i.test(p.title))!;
    const word = product.title.match(/\b[a-z]{7,}\b/i)![0].toLowerCase();
    // One letter changed in the middle.
    const typo = word.slice(0, 3) + (word[3] === 'x' ? 'z' : 'x') + word.slice(4);
    const found = await search(`searchKey=${typo}&limit=100`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.correctedSearchKey).toBe(word);
    expect(idsOf(found.items)).toContain(product.id);
  });

  it('counts each facet over the products that pass every other filter', async () => {
    const all = await search('limit=1');
    expect(all.facets.categories.reduce((n, b) => n + b.count, 0)).toBe(all.total);
    const category = all.facets.categories[0]!;
    const inCategory = await search(`categories=${category.value}&limit=1`);
    expect(inCategory.total).toBe(category.count);
    // The chosen category still shows its neighbours' counts.
    expect(inCategory.facets.categories).toEqual(all.facets.categories);
    // A sub-category's count is what filtering by it finds.
    const sub = inCategory.facets.subCategories[0]!;
    const both = await search(`categories=${category.value}&subCategories=${sub.value}`);
    expect(both.total).toBe(sub.count);
    expect(both.items.every((p) => p.category.slug === sub.value)).toBe(true);
    // Shops: the counts are each shop's products.
    const shop = all.facets.shops[0]!;
    expect(shop.label).toBe(shops.find((s) => s.id === shop.value)!.name);
    expect(shop.count).toBe(products.filter((p) => p.shop.id === shop.value).length);
    const ofShop = await search(`shops=${shop.value}&limit=100`);
    expect(ofShop.items.every((p) => p.shop.id === shop.value)).toBe(true);
    expect(ofShop.total).toBe(shop.count);
  });

  it("files products under their shop's occasions and genders", async () => {
    const shop = shops.find((s) => s.occasions.length > 0 && s.genders.length > 0)!;
    const occasion = shop.occasions[0]!.slug;
    const gender = shop.genders[0]!;
    const found = await allItems<ProductHit>(
      t.app,
      `${SEARCH}?occasions=${occasion}&genders=${gender}`,
    );
    const expected = shops
      .filter((s) => s.occasions.some((o) => o.slug === occasion) && s.genders.includes(gender))
      .map((s) => s.id);
    expect(new Set(found.map((p) => p.shop.id))).toEqual(new Set(expected));
  });

  it('filters by price range, stock and premium, and reports the range', async () => {
    const prices = products.map((p) => p.price.amountMinor).sort((a, b) => a - b);
    const low = prices[Math.floor(prices.length / 4)]!;
    const high = prices[Math.floor((prices.length * 3) / 4)]!;
    const inRange = await allItems<ProductHit>(t.app, `${SEARCH}?minPrice=${low}&maxPrice=${high}`);
    expect(inRange.length).toBe(prices.filter((p) => p >= low && p <= high).length);
    const page = await search(`minPrice=${low}&maxPrice=${high}`);
    // The range spans every product but the price filter's.
    expect(page.priceRange).toEqual({ minMinor: prices[0], maxMinor: prices.at(-1) });
    const inStock = await search('inStock=true');
    expect(inStock.total).toBe(products.filter((p) => p.stock > 0).length);
    expect(inStock.facets.inStock).toBe(inStock.total);
    const premium = await allItems<ProductHit>(t.app, `${SEARCH}?premium=true`);
    expect(premium.length).toBe(products.filter((p) => p.premium).length);
    expect(premium.every((p) => p.premium)).toBe(true);
  });

  it('sorts by price both ways and pages stably', async () => {
    const up = await allItems<ProductHit>(t.app, `${SEARCH}?sort=price`);
    const down = await allItems<ProductHit>(t.app, `${SEARCH}?sort=price-desc`);
    const upPrices = up.map((p) => p.price.amountMinor);
    expect(upPrices).toEqual([...upPrices].sort((a, b) => a - b));
    expect(down.map((p) => p.price.amountMinor)).toEqual([...upPrices].reverse());
    const one = await search('sort=price&limit=7&page=1');
    const two = await search('sort=price&limit=7&page=2');
    expect(idsOf([...one.items, ...two.items])).toEqual(idsOf(up.slice(0, 14)));
    const past = await search('page=999');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(products.length);
  });

  it('downloads the whole filtered list as CSV', async () => {
    const category = (await search('limit=1')).facets.categories[0]!;
    const response = await t.app.inject({
      method: 'GET',
      url: `${SEARCH}?categories=${category.value}&sort=price&download=csv`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
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
    const listed = await allItems<ProductHit>(
      t.app,
      `${SEARCH}?categories=${category.value}&sort=price`,
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual(idsOf(listed));
  });

  it('answers 400 naming the field for bad filters', async () => {
    const fieldOf400 = (query: string) => fieldOf400Of(t.app, `${SEARCH}?${query}`);
    expect(await fieldOf400('categories=no-such-category')).toBe('categories');
    expect(await fieldOf400('subCategories=no-such-sub')).toBe('subCategories');
    expect(await fieldOf400('occasions=no-such-occasion')).toBe('occasions');
    expect(await fieldOf400('genders=aliens')).toBe('genders');
    expect(await fieldOf400('minPrice=-1')).toBe('minPrice');
    expect(await fieldOf400('minPrice=cheap')).toBe('minPrice');
    expect(await fieldOf400('minPrice=500&maxPrice=100')).toBe('maxPrice');
    expect(await fieldOf400('shops=not-a-uuid')).toBe('shops');
    expect(await fieldOf400('inStock=yes')).toBe('inStock');
    expect(await fieldOf400('sort=cheapest')).toBe('sort');
    expect(await fieldOf400('limit=101')).toBe('limit');
    // A shop no product has matches nothing.
    expect((await search(`shops=${NO_SUCH_ID}`)).total).toBe(0);
  });
});

describe('what shoppers may not see is never found', () => {
  it('an archived product is gone from search and similar, and back when restored', async () => {
    const product = products[3]!;
    const repository = createProductsRepository(t.app.database.db);
    const byTitle = `searchKey=${encodeURIComponent(product.title)}&limit=100`;
    expect(idsOf((await search(byTitle)).items)).toContain(product.id);
    await runInTransaction(t.app.database.db, (tx) =>
      repository.setArchived(tx, product.id, new Date()),
    );
    await eventually(byTitle, (found) => !idsOf(found.items).includes(product.id));
    expect(idsOf(await allItems<ProductHit>(t.app, SEARCH))).not.toContain(product.id);
    expect(await statusOf(t.app, `/api/v1/products/${product.id}/similar`)).toBe(404);
    await runInTransaction(t.app.database.db, (tx) => repository.setArchived(tx, product.id, null));
    await eventually(byTitle, (found) => idsOf(found.items).includes(product.id));
  });

  it("a suspended shop's products are gone, and back when it is reinstated", async () => {
    const shop = shops[2]!;
    const ofShop = `shops=${shop.id}`;
    const before = (await search(ofShop)).total;
    expect(before).toBeGreaterThan(0);
    await t.app.database.db.transaction((tx) =>
      updateShop(tx, shop.id, { suspendedAt: new Date(), suspensionReason: 'test' }),
    );
    await eventually(ofShop, (found) => found.total === 0);
    const all = await allItems<ProductHit>(t.app, SEARCH);
    expect(all.some((p) => p.shop.id === shop.id)).toBe(false);
    await t.app.database.db.transaction((tx) =>
      updateShop(tx, shop.id, { suspendedAt: null, suspensionReason: null }),
    );
    await eventually(ofShop, (found) => found.total === before);
  });

  it('a change written without its event is healed by the periodic check', async () => {
    const product = products[8]!;
    await rawRows(
      t.app.database.db,
      sql`update product set price_minor = 1234567 where id = ${product.id}`,
    );
    await expect
      .poll(async () => idsOf((await search('minPrice=1234567&maxPrice=1234567')).items), {
        timeout: 15_000,
      })
      .toEqual([product.id]);
  });
});

describe('sizes, colours and stock come from variants', () => {
  it("facets a product's live variants and finds it by size and colour", async () => {
    const product = products[10]!;
    await rawRows(
      t.app.database.db,
      sql`insert into product_variant (product_id, size, colour, price_minor, stock)
        values (${product.id}, 'XL', 'Teal', 250000, 2), (${product.id}, 'M', 'Teal', 250000, 0)`,
    );
    await runInTransaction(t.app.database.db, (tx) =>
      createProductsRepository(t.app.database.db).update(tx, product.id, {}),
    );
    await eventually('sizes=XL&colours=Teal', (found) => found.total === 1);
    const found = await search('sizes=XL&colours=Teal');
    expect(idsOf(found.items)).toEqual([product.id]);
    expect(found.facets.sizes).toEqual(
      expect.arrayContaining([{ value: 'XL', label: 'XL', count: 1 }]),
    );
    expect((await search('colours=Teal')).facets.sizes.map((b) => b.value).sort()).toEqual([
      'M',
      'XL',
    ]);
  });
});

describe('GET /api/v1/products/{id}/similar', () => {
  it('lists products of the same sub-category, closest price first, never itself', async () => {
    const tree = await getJson<CategoryTree>(t.app, '/api/v1/category/categories-subcat');
    const subs = new Set(tree.items.flatMap((c) => c.subCategories.map((s) => s.slug)));
    const product = products.find(
      (p) =>
        subs.has(p.category.slug) &&
        products.filter((q) => q.category.slug === p.category.slug).length >= 4,
    )!;
    const { items } = await getJson<{ items: ProductHit[] }>(
      t.app,
      `/api/v1/products/${product.id}/similar?limit=3`,
    );
    expect(items).toHaveLength(3);
    expect(idsOf(items)).not.toContain(product.id);
    expect(items.every((p) => p.category.slug === product.category.slug)).toBe(true);
    const distances = items.map((p) => Math.abs(p.price.amountMinor - product.price.amountMinor));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    expect(await statusOf(t.app, `/api/v1/products/${NO_SUCH_ID}/similar`)).toBe(404);
    expect(await statusOf(t.app, '/api/v1/products/nope/similar')).toBe(400);
  });
});
