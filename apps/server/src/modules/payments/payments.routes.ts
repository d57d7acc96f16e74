import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  createCreditOrderInputSchema,
  creditOrderSchema,
  creditReceiptQuerySchema,
  creditReceiptSchema,
  myPaymentPageSchema,
  paymentAlertPageSchema,
  paymentAlertQuerySchema,
  verifyCreditPaymentInputSchema,
  verifyCreditPaymentResultSchema,
} from '@vitrine/contracts/payments';
import { pageQuerySchema } from '@vitrine/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEBHOOK_OUTCOMES, type PaymentsService } from './payments.service.ts';

const tags = ['payments'];

/** Buying credits: create the order, verify the checkout's answer, show the receipt. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ paymentsService: PaymentsService }> = async (
  app,
  { paymentsService },
) => {
  app.post(
    '/pay/credits/create-order',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { planId: 'public' },
        tags,
        summary: 'Creates a payment order for a credit plan; open the checkout with the answer',
        body: createCreditOrderInputSchema,
        response: {
          200: creditOrderSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => paymentsService.createOrder(request.user, request.body.planId),
  );

  app.get(
    '/user/payments',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary: 'My payments, newest first (a support request names one of them)',
        querystring: pageQuerySchema,
        response: { 200: myPaymentPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) =>
      paymentsService.listMine(request.user.id, request.query.page, request.query.limit),
  );

  app.post(
    '/pay/credits/verify',
    {
      schema: {
        'x-roles': ['customer'],
        // The payment id is not looked up for the caller: the signature proves it belongs to the order.
        'x-owned': { razorpay_order_id: 'credit-order', razorpay_payment_id: 'checked' },
        tags,
        summary:
          "Checks the checkout's signature against the stored order and grants the plan's credits once",
        body: verifyCreditPaymentInputSchema,
        response: {
          200: verifyCreditPaymentResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => paymentsService.verify(request.user.id, request.body),
  );

  app.get(
    '/pay/credits/success',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { orderId: 'credit-order' },
        tags,
        summary: "The receipt of one of the caller's orders (status, amount in words, balance)",
        querystring: creditReceiptQuerySchema,
        response: {
          200: creditReceiptSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => paymentsService.receipt(request.user.id, request.query.orderId),
  );
};

/**
 * The provider's webhook. Its signature covers the exact bytes sent, so this scope keeps the
 * body as a Buffer instead of parsing JSON.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ paymentsService: PaymentsService }> = async (
  app,
  { paymentsService },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/pay/webhook',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary:
          'Payment events from the provider (payment.captured, order.paid, payment.failed), signed with the webhook secret',
        response: {
          200: z.object({
            received: z.literal(true),
            outcome: z.enum(WEBHOOK_OUTCOMES),
          }),
          400: errorBodySchema,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { outcome } = await paymentsService.handleWebhook(raw, request.headers);
      return { received: true as const, outcome };
    },
  );
};

/** For staff: payments that did not settle what they were for (refunded or held). */
export const paymentAlertRoutes: FastifyPluginAsyncZod<{
  paymentsService: PaymentsService;
}> = async (app, { paymentsService }) => {
  app.get(
    '/admin/payments/alerts',
    {
      schema: {
        'x-roles': ['employee', 'admin'],
        'x-permission': 'credits',
        tags,
        summary:
          'Payments that did not settle what they were for (an amount no longer due: refunded; another amount captured, or a second payment: held), newest first: action, page',
        querystring: paymentAlertQuerySchema,
        response: { 200: paymentAlertPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { page, limit, action } = request.query;
      return paymentsService.listAlerts({ action }, { page, limit });
    },
  );
};
