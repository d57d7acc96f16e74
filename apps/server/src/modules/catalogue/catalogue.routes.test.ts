import type { CategoryTree, HeroBanner } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueArt } from '../../seed/catalogue-art.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStorage } from '../../platform/media/index.ts';
import { getJson, seedSmallCatalogue } from './testing.ts';

const SHOPS = 30;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedSmallCatalogue(t.app, SHOPS);
  // The pictures the catalogue links to are files the seed draws into storage.
  const storage = createStorage(t.config.storage);
  await seedCatalogueArt(t.app.database.db, storage);
  await storage.close();
});
afterAll(() => t.close());

const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

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
