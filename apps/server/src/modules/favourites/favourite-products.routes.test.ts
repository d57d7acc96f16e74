import type {
  FavouriteProduct,
  FavouriteProductPage,
  ProductHit,
} from '@vitrine/contracts/product-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { allItems, NO_SUCH_ID, parseCsv, seedSmallCatalogue } from '../catalogue/testing.ts';
import { setProductArchived } from '../products/testing.ts';

let t: TestApp;
let products: ProductHit[];
let asha: string;
let ravi: string;

async function register(name: string, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: { name, email, password: 'Velvet-Lehenga-Sunrise-2026' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().token as string;
}

const as = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});
const URL = '/api/v1/user/favourite-products';
const add = (token: string | undefined, productId: string) =>
  t.app.inject({ method: 'POST', url: URL, headers: as(token), payload: { productId } });
const list = async (token: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${URL}?${query}`,
    headers: as(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FavouriteProductPage;
};
const remove = (token: string | undefined, id: string) =>
  t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: as(token) });

beforeAll(async () => {
  t = await createTestApp();
  await seedSmallCatalogue(t.app, 6);
  products = await allItems<ProductHit>(t.app, '/api/v1/products/search');
  asha = await register('Asha', 'asha@example.com');
  ravi = await register('Ravi', 'ravi@example.com');
});
afterAll(() => t.close());

describe('POST /api/v1/user/favourite-products', () => {
  it('favourites a product once: adding it again keeps the one favourite', async () => {
    const product = products[0]!;
    const first = await add(asha, product.id);
    expect(first.statusCode).toBe(201);
    const favourite = first.json() as FavouriteProduct;
    expect(favourite.product).toEqual(product);
    const second = await add(asha, product.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(favourite.id);
    const { items, total } = await list(asha, `productId=${product.id}`);
    expect(total).toBe(1);
    expect(items[0]!.id).toBe(favourite.id);
  });

  it('answers 404 for an unknown product, 400 for a bad id and 401 signed out', async () => {
    expect((await add(asha, NO_SUCH_ID)).statusCode).toBe(404);
    const bad = await add(asha, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('productId');
    expect((await add(undefined, products[1]!.id)).statusCode).toBe(401);
  });
});

describe('GET and DELETE /api/v1/user/favourite-products', () => {
  it("lists only my favourites, newest first, and another's id is not found", async () => {
    await add(ravi, products[2]!.id);
    await add(ravi, products[3]!.id);
    const mine = await list(ravi);
    expect(mine.items.map((f) => f.product.id)).toEqual([products[3]!.id, products[2]!.id]);
    const ashas = await list(asha);
    expect(ashas.items.some((f) => f.product.id === products[2]!.id)).toBe(false);
    const theirs = mine.items[0]!.id;
    expect((await remove(asha, theirs)).statusCode).toBe(404);
    expect((await remove(ravi, theirs)).statusCode).toBe(204);
    expect((await remove(ravi, theirs)).statusCode).toBe(404);
    expect((await list(ravi)).total).toBe(1);
  });

  it('downloads my favourites as CSV', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${URL}?download=csv`,
      headers: as(ravi),
    });
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body);
    expect(rows[0]![0]).toBe('Product ID');
    expect(rows.slice(1).map((row) => row[0])).toEqual([products[2]!.id]);
  });

  it('hides a favourite while its product is archived, and shows it again after', async () => {
    const product = products[4]!;
    await add(asha, product.id);
    await setProductArchived(t.app, product.id, true);
    await expect
      .poll(async () => (await list(asha)).items.some((f) => f.product.id === product.id), {
        timeout: 5000,
      })
      .toBe(false);
    expect((await add(asha, product.id)).statusCode).toBe(404);
    await setProductArchived(t.app, product.id, false);
    await expect
      .poll(async () => (await list(asha)).items.some((f) => f.product.id === product.id), {
        timeout: 5000,
      })
      .toBe(true);
  });
});
