import {
  checkoutIdParamsSchema,
  checkoutInputSchema,
  checkoutQuoteInputSchema,
  checkoutQuoteSchema,
  checkoutSchema,
  type Checkout,
  type CheckoutInput,
  type CheckoutQuote,
} from '@vitrine/contracts/checkout';
import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  checkoutOrderSchema,
  verifyCreditPaymentInputSchema,
  type CheckoutOrder,
  type VerifyCreditPaymentInput,
} from '@vitrine/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../platform/http/auth.ts';

/** The checkout flow (flows/checkout.ts), handed to this module by app.ts. */
export type CheckoutPort = {
  quote(userId: string, codes: readonly string[]): Promise<CheckoutQuote>;
  start(user: AuthUser, input: CheckoutInput): Promise<Checkout>;
  get(userId: string, id: string): Promise<Checkout>;
  pay(user: AuthUser, id: string): Promise<CheckoutOrder>;
  verify(userId: string, id: string, input: VerifyCreditPaymentInput): Promise<Checkout>;
  /** The `checkout:lapse` job. */
  lapsed(checkoutId: string): Promise<boolean>;
};

const tags = ['checkout'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Checking out my cart: the quote, the checkout itself, paying it and reading it back. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutPort }> = async (
  app,
  { checkout },
) => {
  app.post(
    '/user/checkout/quote',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary:
          "What my cart costs with these codes: each shop's total with discount, shipping and GST, each code's answer, the amount due",
        body: checkoutQuoteInputSchema,
        response: { 200: checkoutQuoteSchema, ...errors },
      },
    },
    async (request) => checkout.quote(request.user.id, request.body.codes),
  );

  app.post(
    '/user/checkout',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { addressId: 'address' },
        tags,
        summary:
          'Check out my cart: one order per shop, its units held for 15 minutes while I pay (or cash on delivery)',
        body: checkoutInputSchema,
        response: { 201: checkoutSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await checkout.start(request.user, request.body)),
  );

  app.get(
    '/user/checkouts/:id',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'checkout' },
        tags,
        summary: 'One of my checkouts: its status, the amount it binds and its orders',
        params: checkoutIdParamsSchema,
        response: { 200: checkoutSchema, ...errors },
      },
    },
    async (request) => checkout.get(request.user.id, request.params.id),
  );

  app.post(
    '/user/checkouts/:id/pay',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'checkout' },
        tags,
        summary: 'Start paying one of my checkouts: the provider order for exactly its amount',
        params: checkoutIdParamsSchema,
        response: { 200: checkoutOrderSchema, ...errors, 502: errorBodySchema },
      },
    },
    async (request) => checkout.pay(request.user, request.params.id),
  );

  app.post(
    '/user/checkouts/:id/pay/verify',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': {
          id: 'checkout',
          razorpay_order_id: 'checked',
          razorpay_payment_id: 'checked',
        },
        tags,
        summary:
          "The payment checkout's answer for one of my checkouts; the checkout as it is then",
        params: checkoutIdParamsSchema,
        body: verifyCreditPaymentInputSchema,
        response: { 200: checkoutSchema, ...errors },
      },
    },
    async (request) => checkout.verify(request.user.id, request.params.id, request.body),
  );
};
