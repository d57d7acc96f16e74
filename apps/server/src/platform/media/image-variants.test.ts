import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import { imageVariants } from './image-variants.ts';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('imageVariants', () => {
  it('re-encodes a JPEG to WebP in the purpose’s widths, keeping the aspect ratio', async () => {
    const jpeg = await photo(1600, 1200).jpeg().toBuffer();
    const result = await imageVariants(jpeg, 'gallery');
    expect(result).toMatchObject({ width: 1600, height: 1200 });
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 240],
      [640, 480],
      [1280, 960],
    ]);
    for (const variant of result.variants) {
      expect((await sharp(variant.body).metadata()).format).toBe('webp');
    }
  });

  it('never enlarges a small picture', async () => {
    const png = await photo(300, 300).png().toBuffer();
    const result = await imageVariants(png, 'logo');
    expect(result.variants.map((v) => v.width)).toEqual([128, 256, 300]);
  });

  it('leaves EXIF (camera, place) behind and turns the picture upright', async () => {
    const jpeg = await photo(400, 200)
      .withExif({ IFD0: { Copyright: 'secret owner', Make: 'PhoneCo' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const [small] = (await imageVariants(jpeg, 'logo')).variants;
    const metadata = await sharp(small!.body).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Orientation 6 is a quarter turn: the 400×200 picture stands 200 wide, 400 high.
    expect([small!.width, small!.height]).toEqual([128, 256]);
    expect(small!.body.includes(Buffer.from('secret owner'))).toBe(false);
  });

  it('refuses text named like a picture, naming the field', async () => {
    const error = await refusal(
      imageVariants(Buffer.from('this is not a PNG, only named like one'), 'logo', 'file'),
    );
    expect(error.statusCode).toBe(400);
    expect(error.details).toEqual([
      { field: 'file', message: expect.stringMatching(/not a picture/) },
    ]);
  });

  it('refuses an SVG (it can carry scripts) and a truncated JPEG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/>');
    expect((await refusal(imageVariants(svg, 'logo'))).message).toMatch(/^file: svg is not taken/);
    const jpeg = await photo(800, 600).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 3));
    expect((await refusal(imageVariants(truncated, 'cover'))).statusCode).toBe(400);
  });

  it('refuses a picture too small to show', async () => {
    const tiny = await photo(8, 8).png().toBuffer();
    expect((await refusal(imageVariants(tiny, 'logo'))).message).toMatch(/at least 16×16/);
  });
});
