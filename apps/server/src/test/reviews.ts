import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { booking } from '../modules/meetings/meetings.schema.ts';
import type { ReviewableSubjects, ReviewSubject } from '../modules/reviews/index.ts';
import { insertBooking } from './meetings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A meeting of this customer with this shop that took place `daysAgo` days ago and is in
 * `status` (completed unless told), written straight to the database.
 */
export async function insertPastMeeting(
  app: FastifyInstance,
  values: {
    shopId: string;
    customerId: string;
    status?: 'completed' | 'booked' | 'in_progress' | 'no_show';
    daysAgo?: number;
  },
): Promise<string> {
  const startsAt = new Date(Date.now() - (values.daysAgo ?? 1) * DAY_MS);
  const { id } = await insertBooking(app, {
    shopId: values.shopId,
    customerId: values.customerId,
    startsAt,
  });
  await app.database.db
    .update(booking)
    .set({
      status: values.status ?? 'completed',
      // A meeting that went ahead had the shop in it (the end-of-meeting job completes only those).
      ...(values.status !== 'booked' && values.status !== 'no_show' && { shopJoinedAt: startsAt }),
    })
    .where(eq(booking.id, id));
  return id;
}

type FakeOrder = { customerId: string; shopId: string; shopName: string; delivered: boolean };

/**
 * A test double of the orders module's answer to the reviews port (there are no orders in this
 * tree yet): a re-implementation of "the reviewer's own, delivered" over an in-memory map. One
 * per app, installed on first use with `app.reviews.useOrders`.
 */
export type FakeOrders = { add: (order: FakeOrder) => string };
const installed = new WeakMap<FastifyInstance, FakeOrders>();

export function fakeOrders(app: FastifyInstance): FakeOrders {
  const existing = installed.get(app);
  if (existing) return existing;
  const orders = new Map<string, FakeOrder>();
  const subject = (order: FakeOrder): ReviewSubject => ({
    shopId: order.shopId,
    shopName: order.shopName,
    reviewable: order.delivered,
    at: order.delivered ? new Date() : null,
  });
  const port: ReviewableSubjects = {
    findOwn: async (reviewerId, id) => {
      const order = orders.get(id);
      return order && order.customerId === reviewerId ? subject(order) : undefined;
    },
    listReviewable: async (reviewerId) =>
      [...orders.entries()]
        .filter(([, order]) => order.customerId === reviewerId && order.delivered)
        .map(([id, order]) => ({ subjectId: id, ...subject(order) })),
  };
  app.reviews.useOrders(port);
  const fake: FakeOrders = {
    add: (order) => {
      const id = randomUUID();
      orders.set(id, order);
      return id;
    },
  };
  installed.set(app, fake);
  return fake;
}
