import type { FastifyPluginAsync } from 'fastify';
import { createReviewsRepository } from './reviews.repository.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService } from './reviews.service.ts';

/**
 * Reviews of Vitrine and of shops: GET /reviews/top-platform-review and
 * /reviews/top-meet-and-order-review. Read-only for now (customers will write them after a
 * meeting or an order). Registered after the catalogue, whose shops it reads through
 * `app.catalogue`.
 */
export const reviewsModule: FastifyPluginAsync = async (app) => {
  await app.register(reviewsRoutes, {
    reviewsService: createReviewsService({
      reviewsRepository: createReviewsRepository(app.database.db),
      shops: app.catalogue.shops,
    }),
  });
};
