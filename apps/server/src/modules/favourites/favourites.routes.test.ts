import type { FavouriteShop, FavouriteShopPage, ShopSummary } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { allItems, parseCsv, readXlsx, seedSmallCatalogue } from '../catalogue/testing.ts';

let t: TestApp;
let shops: ShopSummary[];
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
const add = (token: string | undefined, shopId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/favourite-shops',
    headers: as(token),
    payload: { shopId },
  });
const list = async (token: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/user/favourite-shops?${query}`,
    headers: as(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FavouriteShopPage;
};
const remove = (token: string | undefined, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/user/favourite-shops/${id}`, headers: as(token) });

beforeAll(async () => {
  t = await createTestApp();
  await seedSmallCatalogue(t.app, 20);
  shops = await allItems<ShopSummary>(t.app, '/api/v1/vendor/getVendors');
  asha = await register('Asha', 'asha@example.com');
  ravi = await register('Ravi', 'ravi@example.com');
});
afterAll(() => t.close());

describe('POST /api/v1/user/favourite-shops', () => {
  it('favourites a shop once: adding it again keeps the one favourite', async () => {
    const shop = shops[0]!;
    const first = await add(asha, shop.id);
    expect(first.statusCode).toBe(201);
    const favourite = first.json() as FavouriteShop;
    expect(favourite.shop).toEqual(shop);
    const second = await add(asha, shop.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(favourite.id);
    const { items, total } = await list(asha, `shopId=${shop.id}`);
    expect(total).toBe(1);
    expect(items.map((f) => f.id)).toEqual([favourite.id]);
  });

  it('answers 404 for a shop that does not exist and 400 for a malformed id', async () => {
    const missing = await add(asha, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const malformed = await add(asha, 'shop-1');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].field).toBe('shopId');
  });

  it('needs a signed-in user', async () => {
    const response = await add(undefined, shops[0]!.id);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    const bad = await add('not-a-token', shops[0]!.id);
    expect(bad.statusCode).toBe(401);
  });
});

describe('GET /api/v1/user/favourite-shops', () => {
  beforeAll(async () => {
    for (const shop of shops.slice(1, 8)) expect((await add(asha, shop.id)).statusCode).toBe(201);
    expect((await add(ravi, shops[10]!.id)).statusCode).toBe(201);
  });

  it('lists only my favourites, newest first, paged', async () => {
    const all = await list(asha, 'limit=100');
    expect(all.total).toBe(8);
    expect(all.items.every((f) => shops.slice(0, 8).some((s) => s.id === f.shop.id))).toBe(true);
    const dates = all.items.map((f) => f.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const pageTwo = await list(asha, 'limit=3&page=2');
    expect(pageTwo.items.map((f) => f.id)).toEqual(all.items.slice(3, 6).map((f) => f.id));
    const past = await list(asha, 'limit=3&page=4');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(8);
    const other = await list(ravi);
    expect(other.items.map((f) => f.shop.id)).toEqual([shops[10]!.id]);
  });

  it('searches my favourites by shop name, forgiving a typo', async () => {
    const target = shops[4]!;
    const word = target.name.split(' ')[0]!;
    const typo = word.slice(0, -1) + (word.endsWith('a') ? 'e' : 'a');
    const body = await list(
      asha,
      `searchKey=${encodeURIComponent(`${typo} ${target.name.split(' ').slice(1).join(' ')}`)}`,
    );
    // Favourites stay newest first while searching; the shop must be among the matches.
    expect(body.items.map((f) => f.shop.id)).toContain(target.id);
    expect(body.total).toBeLessThan(8);
    const none = await list(ravi, `searchKey=${encodeURIComponent(target.name)}`);
    expect(none.total).toBe(0);
  });

  it('refuses limit 101 naming limit, and answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/favourite-shops?limit=101',
      headers: as(asha),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('limit');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/user/favourite-shops' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('downloads all my favourites as CSV and XLSX, row for row', async () => {
    const listed = (await list(asha, 'limit=100')).items;
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/favourite-shops?download=csv&limit=2',
      headers: as(asha),
    });
    expect(csv.headers['content-disposition']).toMatch(/favourite-shops-.*\.csv/);
    const [header, ...rows] = parseCsv(csv.body);
    expect(header?.at(-1)).toBe('Added');
    expect(rows.map((r) => [r[0], r[1], r.at(-1)])).toEqual(
      listed.map((f) => [f.shop.id, f.shop.name, f.createdAt]),
    );
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/favourite-shops?download=xlsx',
      headers: as(asha),
    });
    const [, ...sheetRows] = await readXlsx(xlsx.rawPayload);
    expect(sheetRows.map((r) => r[1])).toEqual(listed.map((f) => f.shop.name));
  });
});

describe('DELETE /api/v1/user/favourite-shops/:id', () => {
  it("answers 404 for another user's favourite and leaves it alone", async () => {
    const ravis = (await list(ravi)).items[0]!;
    const response = await remove(asha, ravis.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    expect((await list(ravi)).items.map((f) => f.id)).toEqual([ravis.id]);
  });

  it('removes my favourite; removing it again is a 404', async () => {
    const mine = (await list(asha, 'limit=1')).items[0]!;
    const before = (await list(asha)).total;
    const response = await remove(asha, mine.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await list(asha, 'limit=100');
    expect(after.total).toBe(before - 1);
    expect(after.items.map((f) => f.id)).not.toContain(mine.id);
    expect((await remove(asha, mine.id)).statusCode).toBe(404);
  });

  it('answers 401 without a token before looking at the id, and 400 for a malformed id', async () => {
    expect((await remove(undefined, 'whatever')).statusCode).toBe(401);
    const malformed = await remove(asha, 'whatever');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].field).toBe('id');
  });

  it('lets me favourite a shop again after removing it', async () => {
    const shop = shops[12]!;
    const first = (await add(asha, shop.id)).json() as FavouriteShop;
    expect((await remove(asha, first.id)).statusCode).toBe(204);
    const again = await add(asha, shop.id);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.id);
  });
});
