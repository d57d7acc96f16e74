import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../users/auth.schema.ts';
import { shop } from '../catalogue/catalogue.schema.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const EARNING_ENTRY_KINDS = ['meeting', 'order', 'stitching_invoice', 'reversal'] as const;
export const SHOP_PAYOUT_STATUSES = ['queued', 'processing', 'paid', 'failed', 'retried'] as const;

/**
 * A shop's earnings ledger (append-only, like `credit_ledger`): one row per cause, written in
 * the cause's transaction. `(kind, source_id)` is unique, so a cause earns once however often it
 * is reported; a reversal's source is the entry it reverses, so it is reversed once too.
 */
export const shopEarning = pgTable(
  'shop_earning',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    kind: text({ enum: EARNING_ENTRY_KINDS }).notNull(),
    /** The booking, order or invoice id; for a reversal, the reversed entry's id. */
    sourceId: text().notNull(),
    /** A reversal's entry (also its source id), typed for the join. */
    reversesId: uuid(),
    description: text().notNull().default(''),
    grossMinor: integer().notNull(),
    commissionBps: integer().notNull(),
    commissionMinor: integer().notNull(),
    feeBps: integer().notNull(),
    feeMinor: integer().notNull(),
    netMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    releaseAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('shop_earning_cause_unique').on(t.kind, t.sourceId),
    index('shop_earning_shop_occurred_idx').on(t.shopId, t.occurredAt.desc()),
    check(
      'shop_earning_net_check',
      sql`${t.netMinor} = ${t.grossMinor} - ${t.commissionMinor} - ${t.feeMinor}`,
    ),
  ],
);

/** Where a shop's payouts go: one account per shop, the number kept whole for the provider only. */
export const shopBankAccount = pgTable('shop_bank_account', {
  shopId: uuid()
    .primaryKey()
    .references(() => shop.id, { onDelete: 'cascade' }),
  holderName: text().notNull(),
  accountNumber: text().notNull(),
  ifsc: text().notNull(),
  /** The payout provider's contact and fund account for this account (made on the first payout). */
  providerContactId: text(),
  providerFundAccountId: text(),
  updatedBy: text().references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A transfer of a batch of payable entries to the shop's bank account. */
export const shopPayout = pgTable(
  'shop_payout',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    status: text({ enum: SHOP_PAYOUT_STATUSES }).notNull().default('queued'),
    amountMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    trigger: text({ enum: ['request', 'schedule'] }).notNull(),
    requestedBy: text().references(() => user.id, { onDelete: 'set null' }),
    accountNumberMasked: text().notNull(),
    provider: text().notNull(),
    providerReference: text(),
    utr: text(),
    failureReason: text(),
    retryOf: uuid(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('shop_payout_shop_created_idx').on(t.shopId, t.createdAt.desc()),
    uniqueIndex('shop_payout_provider_reference_idx').on(t.providerReference),
    check('shop_payout_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * The entries a payout carries. `released_at` is set when the payout fails (its entries are
 * payable again); while it is null the entry belongs to this payout alone (partial unique index),
 * so two payouts can never carry one entry, whatever races.
 */
export const shopPayoutEntry = pgTable(
  'shop_payout_entry',
  {
    payoutId: uuid()
      .notNull()
      .references(() => shopPayout.id, { onDelete: 'cascade' }),
    entryId: uuid()
      .notNull()
      .references(() => shopEarning.id, { onDelete: 'cascade' }),
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.entryId] }),
    uniqueIndex('shop_payout_entry_live_idx')
      .on(t.entryId)
      .where(sql`${t.releasedAt} IS NULL`),
  ],
);

/** Staff's commission rate for one shop and kind, instead of the configured one. */
export const shopCommissionRate = pgTable(
  'shop_commission_rate',
  {
    shopId: uuid()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['meeting', 'order', 'stitching_invoice'] }).notNull(),
    rateBps: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.kind] }),
    check('shop_commission_rate_check', sql`${t.rateBps} BETWEEN 0 AND 10000`),
  ],
);

/** Monthly statements mailed: one row per shop and month, so the mail goes once. */
export const shopStatementMail = pgTable(
  'shop_statement_mail',
  {
    shopId: uuid()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.month] })],
);
