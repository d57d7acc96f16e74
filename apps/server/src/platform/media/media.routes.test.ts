import type { UploadedImage } from '@vitrine/contracts/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueArt } from '../../seed/catalogue-art.ts';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { multipartFile } from '../../test/multipart.ts';
import { startLocalS3, type LocalS3 } from '../../test/s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getJson, seedSmallCatalogue } from '../../modules/catalogue/testing.ts';
import { createStorage, type Storage } from './index.ts';

const MAX_BYTES = 512 * 1024;

const jpegPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .withExif({ IFD0: { Copyright: 'Owner at 12.97N 77.59E' } })
    .jpeg()
    .toBuffer();

/** The same upload and serving tests, once on DATA_DIR and once on an S3-compatible server. */
describe.each(['disk', 's3'] as const)('media on %s storage', (kind) => {
  let t: TestApp;
  let s3: LocalS3 | undefined;
  let owner: { token: string; user: { id: string } };
  let other: { token: string };
  /** The app's own storage, opened again from its configuration (the same folder or bucket). */
  let storage: Storage;

  const upload = (token: string, file: Parameters<typeof multipartFile>[0], purpose = 'logo') => {
    const { payload, headers } = multipartFile(file);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/uploads/images?purpose=${purpose}`,
      headers: { ...headers, ...bearer(token) },
      payload,
    });
  };

  beforeAll(async () => {
    s3 = kind === 's3' ? await startLocalS3() : undefined;
    t = await createTestApp({ MEDIA_UPLOAD_MAX_BYTES: String(MAX_BYTES), ...s3?.env });
    storage = createStorage(t.config.storage);
    expect(storage.kind).toBe(kind);
    owner = await registerAccount(t.app);
    other = await registerAccount(t.app);
  }, 120_000);
  afterAll(async () => {
    await storage?.close();
    await t?.close();
    await s3?.close();
  });

  describe('POST /api/v1/uploads/images', () => {
    it('stores a logo as WebP in three widths, served from storage without its metadata', async () => {
      const response = await upload(owner.token, {
        filename: 'my logo.jpg',
        contentType: 'image/jpeg',
        bytes: await jpegPhoto(800, 600),
      });
      expect(response.statusCode, response.body).toBe(201);
      const image = response.json() as UploadedImage;
      expect(image).toMatchObject({
        purpose: 'logo',
        contentType: 'image/webp',
        width: 800,
        height: 600,
      });
      expect(image.variants.map((v) => [v.width, v.height])).toEqual([
        [128, 96],
        [256, 192],
        [512, 384],
      ]);
      expect(image.url).toBe(`/api/v1/media/assets/${image.id}/512.webp`);

      for (const variant of image.variants) {
        const served = await t.app.inject({ method: 'GET', url: variant.url });
        expect(served.statusCode, variant.url).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.rawPayload.length).toBe(variant.bytes);
        const metadata = await sharp(served.rawPayload).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual([
          'webp',
          variant.width,
          variant.height,
        ]);
        expect(metadata.exif).toBeUndefined();
        expect(served.rawPayload.includes(Buffer.from('12.97N'))).toBe(false);
      }
      // Kept by the configured backend itself.
      const stored = await storage.get(`assets/${image.id}/128.webp`);
      expect(stored?.contentType).toBe('image/webp');
    });

    it('refuses a file named .png that is not a picture, naming the field', async () => {
      const response = await upload(owner.token, {
        filename: 'logo.png',
        contentType: 'image/png',
        bytes: Buffer.from('GIF? PNG? No: just text pretending to be a logo.'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'file', message: expect.stringMatching(/not a picture/) }],
      });
    });

    it('answers 413 naming the field for a picture over MEDIA_UPLOAD_MAX_BYTES', async () => {
      const noise = await sharp(
        Buffer.from(Array.from({ length: 600 * 600 * 3 }, (_, i) => (i * 7919) % 251)),
        {
          raw: { width: 600, height: 600, channels: 3 },
        },
      )
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(MAX_BYTES);
      const response = await upload(owner.token, {
        filename: 'huge.png',
        contentType: 'image/png',
        bytes: noise,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toMatchObject({
        code: 'TOO_LARGE',
        details: [{ field: 'file', message: `must be at most ${MAX_BYTES} bytes` }],
      });
    });

    it('names the field when the body is not multipart, the file is missing or the purpose unknown', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/v1/uploads/images?purpose=logo',
        headers: bearer(owner.token),
        payload: { file: 'logo.png' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().error.details[0].field).toBe('file');

      const wrongField = await upload(owner.token, {
        field: 'picture',
        filename: 'logo.jpg',
        contentType: 'image/jpeg',
        bytes: await jpegPhoto(100, 100),
      });
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().error.details[0].field).toBe('file');

      const purpose = await upload(
        owner.token,
        { filename: 'logo.jpg', contentType: 'image/jpeg', bytes: await jpegPhoto(100, 100) },
        'poster',
      );
      expect(purpose.statusCode).toBe(400);
      expect(JSON.stringify(purpose.json().error.details)).toContain('purpose');
    });
    it('answers 400 naming the field for an upload cut off before its closing boundary', async () => {
      const bytes = await jpegPhoto(200, 150);
      const { payload, headers } = multipartFile({
        filename: 'logo.jpg',
        contentType: 'image/jpeg',
        bytes,
      });
      const closing = payload.lastIndexOf('\r\n--');
      for (const cut of [closing, closing - 1000, payload.indexOf('\r\n\r\n') + 4, 20]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/uploads/images?purpose=logo',
          headers: { ...headers, ...bearer(owner.token) },
          payload: payload.subarray(0, cut),
        });
        expect(response.statusCode, `cut at ${cut}: ${response.body}`).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: [{ field: 'file' }],
        });
      }
    });
  });

  describe('GET and DELETE /api/v1/uploads/images/:id', () => {
    it('shows an upload to its owner only, and deletes it with its stored files', async () => {
      const created = (
        await upload(
          owner.token,
          { filename: 'cover.jpg', contentType: 'image/jpeg', bytes: await jpegPhoto(1000, 400) },
          'cover',
        )
      ).json() as UploadedImage;
      expect(created.variants.map((v) => v.width)).toEqual([640, 1000]);
      const url = `/api/v1/uploads/images/${created.id}`;

      const mine = await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
      expect(mine.json()).toEqual(created);
      for (const method of ['GET', 'DELETE'] as const) {
        const theirs = await t.app.inject({ method, url, headers: bearer(other.token) });
        expect(theirs.statusCode, method).toBe(404);
      }

      const deleted = await t.app.inject({ method: 'DELETE', url, headers: bearer(owner.token) });
      expect(deleted.statusCode).toBe(204);
      expect(
        (await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) })).statusCode,
      ).toBe(404);
      for (const variant of created.variants) {
        expect((await t.app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(404);
      }
    });
  });

  describe('GET /api/v1/media/*', () => {
    it('serves the demo art the seed drew into storage, as cacheable, script-free SVG', async () => {
      await seedSmallCatalogue(t.app, 4);
      const { drawn } = await seedCatalogueArt(t.app.database.db, storage);
      expect(drawn).toBeGreaterThan(4 * 6);
      // A second run finds this catalogue drawn already.
      expect(await seedCatalogueArt(t.app.database.db, storage)).toEqual({ drawn: 0 });

      const shops = await getJson<{ items: { id: string; name: string }[] }>(
        t.app,
        '/api/v1/vendor/fetch-shops?limit=1',
      );
      const shop = await getJson<{ logoUrl: string; coverUrl: string; galleryUrls: string[] }>(
        t.app,
        `/api/v1/vendor/getVendorById?id=${shops.items[0]!.id}`,
      );
      const offers = await getJson<{ items: { code: string; imageUrl: string }[] }>(
        t.app,
        '/api/v1/offers?offeror=platform&limit=100',
      );
      const urls = [
        shop.logoUrl,
        shop.coverUrl,
        ...shop.galleryUrls,
        offers.items[0]!.imageUrl,
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
      const logo = await t.app.inject({ method: 'GET', url: shop.logoUrl });
      const initials = shops.items[0]!.name.split(' ')
        .slice(0, 2)
        .map((w) => w[0])
        .join('');
      expect(logo.body).toContain(`>${initials}</text>`);
      const festive = offers.items.find((o) => o.code === 'FESTIVE500')!;
      expect((await t.app.inject({ method: 'GET', url: festive.imageUrl })).body).toContain(
        '₹500 OFF',
      );
    });

    it('answers 404 for a file it does not hold and 400 for a name that is not a key', async () => {
      const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
      expect(
        await status('/api/v1/media/assets/00000000-0000-4000-8000-000000000000/128.webp'),
      ).toBe(404);
      expect(await status('/api/v1/media/categories/socks.svg')).toBe(404);
      expect(await status('/api/v1/media/seed/catalogue-art.json')).toBe(400);
      expect(await status('/api/v1/media/offers/..%2F..%2Fetc%2Fpasswd')).toBe(400);
      expect(await status('/api/v1/media/Shops/LOGO.SVG')).toBe(400);
      expect(await status('/api/v1/media/')).toBe(400);
    });
  });
});
