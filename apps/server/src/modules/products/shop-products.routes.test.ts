import type { RoleFlags } from '@vitrine/contracts/auth';
import type { Product, ProductPage } from '@vitrine/contracts/catalogue';
import type { OwnerProduct, OwnerProductPage } from '@vitrine/contracts/shop-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { uploadTestImage } from '../../test/multipart.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { anyCategorySlug } from '../../test/ownership-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { getJson, NO_SUCH_ID, parseCsv, seedSmallCatalogue } from '../catalogue/testing.ts';

const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });

const accountWith = (roles: Partial<RoleFlags>) => accountWithRoles(t.app, roles);

type Account = Awaited<ReturnType<typeof accountWith>>;
let owner: Account;
let rival: Account;
let customer: Account;
let admin: Account;
let shopId: string;
let rivalShopId: string;
let category: string;

beforeAll(async () => {
  await seedSmallCatalogue(t.app, 3);
  [owner, rival, customer, admin] = await Promise.all([
    accountWith({ vendor: true }),
    accountWith({ vendor: true }),
    accountWith({ customer: true }),
    accountWith({ admin: true }),
  ]);
  shopId = await createOwnedShop(t.app, owner.userId);
  rivalShopId = await createOwnedShop(t.app, rival.userId);
  category = await anyCategorySlug(t.app);
}, 60_000);
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: Account, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload } : {}),
  });

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string; details: { field: string }[] } }).error;

const kurta = (overrides: Record<string, unknown> = {}) => ({
  shopId,
  title: 'Chikankari kurta',
  description: 'Hand-embroidered in Lucknow.',
  price: { amountMinor: 249900, currency: 'INR' },
  categorySlug: category,
  stock: 3,
  ...overrides,
});

