import type { Review, TopShopReviews } from '@vitrine/contracts/catalogue';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';
import type { ShopsService } from '../catalogue/index.ts';

const toReview = (row: ReviewRow): Review => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export function createReviewsService(deps: {
  reviewsRepository: ReviewsRepository;
  shops: Pick<ShopsService, 'getById'>;
}) {
  const { reviewsRepository, shops } = deps;
  return {
    /** GET /reviews/top-platform-review */
    async topPlatform(limit: number): Promise<{ items: Review[] }> {
      return { items: (await reviewsRepository.topPlatform(limit)).map(toReview) };
    },

    /** GET /reviews/top-meet-and-order-review: the shop's best reviews and its overall rating. */
    async topForShop(shopId: string, limit: number): Promise<TopShopReviews> {
      const shop = await shops.getById(shopId);
      const rows = await reviewsRepository.topForShop(shopId, limit);
      return { items: rows.map(toReview), rating: shop.rating };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
