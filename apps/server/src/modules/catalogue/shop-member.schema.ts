import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../users/auth.schema.ts';
import { shop } from './catalogue.schema.ts';

/**
 * Who runs a shop: one `owner` (a user with the vendor role) and, later, `team` members. A
 * membership table rather than an owner column, so adding team members needs no migration.
 */
export const shopMember = pgTable(
  'shop_member',
  {
    shopId: uuid()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text({ enum: ['owner', 'team'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.userId] }),
    check('shop_member_role_known', sql`${t.role} in ('owner', 'team')`),
    index('shop_member_user_idx').on(t.userId),
    // One owner per shop.
    uniqueIndex('shop_member_one_owner_idx')
      .on(t.shopId)
      .where(sql`${t.role} = 'owner'`),
  ],
);
