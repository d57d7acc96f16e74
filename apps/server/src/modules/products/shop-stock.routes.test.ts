import type { OwnerProduct } from '@vitrine/contracts/shop-catalogue';
import type { ShopStockPage } from '@vitrine/contracts/shop-stock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { anyCategorySlug } from '../../test/ownership-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { seedSmallCatalogue } from '../catalogue/testing.ts';

const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });

type Account = Awaited<ReturnType<typeof accountWithRoles>>;
let owner: Account;
let rival: Account;
let category: string;

beforeAll(async () => {
  await seedSmallCatalogue(t.app, 1);
  [owner, rival] = await Promise.all([
    accountWithRoles(t.app, { vendor: true }),
    accountWithRoles(t.app, { vendor: true }),
  ]);
  category = await anyCategorySlug(t.app);
}, 60_000);
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: Account, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });

const inr = (amountMinor: number) => ({ amountMinor, currency: 'INR' });

async function createProduct(shopId: string, title: string, stock: number) {
  const res = await send('POST', '/vendor/products', owner, {
    shopId,
    title,
    price: inr(150000),
    categorySlug: category,
    stock,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OwnerProduct;
}

async function stockOf(shopId: string, query = '', who = owner) {
  const res = await send('GET', `/vendor/stock?shopId=${shopId}${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ShopStockPage;
}

describe('GET /api/v1/vendor/stock', () => {
  it('lists each product and variant with its units, running-low ones first', async () => {
    const shopId = await createOwnedShop(t.app, owner.userId);
    await createProduct(shopId, 'Plenty kurta', 40);
    const scarce = await createProduct(shopId, 'Scarce stole', 2);
    const sized = await createProduct(shopId, 'Sized lehenga', 0);
    const variants = await send('PUT', `/vendor/products/${sized.id}/variants`, owner, {
      variants: [
        { size: 'S', price: inr(300000), stock: 0 },
        { size: 'M', price: inr(300000), stock: 12 },
        { size: 'L', price: inr(320000), stockKind: 'made_to_order', leadTimeDays: 14 },
      ],
    });
    expect(variants.statusCode, variants.body).toBe(200);
    const archived = await createProduct(shopId, 'Archived dupatta', 0);
    await send('POST', `/vendor/products/${archived.id}/archive`, owner);

    const page = await stockOf(shopId);
    expect(page).toMatchObject({ total: 5, lowCount: 2, lowStockUnits: 5 });
    expect(page.items.map((line) => [line.title, line.size, line.stock, line.low])).toEqual([
      ['Sized lehenga', 'S', 0, true],
      ['Scarce stole', null, 2, true],
      ['Sized lehenga', 'L', 0, false],
      ['Sized lehenga', 'M', 12, false],
      ['Plenty kurta', null, 40, false],
    ]);
    expect(page.items[2]).toMatchObject({ stockKind: 'made_to_order', leadTimeDays: 14 });
    expect(page.items[1]).toMatchObject({ productId: scarce.id, variantId: null });

    const low = await stockOf(shopId, '&lowOnly=true');
    expect(low).toMatchObject({ total: 2, lowCount: 2 });
    expect(low.items.map((line) => line.title)).toEqual(['Sized lehenga', 'Scarce stole']);
  });

  it("follows the shop's own threshold once set", async () => {
    const shopId = await createOwnedShop(t.app, owner.userId);
    await createProduct(shopId, 'Twelve left', 12);
    await createProduct(shopId, 'Thirty left', 30);
    expect((await stockOf(shopId)).lowCount).toBe(0);

    const set = await send('PUT', '/vendor/stock/settings', owner, { shopId, lowStockUnits: 12 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ shopId, lowStockUnits: 12 });
    const page = await stockOf(shopId);
    expect(page.lowStockUnits).toBe(12);
    expect(page.items.filter((line) => line.low).map((line) => line.title)).toEqual([
      'Twelve left',
    ]);
  });

  it('is a 404 for another shop and a 400 naming the field for bad input', async () => {
    const shopId = await createOwnedShop(t.app, owner.userId);
    expect((await send('GET', `/vendor/stock?shopId=${shopId}`, rival)).statusCode).toBe(404);
    const theirs = await send('PUT', '/vendor/stock/settings', rival, { shopId, lowStockUnits: 3 });
    expect(theirs.statusCode).toBe(404);
    expect((await stockOf(shopId)).lowStockUnits).toBe(5);

    const negative = await send('PUT', '/vendor/stock/settings', owner, {
      shopId,
      lowStockUnits: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.details[0].field).toBe('lowStockUnits');
    const flag = await send('GET', `/vendor/stock?shopId=${shopId}&lowOnly=maybe`, owner);
    expect(flag.statusCode).toBe(400);
    expect(flag.json().error.details[0].field).toBe('lowOnly');
  });
});
