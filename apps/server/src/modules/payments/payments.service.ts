import { createHash, randomUUID } from 'node:crypto';
import { minorUnitsInWords } from '@vitrine/contracts/money-words';
import type {
  CheckoutOrder,
  CreditOrder,
  CreditReceipt,
  MyPaymentPage,
  PaymentAlertAction,
  PaymentAlertPage,
  PaymentAlertReason,
  VerifyCreditPaymentInput,
  VerifyCreditPaymentResult,
} from '@vitrine/contracts/payments';
import { formatMoney } from '@vitrine/contracts/money';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import type { Credits } from '../credits/index.ts';
import { notify } from '../notifications/index.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { creditsExpireAt } from './credit-purchase.ts';
import type { PaymentPurpose, PayPayable } from './settlement-hooks.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { mayReuse, sameAmount, type Amount } from './checkout-binding.ts';
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

/**
 * What a webhook did: credited the order (settled its subject), found it already paid, refunded a
 * payment for an amount no longer due, held a payment of another amount than the order's, recorded
 * a failure, or nothing.
 */
export const WEBHOOK_OUTCOMES = [
  'credited',
  'already-paid',
  'refunded',
  'held',
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

/** Verify's answer for a payment that was refused: the subject is not paid, the money goes back. */
const paymentRefused = () =>
  new AppError(
    'CONFLICT',
    'This payment was for an amount that is no longer due, so it is being refunded in full. Pay the amount due now.',
  );

const money = (amountMinor: number, currency: string) =>
  formatMoney(amountMinor, currency, 'en-IN');

/** How a payment on an order ended: settled now, settled before, or refused (refunded). */
type Settlement = 'settled' | 'already-paid' | 'refused';

/**
 * Asks for the refund of the paid payment order of a subject, in the caller's transaction:
 * recorded once (a second request is a no-op answering false) and sent to the provider through
 * the outbox after commit.
 */
/** A refund asked for a subject's paid payment. */
export type RefundRequest = {
  purpose: PaymentPurpose;
  subjectId: string;
  reason: string;
  /**
   * One part of the payment (an order of a checkout) rather than all of it: refunded once, and
   * only while the parts refunded stay within what was paid.
   */
  part?: { id: string; amountMinor: number };
};

export async function requestSubjectRefund(
  orders: Pick<PaymentsRepository, 'findBySubject' | 'insertRefund' | 'refundedSoFar'>,
  tx: Transaction,
  subject: RefundRequest,
): Promise<boolean> {
  const order = await orders.findBySubject(subject.purpose, subject.subjectId, tx);
  if (!order || order.status !== 'paid') return false;
  if (subject.part) {
    const refunded = await orders.refundedSoFar(tx, order.id);
    if (refunded + subject.part.amountMinor > order.amountMinor) return false;
  }
  const refund = await orders.insertRefund(tx, {
    paymentOrderId: order.id,
    part: subject.part?.id ?? '',
    amountMinor: subject.part?.amountMinor ?? order.amountMinor,
    currency: order.currency,
    reason: subject.reason,
  });
  if (!refund) return false;
  await enqueue(tx, 'payment:refund-requested', { refundId: refund.id });
  return true;
}

export function createPaymentsService(deps: {
  paymentsRepository: PaymentsRepository;
  credits: Pick<Credits, 'balance' | 'findActivePlan'>;
  provider: PaymentProvider;
  clock: () => Date;
  log: Log;
  reconcileAfterSeconds: number;
  /**
   * Paying any payable (flows/pay-payable.ts): in the settling transaction, after the payment
   * order is flipped to paid, its owner's amount due, the binding rule and the owner's settling.
   */
  pay: PayPayable;
}) {
  const { paymentsRepository: orders, credits, provider, clock, log } = deps;

  /** An alert for staff about a payment, once per payment, in the caller's transaction. */
  async function raiseAlert(
    tx: Transaction,
    order: PaymentOrderRecord,
    alert: {
      paymentId: string;
      reason: PaymentAlertReason;
      action: PaymentAlertAction;
      paid: Amount;
      due: Amount | null;
    },
  ) {
    const fresh = await orders.insertAlert(tx, {
      paymentOrderId: order.id,
      providerPaymentId: alert.paymentId,
      reason: alert.reason,
      action: alert.action,
      amountPaidMinor: alert.paid.amountMinor,
      currency: alert.paid.currency.toUpperCase(),
      amountDueMinor: alert.due?.amountMinor ?? null,
      dueCurrency: alert.due?.currency.toUpperCase() ?? null,
    });
    if (fresh) {
      log.warn(
        { orderId: order.providerOrderId, paymentId: alert.paymentId, reason: alert.reason },
        `payment ${alert.action}: ${alert.reason}`,
      );
    }
  }

  /**
   * A payment that must not settle its subject (see checkout-binding.ts): its order is voided,
   * the payment refunded in full, staff alerted and the customer told, in the settling transaction.
   */
  async function refuse(
    tx: Transaction,
    order: PaymentOrderRecord,
    refusal: {
      paymentId: string;
      reason: PaymentAlertReason;
      due: Amount | null;
      at: Date;
      /** Where the customer sees what they paid for. */
      link: string;
    },
  ) {
    await orders.markVoided(tx, order.id, refusal.at);
    const refund = await orders.insertRefund(tx, {
      paymentOrderId: order.id,
      part: '',
      amountMinor: order.amountMinor,
      currency: order.currency,
      reason: `Paid for an amount no longer due (${refusal.reason.replace(/_/g, ' ')})`,
    });
    if (refund) await enqueue(tx, 'payment:refund-requested', { refundId: refund.id });
    await raiseAlert(tx, order, {
      paymentId: refusal.paymentId,
      reason: refusal.reason,
      action: 'refunded',
      paid: order,
      due: refusal.due,
    });
    await notify(tx, {
      userId: order.userId,
      title: 'Payment being refunded',
      body: refusal.due
        ? `Your payment of ${money(order.amountMinor, order.currency)} was for an earlier amount; ${money(refusal.due.amountMinor, refusal.due.currency)} is due now. It is being refunded in full.`
        : `Your payment of ${money(order.amountMinor, order.currency)} was for something no longer awaiting payment. It is being refunded in full.`,
      link: refusal.link,
      sourceKey: `payment-refused:${order.id}`,
    });
  }

  /**
   * Marks the order paid and has the payments flow settle what it pays for (a credit plan, an
   * order, an invoice), in the caller's transaction, only if this call is the one that flipped
   * it: any mix of verify, webhooks, retries and reconciliation settles once. A payment settles its
   * subject only for exactly what the owner says is due now (checkout-binding.ts); otherwise it is
   * refused: refunded, with an alert for staff.
   *
   * Locks, in this order everywhere: the payment order's row, then the subject's (amountDue).
   */
  async function settlePaid(
    tx: Transaction,
    order: PaymentOrderRecord,
    paymentId: string,
  ): Promise<{ outcome: Settlement; balance: number | null }> {
    const at = clock();
    const flipped = await orders.markPaid(tx, order.id, paymentId, at);
    if (!flipped) {
      const now = (await orders.findById(order.id, tx))!;
      if (now.providerPaymentId !== paymentId) {
        // Two captured payments for one order: settled once, the money came twice.
        await raiseAlert(tx, now, {
          paymentId,
          reason: 'second_payment',
          action: 'held',
          paid: now,
          due: null,
        });
      }
      const balance =
        order.purpose === 'credit_plan' ? await credits.balance(order.userId, tx) : null;
      return { outcome: now.voidedAt ? 'refused' : 'already-paid', balance };
    }
    // What the payable's owner says is due decides (flows/pay-payable.ts).
    const outcome = await deps.pay.settle(tx, {
      purpose: order.purpose,
      paymentOrderId: order.id,
      subjectId: order.subjectId ?? order.id,
      userId: order.userId,
      amountMinor: flipped.amountMinor,
      currency: flipped.currency,
      voidedAt: flipped.voidedAt,
      at,
    });
    if (!outcome.settled) {
      const { reason, due, link } = outcome;
      await refuse(tx, flipped, { paymentId, reason, due, at, link });
      return { outcome: 'refused', balance: null };
    }
    log.info({ orderId: order.providerOrderId, purpose: order.purpose }, 'payment settled');
    const balance =
      order.purpose === 'credit_plan' ? await credits.balance(order.userId, tx) : null;
    return { outcome: 'settled', balance };
  }

  /** The checkout's answer for any order of the user's: checked, then settled once. */
  async function verifyFields(
    order: PaymentOrderRecord,
    input: VerifyCreditPaymentInput,
  ): Promise<{ outcome: Settlement; balance: number | null }> {
    const valid = provider.isCheckoutSignatureValid({
      orderId: order.providerOrderId,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    });
    if (!valid) {
      log.warn({ orderId: order.providerOrderId }, 'checkout signature did not verify');
      throw signatureRejected();
    }
    // The signature binds the payment to the order, and the provider took the order's amount.
    return orders.transaction((tx) => settlePaid(tx, order, input.razorpay_payment_id));
  }

  /**
   * A payment the provider reports captured settles its order only for the order's amount and
   * currency; another is held (never settled) with an alert for staff. Answers whether it matched.
   */
  async function capturedMatches(
    tx: Transaction,
    order: PaymentOrderRecord,
    payment: { paymentId: string } & Amount,
  ): Promise<boolean> {
    if (sameAmount(order, payment)) return true;
    await raiseAlert(tx, order, {
      paymentId: payment.paymentId,
      reason: 'amount_mismatch',
      action: 'held',
      paid: payment,
      due: order,
    });
    return false;
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
        if (!order) return 'ignored';
        const captured = {
          paymentId: payment.id,
          amountMinor: payment.amount,
          currency: payment.currency,
        };
        if (!(await capturedMatches(tx, order, captured))) return 'held';
        const { outcome } = await settlePaid(tx, order, payment.id);
        return outcome === 'settled' ? 'credited' : outcome === 'refused' ? 'refunded' : outcome;
      }
      case 'payment.failed': {
        if (!payment?.order_id) return 'ignored';
        const order = await orders.findByProviderOrderId(tx, payment.order_id);
        if (!order) return 'ignored';
        const reason = payment.error_description ?? 'The payment failed.';
        if (!(await orders.markFailed(tx, order.id, reason, clock()))) return 'ignored';
        // The subject's owner lets go of what it held for this payment (a checkout's units).
        if (order.purpose !== 'credit_plan' && order.voidedAt === null) {
          await deps.pay.failed(tx, {
            purpose: order.purpose,
            subjectId: order.subjectId!,
            reason,
          });
        }
        return 'payment-failed';
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
                : order.purpose === 'checkout'
                  ? 'Checkout'
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
     * Starts paying an order or invoice (`subjectId` of `purpose`) of the user's for what its
     * owner says is due now (`amountMinor`, `currency`): the subject's current provider order while
     * it is for that amount, otherwise a new one replacing it.
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
      if (!order || !mayReuse(order, subject)) {
        // A new checkout at the amount due now; the one it replaces is voided (checkout-binding.ts).
        const id = randomUUID();
        const { providerOrderId } = await provider.createOrder({
          amountMinor: subject.amountMinor,
          currency: subject.currency,
          receipt: id,
          description: subject.description,
        });
        order = await orders.insertSubjectOrder(
          {
            id,
            purpose: subject.purpose,
            subjectId: subject.subjectId,
            provider: provider.name,
            providerOrderId,
            userId: user.id,
            amountMinor: subject.amountMinor,
            currency: subject.currency,
          },
          order && { id: order.id, at: clock() },
        );
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
      // The caller has checked the subject is the user's; the order must be one of its orders
      // (an earlier one too: a payment on it is refused and refunded, not left unanswered).
      const order = await orders.findForUser(userId, input.razorpay_order_id);
      if (!order || order.purpose !== subject.purpose || order.subjectId !== subject.subjectId) {
        const current = await orders.findBySubject(subject.purpose, subject.subjectId);
        if (!current || current.userId !== userId) {
          throw new AppError('CONFLICT', 'Start the payment first: nothing is being paid yet.');
        }
        throw validationFailed('razorpay_order_id', "is not this payment's order");
      }
      const { outcome } = await verifyFields(order, input);
      if (outcome === 'refused') throw paymentRefused();
      return { status: 'paid', orderId: order.providerOrderId };
    },

    requestRefund: (tx: Transaction, subject: RefundRequest) =>
      requestSubjectRefund(orders, tx, subject),

    /** The refund of a subject's payment, if one was asked for. */
    async refundOf(
      purpose: PaymentPurpose,
      subjectId: string,
      part = '',
    ): Promise<{ status: 'requested' | 'processed' } | null> {
      const order = await orders.findBySubject(purpose, subjectId);
      const refund = order ? await orders.findRefundOf(order.id, part) : null;
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
        // A refused payment (voided order) never settled its subject: its owner has nothing to undo.
        if (order.voidedAt === null) {
          await deps.pay.refunded(tx, {
            purpose: order.purpose,
            paymentOrderId: order.id,
            subjectId: order.subjectId ?? order.id,
            userId: order.userId,
            amountMinor: refund.amountMinor,
            currency: refund.currency,
            at,
            refundId: refund.id,
            part: refund.part === '' ? null : refund.part,
          });
        }
        log.info({ orderId: order.providerOrderId, providerRefundId }, 'payment refunded');
        return 'refunded';
      });
    },

    /** GET /admin/payments/alerts: payments that did not settle what they were for, newest first. */
    async listAlerts(
      filters: { action?: PaymentAlertAction },
      page: { page: number; limit: number },
    ): Promise<PaymentAlertPage> {
      const { items, total } = await orders.listAlerts(filters, pageWindow(page));
      return {
        items: items.map(({ alert, order, customer, refundStatus }) => ({
          id: alert.id,
          reason: alert.reason,
          action: alert.action,
          purpose: order.purpose,
          subjectId: order.subjectId,
          reference: order.providerOrderId,
          paymentId: alert.providerPaymentId,
          amountPaidMinor: alert.amountPaidMinor,
          currency: alert.currency,
          amountDueMinor: alert.amountDueMinor,
          dueCurrency: alert.dueCurrency,
          customer,
          // A refund of the order is this payment's only when the alert refunded it.
          refund: alert.action === 'refunded' && refundStatus ? { status: refundStatus } : null,
          createdAt: alert.createdAt.toISOString(),
        })),
        total,
        page: page.page,
        limit: page.limit,
      };
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
          if (!payment) continue;
          const outcome = await orders.transaction(async (tx) =>
            (await capturedMatches(tx, order, payment))
              ? (await settlePaid(tx, order, payment.paymentId)).outcome
              : 'held',
          );
          if (outcome === 'settled') {
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
