import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../users/auth.schema.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const CREDIT_ENTRY_KINDS = [
  'purchase',
  'meeting_debit',
  'refund',
  'referral_bonus',
  'staff_adjustment',
  'expiry',
] as const;

// ---------------------------------------------------------------------------------------------
// Plans: what a customer can buy. `slug` is the stable key the demo seed upserts by.

export const creditPlan = pgTable(
  'credit_plan',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull().default(''),
    credits: integer().notNull(),
    priceMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull().default('INR'),
    /** Purchased credits expire this many days after payment. */
    validityDays: integer().notNull(),
    popular: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('credit_plan_listing_idx').on(t.active, t.sort, t.priceMinor),
    check('credit_plan_credits_positive', sql`${t.credits} > 0`),
    check('credit_plan_price_not_negative', sql`${t.priceMinor} >= 0`),
    check('credit_plan_validity_positive', sql`${t.validityDays} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The ledger. The account row holds the balance and is the lock every change takes
// (SELECT … FOR UPDATE); each change is one ledger row written in the same transaction.

export const creditAccount = pgTable(
  'credit_account',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    balance: integer().notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [check('credit_account_balance_not_negative', sql`${t.balance} >= 0`)],
);

export const creditLedgerEntry = pgTable(
  'credit_ledger_entry',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    kind: text({ enum: CREDIT_ENTRY_KINDS }).notNull(),
    /** What the change is about, e.g. ('payment_order', id) or ('booking', id). */
    referenceType: text(),
    referenceId: text(),
    /** What the credits paid for, in words a customer reads ("Video meeting with …"). */
    description: text().notNull().default(''),
    balanceAfter: integer().notNull(),
    /** Purchased credits expire; other grants do not. */
    expiresAt: timestamp({ withTimezone: true }),
    /**
     * For a grant: how many of its credits are still unspent (debits consume the grants that
     * expire first). Null for debits. The sum over a user's grants equals the balance.
     */
    remaining: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.id.desc()),
    index('credit_ledger_open_grants_idx')
      .on(t.userId, t.expiresAt, t.id)
      .where(sql`${t.remaining} > 0`),
    index('credit_ledger_expiring_idx')
      .on(t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    // A payment is credited once, whatever else fails: the database refuses a second grant.
    uniqueIndex('credit_ledger_one_purchase_per_order')
      .on(t.referenceType, t.referenceId)
      .where(sql`${t.kind} = 'purchase'`),
    // A cancelled booking is refunded once, whatever else fails.
    uniqueIndex('credit_ledger_one_refund_per_reference')
      .on(t.referenceType, t.referenceId)
      .where(sql`${t.kind} = 'refund'`),
    // A referral rewards each of its two people once: the database refuses a second bonus.
    uniqueIndex('credit_ledger_one_bonus_per_referral')
      .on(t.userId, t.referenceType, t.referenceId)
      .where(sql`${t.kind} = 'referral_bonus'`),
    check('credit_ledger_delta_not_zero', sql`${t.delta} <> 0`),
    check('credit_ledger_balance_after_not_negative', sql`${t.balanceAfter} >= 0`),
    check(
      'credit_ledger_remaining',
      sql`(${t.delta} > 0 and ${t.remaining} between 0 and ${t.delta}) or (${t.delta} < 0 and ${t.remaining} is null)`,
    ),
  ],
);
