import type { PaymentProviderName } from '@vitrine/contracts/payments';

/** A payment the provider has captured (the money is ours). */
export type CapturedPayment = { paymentId: string; amountMinor: number; currency: string };

/**
 * What Vitrine needs of a payment provider, in Razorpay's protocol: orders created server-side,
 * a checkout that hands back `(order_id, payment_id, signature)`, signed webhooks, and a way to
 * ask about an order's payments (reconciliation). `razorpay` and `sandbox` implement it.
 */
export type PaymentProvider = {
  name: PaymentProviderName;
  /** The public key the checkout is opened with. */
  keyId: string;
  createOrder(input: {
    amountMinor: number;
    currency: string;
    /** Our id for the order (Razorpay shows it as the receipt number). */
    receipt: string;
    description: string;
  }): Promise<{ providerOrderId: string }>;
  /**
   * Where the browser pays: the sandbox's hosted page, as a path on the app's own origin (the
   * origin the app was opened at, where its session is); null when the provider's own script
   * opens the checkout.
   */
  checkoutUrl(providerOrderId: string): string | null;
  isCheckoutSignatureValid(input: {
    orderId: string;
    paymentId: string;
    signature: string;
  }): boolean;
  isWebhookSignatureValid(rawBody: Buffer, signature: string | undefined): boolean;
  /** Asks the provider whether the order has a captured payment; null when it has none. */
  findCapturedPayment(providerOrderId: string): Promise<CapturedPayment | null>;
  /**
   * Refunds a captured payment (in full, or `amountMinor` of it). `receipt` is our refund's id
   * and makes the call idempotent: asked again, the provider answers the refund it already made.
   */
  refund(input: {
    paymentId: string;
    amountMinor: number;
    receipt: string;
  }): Promise<{ refundId: string }>;
};
