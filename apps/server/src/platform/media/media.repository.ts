import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mediaAsset, type StoredVariant } from '../db/schema/media.ts';
import type { ImagePurpose } from './image-variants.ts';

export type MediaAssetRow = typeof mediaAsset.$inferSelect;

/** Uploaded pictures, always read through their owner (another user's id finds nothing). */
export const createMediaRepository = (db: Database) => ({
  async insert(values: {
    id: string;
    ownerId: string;
    purpose: ImagePurpose;
    width: number;
    height: number;
    variants: StoredVariant[];
  }): Promise<MediaAssetRow> {
    const [row] = await db.insert(mediaAsset).values(values).returning();
    return row!;
  },

  async findOwned(ownerId: string, id: string): Promise<MediaAssetRow | undefined> {
    const [row] = await db
      .select()
      .from(mediaAsset)
      .where(and(eq(mediaAsset.id, id), eq(mediaAsset.ownerId, ownerId)));
    return row;
  },

  async deleteOwned(ownerId: string, id: string): Promise<MediaAssetRow | undefined> {
    const [row] = await db
      .delete(mediaAsset)
      .where(and(eq(mediaAsset.id, id), eq(mediaAsset.ownerId, ownerId)))
      .returning();
    return row;
  },
});

export type MediaRepository = ReturnType<typeof createMediaRepository>;
