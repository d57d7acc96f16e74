import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { runInTransaction } from '../platform/db/transaction.ts';
import { booking } from '../modules/meetings/meetings.schema.ts';
import { and, eq } from 'drizzle-orm';
import { enqueue } from '../platform/outbox/index.ts';
import { createEarnings } from '../modules/earnings/index.ts';
import { accountWithRoles, bearer } from './accounts.ts';
import { insertBooking } from './meetings.ts';
import type { Account } from './orders.ts';
import { waitFor } from './wait-for.ts';
import { shopPayout } from '../modules/earnings/earnings.schema.ts';
import { inArray } from 'drizzle-orm';

/**
 * Waits until no payout of the shop is queued or processing: the outbox submitted them (the
 * running dispatcher or a drain) and the sandbox's webhook settled them; then delivers the mail.
 */
export async function settlePayouts(app: FastifyInstance, shopId: string) {
  await waitFor(
    async () => {
      await app.outbox.dispatcher.drain();
      await app.earnings.sandboxSettled();
      const open = await app.database.db
        .select({ id: shopPayout.id })
        .from(shopPayout)
        .where(
          and(eq(shopPayout.shopId, shopId), inArray(shopPayout.status, ['queued', 'processing'])),
        );
      return open.length === 0 ? true : undefined;
    },
    { what: 'the payouts to settle' },
  );
  await app.outbox.dispatcher.drain();
}

export const earningsCall = (
  app: FastifyInstance,
  account: Account,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(account.token),
    ...(payload && { payload }),
  });

export type EntryJson = {
  id: string;
  kind: string;
  source: { type: string; id: string };
  reverses: { kind: string; sourceId: string; entryId: string } | null;
  gross: number;
  commissionRateBps: number;
  commission: number;
  feeRateBps: number;
  fee: number;
  net: number;
  state: string;
  occurredAt: string;
  releasesAt: string;
  payoutId: string | null;
};
export type EarningsJson = {
  items: EntryJson[];
  total: number;
  balances: {
    payable: number;
    onHold: number;
    inPayout: number;
    paidOut: number;
    currency: string;
  };
};

/** The shop's whole ledger (one page of 100) and balances. */
export async function ledgerOf(app: FastifyInstance, vendor: Account, shopId: string, query = '') {
  const res = await earningsCall(
    app,
    vendor,
    'GET',
    `/vendor/earnings?shopId=${shopId}&limit=100${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EarningsJson;
}

/** A meeting of the shop's that was in progress and has just ended (the end-of-meeting job ran). */
export async function completedMeeting(app: FastifyInstance, shopId: string, startsAt: Date) {
  const customer = await accountWithRoles(app, { customer: true });
  const { id } = await insertBooking(app, { shopId, customerId: customer.userId, startsAt });
  const [row] = await app.database.db
    .update(booking)
    // The shop joined it: the end-of-meeting job completes only such a meeting.
    .set({ status: 'in_progress', shopJoinedAt: startsAt })
    .where(eq(booking.id, id))
    .returning({ endsAt: booking.endsAt });
  await runInTransaction(app.database.db, (tx) =>
    enqueue(tx, 'booking:ended', { bookingId: id, endsAt: row!.endsAt.toISOString() }),
  );
  // The running dispatcher may have claimed it already: wait for the meeting to be completed.
  await waitFor(
    async () => {
      await app.outbox.dispatcher.drain();
      const [now] = await app.database.db
        .select({ status: booking.status })
        .from(booking)
        .where(eq(booking.id, id));
      return now?.status === 'completed' ? true : undefined;
    },
    { what: 'the meeting to be completed' },
  );
  return id;
}

/** Writes an order's earning straight through the ledger's entry point (for payout tests). */
export async function earnDirectly(
  app: FastifyInstance,
  shopId: string,
  totalMinor: number,
  at: Date,
) {
  const orderId = crypto.randomUUID();
  await runInTransaction(app.database.db, (tx) =>
    createEarnings(app.database.db, app.config.earnings).orderDelivered(tx, {
      orderId,
      shopId,
      totalMinor,
      currency: 'INR',
      at,
      number: `VO-TEST${orderId.slice(0, 4)}`,
    }),
  );
  return orderId;
}
