import { z } from 'zod';
import { deliveryEstimateSchema } from './cart.ts';
import { moneySchema } from './catalogue.ts';
import { codeRefusalSchema } from './offer-codes.ts';
import { orderSummarySchema } from './orders.ts';

// One checkout of the customer's cart (issue 32): the address, offer codes and taxes, one
// payment for the amount due (or cash on delivery where every shop takes it), one order per shop.

export const MAX_CHECKOUT_CODES = 5;

export const PAYMENT_METHODS = ['online', 'cash_on_delivery'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: 'must be online or cash_on_delivery',
});

const codesSchema = z
  .array(
    z.string().trim().toUpperCase().min(1, 'must not be empty').max(20, 'at most 20 characters'),
  )
  .max(MAX_CHECKOUT_CODES, `at most ${MAX_CHECKOUT_CODES} codes`)
  .default([]);

/** POST /user/checkout/quote: what the cart costs with these codes (nothing is held). */
export const checkoutQuoteInputSchema = z.object({ codes: codesSchema });
export type CheckoutQuoteInput = z.infer<typeof checkoutQuoteInputSchema>;

/**
 * POST /user/checkout: buys the whole cart. `amountDueMinor` is the amount the shopper was
 * shown (the quote's): when the cart now costs anything else the checkout is refused (409), so
 * nobody pays an amount they did not see.
 */
export const checkoutInputSchema = z.object({
  addressId: z.uuid('must be an address id'),
  codes: codesSchema,
  paymentMethod: paymentMethodSchema.default('online'),
  amountDueMinor: z
    .number({ error: 'must be the amount due shown, in minor units' })
    .int('must be whole minor units')
    .min(0, 'must be 0 or more'),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export const codeResultSchema = z.discriminatedUnion('applies', [
  z.object({
    code: z.string(),
    applies: z.literal(true),
    discount: moneySchema,
    shopIds: z.array(z.uuid()),
  }),
  z.object({
    code: z.string(),
    applies: z.literal(false),
    reason: codeRefusalSchema,
    message: z.string(),
  }),
]);
export type CodeResult = z.infer<typeof codeResultSchema>;

export const quoteLineSchema = z.object({
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  unitPrice: moneySchema,
  discount: moneySchema,
  /** GST on the line after its discount. */
  tax: moneySchema,
  /** The GST rate, in basis points (500 = 5%). */
  taxBps: z.number().int(),
});

export const quoteShopSchema = z.object({
  shop: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  lines: z.array(quoteLineSchema),
  subtotal: moneySchema,
  discount: moneySchema,
  /** The code that gave the discount, if any. */
  code: z.string().nullable(),
  shipping: moneySchema,
  tax: moneySchema,
  /** subtotal − discount + shipping + tax: this shop's order total. */
  total: moneySchema,
  deliveryEstimate: deliveryEstimateSchema,
  cashOnDelivery: z.boolean(),
});

export const checkoutQuoteSchema = z.object({
  shops: z.array(quoteShopSchema),
  codes: z.array(codeResultSchema),
  /** The one payment: the sum of the shops' totals. */
  amountDue: moneySchema,
  amountDueInWords: z.string(),
  /** Every shop in the cart takes cash on delivery. */
  cashOnDelivery: z.boolean(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

export const CHECKOUT_STATUSES = [
  'awaiting_payment',
  'paid',
  'lapsed',
  'cash_on_delivery',
] as const;

/** A checkout: its status, the amount it binds, and its orders (one per shop). */
export const checkoutSchema = z.object({
  id: z.uuid(),
  status: z.enum(CHECKOUT_STATUSES),
  paymentMethod: paymentMethodSchema,
  amountDue: moneySchema,
  amountDueInWords: z.string(),
  /** Until when its units are held for the payment. */
  expiresAt: z.iso.datetime(),
  orders: z.array(orderSummarySchema),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const checkoutIdParamsSchema = z.object({ id: z.uuid('must be a checkout id') });
