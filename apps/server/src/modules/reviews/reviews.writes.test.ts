import type { TopShopReviews } from '@vitrine/contracts/catalogue';
import type { MyReviews, ShopReviewPage, WrittenReview } from '@vitrine/contracts/reviews';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/db/schema/index.ts';
import { booking } from '../meetings/meetings.schema.ts';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { insertBooking } from '../../test/meetings.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { fakeOrders, insertPastMeeting } from '../../test/reviews.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { enqueue } from '../../platform/outbox/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The app's clock; a test moves it to pass the 30-day edit window. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { clock });
afterAll(() => t.close());

type Account = { token: string; userId: string };
const customer = () => accountWithRoles(t.app, { customer: true });
const vendor = () => accountWithRoles(t.app, { vendor: true });

const send = (
  as: Account,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(as.token),
    ...(payload ? { payload } : {}),
  });

const shopRating = async (shopId: string) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/reviews/top-meet-and-order-review?vendorId=${shopId}`,
      })
    ).json() as TopShopReviews
  ).rating;

/** A vendor's new shop and a customer who met it (completed). */
async function metShop() {
  const owner = await vendor();
  const shopId = await createOwnedShop(t.app, owner.userId, { name: 'Zari House' });
  const buyer = await customer();
  const meetingId = await insertPastMeeting(t.app, { shopId, customerId: buyer.userId });
  return { owner, shopId, buyer, meetingId };
}

describe('reviews of meetings', () => {
  it('a customer reviews their completed meeting; the shop shows it with its new rating', async () => {
    const { shopId, buyer, meetingId } = await metShop();
    const before = await send(buyer, 'GET', '/user/reviews');
    expect((before.json() as MyReviews).reviewable).toEqual([
      expect.objectContaining({ kind: 'meet', subjectId: meetingId, shopName: 'Zari House' }),
    ]);

    const created = await send(buyer, 'POST', '/reviews/meets', {
      meetingId,
      rating: 4,
      title: 'Lovely fabrics',
      body: 'They showed me every saree I asked about.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const review = created.json() as WrittenReview;
    expect(review).toMatchObject({ kind: 'meet', shopId, subjectId: meetingId, rating: 4 });
    expect(await shopRating(shopId)).toEqual({ average: 4, count: 1 });

    const other = await customer();
    const second = await insertPastMeeting(t.app, { shopId, customerId: other.userId });
    await send(other, 'POST', '/reviews/meets', { meetingId: second, rating: 1, body: 'Late.' });
    expect(await shopRating(shopId)).toEqual({ average: 2.5, count: 2 });

    const top = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reviews/top-meet-and-order-review?vendorId=${shopId}`,
    });
    expect((top.json() as TopShopReviews).items.map((r) => r.body)).toEqual([
      'They showed me every saree I asked about.',
      'Late.',
    ]);
    const after = (await send(buyer, 'GET', '/user/reviews')).json() as MyReviews;
    expect(after.reviewable).toEqual([]);
    expect(after.reviewed.map((r) => r.id)).toEqual([review.id]);
    expect((await send(buyer, 'GET', `/reviews/meets/${review.id}`)).json()).toEqual(review);
  });

  it("refuses someone else's meeting (404), one not completed (409) and a second review (409)", async () => {
    const { shopId, buyer, meetingId } = await metShop();
    const stranger = await customer();
    const foreign = await send(stranger, 'POST', '/reviews/meets', {
      meetingId,
      rating: 5,
      body: 'Not mine',
    });
    expect(foreign.statusCode).toBe(404);

    const upcoming = await insertBooking(t.app, {
      shopId,
      customerId: buyer.userId,
      startsAt: new Date(Date.now() + 3 * DAY_MS),
    });
    const early = await send(buyer, 'POST', '/reviews/meets', {
      meetingId: upcoming.id,
      rating: 5,
      body: 'Too early',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.details).toEqual([expect.objectContaining({ field: 'meetingId' })]);

    const first = await send(buyer, 'POST', '/reviews/meets', { meetingId, rating: 5, body: 'A' });
    expect(first.statusCode).toBe(201);
    const again = await send(buyer, 'POST', '/reviews/meets', { meetingId, rating: 1, body: 'B' });
    expect(again.statusCode).toBe(409);
    expect(await shopRating(shopId)).toEqual({ average: 5, count: 1 });

    const invalid = await send(buyer, 'POST', '/reviews/meets', {
      meetingId,
      rating: 6,
      body: 'x',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details[0].field).toBe('rating');
  });

  it('edits and deletes within 30 days (the rating follows), refuses after them', async () => {
    const { shopId, buyer, meetingId } = await metShop();
    const review = (
      await send(buyer, 'POST', '/reviews/meets', { meetingId, rating: 2, body: 'Meh' })
    ).json() as WrittenReview;
    const edited = await send(buyer, 'PATCH', `/reviews/${review.id}/meets`, { rating: 5 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 5, body: 'Meh' });
    expect(await shopRating(shopId)).toEqual({ average: 5, count: 1 });
    const stranger = await customer();
    expect(
      (await send(stranger, 'PATCH', `/reviews/${review.id}/meets`, { rating: 1 })).statusCode,
    ).toBe(404);

    offsetMs = 31 * DAY_MS;
    try {
      const late = await send(buyer, 'PATCH', `/reviews/${review.id}/meets`, { rating: 1 });
      expect(late.statusCode).toBe(409);
      expect((await send(buyer, 'DELETE', `/reviews/${review.id}/meets`)).statusCode).toBe(409);
    } finally {
      offsetMs = 0;
    }
    expect(await shopRating(shopId)).toEqual({ average: 5, count: 1 });
    expect((await send(buyer, 'DELETE', `/reviews/${review.id}/meets`)).statusCode).toBe(204);
    expect(await shopRating(shopId)).toEqual({ average: 0, count: 0 });
  });
});

