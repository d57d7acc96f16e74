import type { TopShopReviews } from '@vitrine/contracts/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop } from '../catalogue/catalogue.schema.ts';
import { review } from './reviews.schema.ts';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { insertPastMeeting } from '../../test/reviews.ts';
import { sharedTestApp, postgresUnavailable, type TestApp } from '../../test/test-app.ts';

// Real concurrency needs a PostgreSQL server (PGlite runs one statement at a time); CI sets
// TEST_DATABASE_URL.
const onPostgres = !postgresUnavailable('the concurrent reviews test');

const REVIEWS = 50;

describe.skipIf(!onPostgres)('reviews of one shop under contention on PostgreSQL', () => {
  let t: TestApp;
  let shopId: string;
  const writers: { token: string; meetingId: string; rating: number }[] = [];

  beforeAll(async () => {
    t = await sharedTestApp();
    const owner = await accountWithRoles(t.app, { vendor: true });
    shopId = await createOwnedShop(t.app, owner.userId);
    for (let i = 0; i < REVIEWS; i++) {
      const buyer = await accountWithRoles(t.app, { customer: true });
      const meetingId = await insertPastMeeting(t.app, {
        shopId,
        customerId: buyer.userId,
        daysAgo: 1 + i / 100,
      });
      // Ratings 1..5 unevenly, so that the average has decimals.
      writers.push({ token: buyer.token, meetingId, rating: i % 7 === 0 ? 1 : (i % 3) + 3 });
    }
  }, 180_000);
  afterAll(() => t?.close());

  it(
    '50 concurrent reviews leave the rating equal to the average of the reviews',
    { timeout: 120_000 },
    async () => {
      const answers = await Promise.all(
        writers.map((w) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/reviews/meets',
            headers: bearer(w.token),
            payload: { meetingId: w.meetingId, rating: w.rating, body: 'Concurrent' },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(writers.map(() => 201));

      const db = t.app.database.db;
      const [stored] = await db
        .select({ average: shop.ratingAverage, count: shop.ratingCount })
        .from(shop)
        .where(eq(shop.id, shopId));
      const [actual] = await db
        .select({
          average: sql<number>`round(avg(${review.rating})::numeric, 2)::float8`,
          count: sql<number>`count(*)::int`,
        })
        .from(review)
        .where(eq(review.shopId, shopId));
      const expected =
        Math.round((writers.reduce((s, w) => s + w.rating, 0) / REVIEWS) * 100) / 100;
      expect(actual).toEqual({ average: expected, count: REVIEWS });
      expect(stored).toEqual({ average: expected, count: REVIEWS });
      const top = await t.app.inject({
        method: 'GET',
        url: `/api/v1/reviews/top-meet-and-order-review?vendorId=${shopId}`,
      });
      expect((top.json() as TopShopReviews).rating).toEqual({ average: expected, count: REVIEWS });
    },
  );
});
