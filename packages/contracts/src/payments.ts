import { z } from 'zod';
import { pageOf, pageQuerySchema } from './pagination.ts';

const isoDateTime = z.iso.datetime();

export const paymentProviderNameSchema = z.enum(['sandbox', 'razorpay']);
export type PaymentProviderName = z.infer<typeof paymentProviderNameSchema>;

export const paymentOrderStatusSchema = z.enum(['created', 'paid', 'failed']);
export type PaymentOrderStatus = z.infer<typeof paymentOrderStatusSchema>;

// ---------------------------------------------------------------------------------------------
// POST /pay/credits/create-order

export const createCreditOrderInputSchema = z.object({ planId: z.uuid() });
export type CreateCreditOrderInput = z.infer<typeof createCreditOrderInputSchema>;

/**
 * What the checkout needs. With `razorpay`, open Razorpay's checkout script with `key: keyId`,
 * `order_id: orderId`, `amount`, `currency`, `name`, `description` and `prefill`; with `sandbox`,
 * send the browser to `checkoutUrl` (the hosted test checkout). Either way the checkout hands
 * back `razorpay_order_id`, `razorpay_payment_id` and `razorpay_signature` for verify.
 */
export const creditOrderSchema = z.object({
  /** The provider's order id (`order_…`); every later call names the order by it. */
  orderId: z.string(),
  /** In minor units of `currency`. */
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  keyId: z.string(),
  provider: paymentProviderNameSchema,
  /** The sandbox's hosted checkout page (a path on this server); null with Razorpay. */
  checkoutUrl: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  credits: z.number().int().positive(),
  prefill: z.object({ name: z.string(), email: z.string() }),
});
export type CreditOrder = z.infer<typeof creditOrderSchema>;

/** The same checkout fields for paying an order or an invoice (no credits; its payment status). */
export const checkoutOrderSchema = creditOrderSchema.omit({ credits: true }).extend({
  status: paymentOrderStatusSchema,
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

// ---------------------------------------------------------------------------------------------
// POST /pay/credits/verify

/** Exactly what Razorpay's checkout (and the sandbox's) hands back after a successful payment. */
export const verifyCreditPaymentInputSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z
    .string()
    .min(1)
    .max(100)
    .meta({ examples: ['pay_Nx3aBcDeFgHiJk'] }),
  razorpay_signature: z
    .string()
    .min(1)
    .max(200)
    .meta({ examples: ['9ef4dffbfd84f1318f6739a3ce19f9d85851857ae648f114332d8401e0949a3d'] }),
});
export type VerifyCreditPaymentInput = z.infer<typeof verifyCreditPaymentInputSchema>;

/**
 * The order is paid. `creditsAdded` is what this order granted (the same on every repeat of
 * verify: credits are granted once); `balance` is the balance now.
 */
export const verifyCreditPaymentResultSchema = z.object({
  status: z.literal('paid'),
  orderId: z.string(),
  creditsAdded: z.number().int().positive(),
  balance: z.number().int().nonnegative(),
});
export type VerifyCreditPaymentResult = z.infer<typeof verifyCreditPaymentResultSchema>;

// ---------------------------------------------------------------------------------------------
// GET /pay/credits/success?orderId=

export const creditReceiptQuerySchema = z.object({ orderId: z.string().min(1).max(100) });
export type CreditReceiptQuery = z.infer<typeof creditReceiptQuerySchema>;

/**
 * The receipt of one of the caller's orders. While `order.status` is `created` the payment has
 * not been confirmed yet (show "confirming…" and ask again); `failed` carries the reason.
 */
export const creditReceiptSchema = z.object({
  order: z.object({
    /** Our receipt number. */
    id: z.uuid(),
    orderId: z.string(),
    provider: paymentProviderNameSchema,
    status: paymentOrderStatusSchema,
    paymentId: z.string().nullable(),
    failureReason: z.string().nullable(),
    createdAt: isoDateTime,
  }),
  plan: z.object({
    id: z.uuid(),
    name: z.string(),
    credits: z.number().int().positive(),
    validityDays: z.number().int().positive(),
  }),
  /** In minor units of `currency`. */
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** e.g. "Four Hundred Ninety Nine Rupees" (en-IN, no "only"). */
  amountInWords: z.string(),
  paidAt: isoDateTime.nullable(),
  /** When this purchase's credits expire; null until paid. */
  creditsExpireAt: isoDateTime.nullable(),
  balance: z.number().int().nonnegative(),
});
export type CreditReceipt = z.infer<typeof creditReceiptSchema>;