async function createProduct(overrides: Record<string, unknown> = {}, who = owner) {
  const res = await send('POST', '/vendor/products', who, kurta(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OwnerProduct;
}

const uploadPicture = (who: Account) => uploadTestImage(t.app, who.token, 'product');

const publicIds = async (url: string) =>
  (await getJson<ProductPage>(t.app, url)).items.map((p) => p.id);

describe('POST /api/v1/vendor/products', () => {
  it('adds a product to my shop, with my uploaded pictures, shown to shoppers at once', async () => {
    const picture = await uploadPicture(owner);
    const created = await createProduct({ imageIds: [picture.id] });
    expect(created).toMatchObject({
      shop: { id: shopId },
      title: 'Chikankari kurta',
      price: { amountMinor: 249900, currency: 'INR' },
      category: { slug: category },
      stock: 3,
      status: 'active',
      premium: false,
      premiumRequested: false,
      imageIds: [picture.id],
      imageUrls: [picture.url],
    });
    expect(await publicIds(`/api/v1/products/vendors?vendorId=${shopId}`)).toContain(created.id);
    const page = await getJson<Product>(t.app, `/api/v1/products/${created.id}`);
    expect(page.title).toBe('Chikankari kurta');
    expect(page).not.toHaveProperty('premiumRequested');
  });

  it('makes a new title word one search corrects typos to, even a typo searched before', async () => {
    // Full text finds this one by its description, so no fuzzy title match stands in for the correction.
    const spelledSo = await createProduct({ title: 'Silk potli', description: 'zardosi style' });
    const url = `/api/v1/products/vendors?vendorId=${shopId}&searchKey=zardosi`;
    expect(await publicIds(url)).toEqual([spelledSo.id]);
    const created = await createProduct({ title: 'Zardozi clutch' });
    await waitFor(async () => ((await publicIds(url)).includes(created.id) ? true : undefined), {
      what: 'the misspelt word to find the new title',
    });
  });

  it.each([
    ['title', { title: '  ' }],
    ['price.amountMinor', { price: { amountMinor: -1, currency: 'INR' } }],
    ['price.currency', { price: { amountMinor: 100, currency: 'RUPEES' } }],
    ['stock', { stock: -2 }],
    ['categorySlug', { categorySlug: 'no-such-category' }],
    ['imageIds.0', { imageIds: ['not-an-id'] }],
    ['premium', { premium: true }],
  ])('refuses a bad %s with a 400 naming it', async (field, overrides) => {
    const res = await send('POST', '/vendor/products', owner, kurta(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).details.map((d) => d.field)).toContain(field);
  });

  it("refuses someone else's upload as a picture, naming it", async () => {
    const theirs = await uploadPicture(rival);
    const res = await send('POST', '/vendor/products', owner, kurta({ imageIds: [theirs.id] }));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).details[0]!.field).toBe('imageIds.0');
  });

  it("answers 404 for another owner's shop, 403 to a customer, 401 without a session", async () => {
    expect(
      (await send('POST', '/vendor/products', owner, kurta({ shopId: rivalShopId }))).statusCode,
    ).toBe(404);
    expect((await send('POST', '/vendor/products', customer, kurta())).statusCode).toBe(403);
    expect((await send('POST', '/vendor/products', undefined, kurta())).statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/vendor/products/:id', () => {
  it('changes only the fields given', async () => {
    const created = await createProduct();
    const res = await send('PATCH', `/vendor/products/${created.id}`, owner, {
      stock: 0,
      price: { amountMinor: 199900, currency: 'inr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: created.title,
      stock: 0,
      price: { amountMinor: 199900, currency: 'INR' },
    });
    const seen = await getJson<Product>(t.app, `/api/v1/products/${created.id}`);
    expect(seen.stock).toBe(0);
  });

  it('refuses premium, naming the field, and keeps the product as it was', async () => {
    const created = await createProduct();
    const res = await send('PATCH', `/vendor/products/${created.id}`, owner, { premium: true });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details[0]!.field).toBe('premium');
    expect((await getJson<Product>(t.app, `/api/v1/products/${created.id}`)).premium).toBe(false);
  });

  it("answers 404 for another shop's product and 403 to a customer", async () => {
    const theirs = await createProduct({ shopId: rivalShopId }, rival);
    const res = await send('PATCH', `/vendor/products/${theirs.id}`, owner, { stock: 9 });
    expect(res.statusCode).toBe(404);
    expect((await send('GET', `/vendor/products/${theirs.id}`, owner)).statusCode).toBe(404);
    expect(
      (await send('PATCH', `/vendor/products/${theirs.id}`, customer, { stock: 9 })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/v1/vendor/products/:id/archive', () => {
  it('hides the product from every public list, export and page, but not from me', async () => {
    const created = await createProduct({ title: 'Banarasi dupatta archived' });
    const res = await send('POST', `/vendor/products/${created.id}/archive`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'archived' });

    expect(await publicIds(`/api/v1/products/vendors?vendorId=${shopId}`)).not.toContain(
      created.id,
    );
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/vendors?vendorId=${shopId}&download=csv`,
    });
    expect(parseCsv(csv.body).map((row) => row[0])).not.toContain(created.id);
    expect((await send('GET', `/products/${created.id}`)).statusCode).toBe(404);
    const shop = await getJson<{ productCount: number }>(
      t.app,
      `/api/v1/vendor/getVendorById?id=${shopId}`,
    );
    const live = (await getJson<ProductPage>(t.app, `/api/v1/products/vendors?vendorId=${shopId}`))
      .total;
    expect(shop.productCount).toBe(live);

    const mine = await send('GET', `/vendor/products/${created.id}`, owner);
    expect(mine.json()).toMatchObject({ id: created.id, status: 'archived' });
    const archived = (
      await send('GET', `/vendor/products?shopId=${shopId}&status=archived`, owner)
    ).json() as OwnerProductPage;
    expect(archived.items.map((p) => p.id)).toEqual([created.id]);

    const restored = await send('POST', `/vendor/products/${created.id}/restore`, owner);
    expect(restored.json()).toMatchObject({ status: 'active' });
    expect((await send('GET', `/products/${created.id}`)).statusCode).toBe(200);
  });

  it("answers 404 for another shop's product", async () => {
    const theirs = await createProduct({ shopId: rivalShopId }, rival);
    expect((await send('POST', `/vendor/products/${theirs.id}/archive`, owner)).statusCode).toBe(
      404,
    );
    expect((await send('GET', `/products/${theirs.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/vendor/products', () => {
  it('lists my shop’s products with search, status and paging', async () => {
    const listed = await send('GET', `/vendor/products?shopId=${shopId}&limit=2`, owner);
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json() as OwnerProductPage;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.items.every((p) => p.shop.id === shopId)).toBe(true);
    const found = (
      await send('GET', `/vendor/products?shopId=${shopId}&searchKey=clutch`, owner)
    ).json() as OwnerProductPage;
    expect(found.items.map((p) => p.title)).toEqual(['Zardozi clutch']);
  });

  it("answers 404 for another owner's shop and 400 naming a bad status", async () => {
    expect((await send('GET', `/vendor/products?shopId=${rivalShopId}`, owner)).statusCode).toBe(
      404,
    );
    expect((await send('GET', `/vendor/products?shopId=${NO_SUCH_ID}`, owner)).statusCode).toBe(
      404,
    );
    const bad = await send('GET', `/vendor/products?shopId=${shopId}&status=gone`, owner);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details[0]!.field).toBe('status');
  });
});

describe('premium placement', () => {
  it('is requested by the owner and granted by staff, then listed as premium', async () => {
    const created = await createProduct({ premiumRequested: true, title: 'Premium lehenga' });
    expect(created).toMatchObject({ premium: false, premiumRequested: true });
    expect(await publicIds('/api/v1/products/premium?limit=100')).not.toContain(created.id);

    const queue = async () =>
      (
        (await send('GET', '/admin/products/premium-requests?limit=100', admin)).json() as {
          items: { id: string }[];
        }
      ).items.map((p) => p.id);
    expect(await queue()).toContain(created.id);
    expect((await send('GET', '/admin/products/premium-requests', owner)).statusCode).toBe(403);

    const refusedToOwner = await send('POST', `/admin/products/${created.id}/premium`, owner, {
      premium: true,
    });
    expect(refusedToOwner.statusCode).toBe(403);

    const granted = await send('POST', `/admin/products/${created.id}/premium`, admin, {
      premium: true,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ premium: true, premiumRequested: false });
    expect(await publicIds('/api/v1/products/premium?limit=100')).toContain(created.id);
    expect(await queue()).not.toContain(created.id);
  });

  it('can be refused by staff: the request is answered and nothing is premium', async () => {
    const created = await createProduct({ premiumRequested: true });
    const refused = await send('POST', `/admin/products/${created.id}/premium`, admin, {
      premium: false,
    });
    expect(refused.json()).toMatchObject({ premium: false, premiumRequested: false });
    expect(
      (await send('POST', `/admin/products/${NO_SUCH_ID}/premium`, admin, { premium: true }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /api/v1/products/:id', () => {
  it('shows a product with its shop, and 404 for an unknown or malformed id', async () => {
    const created = await createProduct();
    const product = await getJson<Product>(t.app, `/api/v1/products/${created.id}`);
    expect(product.shop.id).toBe(shopId);
    expect((await send('GET', `/products/${NO_SUCH_ID}`)).statusCode).toBe(404);
    const bad = await send('GET', '/products/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details[0]!.field).toBe('id');
  });
});

describe('DELETE /api/v1/uploads/images/{id} of a photo a product shows', () => {
  it('answers 409 naming the product, and deletes it once no product shows it', async () => {
    const photo = await uploadPicture(owner);
    const created = await createProduct({ title: 'Mirror-work dupatta', imageIds: [photo.id] });
    // Archived products keep their photos (they can be restored).
    expect((await send('POST', `/vendor/products/${created.id}/archive`, owner)).statusCode).toBe(
      200,
    );
    const deleteIt = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/uploads/images/${photo.id}`,
        headers: bearer(owner.token),
      });
    const refused = await deleteIt();
    expect(refused.statusCode).toBe(409);
    const { error } = refused.json() as { error: { message: string } };
    expect(error.message).toContain('a photo of the product "Mirror-work dupatta"');

    const edited = await send('PATCH', `/vendor/products/${created.id}`, owner, { imageIds: [] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await deleteIt()).statusCode).toBe(204);
  });
});
