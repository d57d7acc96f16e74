import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../users/auth.schema.ts';

/** A user's realtime status: online/offline and when the user was last seen. */
export const userPresence = pgTable('user_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['online', 'offline'] }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredMessages: integer('delivered_messages').notNull().default(0),
  unSeenMessages: integer('un_seen_messages').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
