import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, shop } from '../catalogue/catalogue.schema.ts';
import { user } from '../users/auth.schema.ts';

// ---------------------------------------------------------------------------------------------
// Reviews (read-only in this slice): of the platform, or of a shop after a meeting or an order.

export const review = pgTable(
  'review',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: ['platform', 'meet', 'order'] }).notNull(),
    shopId: uuid().references(() => shop.id, { onDelete: 'cascade' }),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    authorCity: text(),
    rating: smallint().notNull(),
    title: text(),
    body: text().notNull(),
    /**
     * What a customer's review is about: the booking id (meet) or the order id (order); null for
     * the seeded demo reviews and for platform reviews. One review per subject.
     */
    subjectId: text(),
    /** The shop's one answer to a meet or order review. */
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_one_per_subject')
      .on(t.kind, t.subjectId)
      .where(sql`${t.subjectId} is not null`),
    uniqueIndex('review_one_platform_per_user')
      .on(t.userId)
      .where(sql`${t.kind} = 'platform' and ${t.userId} is not null`),
    index('review_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('review_shop_idx').on(
      t.shopId,
      t.rating.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('review_platform_idx')
      .on(t.rating.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.kind} = 'platform'`),
    check('review_rating_range', sql`${t.rating} between 1 and 5`),
    check('review_kind_shop', sql`(${t.kind} = 'platform') = (${t.shopId} is null)`),
  ],
);
