import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../users/auth.schema.ts';
import { mediaAsset } from '../../platform/db/schema/media.ts';

/**
 * What a shopper says about themself beyond better-auth's user row: a verified mobile, a photo
 * (one of their uploads), the currency and locale amounts are shown in, and their time zone.
 */
export const userProfile = pgTable('user_profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** E.164, set only by a verified code (verify-mobile-otp). */
  mobile: text('mobile'),
  mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
  photoId: uuid('photo_id').references(() => mediaAsset.id, { onDelete: 'set null' }),
  currency: text('currency'),
  locale: text('locale'),
  timeZone: text('time_zone'),
  /** Set when the account was closed: the user row stays only for the payments kept by law. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One code sent to an email address or a mobile number. Only an HMAC of the code is kept.
 * Rows stay after use: the last hour's rows per target are the resend throttle.
 */
export const verificationCode = pgTable(
  'verification_code',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'mobile'] }).notNull(),
    /** The lower-cased email address or the E.164 number the code went to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('verification_code_target_idx').on(table.channel, table.target, table.createdAt),
    index('verification_code_user_idx').on(table.userId, table.channel, table.createdAt),
  ],
);

/** Text messages the local SMS sandbox "sent" (shown at /dev/sms beside the dev mailbox). */
export const smsSandboxMessage = pgTable('sms_sandbox_message', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A shopper's delivery address; exactly one of a user's addresses is the default. */
export const userAddress = pgTable(
  'user_address',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    landmark: text('landmark'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_address_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('user_address_one_default_idx')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/** Each user's personal invite code (made on first use). */
export const referralCode = pgTable('referral_code', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One invited friend: `sent` (invited by mail), `joined` (signed up through the link),
 * `rewarded` (their first credit purchase gave both 30 credits) or `not_rewarded` (`note`
 * says why: the monthly cap, the same phone).
 */
export const referral = pgTable(
  'referral',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: text('referrer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The address invited, or the friend's address when they joined without an invitation. */
    email: text('email').notNull(),
    referredUserId: text('referred_user_id')
      .unique()
      .references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['sent', 'joined', 'rewarded', 'not_rewarded'] }).notNull(),
    note: text('note'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('referral_referrer_email_idx').on(table.referrerId, table.email),
    index('referral_referrer_rewarded_idx').on(table.referrerId, table.rewardedAt),
  ],
);
