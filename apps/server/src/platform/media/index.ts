import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from './create-storage.ts';
import { createMediaRepository } from './media.repository.ts';
import { mediaRoutes } from './media.routes.ts';
import { createMediaService } from './media.service.ts';
import type { Storage } from './storage.ts';

export {
  assetUrl,
  assetUrlsPlugin,
  rewriteAssetUrls,
  rewriteAssetUrlsInJson,
} from './asset-urls.ts';
export { createStorage } from './create-storage.ts';
export { imageVariants, IMAGE_PURPOSES, type ImagePurpose } from './image-variants.ts';
export { mediaPath, type MediaService, type PictureUsageCheck } from './media.service.ts';
export { isStorageKey, type Storage, type StoredObject } from './storage.ts';

/** What other modules may use of media: the storage itself and the uploaded pictures. */
export type Media = {
  storage: Storage;
  images: ReturnType<typeof createMediaService>;
};

declare module 'fastify' {
  interface FastifyInstance {
    media: Media;
  }
}

/**
 * Pictures: one storage (DATA_DIR/media, or an S3-compatible bucket with S3_*), uploads checked
 * and re-encoded to WebP, and every stored file served under /media/<key>. Registered without
 * encapsulation so that `app.media` is visible to the modules registered after it (and to the
 * seed, which draws the demo art into the same storage).
 */
export const mediaModule = fp(
  async (app: FastifyInstance) => {
    const storage = createStorage(app.config.storage);
    app.addHook('onClose', () => storage.close());
    const images = createMediaService({
      storage,
      mediaRepository: createMediaRepository(app.database.db),
    });
    app.decorate('media', { storage, images });
    await app.register(mediaRoutes, {
      storage,
      mediaService: images,
      uploadMaxBytes: app.config.media.uploadMaxBytes,
    });
  },
  { name: 'media' },
);
