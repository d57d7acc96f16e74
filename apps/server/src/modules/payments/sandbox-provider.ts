import { createHmac, randomInt } from 'node:crypto';
import { SANDBOX_TEST_CARDS, type VerifyCreditPaymentInput } from '@vitrine/contracts/payments';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from './razorpay-events.ts';
import type {
  SandboxOrderRecord,
  SandboxRefundRecord,
  SandboxRepository,
} from './sandbox.repository.ts';
import { checkoutSignature, signatureMatches, webhookSignature } from './signatures.ts';

export const SANDBOX_KEY_ID = 'rzp_test_vitrine_sandbox';

/** The sandbox's key and webhook secrets, derived from AUTH_SECRET so nothing more needs configuring. */
export function sandboxSecrets(authSecret: string) {
  const derive = (purpose: string) =>
    createHmac('sha256', authSecret).update(`vitrine-sandbox:${purpose}`).digest('base64url');
  return { keySecret: derive('key-secret'), webhookSecret: derive('webhook-secret') };
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Razorpay-style ids: a prefix and 14 letters or digits (`order_Nx3…`, `pay_…`, `evt_…`). */
const newId = (prefix: string) =>
  `${prefix}_${Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

const digitsOf = (card: string) => card.replace(/[\s-]/g, '');
const SUCCESS_CARD = digitsOf(SANDBOX_TEST_CARDS.success);
const DECLINED_CARD = digitsOf(SANDBOX_TEST_CARDS.declined);

export const DECLINED_MESSAGE =
  'Your card was declined by the bank (sandbox test card 4000 0000 0000 0002). No money was taken; try another card.';

const alreadyPaid = () => new AppError('CONFLICT', 'This order is already paid.');

/** Sends one signed webhook to our own endpoint; resolves when it was answered. */
export type WebhookSender = (request: {
  body: string;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number }>;

export type SandboxProvider = PaymentProvider & {
  name: 'sandbox';
  findOrder(orderId: string): Promise<SandboxOrderRecord | null>;
  /** The refunds made of a payment (tests look). */
  refundsOf(paymentId: string): Promise<SandboxRefundRecord[]>;
  /**
   * Pays an order with a test card, as the hosted checkout does: the success card captures and
   * hands back the three fields Razorpay's checkout does; the declined card records a failed
   * payment and throws PAYMENT_FAILED. Webhooks go out in the background unless `sendWebhook`
   * is false (a lost webhook, for reconciliation to find).
   */
  pay(
    orderId: string,
    card: string,
    options?: { sendWebhook?: boolean },
  ): Promise<VerifyCreditPaymentInput>;
  /** Waits for webhooks still being delivered (shutdown, tests). */
  settled(): Promise<void>;
};

export function createSandboxProvider(deps: {
  sandboxRepository: SandboxRepository;
  authSecret: string;
  sendWebhook: WebhookSender;
  clock: () => Date;
  log: { warn: (obj: object, message: string) => void };
}): SandboxProvider {
  const { keySecret, webhookSecret } = sandboxSecrets(deps.authSecret);
  const pending = new Set<Promise<void>>();

  const deliver = (event: object) => {
    const body = JSON.stringify(event);
    const headers = {
      'content-type': 'application/json',
      [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(webhookSecret, body),
      [WEBHOOK_EVENT_ID_HEADER]: newId('evt'),
    };
    const delivery = deps
      .sendWebhook({ body, headers })
      .then(
        ({ statusCode }) => {
          if (statusCode >= 300) deps.log.warn({ statusCode }, 'sandbox webhook was refused');
        },
        (error: unknown) => deps.log.warn({ err: error }, 'sandbox webhook could not be sent'),
      )
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  };

  const event = (name: string, payload: Record<string, { entity: object }>) => ({
    entity: 'event',
    account_id: 'acc_vitrine_sandbox',
    event: name,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(deps.clock().getTime() / 1000),
  });

  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,

    async createOrder({ amountMinor, currency, receipt, description }) {
      const order = await deps.sandboxRepository.insertOrder({
        id: newId('order'),
        amountMinor,
        currency,
        receipt,
        description,
      });
      return { providerOrderId: order.id };
    },

    // A path: the browser opens it on the origin the app was opened at, and its returns stay there.
    checkoutUrl: (providerOrderId) =>
      `/pay/sandbox/checkout/${encodeURIComponent(providerOrderId)}`,

    isCheckoutSignatureValid: ({ orderId, paymentId, signature }) =>
      signatureMatches(checkoutSignature(keySecret, orderId, paymentId), signature),

    isWebhookSignatureValid: (rawBody, signature) =>
      signatureMatches(webhookSignature(webhookSecret, rawBody), signature),

    async findCapturedPayment(providerOrderId) {
      const payment = await deps.sandboxRepository.findCapturedPayment(providerOrderId);
      return payment
        ? { paymentId: payment.id, amountMinor: payment.amountMinor, currency: payment.currency }
        : null;
    },

    findOrder: (orderId) => deps.sandboxRepository.findOrder(orderId),

    async refund({ paymentId, amountMinor, receipt }) {
      const payment = await deps.sandboxRepository.findPayment(paymentId);
      if (!payment || payment.status !== 'captured') throw notFound('Payment');
      if (amountMinor <= 0 || amountMinor > payment.amountMinor) {
        throw validationFailed('amount', 'a refund is more than zero and at most the payment');
      }
      const refund = await deps.sandboxRepository.insertRefund({
        id: newId('rfnd'),
        paymentId,
        amountMinor,
        receipt,
      });
      return { refundId: refund.id };
    },

    refundsOf: (paymentId) => deps.sandboxRepository.refundsOf(paymentId),

    async pay(orderId, card, options = {}) {
      const order = await deps.sandboxRepository.findOrder(orderId);
      if (!order) throw notFound('Order');
      if (order.status === 'paid') throw alreadyPaid();
      const digits = digitsOf(card);
      if (digits !== SUCCESS_CARD && digits !== DECLINED_CARD) {
        throw validationFailed(
          'card',
          `use a sandbox test card: ${SANDBOX_TEST_CARDS.success} (succeeds) or ${SANDBOX_TEST_CARDS.declined} (declined)`,
        );
      }
      const captured = digits === SUCCESS_CARD;
      const payment = await deps.sandboxRepository.insertPayment({
        id: newId('pay'),
        orderId: order.id,
        amountMinor: order.amountMinor,
        currency: order.currency,
        status: captured ? 'captured' : 'failed',
        cardLast4: digits.slice(-4),
        errorDescription: captured ? null : DECLINED_MESSAGE,
      });
      // Another attempt captured it since we looked: like the provider, take no second payment.
      if (!payment) throw alreadyPaid();
      const createdAt = Math.floor(payment.createdAt.getTime() / 1000);
      const paymentEntity = {
        id: payment.id,
        entity: 'payment',
        amount: payment.amountMinor,
        currency: payment.currency,
        status: payment.status,
        order_id: order.id,
        method: 'card',
        captured,
        card: { last4: payment.cardLast4, network: 'Visa' },
        error_code: captured ? null : 'BAD_REQUEST_ERROR',
        error_description: payment.errorDescription,
        error_reason: captured ? null : 'card_declined',
        created_at: createdAt,
      };
      if (options.sendWebhook !== false) {
        if (captured) {
          deliver(event('payment.captured', { payment: { entity: paymentEntity } }));
          deliver(
            event('order.paid', {
              payment: { entity: paymentEntity },
              order: {
                entity: {
                  id: order.id,
                  entity: 'order',
                  amount: order.amountMinor,
                  amount_paid: order.amountMinor,
                  amount_due: 0,
                  currency: order.currency,
                  receipt: order.receipt,
                  status: 'paid',
                  created_at: Math.floor(order.createdAt.getTime() / 1000),
                },
              },
            }),
          );
        } else {
          deliver(event('payment.failed', { payment: { entity: paymentEntity } }));
        }
      }
      if (!captured) {
        throw new AppError('PAYMENT_FAILED', DECLINED_MESSAGE, { paymentId: payment.id });
      }
      return {
        razorpay_order_id: order.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: checkoutSignature(keySecret, order.id, payment.id),
      };
    },

    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
