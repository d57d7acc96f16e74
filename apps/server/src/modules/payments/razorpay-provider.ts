import Razorpay from 'razorpay';
import { AppError } from '../../platform/lib/app-error.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { checkoutSignature, signatureMatches, webhookSignature } from './signatures.ts';

export type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API by default; tests point it at a local server. */
  apiUrl?: string;
  timeoutMs?: number;
};

/** The SDK's HTTP client (axios) is not in its types; the base URL and timeout live on it. */
type SdkHttp = { rq: { defaults: { baseURL?: string; timeout?: number } } };

const providerUnavailable = (cause: unknown) =>
  new AppError(
    'PAYMENT_FAILED',
    'The payment provider could not be reached. Please try again in a moment.',
    undefined,
    { cause, statusCode: 502 },
  );

/** Razorpay through its official SDK: orders API, checkout and webhook signatures. */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = (client.api as unknown as SdkHttp).rq.defaults;
  if (options.apiUrl) http.baseURL = options.apiUrl;
  http.timeout = options.timeoutMs ?? 15_000;

  return {
    name: 'razorpay',
    keyId: options.keyId,

    async createOrder({ amountMinor, currency, receipt, description }) {
      try {
        const order = await client.orders.create({
          amount: amountMinor,
          currency,
          receipt,
          notes: { description },
        });
        return { providerOrderId: order.id };
      } catch (error) {
        throw providerUnavailable(error);
      }
    },

    checkoutUrl: () => null,

    isCheckoutSignatureValid: ({ orderId, paymentId, signature }) =>
      signatureMatches(checkoutSignature(options.keySecret, orderId, paymentId), signature),

    isWebhookSignatureValid: (rawBody, signature) =>
      signatureMatches(webhookSignature(options.webhookSecret, rawBody), signature),

    async findCapturedPayment(providerOrderId) {
      let payments;
      try {
        payments = await client.orders.fetchPayments(providerOrderId);
      } catch (error) {
        throw providerUnavailable(error);
      }
      const captured = payments.items.find((payment) => payment.status === 'captured');
      return captured
        ? {
            paymentId: captured.id,
            amountMinor: Number(captured.amount),
            currency: captured.currency,
          }
        : null;
    },

    /**
     * Razorpay's refunds API. A refund already made under this receipt (an earlier call whose
     * answer was lost) is found among the payment's refunds first, so a retry never refunds twice.
     */
    async refund({ paymentId, amountMinor, receipt }) {
      try {
        const existing = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
        const made = existing.items.find((refund) => refund.receipt === receipt);
        if (made) return { refundId: made.id };
        const refund = await client.payments.refund(paymentId, {
          amount: amountMinor,
          receipt,
          notes: { receipt },
        });
        return { refundId: refund.id };
      } catch (error) {
        throw providerUnavailable(error);
      }
    },
  };
}
