import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../../modules/users/auth.schema.ts';

/** One re-encoded width of an uploaded picture: its storage key and pixel size. */
export type StoredVariant = { key: string; width: number; height: number; bytes: number };

/**
 * A picture someone uploaded (a shop's logo, cover, gallery or a product photo). It belongs to
 * its uploader until a shop or product refers to it; its files are `variants` in storage.
 */
export const mediaAsset = pgTable(
  'media_asset',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['logo', 'cover', 'gallery', 'product', 'support'],
    }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_asset_owner_created_idx').on(table.ownerId, table.createdAt)],
);
