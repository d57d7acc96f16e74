import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { lockShop, saveShopRating } from '../catalogue/index.ts';
import { myReviewsRoutes } from './my-reviews.routes.ts';
import { noOrders, type ReviewableSubjects } from './review-subjects.ts';
import { registerReviewsHandlers } from './reviews.events.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { createReviewsService } from './reviews.service.ts';
import { shopReviewsRoutes } from './shop-reviews.routes.ts';

export type { ReviewableSubjects, ReviewSubject } from './review-subjects.ts';

type ReviewsOptions = { clock?: () => Date };

declare module 'fastify' {
  interface FastifyInstance {
    reviews: {
      /** The orders module plugs in its answer to "is this order the reviewer's, delivered?". */
      useOrders(port: ReviewableSubjects): void;
    };
  }
}

/**
 * Reviews: the best reviews of Vitrine and of a shop (public), customers' reviews of
 * their completed meetings, delivered orders and of Vitrine, and the shop's one answer. A shop
 * review recomputes the shop's rating in its transaction and announces the shop to search.
 * Registered after the catalogue (shops, ownership) and without encapsulation, so that the
 * orders module can plug into `app.reviews`.
 */
export const reviewsModule = fp<ReviewsOptions>(
  async (app: FastifyInstance, options) => {
    const db = app.database.db;
    const clock = options.clock ?? (() => new Date());
    const reviewsRepository = createReviewsRepository(db);
    let orders: ReviewableSubjects = noOrders;
    const reviewsService = createReviewsService({
      reviewsRepository,
      shops: app.catalogue.shops,
      ownership: app.catalogue.ownership,
      subjects: () => ({ meet: reviewsRepository.meetingSubjects, order: orders }),
      inTransaction: (work) => runInTransaction(db, work),
      lockShop,
      saveShopRating,
      clock,
    });
    app.decorate('reviews', {
      useOrders: (port: ReviewableSubjects) => {
        orders = port;
      },
    });

    registerReviewsHandlers(app, { reviewsRepository, orders: () => orders });

    await app.register(reviewsRoutes, { reviewsService });
    await app.register(myReviewsRoutes, { reviewsService });
    await app.register(shopReviewsRoutes, { reviewsService });
  },
  { name: 'reviews', dependencies: ['catalogue'] },
);
