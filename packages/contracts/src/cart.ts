import { z } from 'zod';
import { moneySchema, stockKindSchema } from './catalogue.ts';

// A shopper's cart (issue 32): products from any number of shops, kept for a guest under a cart
// token and for a customer under their account; a guest's cart joins the account's at sign-in.

/** The most of one item a line may hold. */
export const MAX_LINE_QUANTITY = 20;
/** The most lines a cart may hold. */
export const MAX_CART_LINES = 100;

/** A guest's cart token, as `POST /cart/guest` gave it (the `x-cart-token` header). */
export const cartTokenSchema = z
  .string({ error: 'must be the cart token' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the cart token');
export const guestCartHeadersSchema = z.object({ 'x-cart-token': cartTokenSchema });

export const CART_SOURCES = ['product', 'favourite', 'meeting'] as const;
export const cartSourceSchema = z.enum(CART_SOURCES, {
  error: 'must be product, favourite or meeting',
});

const quantitySchema = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, `must be 1 to ${MAX_LINE_QUANTITY}`)
  .max(MAX_LINE_QUANTITY, `must be 1 to ${MAX_LINE_QUANTITY}`);

/** Adds to the line of this product (and variant), or starts one. */
export const addCartLineInputSchema = z.object({
  productId: z.uuid('must be a product id'),
  /** Required when the product has variants; absent or null when it has none. */
  variantId: z.uuid('must be a variant id of the product').nullable().default(null),
  quantity: quantitySchema.default(1),
  /** Where the shopper added it from. */
  source: cartSourceSchema.default('product'),
  /**
   * The meeting (the customer's own booking) in which the shop pinned this product: the line
   * takes the pin's meeting price while it holds. Customers only; another's booking is 404.
   */
  bookingId: z.uuid('must be a booking id').nullable().default(null),
});
export type AddCartLineInput = z.infer<typeof addCartLineInputSchema>;

export const updateCartLineInputSchema = z.object({ quantity: quantitySchema });
export type UpdateCartLineInput = z.infer<typeof updateCartLineInputSchema>;

export const cartLineParamsSchema = z.object({ lineId: z.uuid('must be a cart line id') });

export const CART_WARNINGS = [
  'price_up',
  'price_down',
  'out_of_stock',
  'low_stock',
  'unavailable',
  'meeting_price_ended',
] as const;
export const cartWarningSchema = z.object({
  kind: z.enum(CART_WARNINGS),
  /** For people: what changed since the item was added. */
  message: z.string(),
});
export type CartWarning = z.infer<typeof cartWarningSchema>;

export const cartLineSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  variant: z
    .object({
      size: z.string().nullable(),
      colour: z.string().nullable(),
      madeToMeasure: z.boolean(),
    })
    .nullable(),
  quantity: z.number().int(),
  /** The price of one now (what checkout charges). */
  unitPrice: moneySchema,
  /** The price of one when it was added. */
  addedUnitPrice: moneySchema,
  /** unitPrice × quantity. */
  lineTotal: moneySchema,
  stockKind: stockKindSchema,
  /** Units on the shelf now (in_stock only; null for made to order). */
  unitsLeft: z.number().int().nullable(),
  leadTimeDays: z.number().int().nullable(),
  /** False when it can no longer be bought (removed, archived, its shop closed): checkout skips nothing, it refuses. */
  available: z.boolean(),
  warnings: z.array(cartWarningSchema),
  addedAt: z.iso.datetime(),
  /**
   * The meeting price this line was added at (from the shop's pin in the customer's meeting):
   * `applies` while it holds (then `unitPrice` is it), false once it ended (then the list
   * price applies and a `meeting_price_ended` warning says so). Null: a list-price line.
   */
  meetingPrice: z
    .object({
      bookingId: z.uuid(),
      unitPrice: moneySchema,
      endsAt: z.iso.datetime(),
      applies: z.boolean(),
    })
    .nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The earliest and latest day (yyyy-mm-dd) the shop's parcel should arrive. */
export const deliveryEstimateSchema = z.object({
  earliest: z.iso.date(),
  latest: z.iso.date(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const cartShopSchema = z.object({
  shop: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  lines: z.array(cartLineSchema),
  subtotal: moneySchema,
  shipping: moneySchema,
  /** subtotal + shipping, before codes and taxes (checkout adds those). */
  total: moneySchema,
  deliveryEstimate: deliveryEstimateSchema,
  /** Whether this shop takes cash on delivery. */
  cashOnDelivery: z.boolean(),
});
export type CartShop = z.infer<typeof cartShopSchema>;

export const cartSchema = z.object({
  /** Each shop's items, in the order the shops were first added to. */
  shops: z.array(cartShopSchema),
  itemCount: z.number().int(),
  subtotal: moneySchema,
  shipping: moneySchema,
  total: moneySchema,
  /** How many lines carry a warning. */
  warningCount: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

/** A new guest cart: keep the token (it is the cart's only key) and send it as `x-cart-token`. */
export const guestCartSchema = cartSchema.extend({ token: cartTokenSchema });
export type GuestCart = z.infer<typeof guestCartSchema>;

/** POST /user/cart/merge: the guest cart to move into the account's (then forgotten). */
export const mergeCartInputSchema = z.object({ token: cartTokenSchema });
export type MergeCartInput = z.infer<typeof mergeCartInputSchema>;
