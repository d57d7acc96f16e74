import type { Review, TopShopReviews } from '@vitrine/contracts/catalogue';
import {
  REVIEW_EDIT_DAYS,
  type MyReviews,
  type ShopReviewPage,
  type UpdateReviewInput,
  type WrittenReview,
} from '@vitrine/contracts/reviews';
import type { PageQuery } from '@vitrine/contracts/pagination';
import type { Transaction } from '../../platform/db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/lib/app-error.ts';
import type { ShopOwnership, ShopsService } from '../catalogue/index.ts';
import type { ReviewableSubjects } from './review-subjects.ts';
import type { ReviewRow, ReviewsRepository, WrittenReviewRow } from './reviews.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const conflict = (message: string, field: string) =>
  new AppError('CONFLICT', message, [{ field, message }]);

const toReview = (row: ReviewRow): Review => ({
  ...row,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const editableUntil = (row: { createdAt: Date }) =>
  new Date(row.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);

const toWritten = (row: WrittenReviewRow): WrittenReview => ({
  id: row.id,
  kind: row.kind,
  shopId: row.shopId,
  shopName: row.shopName,
  subjectId: row.subjectId,
  authorName: row.authorName,
  rating: row.rating,
  title: row.title,
  body: row.body,
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt?.toISOString() ?? null,
  editableUntil: editableUntil(row).toISOString(),
});

export type ShopReviewKind = 'meet' | 'order';
const subjectNames: Record<ShopReviewKind, { name: string; done: string; field: string }> = {
  meet: { name: 'Meeting', done: 'completed', field: 'meetingId' },
  order: { name: 'Order', done: 'delivered', field: 'orderId' },
};

type ReviewText = { rating: number; title?: string | null; body: string };

export function createReviewsService(deps: {
  reviewsRepository: ReviewsRepository;
  shops: Pick<ShopsService, 'getById'>;
  ownership: ShopOwnership;
  /** Meetings and orders, each behind the narrow port (orders may be swapped in later). */
  subjects: () => Record<ShopReviewKind, ReviewableSubjects>;
  inTransaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  /** Locks the shop's row until the transaction ends; false for an unknown shop (catalogue). */
  lockShop: (tx: Transaction, shopId: string) => Promise<boolean>;
  /** Stores the shop's recomputed rating and announces the change to search (catalogue). */
  saveShopRating: (
    tx: Transaction,
    shopId: string,
    rating: { average: number; count: number },
  ) => Promise<void>;
  clock: () => Date;
}) {
  const { reviewsRepository: repository, shops } = deps;

  /**
   * Runs a write to a shop's reviews and recomputes its rating, one writer per shop at a time:
   * the shop's row lock makes concurrent reviews of one shop take turns, so each recomputation
   * reads every review committed before it (READ COMMITTED takes a new snapshot per statement,
   * after the lock is granted).
   */
  const withShopRating = <T>(shopId: string, work: (tx: Transaction) => Promise<T>) =>
    deps.inTransaction(async (tx) => {
      if (!(await deps.lockShop(tx, shopId))) throw notFound('Shop');
      const result = await work(tx);
      await deps.saveShopRating(tx, shopId, await repository.shopRating(tx, shopId));
      return result;
    });

  /** The caller's own review of this kind, still within its edit window. */
  async function ownEditable(userId: string, id: string, kind: WrittenReview['kind']) {
    const row = await repository.find(id);
    if (!row || row.userId !== userId || row.kind !== kind) throw notFound('Review');
    if (deps.clock() > editableUntil(row)) {
      throw conflict(
        `A review can be changed for ${REVIEW_EDIT_DAYS} days after it was written; this one no longer can.`,
        'id',
      );
    }
    return row;
  }

  async function getOwn(userId: string, id: string, kind: WrittenReview['kind']) {
    const row = await repository.find(id);
    if (!row || row.userId !== userId || row.kind !== kind) throw notFound('Review');
    return toWritten(row);
  }

  return {
    /** GET /reviews/top-platform-review */
    async topPlatform(limit: number): Promise<{ items: Review[] }> {
      return { items: (await repository.topPlatform(limit)).map(toReview) };
    },

    /** GET /reviews/top-meet-and-order-review: the shop's best reviews and its overall rating. */
    async topForShop(shopId: string, limit: number): Promise<TopShopReviews> {
      const shop = await shops.getById(shopId);
      const rows = await repository.topForShop(shopId, limit);
      return { items: rows.map(toReview), rating: shop.rating };
    },

    /**
     * POST /reviews/meets and /reviews/orders: a review of the caller's own completed meeting or
     * delivered order, one per subject; the shop's rating is recomputed in the same transaction.
     */
    async createForShop(
      userId: string,
      kind: ShopReviewKind,
      subjectId: string,
      text: ReviewText,
    ): Promise<WrittenReview> {
      const names = subjectNames[kind];
      const subject = await deps.subjects()[kind].findOwn(userId, subjectId);
      if (!subject) throw notFound(names.name);
      if (!subject.reviewable) {
        throw conflict(
          `${names.name}s can be reviewed once ${names.done}; this one is not yet.`,
          names.field,
        );
      }
      const authorName = await repository.authorName(userId);
      const id = await withShopRating(subject.shopId, async (tx) => {
        const inserted = await repository.insert(tx, {
          kind,
          shopId: subject.shopId,
          subjectId,
          userId,
          authorName,
          rating: text.rating,
          title: text.title ?? null,
          body: text.body,
        });
        if (!inserted) {
          throw conflict(
            `This ${names.name.toLowerCase()} has a review already; edit that one instead.`,
            names.field,
          );
        }
        return inserted;
      });
      return getOwn(userId, id, kind);
    },

    /** POST /reviews/customers: the caller's one review of Vitrine. */
    async createPlatform(userId: string, text: ReviewText): Promise<WrittenReview> {
      const authorName = await repository.authorName(userId);
      const id = await deps.inTransaction((tx) =>
        repository.insert(tx, {
          kind: 'platform',
          shopId: null,
          subjectId: null,
          userId,
          authorName,
          rating: text.rating,
          title: text.title ?? null,
          body: text.body,
        }),
      );
      if (!id)
        throw conflict('You have reviewed Vitrine already; edit that review instead.', 'rating');
      return getOwn(userId, id, 'platform');
    },

    getOwn,

    /** GET /reviews/customers/specific */
    async myPlatform(userId: string): Promise<{ review: WrittenReview | null }> {
      const row = await repository.platformOf(userId);
      return { review: row ? toWritten(row) : null };
    },

    /** PATCH /reviews/{id}/meets|orders|customers: within the edit window. */
    async update(
      userId: string,
      id: string,
      kind: WrittenReview['kind'],
      patch: UpdateReviewInput,
    ): Promise<WrittenReview> {
      const row = await ownEditable(userId, id, kind);
      const values = { rating: patch.rating, title: patch.title, body: patch.body };
      if (Object.values(values).every((v) => v === undefined)) {
        throw validationFailed('rating', 'change at least one of rating, title or body');
      }
      if (row.shopId) {
        await withShopRating(row.shopId, (tx) => repository.update(tx, id, values));
      } else {
        await deps.inTransaction((tx) => repository.update(tx, id, values));
      }
      return getOwn(userId, id, kind);
    },

    /** DELETE /reviews/{id}/meets|orders: within the edit window. */
    async remove(userId: string, id: string, kind: WrittenReview['kind']): Promise<void> {
      const row = await ownEditable(userId, id, kind);
      if (row.shopId) await withShopRating(row.shopId, (tx) => repository.delete(tx, id));
      else await deps.inTransaction((tx) => repository.delete(tx, id));
    },

    /** GET /user/reviews: what the caller can review (not yet reviewed) and what they did. */
    async mine(userId: string): Promise<MyReviews> {
      const subjects = deps.subjects();
      const [reviewed, meets, orders] = await Promise.all([
        repository.byAuthor(userId),
        subjects.meet.listReviewable(userId),
        subjects.order.listReviewable(userId),
      ]);
      const done = new Set(reviewed.map((row) => `${row.kind}:${row.subjectId}`));
      const reviewable = [
        ...meets.map((s) => ({ ...s, kind: 'meet' as const })),
        ...orders.map((s) => ({ ...s, kind: 'order' as const })),
      ]
        .filter((s) => !done.has(`${s.kind}:${s.subjectId}`))
        .map((s) => ({
          kind: s.kind,
          subjectId: s.subjectId,
          shopId: s.shopId,
          shopName: s.shopName,
          at: (s.at ?? new Date(0)).toISOString(),
        }))
        // Newest first, as the answer promises: what just happened is what the reader came for.
        .sort((a, b) => b.at.localeCompare(a.at));
      return { reviewable, reviewed: reviewed.map(toWritten) };
    },

    /** GET /vendor/reviews?shopId=: a shop the caller runs; others answer 404. */
    async forShop(userId: string, shopId: string, query: PageQuery): Promise<ShopReviewPage> {
      if (!(await deps.ownership.runs(userId, shopId))) throw notFound('Shop');
      const { items, total } = await repository.pageForShop(shopId, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { items: items.map(toWritten), total, page: query.page, limit: query.limit };
    },

    /** POST /vendor/reviews/{id}/answer: once, by someone who runs the reviewed shop. */
    async answer(userId: string, id: string, answer: string): Promise<WrittenReview> {
      const row = await repository.find(id);
      if (!row?.shopId || !(await deps.ownership.runs(userId, row.shopId))) {
        throw notFound('Review');
      }
      const saved = await deps.inTransaction((tx) =>
        repository.answer(tx, id, answer, deps.clock()),
      );
      if (!saved) throw conflict('The shop has answered this review already.', 'answer');
      return toWritten((await repository.find(id))!);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