// ---------------------------------------------------------------------------------------------
// Sandbox only: POST /pay/sandbox/pay

export const SANDBOX_TEST_CARDS = {
  success: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
} as const;

/** Pays a sandbox order as the hosted checkout does, without a browser (tests, scripts). */
export const sandboxPayInputSchema = z.object({
  orderId: z.string().min(1).max(100),
  card: z
    .string()
    .min(12)
    .max(23)
    .meta({ examples: [SANDBOX_TEST_CARDS.success, SANDBOX_TEST_CARDS.declined] }),
  /** false simulates a webhook that never arrives (reconciliation has to settle the order). */
  sendWebhook: z.boolean().default(true),
});
export type SandboxPayInput = z.input<typeof sandboxPayInputSchema>;

// ---------------------------------------------------------------------------------------------
// GET /user/payments: my payments, newest first (e.g. to say which one a support request is about)

export const myPaymentSchema = z.object({
  id: z.uuid(),
  /** The number the receipt and the checkout show. */
  reference: z.string(),
  purpose: z.enum(['credit_plan', 'order', 'stitching_invoice', 'checkout']),
  /** What was paid for, in words: the credit plan's name, "Shop order", "Stitching". */
  description: z.string(),
  amountMinor: z.number().int(),
  currency: z.string().length(3),
  status: paymentOrderStatusSchema,
  createdAt: isoDateTime,
});
export type MyPayment = z.infer<typeof myPaymentSchema>;
export const myPaymentPageSchema = z.object({
  items: z.array(myPaymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type MyPaymentPage = z.infer<typeof myPaymentPageSchema>;

// ---------------------------------------------------------------------------------------------
// GET /admin/payments/alerts: payments that did not settle what they were for (staff)

/**
 * Why a captured payment did not settle its subject:
 * - `superseded`: it paid a checkout replaced by a newer one (the amount due changed);
 * - `amount_changed`: the amount due changed after its checkout was made;
 * - `not_payable`: nothing is due any more (cancelled, asked to be revised, already paid);
 * - `amount_mismatch`: the provider captured another amount or currency than the checkout's;
 * - `second_payment`: a second payment captured for a checkout already paid.
 */
export const PAYMENT_ALERT_REASONS = [
  'superseded',
  'amount_changed',
  'not_payable',
  'amount_mismatch',
  'second_payment',
] as const;
export const paymentAlertReasonSchema = z.enum(PAYMENT_ALERT_REASONS);
export type PaymentAlertReason = z.infer<typeof paymentAlertReasonSchema>;

/** What was done with the money: refunded automatically, or held for staff to settle by hand. */
export const PAYMENT_ALERT_ACTIONS = ['refunded', 'held'] as const;
export const paymentAlertActionSchema = z.enum(PAYMENT_ALERT_ACTIONS);
export type PaymentAlertAction = z.infer<typeof paymentAlertActionSchema>;

export const paymentAlertSchema = z.object({
  id: z.uuid(),
  reason: paymentAlertReasonSchema,
  action: paymentAlertActionSchema,
  purpose: myPaymentSchema.shape.purpose,
  /** The order or invoice paid for; null for a credit plan (the checkout is its own subject). */
  subjectId: z.string().nullable(),
  /** The provider's order id the payment was made on. */
  reference: z.string(),
  paymentId: z.string(),
  /** What the provider captured, in minor units of `currency`. */
  amountPaidMinor: z.number().int(),
  currency: z.string().length(3),
  /** What was due when the payment arrived, in minor units of `dueCurrency`; null if nothing. */
  amountDueMinor: z.number().int().nullable(),
  dueCurrency: z.string().length(3).nullable(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The automatic refund, once asked for; null while the money is held. */
  refund: z.object({ status: z.enum(['requested', 'processed']) }).nullable(),
  createdAt: isoDateTime,
});
export type PaymentAlert = z.infer<typeof paymentAlertSchema>;

export const paymentAlertQuerySchema = pageQuerySchema.extend({
  action: paymentAlertActionSchema.optional(),
});
export type PaymentAlertQuery = z.infer<typeof paymentAlertQuerySchema>;

export const paymentAlertPageSchema = pageOf(paymentAlertSchema);
export type PaymentAlertPage = z.infer<typeof paymentAlertPageSchema>;
