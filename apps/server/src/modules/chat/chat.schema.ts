import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../users/auth.schema.ts';
import { shop } from '../catalogue/catalogue.schema.ts';

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'product', 'booking', 'order'] as const;
export const CHAT_ROLES = ['customer', 'vendor', 'staff'] as const;
/**
 * Delivered → unseen → unread → read, in order: a recipient's status only ever moves to a later one
 * (`rank` below).
 */
export const CHAT_STATUSES = ['delivered', 'unseen', 'unread', 'read'] as const;
export type ChatStatusEvent = { status: (typeof CHAT_STATUSES)[number]; at: string };

/** A conversation between one customer and one shop: created once, then reused. */
export const chatGroup = pgTable(
  'chat_group',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    shopId: uuid()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    lastMessageId: uuid(),
    lastMessageAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_group_customer_shop_idx').on(t.customerId, t.shopId),
    index('chat_group_shop_idx').on(t.shopId),
  ],
);

/** A member of a group with its message counts (`usersLog` in the API): delivered and unread. */
export const chatGroupMember = pgTable(
  'chat_group_member',
  {
    groupId: uuid()
      .notNull()
      .references(() => chatGroup.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text({ enum: CHAT_ROLES }).notNull(),
    deliveredMessages: integer().notNull().default(0),
    unreadMessages: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('chat_group_member_user_idx').on(t.userId),
    check('chat_group_member_role_known', sql`${t.role} in ('customer', 'vendor', 'staff')`),
    check(
      'chat_group_member_counts_positive',
      sql`${t.deliveredMessages} >= 0 and ${t.unreadMessages} >= 0`,
    ),
  ],
);

/**
 * A message. `clientId` is made by the sending app: a retried send with the same one
 * finds the stored message instead of writing a second. `seq` orders a group's messages.
 */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    groupId: uuid()
      .notNull()
      .references(() => chatGroup.id, { onDelete: 'cascade' }),
    senderId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    clientId: text().notNull(),
    type: text({ enum: CHAT_MESSAGE_TYPES }).notNull(),
    role: text({ enum: CHAT_ROLES }).notNull(),
    content: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_message_client_idx').on(t.groupId, t.senderId, t.clientId),
    index('chat_message_group_seq_idx').on(t.groupId, t.seq),
    check(
      'chat_message_type_known',
      sql`${t.type} in ('text', 'image', 'product', 'booking', 'order')`,
    ),
  ],
);

/**
 * A message's status for one recipient (delivered → unseen → unread → read) with its
 * append-only history. `rank` is the status's position in CHAT_STATUSES: updates only ever
 * raise it.
 */
export const chatMessageStatus = pgTable(
  'chat_message_status',
  {
    messageId: uuid()
      .notNull()
      .references(() => chatMessage.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    groupId: uuid()
      .notNull()
      .references(() => chatGroup.id, { onDelete: 'cascade' }),
    status: text({ enum: CHAT_STATUSES }).notNull(),
    rank: smallint().notNull(),
    events: jsonb().$type<ChatStatusEvent[]>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('chat_message_status_user_group_idx').on(t.userId, t.groupId, t.rank),
    check(
      'chat_message_status_rank_matches',
      sql`${t.rank} = array_position(array['delivered','unseen','unread','read'], ${t.status}) - 1`,
    ),
  ],
);

export const NOTIFICATION_KINDS = ['personalized', 'user-general', 'general', 'wishlist'] as const;
export const NOTIFICATION_STATUSES = ['sent', 'unread', 'read'] as const;

/**
 * A notification: personalized (one user), user-general (every customer), general
 * (everyone) or wishlist (the favouriters of a product or shop, listed by the sender). `sourceKey` makes a source's repeat (an event delivered twice) a no-op.
 */
export const notification = pgTable(
  'notification',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text(),
    sourceKey: text(),
    /**
     * Mail of notifications sharing it (a chat conversation) goes out as one digest, and only
     * if they are still unseen after a delay (see notify's `mail`).
     */
    mailDigestKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_source_key_idx').on(t.sourceKey),
    check(
      'notification_kind_known',
      sql`${t.kind} in ('personalized', 'user-general', 'general', 'wishlist')`,
    ),
  ],
);

/** A notification as one user has it: sent → unread (the app saw it) → read. */
export const notificationRecipient = pgTable(
  'notification_recipient',
  {
    notificationId: uuid()
      .notNull()
      .references(() => notification.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text({ enum: NOTIFICATION_STATUSES }).notNull().default('sent'),
    /** When this user was mailed about it (alone or in a digest): never mailed twice. */
    mailedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    index('notification_recipient_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * How many notifications each user has, per kind and status: the notification list's total and
 * its unread counts without counting the user's rows. Kept by statement triggers on
 * `notification_recipient` (migration 0085), whoever writes it (a fan-out to every user, a
 * status change, a cascade from a deleted user or notification), in the writing statement.
 */
export const notificationCount = pgTable(
  'notification_count',
  {
    // No foreign key to user: see migration 0085 (a deadlock with a user's deletion).
    userId: text().notNull(),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    status: text({ enum: NOTIFICATION_STATUSES }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.status] })],
);

/** The user's new-notification flag, raised live (the counters live in user_presence). */
export const userNotificationFlag = pgTable('user_notification_flag', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  newNotification: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A browser's web-push subscription (the endpoint and its keys). */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscription_endpoint_idx').on(t.endpoint),
    index('push_subscription_user_idx').on(t.userId),
  ],
);

/**
 * What a user wants to hear about, per notification kind: web push and mail (on unless turned
 * off), and the sound in the app. No row means every default.
 */
export const notificationPreference = pgTable('notification_preference', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  sound: boolean().notNull().default(true),
  pushPersonalized: boolean().notNull().default(true),
  pushUserGeneral: boolean().notNull().default(true),
  pushGeneral: boolean().notNull().default(true),
  pushWishlist: boolean().notNull().default(true),
  mailPersonalized: boolean().notNull().default(true),
  mailUserGeneral: boolean().notNull().default(true),
  mailGeneral: boolean().notNull().default(true),
  mailWishlist: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
