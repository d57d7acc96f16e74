import { sql } from 'drizzle-orm';
import {
  bigserial,
  char,
  primaryKey,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../users/auth.schema.ts';
import { shop } from '../catalogue/catalogue.schema.ts';
import { product } from '../products/products.schema.ts';
import { paymentOrder } from '../payments/payments.schema.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'return_requested',
  'returned',
  'refunded',
] as const;

/** The delivery address as it was when chosen: a later edit or deletion does not move a parcel. */
export type OrderAddress = {
  id: string;
  name: string;
  phone: string;
  line1: string;
  line2: string | null;
  landmark: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

/** An order a shop made for a customer (`order` is a reserved word in SQL). */
export const shopOrder = pgTable(
  'shop_order',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What people read and search for: VO-XXXXXXXX. */
    number: text().notNull().unique(),
    customerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    shopId: uuid()
      .notNull()
      .references(() => shop.id, { onDelete: 'cascade' }),
    shopName: text().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('awaiting_payment'),
    currency: char({ length: 3 }).notNull(),
    subtotalMinor: integer().notNull(),
    shippingMinor: integer().notNull().default(0),
    taxMinor: integer().notNull().default(0),
    totalMinor: integer().notNull(),
    notes: text().notNull().default(''),
    /** yyyy-mm-dd. */
    deliveryEstimate: text(),
    address: jsonb().$type<OrderAddress>(),
    paymentOrderId: uuid().references(() => paymentOrder.id),
    paidAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    /** Lower-case number, shop name and item titles: what searchKey matches. */
    searchText: text().notNull(),
    /**
     * How many pieces the order holds (its lines' quantities summed), written with its lines,
     * which never change after: the lists show it without counting each row's lines.
     */
    itemCount: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    // In the lists' order (newest first, id to break ties), so a page is read off the index.
    index('shop_order_customer_idx').on(
      t.customerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('shop_order_customer_status_idx').on(
      t.customerId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('shop_order_shop_idx').on(
      t.shopId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // searchKey is a substring of the number, shop name or an item title.
    index('shop_order_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check(
      'shop_order_totals',
      sql`${t.subtotalMinor} >= 0 and ${t.shippingMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} + ${t.shippingMinor} + ${t.taxMinor}`,
    ),
  ],
);

/**
 * How many orders each customer has in each status: the `total` of their order list when it is
 * unfiltered or filtered by status only (counting 10,000 rows per request was the list's cost).
 * Kept by a deferred trigger on `shop_order` (migration 0036): every insert, status change and
 * delete, whoever writes it (the orders module, the demo seed, a cascade from a deleted shop),
 * adjusts it when its transaction commits.
 */
export const customerOrderCount = pgTable(
  'customer_order_count',
  {
    customerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.status] })],
);

export const orderItem = pgTable(
  'order_item',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => product.id, { onDelete: 'set null' }),
    title: text().notNull(),
    unitPriceMinor: integer().notNull(),
    quantity: integer().notNull(),
    position: integer().notNull(),
  },
  (t) => [
    index('order_item_order_idx').on(t.orderId, t.position),
    check('order_item_quantity', sql`${t.quantity} > 0`),
    check('order_item_price', sql`${t.unitPriceMinor} >= 0`),
  ],
);

/** Every change of an order's status, with its time and who made it: the timeline. */
export const orderEvent = pgTable(
  'order_event',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: uuid()
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: ORDER_STATUSES }),
    toStatus: text({ enum: ORDER_STATUSES }).notNull(),
    actorRole: text({ enum: ['customer', 'shop', 'system'] }).notNull(),
    actorId: text(),
    note: text(),
    at: createdAt(),
  },
  (t) => [index('order_event_order_idx').on(t.orderId, t.at)],
);

export const shipment = pgTable(
  'shipment',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => shopOrder.id, { onDelete: 'cascade' }),
    carrier: text().notNull(),
    trackingNumber: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipment_order_idx').on(t.orderId),
    unique('shipment_tracking_once').on(t.carrier, t.trackingNumber),
  ],
);

/** A carrier's tracking event, kept once per code. */
export const shipmentEvent = pgTable(
  'shipment_event',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipment.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    description: text().notNull(),
    location: text(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique('shipment_event_once').on(t.shipmentId, t.code)],
);
