import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  createMeetReviewInputSchema,
  createOrderReviewInputSchema,
  createPlatformReviewInputSchema,
  myPlatformReviewSchema,
  myReviewsSchema,
  reviewIdParamsSchema,
  updateReviewInputSchema,
  writtenReviewSchema,
} from '@vitrine/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReviewsService, ShopReviewKind } from './reviews.service.ts';

const tags = ['reviews'];
const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The kinds of shop reviews, by the word their routes use. */
const shopKinds: { path: 'meets' | 'orders'; kind: ShopReviewKind; owned: string; what: string }[] =
  [
    { path: 'meets', kind: 'meet', owned: 'meet-review', what: 'completed meeting' },
    { path: 'orders', kind: 'order', owned: 'order-review', what: 'delivered order' },
  ];

/** A customer's own reviews: of meetings, of orders, of Vitrine. */
export const myReviewsRoutes: FastifyPluginAsyncZod<{ reviewsService: ReviewsService }> = async (
  app,
  { reviewsService },
) => {
  app.post(
    '/reviews/meets',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { meetingId: 'booking' },
        tags,
        summary: 'Review one of my completed meetings (once); the shop’s rating follows',
        body: createMeetReviewInputSchema,
        response: { 201: writtenReviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { meetingId, ...text } = request.body;
      const review = await reviewsService.createForShop(request.user.id, 'meet', meetingId, text);
      return reply.status(201).send(review);
    },
  );

  app.post(
    '/reviews/orders',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { orderId: 'order' },
        tags,
        summary: 'Review one of my delivered orders (once); the shop’s rating follows',
        body: createOrderReviewInputSchema,
        response: { 201: writtenReviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { orderId, ...text } = request.body;
      const review = await reviewsService.createForShop(request.user.id, 'order', orderId, text);
      return reply.status(201).send(review);
    },
  );

  for (const { path, kind, owned, what } of shopKinds) {
    app.get(
      `/reviews/${path}/:id`,
      {
        schema: {
          'x-roles': ['customer'],
          'x-owned': { id: owned },
          tags,
          summary: `One of my reviews of a ${what}`,
          params: reviewIdParamsSchema,
          response: { 200: writtenReviewSchema, ...errors },
        },
      },
      async (request) => reviewsService.getOwn(request.user.id, request.params.id, kind),
    );

    app.patch(
      `/reviews/:id/${path}`,
      {
        schema: {
          'x-roles': ['customer'],
          'x-owned': { id: owned },
          tags,
          summary: `Change my review of a ${what} (within 30 days of writing it)`,
          params: reviewIdParamsSchema,
          body: updateReviewInputSchema,
          response: { 200: writtenReviewSchema, ...errors },
        },
      },
      async (request) =>
        reviewsService.update(request.user.id, request.params.id, kind, request.body),
    );

    app.delete(
      `/reviews/:id/${path}`,
      {
        schema: {
          'x-roles': ['customer'],
          'x-owned': { id: owned },
          tags,
          summary: `Delete my review of a ${what} (within 30 days of writing it)`,
          params: reviewIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await reviewsService.remove(request.user.id, request.params.id, kind);
        return reply.status(204).send(null);
      },
    );
  }

  app.post(
    '/reviews/customers',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary: 'Review Vitrine itself (once; shown on the home page among the best)',
        body: createPlatformReviewInputSchema,
        response: { 201: writtenReviewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reviewsService.createPlatform(request.user.id, request.body)),
  );

  app.get(
    '/reviews/customers/specific',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary: 'My review of Vitrine, or null',
        response: { 200: myPlatformReviewSchema },
      },
    },
    async (request) => reviewsService.myPlatform(request.user.id),
  );

  app.patch(
    '/reviews/:id/customers',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { id: 'platform-review' },
        tags,
        summary: 'Change my review of Vitrine (within 30 days of writing it)',
        params: reviewIdParamsSchema,
        body: updateReviewInputSchema,
        response: { 200: writtenReviewSchema, ...errors },
      },
    },
    async (request) =>
      reviewsService.update(request.user.id, request.params.id, 'platform', request.body),
  );

  app.get(
    '/user/reviews',
    {
      schema: {
        'x-roles': ['customer'],
        tags,
        summary: 'What I can review (completed meetings, delivered orders) and what I reviewed',
        response: { 200: myReviewsSchema },
      },
    },
    async (request) => reviewsService.mine(request.user.id),
  );
};
