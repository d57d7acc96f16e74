import { imagePurposes, type ImagePurpose } from '@vitrine/contracts/media';
import sharp, { type Metadata } from 'sharp';
import { validationFailed } from '../lib/app-error.ts';

export const IMAGE_PURPOSES = imagePurposes;
export type { ImagePurpose };

/** What an upload is for decides the widths it is re-encoded to (the web picks with srcset). */
export const WIDTHS: Readonly<Record<ImagePurpose, readonly number[]>> = {
  logo: [128, 256, 512],
  cover: [640, 1280, 1920],
  gallery: [320, 640, 1280],
  product: [320, 640, 1280],
  support: [320, 640, 1280],
};

/** Formats taken in, recognised by their bytes (sharp reads the header), never by the file name. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** A decompression bomb stops here: 50 megapixels is more than any phone camera sends. */
const MAX_INPUT_PIXELS = 50_000_000;
const MIN_SIDE = 16;

export type ImageVariant = { width: number; height: number; body: Buffer };

/**
 * Checks that the bytes are a picture (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF) and re-encodes
 * it to WebP in the purpose's widths (never wider than the original), upright, in sRGB, with
 * every bit of metadata (EXIF, GPS, XMP, ICC) left behind. A file that is not one of these
 * pictures is refused naming `field`.
 */
export async function imageVariants(
  input: Buffer,
  purpose: ImagePurpose,
  field = 'file',
): Promise<{ width: number; height: number; variants: ImageVariant[] }> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch {
    throw validationFailed(field, 'is not a picture (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF)');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw validationFailed(
      field,
      `${metadata.format ?? 'this format'} is not taken; send JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF`,
    );
  }
  // EXIF orientation 5-8 swaps the sides once the picture is turned upright.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = (swapped ? metadata.height : metadata.width) ?? 0;
  const height = (swapped ? metadata.width : metadata.height) ?? 0;
  if (width < MIN_SIDE || height < MIN_SIDE) {
    throw validationFailed(
      field,
      `is ${width}×${height}; a picture needs at least ${MIN_SIDE}×${MIN_SIDE} pixels`,
    );
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw validationFailed(field, `is ${width}×${height}; at most 50 megapixels are taken`);
  }

  const widths = [...new Set(WIDTHS[purpose].map((w) => Math.min(w, width)))];
  try {
    const variants = await Promise.all(
      widths.map(async (target) => {
        const { data, info } = await sharp(input, options)
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          .toColourspace('srgb')
          .webp({ quality: 82, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, body: data };
      }),
    );
    return { width, height, variants };
  } catch {
    // A header that parses over a body that does not (a truncated or corrupt file).
    throw validationFailed(field, 'is damaged and cannot be read as a picture');
  }
}