describe('the shop answers', () => {
  it('once, only for a shop it runs', async () => {
    const { owner, shopId, buyer, meetingId } = await metShop();
    const review = (
      await send(buyer, 'POST', '/reviews/meets', { meetingId, rating: 3, body: 'Fine' })
    ).json() as WrittenReview;
    const list = (
      await send(owner, 'GET', `/vendor/reviews?shopId=${shopId}`)
    ).json() as ShopReviewPage;
    expect(list.items.map((r) => r.id)).toEqual([review.id]);

    const otherVendor = await vendor();
    const notTheirs = await send(otherVendor, 'POST', `/vendor/reviews/${review.id}/answer`, {
      answer: 'Hi',
    });
    expect(notTheirs.statusCode).toBe(404);
    const answered = await send(owner, 'POST', `/vendor/reviews/${review.id}/answer`, {
      answer: 'Thank you, come again!',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ answer: 'Thank you, come again!' });
    const twice = await send(owner, 'POST', `/vendor/reviews/${review.id}/answer`, {
      answer: 'Again',
    });
    expect(twice.statusCode).toBe(409);

    const top = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/reviews/top-meet-and-order-review?vendorId=${shopId}`,
      })
    ).json() as TopShopReviews;
    expect(top.items[0]).toMatchObject({ answer: 'Thank you, come again!' });
  });
});

describe('reviews of orders (through the port; orders are a test double here)', () => {
  it("refuses someone else's order (404) and an undelivered one (409); one review per order", async () => {
    const owner = await vendor();
    const shopId = await createOwnedShop(t.app, owner.userId, { name: 'Order Shop' });
    const buyer = await customer();
    const orders = fakeOrders(t.app);
    const delivered = orders.add({
      customerId: buyer.userId,
      shopId,
      shopName: 'Order Shop',
      delivered: true,
    });
    const pending = orders.add({
      customerId: buyer.userId,
      shopId,
      shopName: 'Order Shop',
      delivered: false,
    });
    const stranger = await customer();
    const body = { rating: 4, body: 'Well packed' };

    expect(
      (await send(stranger, 'POST', '/reviews/orders', { orderId: delivered, ...body })).statusCode,
    ).toBe(404);
    const early = await send(buyer, 'POST', '/reviews/orders', { orderId: pending, ...body });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.details[0].field).toBe('orderId');

    const created = await send(buyer, 'POST', '/reviews/orders', { orderId: delivered, ...body });
    expect(created.statusCode, created.body).toBe(201);
    const again = await send(buyer, 'POST', '/reviews/orders', { orderId: delivered, ...body });
    expect(again.statusCode).toBe(409);
    expect(await shopRating(shopId)).toEqual({ average: 4, count: 1 });

    const id = (created.json() as WrittenReview).id;
    expect((await send(buyer, 'GET', `/reviews/orders/${id}`)).statusCode).toBe(200);
    // A meet route does not name an order review.
    expect((await send(buyer, 'GET', `/reviews/meets/${id}`)).statusCode).toBe(404);
  });

  it('without the orders module, no order is found', async () => {
    const bare = await createTestApp();
    try {
      const { token } = await accountWithRoles(bare.app, { customer: true });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/reviews/orders',
        headers: bearer(token),
        payload: { orderId: '00000000-0000-4000-8000-000000000000', rating: 5, body: 'x' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('the platform review', () => {
  it('one per customer, shown among the top platform reviews', async () => {
    const buyer = await customer();
    expect((await send(buyer, 'GET', '/reviews/customers/specific')).json()).toEqual({
      review: null,
    });
    const created = await send(buyer, 'POST', '/reviews/customers', {
      rating: 5,
      body: 'Shopping by video call is wonderful.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const again = await send(buyer, 'POST', '/reviews/customers', { rating: 4, body: 'Again' });
    expect(again.statusCode).toBe(409);
    const mine = (await send(buyer, 'GET', '/reviews/customers/specific')).json();
    expect(mine.review).toMatchObject({ kind: 'platform', rating: 5, shopId: null });
    const top = await t.app.inject({ method: 'GET', url: '/api/v1/reviews/top-platform-review' });
    expect(top.json().items.map((r: { id: string }) => r.id)).toContain(mine.review.id);
  });
});

describe('the review prompt', () => {
  it('a meeting completed by the end-of-meeting job prompts its customer (notification and mail)', async () => {
    const owner = await vendor();
    const shopId = await createOwnedShop(t.app, owner.userId, { name: 'Prompt Shop' });
    const buyer = await customer();
    const meetingId = await insertPastMeeting(t.app, {
      shopId,
      customerId: buyer.userId,
      status: 'in_progress',
      daysAgo: 0.01,
    });
    const [row] = await t.app.database.db.select().from(booking).where(eq(booking.id, meetingId));
    await enqueue(t.app.database.db, 'booking:ended', {
      bookingId: meetingId,
      endsAt: row!.endsAt.toISOString(),
    });
    const notifications = await waitFor(async () => {
      await t.app.outbox.dispatcher.drain();
      const res = await send(buyer, 'GET', '/notifications');
      const items = (res.json() as { items: { title: string; link: string | null }[] }).items;
      return items.length > 0 ? items : undefined;
    });
    expect(notifications).toEqual([
      expect.objectContaining({
        title: 'How was your meeting with Prompt Shop?',
        link: '/user/rating',
      }),
    ]);
    // The handler sends the mail after committing the notification: a dispatcher already
    // running the event may be between the two when the notification shows.
    const email = await waitFor(async () => {
      const sent = await t.app.database.db
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.subject, 'Review your meeting with Prompt Shop')));
      return sent.length > 0 ? sent.map((m) => m.to) : undefined;
    });
    expect(email).toHaveLength(1);
  });
});
