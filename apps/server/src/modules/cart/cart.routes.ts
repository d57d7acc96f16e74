import {
  addCartLineInputSchema,
  cartLineParamsSchema,
  cartSchema,
  guestCartHeadersSchema,
  guestCartSchema,
  mergeCartInputSchema,
  updateCartLineInputSchema,
} from '@vitrine/contracts/cart';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CartOwner, CartService } from './cart.service.ts';

const tags = ['cart'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The cart, for a guest (under /cart/guest, keyed by the `x-cart-token` header `POST
 * /cart/guest` gave) and for a customer (under /user/cart); the same operations on either.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ cartService: CartService }> = async (
  app,
  { cartService },
) => {
  app.post(
    '/cart/guest',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary:
          "A new guest cart; keep its token and send it as x-cart-token (it is the cart's key)",
        response: { 201: guestCartSchema },
      },
    },
    async (_request, reply) => reply.status(201).send(await cartService.createGuest()),
  );

  /** The same operations for both owners: `owner` says whose cart the request is about. */
  const cartOperations = (
    base: string,
    access: 'public' | 'customer',
    owner: (request: { headers: Record<string, unknown>; user: { id: string } }) => CartOwner,
  ) => {
    const who = access === 'public' ? 'the guest cart' : 'my cart';
    const headers = access === 'public' ? { headers: guestCartHeadersSchema } : {};
    const lineOwner = access === 'public' ? 'checked' : 'cart-line';

    app.get(
      base,
      {
        schema: {
          'x-roles': [access],
          tags,
          summary: `${who}: each shop's items with shipping and delivery estimate, and what changed since they were added`,
          ...headers,
          response: { 200: cartSchema, ...errors },
        },
      },
      async (request) => cartService.get(owner(request)),
    );

    app.post(
      `${base}/lines`,
      {
        schema: {
          'x-roles': [access],
          // bookingId: the meeting price of a pin of the caller's own booking, else 404
          // (flows/meeting-price.test.ts).
          'x-owned': { productId: 'public', variantId: 'public', bookingId: 'checked' },
          tags,
          summary: `Add a product (a variant of it, when it has some) to ${who}`,
          ...headers,
          body: addCartLineInputSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      async (request) => cartService.add(owner(request), request.body),
    );

    app.patch(
      `${base}/lines/:lineId`,
      {
        schema: {
          'x-roles': [access],
          'x-owned': { lineId: lineOwner },
          tags,
          summary: `Change how many of one item ${who} holds`,
          ...headers,
          params: cartLineParamsSchema,
          body: updateCartLineInputSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      async (request) =>
        cartService.setQuantity(owner(request), request.params.lineId, request.body.quantity),
    );

    app.delete(
      `${base}/lines/:lineId`,
      {
        schema: {
          'x-roles': [access],
          'x-owned': { lineId: lineOwner },
          tags,
          summary: `Take one item out of ${who}`,
          ...headers,
          params: cartLineParamsSchema,
          response: { 200: cartSchema, ...errors },
        },
      },
      async (request) => cartService.remove(owner(request), request.params.lineId),
    );

    app.post(
      `${base}/accept-prices`,
      {
        schema: {
          'x-roles': [access],
          tags,
          summary: `I have seen the changed prices in ${who}: their warnings go`,
          ...headers,
          response: { 200: cartSchema, ...errors },
        },
      },
      async (request) => cartService.acceptPrices(owner(request)),
    );
  };

  cartOperations('/cart/guest', 'public', (request) => ({
    guestToken: request.headers['x-cart-token'] as string,
  }));
  cartOperations('/user/cart', 'customer', (request) => ({ userId: request.user.id }));

  app.post(
    '/user/cart/merge',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary:
          'Move a guest cart into my cart (at sign-in): the same items add up, the guest cart is forgotten',
        body: mergeCartInputSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => cartService.merge(request.user.id, request.body.token),
  );
};
