import type { RoleFlags } from '@vitrine/contracts/auth';
import type { CategoryTree, Shop, ShopSearchResult } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { uploadTestImage } from '../../test/multipart.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { getJson, seedSmallCatalogue } from './testing.ts';

const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });

const accountWith = (roles: Partial<RoleFlags>) => accountWithRoles(t.app, roles);

let owner: { token: string; userId: string };
let shopId: string;
let tree: CategoryTree['items'];

beforeAll(async () => {
  await seedSmallCatalogue(t.app, 5);
  owner = await accountWith({ vendor: true });
  shopId = await createOwnedShop(t.app, owner.userId, { name: 'Quiet Loom House' });
  tree = (await getJson<CategoryTree>(t.app, '/api/v1/category/categories-subcat')).items;
}, 120_000);
afterAll(() => t.close());

const patch = (token: string, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/vendor/updateVendor',
    headers: bearer(token),
    payload,
  });

const refusedField = async (payload: object) => {
  const res = await patch(owner.token, { shopId, ...payload });
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_FAILED');
  return res.json().error.details[0].field as string;
};

const upload = (token: string, purpose: string) => uploadTestImage(t.app, token, purpose);

describe('PATCH /api/v1/vendor/updateVendor', () => {
  it("changes the owner's shop and the search finds the new description within a second", async () => {
    const top = tree[0]!;
    const sub = top.subCategories[0]!;
    const res = await patch(owner.token, {
      shopId,
      description: 'Handwoven zardozifloral bridal pieces',
      categories: [top.slug],
      subCategories: [sub.slug],
      genders: ['women'],
      languages: ['hi'],
      city: 'Udaipur',
      state: 'Rajasthan',
      timeZone: 'Asia/Kolkata',
      priceRange: { minMinor: 100_000, maxMinor: 900_000, currency: 'INR' },
      isStitcher: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const shop = res.json() as Shop;
    expect(shop.description).toBe('Handwoven zardozifloral bridal pieces');
    expect(shop.categories.map((c) => c.slug)).toEqual([top.slug]);
    expect(shop.subCategories.map((c) => c.slug)).toEqual([sub.slug]);
    expect(shop.address.city).toBe('Udaipur');
    expect(shop.isStitcher).toBe(true);
    expect(shop.priceRange).toEqual({ minMinor: 100_000, maxMinor: 900_000, currency: 'INR' });

    const found = await waitFor(
      async () => {
        const result = await getJson<ShopSearchResult>(
          t.app,
          '/api/v1/vendor/fetch-shops?searchKey=zardozifloral',
        );
        return result.items.some((item) => item.id === shopId) ? result : undefined;
      },
      { timeoutMs: 1000, what: 'the search to find the new description' },
    );
    expect(found.items[0]!.name).toBe('Quiet Loom House');
    // The category's name became a search word of the shop too (its keywords).
    const byCity = await getJson<ShopSearchResult>(
      t.app,
      `/api/v1/vendor/fetch-shops?city=Udaipur&categories=${top.slug}`,
    );
    expect(byCity.items.map((item) => item.id)).toContain(shopId);
  });

  it('edits the first shop the owner runs when no shopId is given', async () => {
    const res = await patch(owner.token, { name: 'Quiet Loom House' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Shop).id).toBe(shopId);
  });

  it('refuses taxonomy values that do not exist, naming the field', async () => {
    expect(await refusedField({ categories: ['no-such-category'] })).toBe('categories');
    expect(await refusedField({ subCategories: ['no-such-sub'] })).toBe('subCategories');
    expect(await refusedField({ occasions: ['no-such-occasion'] })).toBe('occasions');
    expect(await refusedField({ languages: ['xx'] })).toBe('languages');
    expect(await refusedField({ genders: ['aliens'] })).toBe('genders.0');
  });

  it('refuses a sub-category outside the chosen categories', async () => {
    const [first, second] = tree;
    expect(second, 'the taxonomy has two categories').toBeDefined();
    const res = await refusedField({
      categories: [first!.slug],
      subCategories: [second!.subCategories[0]!.slug],
    });
    expect(res).toBe('subCategories');
  });

  it('refuses a time zone that is not IANA and a price range upside down', async () => {
    expect(await refusedField({ timeZone: 'Mars/Olympus' })).toBe('timeZone');
    expect(await refusedField({ timeZone: '+05:30' })).toBe('timeZone');
    expect(
      await refusedField({ priceRange: { minMinor: 500, maxMinor: 100, currency: 'INR' } }),
    ).toBe('priceRange.maxMinor');
  });

  it('refuses fields only staff may set, naming them, and changes nothing', async () => {
    expect(await refusedField({ verified: true })).toBe('verified');
    expect(await refusedField({ premium: true })).toBe('premium');
    expect(await refusedField({ ratingAverage: 5 })).toBe('ratingAverage');
    const shop = await getJson<Shop>(t.app, `/api/v1/vendor/getVendorById?id=${shopId}`);
    expect(shop.verified).toBe(false);
    expect(shop.premium).toBe(false);
  });

  it("answers 404 for another owner's shop and leaves it alone", async () => {
    const other = await accountWith({ vendor: true });
    const otherShop = await createOwnedShop(t.app, other.userId, { description: 'theirs' });
    const res = await patch(owner.token, { shopId: otherShop, description: 'mine now' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    const shop = await getJson<Shop>(t.app, `/api/v1/vendor/getVendorById?id=${otherShop}`);
    expect(shop.description).toBe('theirs');
  });

  it('answers 404 to a vendor who runs no shop, and 403 to a customer', async () => {
    const shopless = await accountWith({ vendor: true });
    expect((await patch(shopless.token, { description: 'x' })).statusCode).toBe(404);
    const customer = await accountWith({ customer: true });
    const res = await patch(customer.token, { shopId, description: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it("sets pictures from the owner's own uploads of the right purpose only", async () => {
    const logo = await upload(owner.token, 'logo');
    const cover = await upload(owner.token, 'cover');
    // Any width of the upload may be sent back; the widest is stored.
    const res = await patch(owner.token, {
      shopId,
      logoUrl: logo.variants[0]!.url,
      coverUrl: cover.url,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Shop).logoUrl).toBe(logo.url);
    expect((res.json() as Shop).coverUrl).toBe(cover.url);

    expect(await refusedField({ logoUrl: cover.url })).toBe('logoUrl');
    const stranger = await accountWith({ vendor: true });
    const theirs = await upload(stranger.token, 'gallery');
    expect(await refusedField({ galleryUrls: [theirs.url] })).toBe('galleryUrls');
    expect(await refusedField({ coverUrl: 'https://example.com/x.webp' })).toBe('coverUrl');
  });

  it('keeps, reorders and removes gallery pictures the shop already shows', async () => {
    const one = await upload(owner.token, 'gallery');
    const two = await upload(owner.token, 'gallery');
    const set = await patch(owner.token, { shopId, galleryUrls: [one.url, two.url] });
    expect((set.json() as Shop).galleryUrls).toEqual([one.url, two.url]);
    const reordered = await patch(owner.token, { shopId, galleryUrls: [two.url, one.url] });
    expect((reordered.json() as Shop).galleryUrls).toEqual([two.url, one.url]);
    const removed = await patch(owner.token, { shopId, galleryUrls: [one.url] });
    expect((removed.json() as Shop).galleryUrls).toEqual([one.url]);
  });
});

describe('DELETE /api/v1/uploads/images/{id} of a picture a shop shows', () => {
  it('answers 409 saying where it is used, and deletes it once the shop no longer shows it', async () => {
    const logo = await upload(owner.token, 'logo');
    expect((await patch(owner.token, { shopId, logoUrl: logo.url })).statusCode).toBe(200);

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/uploads/images/${logo.id}`,
      headers: bearer(owner.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONFLICT');
    expect(refused.json().error.message).toContain('the logo of the shop "Quiet Loom House"');
    // Still served: nothing was removed.
    expect((await t.app.inject({ method: 'GET', url: logo.url })).statusCode).toBe(200);

    expect((await patch(owner.token, { shopId, logoUrl: null })).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/uploads/images/${logo.id}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: logo.url })).statusCode).toBe(404);
  });

  it('answers 409 for a gallery picture in use', async () => {
    const picture = await upload(owner.token, 'gallery');
    await patch(owner.token, { shopId, galleryUrls: [picture.url] });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/uploads/images/${picture.id}`,
      headers: bearer(owner.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('a gallery picture of the shop');
  });
});
