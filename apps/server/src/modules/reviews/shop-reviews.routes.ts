import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  answerReviewInputSchema,
  reviewIdParamsSchema,
  shopReviewPageSchema,
  shopReviewsQuerySchema,
  writtenReviewSchema,
} from '@vitrine/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewsService } from './reviews.service.ts';

const tags = ['reviews'];

/** The shop's side: its reviews, and its one answer to each. */
export const shopReviewsRoutes: FastifyPluginAsyncZod<{ reviewsService: ReviewsService }> = async (
  app,
  { reviewsService },
) => {
  app.get(
    '/vendor/reviews',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { shopId: 'owned-shop' },
        tags,
        summary: 'The reviews of a shop I run, unanswered first',
        querystring: shopReviewsQuerySchema,
        response: { 200: shopReviewPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { shopId, ...page } = request.query;
      return reviewsService.forShop(request.user.id, shopId, page);
    },
  );

  app.post(
    '/vendor/reviews/:id/answer',
    {
      schema: {
        'x-roles': ['vendor'],
        'x-owned': { id: 'shop-review' },
        tags,
        summary: 'Answer a review of a shop I run (once)',
        params: reviewIdParamsSchema,
        body: answerReviewInputSchema,
        response: {
          200: writtenReviewSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      reviewsService.answer(request.user.id, request.params.id, request.body.answer),
  );
};
