import type { ProductDetail } from '@vitrine/contracts/catalogue';
import type { OwnerProduct, ProductVariantList } from '@vitrine/contracts/shop-catalogue';
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
let shopId: string;
let stitcherShopId: string;
let category: string;

beforeAll(async () => {
  await seedSmallCatalogue(t.app, 1);
  [owner, rival] = await Promise.all([
    accountWithRoles(t.app, { vendor: true }),
    accountWithRoles(t.app, { vendor: true }),
  ]);
  shopId = await createOwnedShop(t.app, owner.userId);
  stitcherShopId = await createOwnedShop(t.app, owner.userId, { isStitcher: true });
  category = await anyCategorySlug(t.app);
}, 60_000);
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, who?: Account, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload } : {}),
  });

const fieldsOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { details: { field: string }[] } }).error.details.map((d) => d.field);

async function createProduct(inShop = shopId) {
  const res = await send('POST', '/vendor/products', owner, {
    shopId: inShop,
    title: 'Bandhani dupatta',
    price: { amountMinor: 189900, currency: 'INR' },
    categorySlug: category,
    stock: 4,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OwnerProduct;
}

const inr = (amountMinor: number) => ({ amountMinor, currency: 'INR' });

describe('PUT /api/v1/vendor/products/{id}/variants', () => {
  it('sets sizes and colours with their own price and stock, shown on the product page', async () => {
    const product = await createProduct();
    const res = await send('PUT', `/vendor/products/${product.id}/variants`, owner, {
      variants: [
        { size: 'S', colour: 'Indigo', price: inr(189900), stock: 2 },
        { size: 'M', colour: 'Indigo', price: inr(199900), stock: 0 },
        {
          size: 'L',
          colour: 'Indigo',
          price: inr(209900),
          stockKind: 'made_to_order',
          leadTimeDays: 10,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as ProductVariantList;
    expect(items.map((v) => [v.size, v.price.amountMinor, v.stock, v.stockKind])).toEqual([
      ['S', 189900, 2, 'in_stock'],
      ['M', 199900, 0, 'in_stock'],
      ['L', 209900, 0, 'made_to_order'],
    ]);
    expect(items[2]!.leadTimeDays).toBe(10);

    const page = await send('GET', `/products/${product.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json() as ProductDetail).variants).toEqual(items);
  });

  it('keeps listed ids, removes the rest, and lets two variants trade sizes', async () => {
    const product = await createProduct();
    const url = `/vendor/products/${product.id}/variants`;
    const first = (
      (
        await send('PUT', url, owner, {
          variants: [
            { size: 'S', price: inr(100000), stock: 1 },
            { size: 'M', price: inr(110000), stock: 1 },
            { size: 'L', price: inr(120000), stock: 1 },
          ],
        })
      ).json() as ProductVariantList
    ).items;
    const [small, medium] = first;
    const res = await send('PUT', url, owner, {
      variants: [
        { id: small!.id, size: 'M', price: inr(100000), stock: 5 },
        { id: medium!.id, size: 'S', price: inr(110000), stock: 6 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ProductVariantList).items.map((v) => [v.id, v.size, v.stock])).toEqual([
      [small!.id, 'M', 5],
      [medium!.id, 'S', 6],
    ]);
  });

  it('an empty list sells the product as itself again', async () => {
    const product = await createProduct();
    const url = `/vendor/products/${product.id}/variants`;
    await send('PUT', url, owner, { variants: [{ colour: 'Red', price: inr(1000), stock: 1 }] });
    const res = await send('PUT', url, owner, { variants: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ProductVariantList).items).toEqual([]);
    const page = (await send('GET', `/products/${product.id}`)).json() as ProductDetail;
    expect(page).toMatchObject({ stock: 4, variants: [] });
  });

  it('answers 400 naming the field for bad variants', async () => {
    const product = await createProduct();
    const url = `/vendor/products/${product.id}/variants`;
    const cases: [object, string][] = [
      [{ variants: [{ price: inr(1000) }] }, 'variants.0.size'],
      [
        { variants: [{ size: 'S', price: inr(1000), stockKind: 'made_to_order' }] },
        'variants.0.leadTimeDays',
      ],
      [{ variants: [{ size: 'S', price: inr(1000), leadTimeDays: 3 }] }, 'variants.0.leadTimeDays'],
      [{ variants: [{ size: 'S', price: inr(1000), stock: -1 }] }, 'variants.0.stock'],
      [
        {
          variants: [
            { size: 'S', price: inr(1000) },
            { size: 's', price: inr(2000) },
          ],
        },
        'variants.1',
      ],
      [{ variants: [{ id: crypto.randomUUID(), size: 'S', price: inr(1000) }] }, 'variants.0.id'],
      [
        { variants: [{ size: 'S', price: { amountMinor: 1000, currency: 'USD' } }] },
        'variants.0.price.currency',
      ],
      [{ variants: [{ madeToMeasure: true, price: inr(1000) }] }, 'variants.0.madeToMeasure'],
    ];
    for (const [payload, field] of cases) {
      const res = await send('PUT', url, owner, payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(fieldsOf(res)).toContain(field);
    }
  });

  it('made to measure is for shops that stitch', async () => {
    const product = await createProduct(stitcherShopId);
    const res = await send('PUT', `/vendor/products/${product.id}/variants`, owner, {
      variants: [
        { madeToMeasure: true, price: inr(450000), stockKind: 'made_to_order', leadTimeDays: 14 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ProductVariantList).items[0]).toMatchObject({
      madeToMeasure: true,
      stockKind: 'made_to_order',
      leadTimeDays: 14,
    });
  });

  it("another shop's product is 404, as unknown", async () => {
    const product = await createProduct();
    const put = await send('PUT', `/vendor/products/${product.id}/variants`, rival, {
      variants: [],
    });
    expect(put.statusCode).toBe(404);
    expect((await send('GET', `/vendor/products/${product.id}/variants`, rival)).statusCode).toBe(
      404,
    );
  });
});
