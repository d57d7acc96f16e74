import { z } from 'zod';
import { downloadQuery, searchKeyQuery } from './list-query.ts';
import { currencyCodeSchema } from './currencies.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

/** An order's states (issue 14); `ORDER_TRANSITIONS` says which change is legal. */
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
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Who may move an order from one state to another; anything else is an illegal change (409). */
export const ORDER_TRANSITIONS: Record<
  OrderStatus,
  Partial<Record<OrderStatus, 'customer' | 'shop' | 'system' | 'customer-or-shop'>>
> = {
  awaiting_payment: { paid: 'system', cancelled: 'customer-or-shop' },
  paid: { packed: 'shop', cancelled: 'customer-or-shop' },
  packed: { shipped: 'shop', cancelled: 'customer-or-shop' },
  shipped: { delivered: 'customer-or-shop' },
  delivered: { return_requested: 'customer' },
  return_requested: { returned: 'shop' },
  returned: { refunded: 'system' },
  cancelled: {},
  refunded: {},
};

/** A return may be asked for this many days after delivery. */
export const RETURN_WINDOW_DAYS = 7;

/** A calendar day, yyyy-mm-dd (2026-02-30 is refused, not rolled over). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'must be a real calendar date');
const money = z.number().int().min(0).max(100_000_000);

export const orderItemInputSchema = z.object({
  /** One of the shop's products (its title is copied); or a free line with `title`. */
  productId: z.uuid('must be a product id').optional(),
  title: z.string().trim().min(1).max(200).optional(),
  quantity: z.number().int().min(1).max(1000),
  /** Per unit, in minor units. */
  unitPrice: money,
});

/** POST /vendor/orders: the shop's order for a customer. */
export const createOrderInputSchema = z.object({
  shopId: z.uuid('must be a shop id'),
  /** The customer's account email. */
  customerEmail: z.email('must be an email address').meta({ examples: ['customer@example.com'] }),
  items: z
    .array(orderItemInputSchema)
    .min(1, 'at least one item')
    .max(50)
    .meta({ examples: [[{ title: 'Silk kurta', quantity: 1, unitPrice: 250000 }]] }),
  shippingFee: money.default(0),
  taxes: money.default(0),
  currency: currencyCodeSchema.default('INR'),
  notes: z.string().max(2000).default(''),
  deliveryEstimate: isoDate.optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderInputSchema>;

/**
 * POST /vendor/orders/from-booking: the shop's order for a meeting's customer from the products
 * it pinned during the call, at their current prices.
 */
export const createOrderFromPinsInputSchema = z.object({
  bookingId: z.uuid('must be a booking id'),
  /** Which pinned products, and how many of each; every pin, one of each, when left out. */
  items: z
    .array(
      z.object({
        productId: z.uuid('must be a product id'),
        quantity: z.number().int().min(1).max(1000),
      }),
    )
    .min(1, 'at least one item')
    .max(50)
    .optional(),
  shippingFee: money.default(0),
  taxes: money.default(0),
  notes: z.string().max(2000).default(''),
  deliveryEstimate: isoDate.optional(),
});
export type CreateOrderFromPinsInput = z.infer<typeof createOrderFromPinsInputSchema>;

export const orderAddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

export const orderSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  shopId: z.uuid(),
  shopName: z.string(),
  status: orderStatusSchema,
  currency: z.string(),
  total: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderItemSchema = z.object({
  id: z.uuid(),
  productId: z.uuid().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
});

export const shipmentEventSchema = z.object({
  code: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  at: z.string(),
});

export const shipmentSchema = z.object({
  id: z.uuid(),
  carrier: z.string(),
  trackingNumber: z.string(),
  createdAt: z.string(),
  events: z.array(shipmentEventSchema),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const orderTimelineEntrySchema = z.object({
  status: orderStatusSchema,
  from: orderStatusSchema.nullable(),
  by: z.enum(['customer', 'shop', 'system']),
  note: z.string().nullable(),
  at: z.string(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  customerName: z.string(),
  items: z.array(orderItemSchema),
  subtotal: z.number().int(),
  shippingFee: z.number().int(),
  taxes: z.number().int(),
  totalInWords: z.string(),
  notes: z.string(),
  deliveryEstimate: z.string().nullable(),
  address: orderAddressSchema.nullable(),
  paidAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  refund: z.object({ status: z.enum(['requested', 'processed']) }).nullable(),
  shipments: z.array(shipmentSchema),
  timeline: z.array(orderTimelineEntrySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const dateFilter = {
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
};

/** GET /user/orders. */
export const orderListQuerySchema = pageQuerySchema.extend({
  searchKey: searchKeyQuery,
  status: orderStatusSchema.optional(),
  ...dateFilter,
  download: downloadQuery.optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** GET /vendor/orders. */
export const vendorOrderListQuerySchema = orderListQuerySchema.extend({
  shopId: z.uuid('must be a shop id'),
});
export type VendorOrderListQuery = z.infer<typeof vendorOrderListQuerySchema>;

export const orderPageSchema = pageOf(orderSummarySchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderIdParamsSchema = z.object({ id: z.uuid('must be an order id') });
export const shipmentParamsSchema = z.object({
  id: z.uuid('must be an order id'),
  shipmentId: z.uuid('must be a shipment id'),
});

/** POST /user/orders/{id}/update-status: what a customer may do. */
export const customerStatusInputSchema = z.object({
  status: z.enum(['cancelled', 'delivered', 'return_requested']),
  note: z.string().max(1000).optional(),
});

export const addressUpdateInputSchema = z.object({ addressId: z.uuid('must be an address id') });

/** The couriers a shipment can go with; the server's CARRIER when none is named. */
export const CARRIERS = ['sandbox', 'shiprocket'] as const;

/** A courier this server ships with: whether it books the pickup itself (no number to type). */
export const carrierSchema = z.object({
  name: z.enum(CARRIERS),
  label: z.string(),
  booksPickup: z.boolean(),
});
export type CarrierOption = z.infer<typeof carrierSchema>;

/** GET /vendor/carriers: the couriers configured on this server, and the one used by default. */
export const carrierListSchema = z.object({
  carriers: z.array(carrierSchema),
  default: z.enum(CARRIERS),
});
export type CarrierList = z.infer<typeof carrierListSchema>;

/**
 * Ships a packed order: with the tracking number the shop was given, or, for a courier that
 * takes bookings (Shiprocket), none — the server books the pickup and keeps the courier's AWB.
 */
export const shipInputSchema = z.object({
  carrier: z.enum(CARRIERS).optional(),
  trackingNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'must be 4 to 40 letters, digits or dashes')
    .meta({ examples: ['SBX-10002345'] })
    .optional(),
});

export const vendorCancelInputSchema = z.object({ note: z.string().max(1000).optional() });

export const trackingSchema = shipmentSchema.extend({ delivered: z.boolean() });
