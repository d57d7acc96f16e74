import { createHash, randomUUID } from 'node:crypto';
import { minorUnitsInWords } from '@vitrine/contracts/money-words';
import type {
  CheckoutOrder,
  CreditOrder,
  CreditReceipt,
  MyPaymentPage,
  VerifyCreditPaymentInput,
  VerifyCreditPaymentResult,
} from '@vitrine/contracts/payments';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Transaction } from '../../db/transaction.ts';
import type { Credits } from '../credits/index.ts';
import { notify } from '../notifications/index.ts';
import { enqueue } from '../outbox/index.ts';
import type { PaymentPurpose, PurchaseSettledListener, SettleHandler } from './settlement-hooks.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { receiptMail } from './receipt-mail.ts';
import type { PaymentOrderRecord, PaymentsRepository } from './payments.repository.ts';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  webhookEventSchema,
  type WebhookEvent,
} from './razorpay-events.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reconciliation stops asking about an order this old; the customer will have bought again. */
const RECONCILE_LOOKBACK_MS = 3 * DAY_MS;

type Log = {
  info: (obj: object, message: string) => void;
  warn: (obj: object, message: string) => void;
  error: (obj: object, message: string) => void;
};

/** What a webhook did: credited the order, found it already paid, recorded a failure, or nothing. */
export const WEBHOOK_OUTCOMES = [
  'credited',
  'already-paid',
  'payment-failed',
  'duplicate',
  'ignored',
] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/**
 * Why verify failed. The same answer whatever was wrong, so a caller learns nothing by probing.
 * The UI shows it and offers to retry; no credits were added.
 */
const signatureRejected = () =>
  new AppError(
    'PAYMENT_FAILED',
    'We could not confirm this payment. No credits were added; if money was taken, it will be settled automatically or refunded.',
  );

const creditsExpireAt = (order: PaymentOrderRecord) =>
  order.paidAt && order.validityDays !== null
    ? new Date(order.paidAt.getTime() + order.validityDays * DAY_MS)
    : null;

