import type { UploadedImage } from '@vitrine/contracts/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts.ts';
import { multipartFile } from '../../test/multipart.ts';
import { callAs, employeeWith, refusedCallers, type Caller } from '../../test/staff.ts';
import { sharedTestApp } from '../../test/test-app.ts';

const t = await sharedTestApp();
afterAll(() => t.close());
const call = callAs(t.app);

let editor: Caller;
beforeAll(async () => {
  editor = await employeeWith(t.app, ['content']);
}, 60_000);

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 60, b: 90 } } })
    .png()
    .toBuffer();

const upload = async (caller: Caller, bytes: Buffer, field = 'file') => {
  const { payload, headers } = multipartFile({
    field,
    filename: 'banner.png',
    contentType: 'image/png',
    bytes,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/uploads/banner-image',
    headers: { ...headers, ...bearer(caller.token) },
    payload,
  });
};

describe('POST /admin/uploads/banner-image', () => {
  it('refuses customers, vendors and employees without the content area (403)', async () => {
    const bytes = await png(64, 32);
    for (const [name, caller] of Object.entries(await refusedCallers(t.app, 'content'))) {
      const res = await upload(caller, bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
    }
  });

  it('stores the picture as WebP in cover widths, and a banner takes its url as the picture', async () => {
    const res = await upload(editor, await png(2000, 800));
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json() as UploadedImage;
    expect(image).toMatchObject({ purpose: 'cover', contentType: 'image/webp', width: 2000 });
    expect(image.variants.map((v) => v.width)).toEqual([640, 1280, 1920]);
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const banner = await call(editor, 'POST', '/admin/hero-banners', {
      title: 'Uploaded art',
      imageUrl: image.url,
      ctaLabel: 'See offers',
      ctaHref: '/offers',
      active: false,
    });
    expect(banner.statusCode, banner.body).toBe(201);
    expect(banner.json().imageUrl).toBe(image.url);
  });

  it('refuses what is not a picture, or sent in another field, with 400 naming file', async () => {
    for (const res of [
      await upload(editor, Buffer.from('not a picture at all')),
      await upload(editor, await png(64, 32), 'picture'),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details[0].field).toBe('file');
    }
  });
});
