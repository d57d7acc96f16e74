import {
  topPlatformReviewsSchema,
  topReviewsQuerySchema,
  topShopReviewsQuerySchema,
  topShopReviewsSchema,
} from '@vitrine/contracts/catalogue';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewsService } from './reviews.service.ts';

const tags = ['reviews'];

/** The public side: the best reviews of Vitrine and of one shop. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviewsService: ReviewsService }> = async (
  app,
  { reviewsService },
) => {
  app.get(
    '/reviews/top-platform-review',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'The best reviews of Vitrine itself (home page)',
        querystring: topReviewsQuerySchema,
        response: { 200: topPlatformReviewsSchema, 400: errorBodySchema },
      },
    },
    async (request) => reviewsService.topPlatform(request.query.limit),
  );

  app.get(
    '/reviews/top-meet-and-order-review',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: "A shop's best meeting and order reviews (with its answers) and its rating",
        querystring: topShopReviewsQuerySchema,
        response: { 200: topShopReviewsSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => reviewsService.topForShop(request.query.vendorId, request.query.limit),
  );
};