export function createPaymentsService(deps: {
  paymentsRepository: PaymentsRepository;
  credits: Pick<Credits, 'grant' | 'balance' | 'findActivePlan'>;
  provider: PaymentProvider;
  clock: () => Date;
  log: Log;
  reconcileAfterSeconds: number;
  /** Run in each settling transaction, after the credits are granted. */
  settledListeners?: () => readonly PurchaseSettledListener[];
  /** The owning module's entry points for payments of other purposes (orders, invoices). */
  settleHandler?: (purpose: PaymentPurpose) => SettleHandler | undefined;
}) {
  const { paymentsRepository: orders, credits, provider, clock, log } = deps;

  /** A credit plan's settlement: its credits, the receipt and the referral reward. */
  async function grantPlanCredits(
    tx: Transaction,
    order: PaymentOrderRecord,
    flipped: PaymentOrderRecord,
    at: Date,
  ): Promise<number> {
    const entry = await credits.grant(tx, {
      userId: order.userId,
      amount: order.credits!,
      kind: 'purchase',
      reference: { type: 'payment_order', id: order.id },
      description: `${order.planName} plan: ${order.credits} credits`,
      expiresAt: creditsExpireAt(flipped),
      at,
    });
    // In the transaction that flipped the order: one receipt per order, whoever settled it.
    await enqueue(tx, 'payment:settled', { orderId: order.id, userId: order.userId });
    for (const listener of deps.settledListeners?.() ?? []) {
      await listener(tx, { orderId: order.id, userId: order.userId, at });
    }
    await notify(tx, {
      userId: order.userId,
      title: 'Credits added',
      body: `${order.credits} credits from the ${order.planName} plan are in your account.`,
      link: '/user/credits',
      sourceKey: `payment:${order.id}`,
      mail: 'by-source', // the receipt mail says it
    });
    log.info(
      { orderId: order.providerOrderId, credits: order.credits },
      'payment settled, credits granted',
    );
    return entry.balanceAfter;
  }

  const handlerOf = (purpose: PaymentOrderRecord['purpose']) => {
    const handler = deps.settleHandler?.(purpose);
    // Thrown inside the settling transaction: nothing is flipped, reconciliation tries again.
    if (!handler) throw new Error(`no settle handler is registered for ${purpose} payments`);
    return handler;
  };

  /**
   * Marks the order paid and settles it with its owner (credits for a plan, the owning module's
   * settle handler otherwise), in the caller's transaction, only if this call is the one that
   * flipped it: any mix of verify, webhooks, retries and reconciliation settles once.
   */
  async function settlePaid(
    tx: Transaction,
    order: PaymentOrderRecord,
    paymentId: string,
  ): Promise<{ granted: boolean; balance: number | null }> {
    const at = clock();
    const flipped = await orders.markPaid(tx, order.id, paymentId, at);
    if (order.purpose === 'credit_plan') {
      if (!flipped) return { granted: false, balance: await credits.balance(order.userId, tx) };
      return { granted: true, balance: await grantPlanCredits(tx, order, flipped, at) };
    }
    if (!flipped) return { granted: false, balance: null };
    await handlerOf(order.purpose).settle(tx, {
      paymentOrderId: order.id,
      subjectId: order.subjectId!,
      userId: order.userId,
      amountMinor: order.amountMinor,
      currency: order.currency,
      at,
    });
    log.info({ orderId: order.providerOrderId, purpose: order.purpose }, 'payment settled');
    return { granted: true, balance: null };
  }

  /** The checkout's answer for any order of the user's: checked, then settled once. */
  async function verifyFields(
    order: PaymentOrderRecord,
    input: VerifyCreditPaymentInput,
  ): Promise<{ granted: boolean; balance: number | null }> {
    const valid = provider.isCheckoutSignatureValid({
      orderId: order.providerOrderId,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    });
    if (!valid) {
      log.warn({ orderId: order.providerOrderId }, 'checkout signature did not verify');
      throw signatureRejected();
    }
    const result = await orders.transaction((tx) =>
      settlePaid(tx, order, input.razorpay_payment_id),
    );
    if (
      !result.granted &&
      order.providerPaymentId &&
      order.providerPaymentId !== input.razorpay_payment_id
    ) {
      // Two captured payments for one order: settled once, the money came twice.
      log.warn(
        { orderId: order.providerOrderId, paymentId: input.razorpay_payment_id },
        'a second payment for an order already paid; refund it from the dashboard',
      );
    }
    return result;
  }

  /** A captured payment must be for the order's amount; anything else is logged, never granted. */
  function amountMatches(order: PaymentOrderRecord, amountMinor: number, currency: string) {
    const matches =
      amountMinor === order.amountMinor && currency.toUpperCase() === order.currency.toUpperCase();
    if (!matches) {
      log.error(
        {
          orderId: order.providerOrderId,
          expected: [order.amountMinor, order.currency],
          got: [amountMinor, currency],
        },
        'payment amount does not match the order; not settled',
      );
    }
    return matches;
  }

  async function handleEvent(tx: Transaction, event: WebhookEvent): Promise<WebhookOutcome> {
    const payment = event.payload.payment?.entity;
    const orderEntity = event.payload.order?.entity;
    switch (event.event) {
      case 'payment.captured':
      case 'order.paid': {
        const providerOrderId = orderEntity?.id ?? payment?.order_id;
        if (!payment || !providerOrderId || payment.status !== 'captured') return 'ignored';
        const order = await orders.findByProviderOrderId(tx, providerOrderId);
        if (!order || !amountMatches(order, payment.amount, payment.currency)) return 'ignored';
        const { granted } = await settlePaid(tx, order, payment.id);
        return granted ? 'credited' : 'already-paid';
      }
      case 'payment.failed': {
        if (!payment?.order_id) return 'ignored';
        const order = await orders.findByProviderOrderId(tx, payment.order_id);
        if (!order) return 'ignored';
        const reason = payment.error_description ?? 'The payment failed.';
        return (await orders.markFailed(tx, order.id, reason, clock()))
          ? 'payment-failed'
          : 'ignored';
      }
      default:
        return 'ignored';
    }
  }

  return {
    /** GET /user/payments: what I paid (or tried to), newest first. */
    async listMine(userId: string, page: number, limit: number): Promise<MyPaymentPage> {
      const { items, total } = await orders.listForUser(userId, page, limit);
      return {
        items: items.map((order) => ({
          id: order.id,
          reference: order.providerOrderId,
          purpose: order.purpose,
          description:
            order.purpose === 'credit_plan'
              ? `${order.planName ?? 'Credit plan'} (credits)`
              : order.purpose === 'order'
                ? 'Shop order'
                : 'Stitching',
          amountMinor: order.amountMinor,
          currency: order.currency,
          status: order.status,
          createdAt: order.createdAt.toISOString(),
        })),
        total,
        page,
        limit,
      };
    },

    async createOrder(user: AuthUser, planId: string): Promise<CreditOrder> {
      const plan = await credits.findActivePlan(planId);
      if (!plan) throw notFound('Plan');
      const id = randomUUID();
      const description = `${plan.name} plan: ${plan.credits} credits`;
      const { providerOrderId } = await provider.createOrder({
        amountMinor: plan.priceMinor,
        currency: plan.currency,
        receipt: id,
        description,
      });
      await orders.insertOrder({
        id,
        provider: provider.name,
        providerOrderId,
        userId: user.id,
        planId: plan.id,
        planName: plan.name,
        credits: plan.credits,
        validityDays: plan.validityDays,
        amountMinor: plan.priceMinor,
        currency: plan.currency,
      });
      return {
        orderId: providerOrderId,
        amount: plan.priceMinor,
        currency: plan.currency,
        keyId: provider.keyId,
        provider: provider.name,
        checkoutUrl: provider.checkoutUrl(providerOrderId),
        name: 'Vitrine',
        description,
        credits: plan.credits,
        prefill: { name: user.name, email: user.email },
      };
    },

    /** The checkout's answer, checked against the credit order we stored for this user. */
    async verify(
      userId: string,
      input: VerifyCreditPaymentInput,
    ): Promise<VerifyCreditPaymentResult> {
      const order = await orders.findForUser(userId, input.razorpay_order_id);
      if (!order || order.purpose !== 'credit_plan') throw notFound('Order');
      const { balance } = await verifyFields(order, input);
      return {
        status: 'paid',
        orderId: order.providerOrderId,
        creditsAdded: order.credits!,
        balance: balance!,
      };
    },

    /**
     * Starts paying an order or invoice (`subjectId` of `purpose`) of the user's: one provider
     * order per subject, made on the first call and handed back by every later one.
     */
    async createSubjectOrder(
      user: AuthUser,
      subject: {
        purpose: Exclude<PaymentPurpose, 'credit_plan'>;
        subjectId: string;
        amountMinor: number;
        currency: string;
        description: string;
      },
    ): Promise<CheckoutOrder> {
      let order = await orders.findBySubject(subject.purpose, subject.subjectId);
      if (!order) {
        const id = randomUUID();
        const { providerOrderId } = await provider.createOrder({
          amountMinor: subject.amountMinor,
          currency: subject.currency,
          receipt: id,
          description: subject.description,
        });
        order = await orders.insertSubjectOrder({
          id,
          purpose: subject.purpose,
          subjectId: subject.subjectId,
          provider: provider.name,
          providerOrderId,
          userId: user.id,
          amountMinor: subject.amountMinor,
          currency: subject.currency,
        });
      }
      return {
        orderId: order.providerOrderId,
        amount: order.amountMinor,
        currency: order.currency,
        keyId: provider.keyId,
        provider: provider.name,
        checkoutUrl: provider.checkoutUrl(order.providerOrderId),
        name: 'Vitrine',
        description: subject.description,
        status: order.status,
        prefill: { name: user.name, email: user.email },
      };
    },

    /** The checkout's answer for an order or invoice of the user's (`subjectId` of `purpose`). */
    async verifySubject(
      userId: string,
      subject: { purpose: PaymentPurpose; subjectId: string },
      input: VerifyCreditPaymentInput,
    ): Promise<{ status: 'paid'; orderId: string }> {
      // The caller has checked the subject is the user's; its payment order must be this one.
      const order = await orders.findBySubject(subject.purpose, subject.subjectId);
      if (!order || order.userId !== userId) {
        throw new AppError('CONFLICT', 'Start the payment first: nothing is being paid yet.');
      }
      if (order.providerOrderId !== input.razorpay_order_id) {
        throw validationFailed('razorpay_order_id', "is not this payment's order");
      }
      await verifyFields(order, input);
      return { status: 'paid', orderId: order.providerOrderId };
    },

    /**
     * Asks for the refund of the paid payment order of a subject, in the caller's transaction:
     * recorded once (a second request is a no-op answering false) and sent to the provider
     * through the outbox after commit.
     */
    async requestRefund(
      tx: Transaction,
      subject: { purpose: PaymentPurpose; subjectId: string; reason: string },
    ): Promise<boolean> {
      const order = await orders.findBySubject(subject.purpose, subject.subjectId, tx);
      if (!order || order.status !== 'paid') return false;
      const refund = await orders.insertRefund(tx, {
        paymentOrderId: order.id,
        amountMinor: order.amountMinor,
        currency: order.currency,
        reason: subject.reason,
      });
      if (!refund) return false;
      await enqueue(tx, 'payment:refund-requested', { refundId: refund.id });
      return true;
    },

    /** The refund of a subject's payment, if one was asked for. */
    async refundOf(
      purpose: PaymentPurpose,
      subjectId: string,
    ): Promise<{ status: 'requested' | 'processed' } | null> {
      const order = await orders.findBySubject(purpose, subjectId);
      const refund = order ? await orders.findRefundOf(order.id) : null;
      return refund ? { status: refund.status } : null;
    },

    /**
     * Sends a requested refund to the provider (idempotent there: our refund id is the receipt)
     * and records it; the owning module hears of it once, in the recording transaction.
     */
    async processRefund(refundId: string): Promise<'refunded' | 'already' | 'missing'> {
      const refund = await orders.findRefund(refundId);
      if (!refund) return 'missing';
      if (refund.status === 'processed') return 'already';
      const order = await orders.findById(refund.paymentOrderId);
      if (!order?.providerPaymentId) return 'missing';
      const { refundId: providerRefundId } = await provider.refund({
        paymentId: order.providerPaymentId,
        amountMinor: refund.amountMinor,
        receipt: refund.id,
      });
      return orders.transaction(async (tx) => {
        const at = clock();
        const done = await orders.markRefundProcessed(tx, refund.id, providerRefundId, at);
        if (!done) return 'already';
        if (order.purpose !== 'credit_plan') {
          await handlerOf(order.purpose).refunded?.(tx, {
            paymentOrderId: order.id,
            subjectId: order.subjectId!,
            userId: order.userId,
            amountMinor: refund.amountMinor,
            currency: refund.currency,
            at,
            refundId: refund.id,
          });
        }
        log.info({ orderId: order.providerOrderId, providerRefundId }, 'payment refunded');
        return 'refunded';
      });
    },

    /** Whether the provider's order id names one of the user's orders. */
    async isOrderOf(userId: string, providerOrderId: string): Promise<boolean> {
      return (await orders.findForUser(userId, providerOrderId)) !== null;
    },

    async receipt(userId: string, providerOrderId: string): Promise<CreditReceipt> {
      const order = await orders.findForUser(userId, providerOrderId);
      if (!order || order.purpose !== 'credit_plan') throw notFound('Order');
      const balance = await credits.balance(userId);
      const expires = creditsExpireAt(order);
      return {
        order: {
          id: order.id,
          orderId: order.providerOrderId,
          provider: order.provider,
          status: order.status,
          paymentId: order.status === 'paid' ? order.providerPaymentId : null,
          failureReason: order.status === 'failed' ? order.failureReason : null,
          createdAt: order.createdAt.toISOString(),
        },
        plan: {
          id: order.planId!,
          name: order.planName!,
          credits: order.credits!,
          validityDays: order.validityDays!,
        },
        amount: order.amountMinor,
        currency: order.currency,
        amountInWords: minorUnitsInWords(order.amountMinor, order.currency),
        paidAt: order.paidAt?.toISOString() ?? null,
        creditsExpireAt: expires?.toISOString() ?? null,
        balance,
      };
    },

    /**
     * A webhook: the signature is checked on the raw bytes, an event id seen before is ignored,
     * and the event is recorded in the same transaction that settles it, so a failure leaves it
     * unrecorded for the provider's retry.
     */
    async handleWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      const header = (name: string) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      if (!provider.isWebhookSignatureValid(rawBody, header(WEBHOOK_SIGNATURE_HEADER))) {
        log.warn({}, 'webhook signature did not verify');
        throw new AppError('PAYMENT_FAILED', 'The webhook signature does not match.');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('VALIDATION_FAILED', 'The webhook body is not JSON.');
      }
      const result = webhookEventSchema.safeParse(parsed);
      if (!result.success) {
        throw new AppError('VALIDATION_FAILED', 'The webhook body is not an event we understand.');
      }
      const eventId =
        header(WEBHOOK_EVENT_ID_HEADER) ??
        `body:${createHash('sha256').update(rawBody).digest('hex')}`;
      const outcome = await orders.transaction(async (tx): Promise<WebhookOutcome> => {
        const fresh = await orders.recordWebhookEvent(tx, {
          provider: provider.name,
          eventId,
          eventType: result.data.event,
        });
        return fresh ? handleEvent(tx, result.data) : 'duplicate';
      });
      return { outcome };
    },

    /**
     * Asks the provider about orders still unpaid after `reconcileAfterSeconds` (verify and the
     * webhook normally come first) and settles those it has captured.
     */
    async reconcile(): Promise<{ checked: number; settled: number }> {
      const now = clock().getTime();
      const candidates = await orders.findUnsettled({
        createdBefore: new Date(now - deps.reconcileAfterSeconds * 1000),
        createdAfter: new Date(now - RECONCILE_LOOKBACK_MS),
        limit: 100,
      });
      let settled = 0;
      const asked: string[] = [];
      for (const order of candidates) {
        if (order.provider !== provider.name) continue;
        try {
          const payment = await provider.findCapturedPayment(order.providerOrderId);
          asked.push(order.id);
          if (!payment || !amountMatches(order, payment.amountMinor, payment.currency)) continue;
          const { granted } = await orders.transaction((tx) =>
            settlePaid(tx, order, payment.paymentId),
          );
          if (granted) {
            settled += 1;
            log.info(
              { orderId: order.providerOrderId },
              'reconciliation settled a captured payment',
            );
          }
        } catch (error) {
          log.error(
            { err: error, orderId: order.providerOrderId },
            'reconciliation failed for an order',
          );
        }
      }
      await orders.markReconciled(asked, new Date(now));
      return { checked: candidates.length, settled };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** The receipt mail of a settled order (undefined when the order or its buyer is gone). */
export async function receiptFor(
  orders: Pick<PaymentsRepository, 'findPaidWithBuyer'>,
  orderId: string,
  publicUrl: string,
) {
  const found = await orders.findPaidWithBuyer(orderId);
  if (!found) return undefined;
  const { order, email, name } = found;
  return receiptMail({
    to: email,
    name,
    planName: order.planName!,
    credits: order.credits!,
    amountMinor: order.amountMinor,
    currency: order.currency,
    providerOrderId: order.providerOrderId,
    paymentId: order.providerPaymentId!,
    paidAt: order.paidAt!,
    creditsExpireAt: creditsExpireAt(order)!,
    publicUrl,
  });
}
