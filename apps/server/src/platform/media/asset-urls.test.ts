import type { UploadedImage } from '@vitrine/contracts/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { multipartFile } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getJson, seedSmallCatalogue } from '../../modules/catalogue/testing.ts';
import { rewriteAssetUrls, rewriteAssetUrlsInJson } from './index.ts';

const CDN = 'https://cdn.vitrine.example/media';

describe('rewriteAssetUrls', () => {
  it('points stored asset paths at the CDN and leaves everything else as it was', () => {
    const createdAt = new Date('2026-11-24T00:00:00Z');
    const input = {
      logoUrl: '/api/v1/media/shops/a/logo.svg',
      galleryUrls: ['/api/v1/media/assets/b/640.webp', 'https://elsewhere.example/x.png'],
      name: 'Meera Silks',
      ctaHref: '/api/v1/vendor/fetch-shops',
      rating: 4.5,
      createdAt,
      nested: [{ imageUrl: '/api/v1/media/offers/c.svg', owner: null }],
    };
    const output = rewriteAssetUrls(input, CDN);
    expect(output).toEqual({
      ...input,
      logoUrl: `${CDN}/shops/a/logo.svg`,
      galleryUrls: [`${CDN}/assets/b/640.webp`, 'https://elsewhere.example/x.png'],
      nested: [{ imageUrl: `${CDN}/offers/c.svg`, owner: null }],
    });
    expect(output.createdAt).toBe(createdAt);
    // The input (perhaps a cached answer) keeps its own paths.
    expect(input.logoUrl).toBe('/api/v1/media/shops/a/logo.svg');
    expect(rewriteAssetUrls(input, undefined)).toBe(input);
  });
});

describe('rewriteAssetUrlsInJson', () => {
  it('rewrites string values that are asset paths, not text that quotes one', () => {
    const value = {
      logoUrl: '/api/v1/media/shops/a/logo.svg',
      list: ['/api/v1/media/assets/b/640.webp'],
      comment: 'see "/api/v1/media/shops/a/logo.svg" and \\',
      after: '/api/v1/media/offers/c.svg',
      home: '/api/v1/vendor/x',
    };
    const json = rewriteAssetUrlsInJson(JSON.stringify(value), CDN);
    expect(JSON.parse(json)).toEqual({
      ...value,
      logoUrl: `${CDN}/shops/a/logo.svg`,
      list: [`${CDN}/assets/b/640.webp`],
      after: `${CDN}/offers/c.svg`,
    });
  });
});

describe('with ASSET_CDN_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ASSET_CDN_URL: `${CDN}/` });
    await seedSmallCatalogue(t.app, 3);
  }, 120_000);
  afterAll(() => t.close());

  it('links the catalogue’s pictures and new uploads through the CDN host', async () => {
    const shops = await getJson<{ items: { id: string; logoUrl: string; coverUrl: string }[] }>(
      t.app,
      '/api/v1/vendor/fetch-shops?limit=3',
    );
    for (const shop of shops.items) {
      expect(shop.logoUrl).toBe(`${CDN}/shops/${shop.id}/logo.svg`);
      expect(shop.coverUrl).toBe(`${CDN}/shops/${shop.id}/cover.svg`);
    }
    const banners = await getJson<{ items: { imageUrl: string }[] }>(
      t.app,
      '/api/v1/settings/hero-banners',
    );
    expect(banners.items[0]!.imageUrl).toMatch(new RegExp(`^${CDN}/banners/.+\\.svg$`));

    const { token } = await registerAccount(t.app);
    const bytes = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile({
      filename: 'a.png',
      contentType: 'image/png',
      bytes,
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/images?purpose=gallery',
      headers: { ...headers, ...bearer(token) },
      payload,
    });
    const image = uploaded.json() as UploadedImage;
    expect(image.url).toBe(`${CDN}/assets/${image.id}/300.webp`);
    // The CDN's origin fetches the same key from this server (or the bucket behind it).
    const origin = await t.app.inject({
      method: 'GET',
      url: `/api/v1/media/assets/${image.id}/300.webp`,
    });
    expect(origin.statusCode).toBe(200);
  });

  it('lets pages show pictures from the CDN host', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.vitrine\.example/);
  });
});
