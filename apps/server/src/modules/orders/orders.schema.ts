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
import { product, productVariant } from '../products/products.schema.ts';
import { paymentOrder } from '../credits/credits.schema.ts';

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

export const CHECKOUT_STATUSES = [
  'awaiting_payment',
  'paid',
  'lapsed',
  'cash_on_delivery',
] as const;
export const PAYMENT_METHODS = ['online', 'cash_on_delivery'] as const;

/**
 * A shopper's checkout of their cart: one payment (`amountMinor`, the sum of its orders' totals)
 * for one order per shop. Paid online, it waits for the payment until `expiresAt` (its units are
 * reserved until then) and becomes `paid`, or `lapsed` when the payment fails or time runs out
 * (its orders are cancelled, its units released). Cash on delivery needs no payment: its orders
 * go to their shops at once.
 */
export const orderCheckout = pgTable(
  'order_checkout',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull(),
    status: text({ enum: CHECKOUT_STATUSES }).notNull(),
    currency: char({ length: 3 }).notNull(),
    amountMinor: integer().notNull(),
    /** The codes the shopper entered (upper-case), applied or not. */
    codes: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_checkout_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    check('order_checkout_amount', sql`${t.amountMinor} >= 0`),
  ],
);

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
    /** What an offer code took off (checkout orders); `offerCode` names it. */
    discountMinor: integer().notNull().default(0),
    offerCode: text(),
    shippingMinor: integer().notNull().default(0),
    taxMinor: integer().notNull().default(0),
    totalMinor: integer().notNull(),
    notes: text().notNull().default(''),
    /** yyyy-mm-dd. */
    deliveryEstimate: text(),
    address: jsonb().$type<OrderAddress>(),
    paymentOrderId: uuid().references(() => paymentOrder.id),
    /** The checkout the order came from (null: the shop wrote it). */
    checkoutId: uuid().references(() => orderCheckout.id),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull().default('online'),
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
    index('shop_order_checkout_idx')
      .on(t.checkoutId)
      .where(sql`${t.checkoutId} is not null`),
    index('shop_order_shop_idx').on(
      t.shopId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // searchKey is a substring of the number, shop name or an item title.
    index('shop_order_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check(
      'shop_order_totals',
      sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} between 0 and ${t.subtotalMinor} and ${t.shippingMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor} + ${t.shippingMinor} + ${t.taxMinor}`,
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
    /** The variant bought (checkout orders); its size and colour are in the title. */
    variantId: uuid().references(() => productVariant.id, { onDelete: 'set null' }),
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
