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
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_ALERT_ACTIONS, PAYMENT_ALERT_REASONS } from '@vitrine/contracts/payments';
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

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export const PAYMENT_PURPOSES = ['credit_plan', 'order', 'stitching_invoice', 'checkout'] as const;

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

// ---------------------------------------------------------------------------------------------
// Payments: an order we created at the provider for one plan, and the webhook events seen.

export const paymentOrder = pgTable(
  'payment_order',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    providerOrderId: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What the payment is for; settlement goes to the module owning that purpose. */
    purpose: text({ enum: PAYMENT_PURPOSES }).notNull().default('credit_plan'),
    /** The paid object's id in its module (the plan for credit_plan, the shop order for order). */
    subjectId: text(),
    planId: uuid().references(() => creditPlan.id),
    /** What was sold at order time, so a later plan change does not alter a paid order (credit plans only). */
    planName: text(),
    credits: integer(),
    validityDays: integer(),
    amountMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    status: text({ enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    failureReason: text(),
    providerPaymentId: text(),
    paidAt: timestamp({ withTimezone: true }),
    /** When reconciliation last asked the provider about this order (null: never). */
    reconciledAt: timestamp({ withTimezone: true }),
    /**
     * When this order stopped being its subject's checkout: a newer one replaced it (the amount
     * due changed) or a payment on it was refused. A payment arriving later is refunded.
     */
    voidedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('payment_order_user_idx').on(t.userId, t.createdAt.desc()),
    index('payment_order_unsettled_idx')
      .on(t.createdAt)
      .where(sql`${t.status} <> 'paid'`),
    check(
      'payment_order_plan_fields',
      sql`(${t.purpose} = 'credit_plan') = (${t.planId} is not null and ${t.planName} is not null and ${t.credits} is not null and ${t.validityDays} is not null)`,
    ),
    check('payment_order_subject', sql`${t.purpose} = 'credit_plan' or ${t.subjectId} is not null`),
    // One current checkout per order or invoice: paying again reuses it while its amount is the
    // one due (the provider refuses a second capture); a changed amount voids it for a new one.
    uniqueIndex('payment_order_subject_once')
      .on(t.purpose, t.subjectId)
      .where(sql`${t.purpose} <> 'credit_plan' and ${t.voidedAt} is null`),
    check(
      'payment_order_paid_fields',
      sql`(${t.status} = 'paid') = (${t.paidAt} is not null and ${t.providerPaymentId} is not null)`,
    ),
  ],
);

/**
 * The refund of a paid payment order, requested in the transaction that decided it, sent to the
 * provider by the outbox under our id as the idempotency key. At most one per order and part
 * (the unique key): the whole payment (`part` empty), or one part of it (a checkout's payment
 * pays several orders; `part` names the order refunded, and the parts never add up to more
 * than was paid).
 */
export const paymentRefund = pgTable(
  'payment_refund',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentOrderId: uuid()
      .notNull()
      .references(() => paymentOrder.id, { onDelete: 'cascade' }),
    part: text().notNull().default(''),
    amountMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    reason: text().notNull(),
    status: text({ enum: ['requested', 'processed'] })
      .notNull()
      .default('requested'),
    providerRefundId: text(),
    requestedAt: createdAt(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('payment_refund_amount', sql`${t.amountMinor} > 0`),
    unique('payment_refund_part_once').on(t.paymentOrderId, t.part),
  ],
);

/**
 * A captured payment that did not settle what it was for (see PAYMENT_ALERT_REASONS), for staff:
 * one per payment, written in the transaction that refused it.
 */
export const paymentAlert = pgTable(
  'payment_alert',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentOrderId: uuid()
      .notNull()
      .references(() => paymentOrder.id, { onDelete: 'cascade' }),
    providerPaymentId: text().notNull(),
    reason: text({ enum: PAYMENT_ALERT_REASONS }).notNull(),
    action: text({ enum: PAYMENT_ALERT_ACTIONS }).notNull(),
    amountPaidMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    /** What was due when the payment arrived; null when nothing was. */
    amountDueMinor: integer(),
    dueCurrency: char({ length: 3 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payment_alert_once').on(t.paymentOrderId, t.providerPaymentId),
    index('payment_alert_created_idx').on(t.createdAt.desc()),
  ],
);

export const paymentWebhookEvent = pgTable(
  'payment_webhook_event',
  {
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text().notNull(),
    eventType: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [unique('payment_webhook_event_once').on(t.provider, t.eventId)],
);

// ---------------------------------------------------------------------------------------------
// The sandbox provider's own books (only written while PAYMENT_PROVIDER=sandbox): what a real
// provider keeps on its side, so reconciliation can ask it about an order.

export const sandboxOrder = pgTable('sandbox_order', {
  id: text().primaryKey(),
  amountMinor: integer().notNull(),
  currency: char({ length: 3 }).notNull(),
  receipt: text().notNull(),
  description: text().notNull().default(''),
  status: text({ enum: ['created', 'attempted', 'paid'] })
    .notNull()
    .default('created'),
  createdAt: createdAt(),
});

export const sandboxPayment = pgTable(
  'sandbox_payment',
  {
    id: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => sandboxOrder.id, { onDelete: 'cascade' }),
    amountMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    status: text({ enum: ['captured', 'failed'] }).notNull(),
    cardLast4: text().notNull(),
    errorDescription: text(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payment_order_idx').on(t.orderId, t.createdAt)],
);

/** Refunds the sandbox made, one per idempotency key (our refund id), as a provider keeps them. */
export const sandboxRefund = pgTable('sandbox_refund', {
  id: text().primaryKey(),
  paymentId: text()
    .notNull()
    .references(() => sandboxPayment.id, { onDelete: 'cascade' }),
  amountMinor: integer().notNull(),
  receipt: text().notNull().unique(),
  createdAt: createdAt(),
});
