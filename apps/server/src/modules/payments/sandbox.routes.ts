import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  SANDBOX_TEST_CARDS,
  sandboxPayInputSchema,
  verifyCreditPaymentInputSchema,
} from '@vitrine/contracts/payments';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/lib/app-error.ts';
import {
  checkoutPageCsp,
  renderCheckoutPage,
  renderMissingOrderPage,
} from './sandbox-checkout-page.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

/**
 * POST /pay/sandbox/pay: the hosted checkout without a browser (tests and scripts). Like a
 * provider's API it acts only for the order's owner: another user's order is 404.
 */
export const sandboxApiRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxProvider;
  /** Whether the provider's order belongs to the user (a payment order of theirs). */
  isOrderOf: (userId: string, providerOrderId: string) => Promise<boolean>;
}> = async (app, { sandbox, isOrderOf }) => {
  app.post(
    '/pay/sandbox/pay',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { orderId: 'credit-order' },
        tags: ['payments'],
        summary:
          'Sandbox only: pays an order with a test card and returns what the checkout hands back',
        body: sandboxPayInputSchema,
        response: {
          200: verifyCreditPaymentInputSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { orderId, card, sendWebhook } = request.body;
      if (!(await isOrderOf(request.user.id, orderId))) throw notFound('Order');
      return sandbox.pay(orderId, card, { sendWebhook });
    },
  );
};

const checkoutParamsSchema = z.object({ orderId: z.string().min(1).max(100) });
const checkoutFormSchema = z.object({ card: z.string().max(40).default('') });
/** `?card=`: a test card chosen from the list, to fill the form with (others are ignored). */
const checkoutQuerySchema = z.object({ card: z.string().max(40).optional() });
const knownTestCards: ReadonlySet<string> = new Set(Object.values(SANDBOX_TEST_CARDS));
/** The sample expiry and CVC a chosen test card comes with (any future date and CVC work). */
const TEST_CARD_EXPIRY = '12/30';
const TEST_CARD_CVC = '123';

/**
 * The hosted test checkout at /pay/sandbox/checkout/:orderId: plain HTML and a form post, no
 * scripts. Success sends the browser to the web app's /success with the checkout's three fields,
 * the payment's purpose and its subject's id (`purpose=order&id=…`). Every way back is a path:
 * the page is opened on the origin the app was opened at, and the browser must return there,
 * where its session is, whatever PUBLIC_URL says.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxProvider;
  /** What the provider's order pays for (a plan, an order, a stitching invoice). */
  subjectOf: (
    providerOrderId: string,
  ) => Promise<{ purpose: string; subjectId: string | null } | null>;
}> = async (app, { sandbox, subjectOf }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const creditsUrl = '/user/credits';
  const cancelUrl = (orderId: string) =>
    `${creditsUrl}?${new URLSearchParams({ payment: 'cancelled', orderId })}`;

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', checkoutPageCsp)
      .send(html);

  const showCheckout = async (
    reply: FastifyReply,
    orderId: string,
    status = 200,
    extra: { error?: string; card?: string; expiry?: string; cvc?: string } = {},
  ) => {
    const order = await sandbox.findOrder(orderId);
    if (!order) return sendPage(reply, 404, renderMissingOrderPage(creditsUrl));
    return sendPage(
      reply,
      status,
      renderCheckoutPage({
        orderId: order.id,
        amountMinor: order.amountMinor,
        currency: order.currency,
        description: order.description,
        status: order.status,
        cancelUrl: cancelUrl(order.id),
        doneUrl: creditsUrl,
        ...extra,
      }),
    );
  };

  app.get(
    '/pay/sandbox/checkout/:orderId',
    { schema: { hide: true, params: checkoutParamsSchema, querystring: checkoutQuerySchema } },
    async (request, reply) => {
      const { card } = request.query;
      const chosen =
        card && knownTestCards.has(card)
          ? { card, expiry: TEST_CARD_EXPIRY, cvc: TEST_CARD_CVC }
          : {};
      return showCheckout(reply, request.params.orderId, 200, chosen);
    },
  );

  app.post(
    '/pay/sandbox/checkout/:orderId',
    { schema: { hide: true, params: checkoutParamsSchema, body: checkoutFormSchema } },
    async (request, reply) => {
      const { orderId } = request.params;
      const { card } = request.body;
      try {
        const fields = await sandbox.pay(orderId, card);
        // The purpose and its id let /success open the right page, even in another tab.
        const subject = await subjectOf(orderId);
        const search = new URLSearchParams({
          ...(subject && { purpose: subject.purpose }),
          ...(subject?.subjectId && { id: subject.subjectId }),
          orderId,
          ...fields,
        });
        return reply.redirect(`/success?${search}`, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'NOT_FOUND' || error.code === 'CONFLICT') {
          return showCheckout(reply, orderId, error.code === 'CONFLICT' ? 409 : 404);
        }
        const message =
          error.code === 'VALIDATION_FAILED'
            ? 'Use one of the sandbox test cards listed below.'
            : error.message;
        return showCheckout(reply, orderId, 400, { error: message, card });
      }
    },
  );
};
