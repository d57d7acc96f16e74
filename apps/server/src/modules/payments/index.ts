import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { createCreditPurchase } from './credit-purchase.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { paymentAlertRoutes, paymentsRoutes, webhookRoutes } from './payments.routes.ts';
import { createCredits } from '../credits/index.ts';
import { registerPaymentsHandlers } from './payments.events.ts';
import {
  createPaymentsService,
  requestSubjectRefund,
  type PaymentsService,
  type RefundRequest,
} from './payments.service.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';
import { startReconciliation } from './reconciliation.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.ts';
import { createSandboxRepository } from './sandbox.repository.ts';
import { purchaseSettledListeners, type PayPayable } from './settlement-hooks.ts';
import { sandboxApiRoutes, sandboxCheckoutRoutes } from './sandbox.routes.ts';

export { paymentsConfigDeclaration } from './payments.config.ts';
export { refusalOf, type Amount } from './checkout-binding.ts';
export { paymentCard } from './payment-card.repository.ts';
export {
  onPurchaseSettled,
  type Payable,
  type PaymentPurpose,
  type PayPayable,
  type PurchaseSettled,
} from './settlement-hooks.ts';

const WEBHOOK_URL = '/api/v1/pay/webhook';

/**
 * What other modules use of payments (`app.payments`): paying an order or invoice through the
 * same provider orders, verify, webhooks and reconciliation as credits, settled once through
 * the payments flow, and refunds asked for in the owner's transaction.
 */
export type Payments = Pick<
  PaymentsService,
  'createSubjectOrder' | 'verifySubject' | 'requestRefund' | 'refundOf' | 'processRefund'
>;

/** For the payments flow: a credit plan bought, as a payable (credit-purchase.ts). */
export function createCreditPurchasePayable(db: Database) {
  return createCreditPurchase({
    orders: createPaymentsRepository(db),
    credits: createCredits(db),
    settledListeners: () => purchaseSettledListeners(db),
  });
}

/**
 * For the payables' owners, through the payments flow: asks, in the owner's transaction, for the
 * refund of a subject's paid payment (once; false when asked already or nothing was paid).
 */
export function createRefundRequests(db: Database) {
  const orders = createPaymentsRepository(db);
  return (tx: Transaction, subject: RefundRequest) => requestSubjectRefund(orders, tx, subject);
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/**
 * Buying credits through the configured provider (Razorpay, or the sandbox that speaks its
 * protocol): the API under /api/v1/pay, the webhook, the reconciliation job and, with the
 * sandbox only, its hosted checkout at /pay/sandbox/checkout/:orderId. Registered at the root
 * because the checkout page lives outside /api/v1. `pay` is the payments flow from app.ts
 * (flows/pay-payable.ts): what each payable's owner does when a payment settles or is refunded.
 */
export const paymentsModule = fp(async (app: FastifyInstance, options: { pay: PayPayable }) => {
  const { config } = app;
  const db = app.database.db;
  const log = app.log.child({ module: 'payments' });
  const clock = () => new Date();

  let sandbox: SandboxProvider | undefined;
  let provider: PaymentProvider;
  const configured = config.payments.provider;
  if (configured.name === 'razorpay') {
    provider = createRazorpayProvider(configured);
  } else {
    sandbox = createSandboxProvider({
      sandboxRepository: createSandboxRepository(db),
      authSecret: config.authSecret,
      clock,
      log,
      // The provider calls our webhook as Razorpay would, through the whole HTTP pipeline.
      sendWebhook: async ({ body, headers }) => {
        const response = await app.inject({ method: 'POST', url: WEBHOOK_URL, headers, body });
        return { statusCode: response.statusCode };
      },
    });
    provider = sandbox;
  }

  const paymentsRepository = createPaymentsRepository(db);
  const paymentsService = createPaymentsService({
    paymentsRepository,
    credits: createCredits(db),
    provider,
    clock,
    log,
    reconcileAfterSeconds: config.payments.reconcile.afterSeconds,
    pay: options.pay,
  });
  app.decorate('payments', {
    createSubjectOrder: paymentsService.createSubjectOrder,
    verifySubject: paymentsService.verifySubject,
    requestRefund: paymentsService.requestRefund,
    refundOf: paymentsService.refundOf,
    processRefund: paymentsService.processRefund,
  } satisfies Payments);

  registerPaymentsHandlers(app, { paymentsService, paymentsRepository });

  await app.register(
    async (api) => {
      await api.register(paymentsRoutes, { paymentsService });
      await api.register(webhookRoutes, { paymentsService });
      await api.register(paymentAlertRoutes, { paymentsService });
      if (sandbox) {
        await api.register(sandboxApiRoutes, { sandbox, isOrderOf: paymentsService.isOrderOf });
      }
    },
    { prefix: '/api/v1' },
  );
  if (sandbox) {
    await app.register(sandboxCheckoutRoutes, {
      sandbox,
      // What was paid, for the return URL: the web app lands on that page in any tab.
      subjectOf: async (providerOrderId) => {
        const order = await paymentsRepository.findByProviderOrderId(db, providerOrderId);
        return order && { purpose: order.purpose, subjectId: order.subjectId };
      },
    });
  }

  let reconciliation: { stop: () => Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    reconciliation = startReconciliation({
      intervalMs: config.payments.reconcile.intervalMs,
      reconcile: () => paymentsService.reconcile(),
      onError: (error) => log.error({ err: error }, 'payment reconciliation failed'),
    });
  });
  app.addHook('preClose', async () => {
    await reconciliation?.stop();
    await sandbox?.settled();
  });
});
