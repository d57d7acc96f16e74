import type { ReviewableSubjects, ReviewSubject } from '../reviews/index.ts';
import type { OrdersRepository } from './orders.repository.ts';

type Order = NonNullable<Awaited<ReturnType<OrdersRepository['findForCustomer']>>>;

const subjectOf = (order: Order): ReviewSubject => ({
  shopId: order.shopId,
  shopName: order.shopName,
  reviewable: order.status === 'delivered',
  at: order.deliveredAt,
});

/**
 * What the reviews module asks of orders (its `ReviewableSubjects` port): the customer's own
 * order, reviewable once delivered; another customer's order is not found.
 */
export function orderReviewSubjects(repository: OrdersRepository): ReviewableSubjects {
  return {
    findOwn: async (reviewerId, orderId) => {
      const order = await repository.findForCustomer(reviewerId, orderId);
      return order ? subjectOf(order) : undefined;
    },
    listReviewable: async (reviewerId) =>
      (await repository.deliveredOf(reviewerId)).map((order) => ({
        subjectId: order.id,
        ...subjectOf(order),
      })),
  };
}
