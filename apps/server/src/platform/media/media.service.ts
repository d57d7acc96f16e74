import { randomUUID } from 'node:crypto';
import type { UploadedImage } from '@vitrine/contracts/media';
import { AppError, notFound } from '../lib/app-error.ts';
import { imageVariants, type ImagePurpose } from './image-variants.ts';
import type { MediaAssetRow, MediaRepository } from './media.repository.ts';
import type { Storage } from './storage.ts';

/** The path a stored key is served at; ASSET_CDN_URL rewrites it on the way out (asset-urls.ts). */
export const mediaPath = (key: string) => `/api/v1/media/${key}`;

const toUploadedImage = (row: MediaAssetRow): UploadedImage => {
  const variants = row.variants.map(({ key, ...size }) => ({ ...size, url: mediaPath(key) }));
  return {
    id: row.id,
    purpose: row.purpose,
    contentType: 'image/webp',
    width: row.width,
    height: row.height,
    url: variants.at(-1)!.url,
    variants,
    createdAt: row.createdAt.toISOString(),
  };
};

/**
 * Tells whether something refers to one of these stored paths (every width of one picture), and
 * if so what, in words a shop owner understands (`the logo of "Kala Boutique"`).
 */
export type PictureUsageCheck = (picture: {
  /** The upload's id (what products keep). */
  id: string;
  /** The paths its variants are served at (what shops keep). */
  paths: string[];
}) => Promise<string | undefined>;

/**
 * Uploaded pictures: checked and re-encoded (image-variants.ts), written to storage under a new
 * id (so a URL never changes meaning and may be cached for a year), and owned by the uploader.
 */
export function createMediaService(deps: { storage: Storage; mediaRepository: MediaRepository }) {
  const { storage, mediaRepository } = deps;
  const usageChecks: PictureUsageCheck[] = [];
  return {
    /**
     * Modules that keep pictures (the catalogue's shops, products) register here, so a
     * picture in use is not deleted from under them.
     */
    registerUsageCheck(check: PictureUsageCheck) {
      usageChecks.push(check);
    },

    async uploadImage(ownerId: string, purpose: ImagePurpose, bytes: Buffer) {
      const picture = await imageVariants(bytes, purpose, 'file');
      const id = randomUUID();
      const variants = picture.variants.map((variant) => ({
        key: `assets/${id}/${variant.width}.webp`,
        width: variant.width,
        height: variant.height,
        bytes: variant.body.length,
        body: variant.body,
      }));
      await Promise.all(variants.map((v) => storage.put(v.key, v.body, 'image/webp')));
      try {
        const row = await mediaRepository.insert({
          id,
          ownerId,
          purpose,
          width: picture.width,
          height: picture.height,
          variants: variants.map(({ body: _body, ...stored }) => stored),
        });
        return toUploadedImage(row);
      } catch (error) {
        // No row, no files: a picture nobody can name is not kept.
        await Promise.allSettled(variants.map((v) => storage.delete(v.key)));
        throw error;
      }
    },

    /** One of the owner's pictures, or undefined (another user's id included). */
    async findImage(ownerId: string, id: string) {
      const row = await mediaRepository.findOwned(ownerId, id);
      return row && toUploadedImage(row);
    },

    async getImage(ownerId: string, id: string) {
      const row = await mediaRepository.findOwned(ownerId, id);
      if (!row) throw notFound('Image');
      return toUploadedImage(row);
    },

    /** Deletes one of the owner's pictures; 409 while a shop or product still shows it. */
    async deleteImage(ownerId: string, id: string) {
      const found = await mediaRepository.findOwned(ownerId, id);
      if (!found) throw notFound('Image');
      const paths = found.variants.map((v) => mediaPath(v.key));
      for (const check of usageChecks) {
        const use = await check({ id, paths });
        if (use) {
          throw new AppError(
            'CONFLICT',
            `This picture is in use as ${use}. Replace or remove it there first, then delete it.`,
            [{ field: 'id', message: `in use as ${use}` }],
          );
        }
      }
      const row = await mediaRepository.deleteOwned(ownerId, id);
      if (!row) throw notFound('Image');
      await Promise.all(row.variants.map((v) => storage.delete(v.key)));
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
