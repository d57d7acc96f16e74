import type {
  CategoryTree,
  HeroBanner,
  Offer,
  OfferPage,
  ProductPage,
  ShopSummary,
} from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { allItems, getJson, seedSmallCatalogue } from './testing.ts';

const SHOPS = 30;
let t: TestApp;
let shops: ShopSummary[];

beforeAll(async () => {
  t = await createTestApp();
  await seedSmallCatalogue(t.app, SHOPS);
  shops = await allItems<ShopSummary>(t.app, '/api/v1/vendor/fetch-shops');
});
afterAll(() => t.close());

const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
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

describe('GET /api/v1/media/*', () => {
  it('draws every picture the catalogue links to, as a cacheable, script-free SVG', async () => {
    const shop = await getJson<{ logoUrl: string; coverUrl: string; galleryUrls: string[] }>(
      t.app,
      `/api/v1/vendor/getVendorById?id=${shops[0]!.id}`,
    );
    const product = (
      await getJson<ProductPage>(t.app, `/api/v1/products/vendors?vendorId=${shops[0]!.id}`)
    ).items[0]!;
    const offer = (await getJson<OfferPage>(t.app, '/api/v1/offers')).items[0]!;
    const urls = [
      shop.logoUrl,
      shop.coverUrl,
      ...shop.galleryUrls,
      ...product.imageUrls,
      offer.imageUrl!,
      '/api/v1/media/categories/bridal.svg',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body).toMatch(/^<\?xml[^>]*>\s*<svg /);
      expect(response.body).not.toMatch(/<script|on\w+=|href="http/i);
    }
  });

  it('puts the shop’s initials on its logo and the discount on an offer', async () => {
    const logo = await t.app.inject({
      method: 'GET',
      url: `/api/v1/media/shops/${shops[0]!.id}/logo.svg`,
    });
    const initials = shops[0]!.name
      .split(' ')
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    expect(logo.body).toContain(`>${initials}</text>`);
    const offers = await allItems<Offer>(t.app, '/api/v1/offers?offeror=platform');
    const festive = offers.find((o) => o.code === 'FESTIVE500')!;
    const card = await t.app.inject({ method: 'GET', url: festive.imageUrl! });
    expect(card.body).toContain('₹500 OFF');
  });

  it('answers 404 for pictures of nothing and 400 for malformed names', async () => {
    expect(await status(`/api/v1/media/shops/${NO_SUCH_ID}/logo.svg`)).toBe(404);
    expect(await status(`/api/v1/media/products/${NO_SUCH_ID}/1.svg`)).toBe(404);
    expect(await status(`/api/v1/media/offers/${NO_SUCH_ID}.svg`)).toBe(404);
    expect(await status('/api/v1/media/categories/socks.svg')).toBe(404);
    expect(await status(`/api/v1/media/shops/${shops[0]!.id}/logo.png`)).toBe(400);
    expect(await status('/api/v1/media/shops/not-an-id/logo.svg')).toBe(400);
    expect(await status('/api/v1/media/offers/..%2F..%2Fetc%2Fpasswd')).toBe(400);
  });
});
