import {
  bigserial,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from '../users/auth.schema.ts';
import { shop } from '../catalogue/catalogue.schema.ts';
import { paymentOrder } from '../payments/payments.schema.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const GARMENTS = ['blouse', 'kurta', 'shirt', 'trousers', 'lehenga'] as const;
export const STITCHING_PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export const STITCHING_APPROVALS = ['pending', 'approved', 'revision_requested'] as const;
export const STITCHING_STAGES = [
  'measurements_confirmed',
  'cutting',
  'trial',
  'alteration',
  'ready',
  'delivered',
] as const;
export const STITCHING_EVENT_KINDS = [
  'sent',
  'approved',
  'revision_requested',
  'revised',
  'paid',
  'refund_requested',
  'refunded',
  'stage',
] as const;

/** A stitching shop's service invoice for a customer (issue 14). */
export const stitchingInvoice = pgTable(
  'stitching_invoice',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** VS-XXXXXXXX. */
    number: text().notNull().unique(),
    customerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    shopId: uuid()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    shopName: text().notNull(),
    garment: text({ enum: GARMENTS }).notNull(),
    fabric: text().notNull(),
    /** Field name → centimetres, the garment's fields only. */
    measurements: jsonb().$type<Record<string, number>>().notNull(),
    priceMinor: integer().notNull(),
    currency: char({ length: 3 }).notNull(),
    /** yyyy-mm-dd. */
    dueDate: text().notNull(),
    notes: text().notNull().default(''),
    approval: text({ enum: STITCHING_APPROVALS }).notNull().default('pending'),
    revisionNote: text(),
    paymentStatus: text({ enum: STITCHING_PAYMENT_STATUSES }).notNull().default('unpaid'),
    stage: text({ enum: STITCHING_STAGES }),
    paymentOrderId: uuid().references(() => paymentOrder.id),
    paidAt: timestamp({ withTimezone: true }),
    /** Lower-case number, shop name, garment and fabric: what searchKey matches. */
    searchText: text().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('stitching_invoice_customer_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('stitching_invoice_shop_idx').on(
      t.shopId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('stitching_invoice_price', sql`${t.priceMinor} >= 0`),
  ],
);

/** What happened to an invoice, with its time and who did it: the timeline. */
export const stitchingEvent = pgTable(
  'stitching_event',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    invoiceId: uuid()
      .notNull()
      .references(() => stitchingInvoice.id, { onDelete: 'cascade' }),
    kind: text({ enum: STITCHING_EVENT_KINDS }).notNull(),
    stage: text({ enum: STITCHING_STAGES }),
    actorRole: text({ enum: ['customer', 'shop', 'system'] }).notNull(),
    actorId: text(),
    note: text(),
    at: createdAt(),
  },
  (t) => [index('stitching_event_invoice_idx').on(t.invoiceId, t.at)],
);

/** Saved measurements of the customer or someone they shop for, for one garment. */
export const measurementProfile = pgTable(
  'measurement_profile',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    relation: text().notNull().default(''),
    garment: text({ enum: GARMENTS }).notNull(),
    measurements: jsonb().$type<Record<string, number>>().notNull(),
    notes: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('measurement_profile_user_idx').on(t.userId, t.createdAt)],
);
