import type { RoleFlags } from '@vitrine/contracts/auth';
import type { RoomToken } from '@vitrine/contracts/meetings';
import type {
  TrunkShowList,
  TrunkShowSeat,
  TrunkShowSeatPage,
  VendorTrunkShow,
  VendorTrunkShowPage,
} from '@vitrine/contracts/trunk-shows';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedgerEntry } from '../../credits/credits.schema.ts';
import { notification, notificationRecipient } from '../../chat/chat.schema.ts';
import { bearer, registerAccount } from '../../../test/accounts.ts';
import { createFakeClock } from '../../../test/fake-clock.ts';
import { giveCredits } from '../../../test/meetings.ts';
import { createOwnedShop } from '../../../test/owned-shop.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { createUsersRepository } from '../../users/index.ts';
import { verifyRoomToken } from '../index.ts';

const HOUR = 60 * 60 * 1000;
const fakeClock = createFakeClock('2030-01-07T00:00:00Z');
const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, { clock: fakeClock.now });
fakeClock.setApp(t.app);
const db = t.app.database.db;
const users = createUsersRepository(db);
const none: RoleFlags = { customer: false, vendor: false, employee: false, admin: false };
const start = Date.parse('2030-01-07T00:00:00Z');

type Account = { token: string; userId: string };
async function accountWith(roles: Partial<RoleFlags>, credits = 0): Promise<Account> {
  const { token, user } = await registerAccount(t.app);
  await users.setRoles(user.id, { ...none, ...roles });
  if (credits > 0) await giveCredits(t.app, user.id, credits);
  return { token, userId: user.id };
}

const call = (as: Account | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(as && { headers: bearer(as.token) }),
    ...(payload && { payload }),
  });
/** The titles and bodies of the notifications addressed to this user. */
const notificationsOf = (userId: string) =>
  db
    .select({ title: notification.title, body: notification.body })
    .from(notificationRecipient)
    .innerJoin(notification, eq(notification.id, notificationRecipient.notificationId))
    .where(eq(notificationRecipient.userId, userId));
const balanceOf = async (as: Account) =>
  ((await call(as, 'GET', '/user/credits')).json() as { balance: number }).balance;

let owner: Account;
let shopId: string;
beforeAll(async () => {
  owner = await accountWith({ vendor: true });
  shopId = await createOwnedShop(t.app, owner.userId, { timeZone: 'UTC', name: 'Zari House' });
});
afterAll(() => t.close());

const showInput = (over: Record<string, unknown> = {}) => ({
  shopId,
  title: 'Winter bridal edit',
  description: 'Lehengas and shawls, live from the studio.',
  startsAt: new Date(start + 3 * 24 * HOUR).toISOString(),
  durationMinutes: 60,
  capacity: 20,
  ...over,
});
async function openShow(over: Record<string, unknown> = {}): Promise<VendorTrunkShow> {
  const res = await call(owner, 'POST', '/vendor/trunk-shows', showInput(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('the shop opens trunk shows', () => {
  it('creates one with 30 credits a seat by default, listed on its console and public page', async () => {
    const show = await openShow();
    expect(show).toMatchObject({
      title: 'Winter bridal edit',
      shopName: 'Zari House',
      capacity: 20,
      seatsTaken: 0,
      seatsLeft: 20,
      creditsPerSeat: 30,
      status: 'scheduled',
      seats: [],
      endsAt: new Date(start + 3 * 24 * HOUR + HOUR).toISOString(),
    });
    const console = (
      await call(owner, 'GET', `/vendor/trunk-shows?shopId=${shopId}`)
    ).json() as VendorTrunkShowPage;
    expect(console.items.map((s) => s.id)).toContain(show.id);
    const listed = (
      await call(null, 'GET', `/shops/${shopId}/trunk-shows`)
    ).json() as TrunkShowList;
    expect(listed.items.find((s) => s.id === show.id)).toMatchObject({ seatsLeft: 20 });
  });

  it.each([
    ['capacity', { capacity: 1 }, 'at least 2'],
    ['capacity', { capacity: 201 }, 'at most 200'],
    ['capacity', { capacity: 2.5 }, 'whole number'],
    ['durationMinutes', { durationMinutes: 5 }, 'at least 15'],
    ['creditsPerSeat', { creditsPerSeat: 0 }, 'at least 1'],
    ['title', { title: ' ' }, 'is required'],
    ['startsAt', { startsAt: new Date(start - HOUR).toISOString() }, 'in the future'],
  ])('refuses a bad %s with a 400 naming it', async (field, over, message) => {
    const res = await call(owner, 'POST', '/vendor/trunk-shows', showInput(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.json().error)).toContain(field);
    expect(res.json().error.message + JSON.stringify(res.json().error.details)).toContain(message);
  });

  it('answers 404 for a shop the vendor does not run, and 403 to a customer', async () => {
    const other = await accountWith({ vendor: true });
    const res = await call(other, 'POST', '/vendor/trunk-shows', showInput());
    expect(res.statusCode).toBe(404);
    const customer = await accountWith({ customer: true });
    expect((await call(customer, 'POST', '/vendor/trunk-shows', showInput())).statusCode).toBe(403);
  });
});

describe('shoppers book seats', () => {
  it('debits the seat price, counts the seat and tells the shopper; a second seat is 409', async () => {
    const show = await openShow({ creditsPerSeat: 40 });
    const shopper = await accountWith({ customer: true }, 100);
    const res = await call(shopper, 'POST', `/user/trunk-shows/${show.id}/seats`);
    expect(res.statusCode, res.body).toBe(201);
    const seat = res.json() as TrunkShowSeat;
    expect(seat).toMatchObject({ status: 'booked', creditsUsed: 40 });
    expect(seat.trunkShow).toMatchObject({ seatsTaken: 1, seatsLeft: 19 });
    expect(await balanceOf(shopper)).toBe(60);

    const again = await call(shopper, 'POST', `/user/trunk-shows/${show.id}/seats`);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(shopper)).toBe(60);

    const mine = (await call(shopper, 'GET', '/user/trunk-show-seats')).json() as TrunkShowSeatPage;
    expect(mine.items.map((s) => s.id)).toEqual([seat.id]);
    const notes = await waitFor(async () => {
      const rows = await notificationsOf(shopper.userId);
      return rows.length > 0 ? rows : undefined;
    });
    expect(notes[0]!.title).toBe('Trunk show seat booked');
    const forShop = (await call(owner, 'GET', `/vendor/trunk-shows/${show.id}`)).json();
    expect(forShop.seats).toHaveLength(1);
  });

  it('answers 409 TRUNK_SHOW_FULL when every seat is taken, without a debit', async () => {
    const show = await openShow({ capacity: 2 });
    const shoppers = await Promise.all([1, 2, 3].map(() => accountWith({ customer: true }, 30)));
    for (const shopper of shoppers.slice(0, 2)) {
      expect((await call(shopper, 'POST', `/user/trunk-shows/${show.id}/seats`)).statusCode).toBe(
        201,
      );
    }
    const full = await call(shoppers[2]!, 'POST', `/user/trunk-shows/${show.id}/seats`);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('TRUNK_SHOW_FULL');
    expect(full.json().error.message).toMatch(/every seat/i);
    expect(await balanceOf(shoppers[2]!)).toBe(30);
  });

  it('answers 402 when short of credits, 404 for no such show', async () => {
    const show = await openShow();
    const poor = await accountWith({ customer: true }, 10);
    const short = await call(poor, 'POST', `/user/trunk-shows/${show.id}/seats`);
    expect(short.statusCode).toBe(402);
    const listed = (
      await call(null, 'GET', `/shops/${shopId}/trunk-shows`)
    ).json() as TrunkShowList;
    expect(listed.items.find((s) => s.id === show.id)?.seatsTaken).toBe(0);
    const missing = await call(
      poor,
      'POST',
      '/user/trunk-shows/00000000-0000-4000-8000-000000000000/seats',
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('refunds a seat cancelled 24 hours or more ahead and frees it', async () => {
    const show = await openShow({ capacity: 2 });
    const shopper = await accountWith({ customer: true }, 30);
    const seat = (await call(shopper, 'POST', `/user/trunk-shows/${show.id}/seats`)).json();
    const res = await call(shopper, 'POST', `/user/trunk-show-seats/${seat.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled_by_customer', creditsRefunded: 30 });
    expect(res.json().trunkShow.seatsLeft).toBe(2);
    expect(await balanceOf(shopper)).toBe(30);
    const again = await call(shopper, 'POST', `/user/trunk-show-seats/${seat.id}/cancel`);
    expect(again.statusCode).toBe(409);
    const other = await accountWith({ customer: true });
    expect((await call(other, 'POST', `/user/trunk-show-seats/${seat.id}/cancel`)).statusCode).toBe(
      404,
    );
  });

  it('refunds no seat cancelled within 24 hours of the start', async () => {
    const show = await openShow({ startsAt: new Date(start + 5 * HOUR).toISOString() });
    const shopper = await accountWith({ customer: true }, 30);
    const seat = (await call(shopper, 'POST', `/user/trunk-shows/${show.id}/seats`)).json();
    const res = await call(shopper, 'POST', `/user/trunk-show-seats/${seat.id}/cancel`);
    expect(res.json()).toMatchObject({ status: 'cancelled_by_customer', creditsRefunded: 0 });
    expect(await balanceOf(shopper)).toBe(0);
  });

  it('the shop cancelling refunds every seat in full and tells every holder', async () => {
    const show = await openShow({ startsAt: new Date(start + 5 * HOUR).toISOString() });
    const shoppers = await Promise.all([1, 2].map(() => accountWith({ customer: true }, 30)));
    for (const shopper of shoppers) {
      await call(shopper, 'POST', `/user/trunk-shows/${show.id}/seats`);
    }
    const res = await call(owner, 'POST', `/vendor/trunk-shows/${show.id}/cancel`, {
      reason: 'The studio is flooded.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The studio is flooded.',
    });
    expect(res.json().seats.map((s: { status: string }) => s.status)).toEqual([
      'cancelled_by_shop',
      'cancelled_by_shop',
    ]);
    for (const shopper of shoppers) {
      expect(await balanceOf(shopper)).toBe(30);
      const refunds = await db
        .select()
        .from(creditLedgerEntry)
        .where(eq(creditLedgerEntry.userId, shopper.userId));
      expect(refunds.filter((r) => r.kind === 'refund')).toHaveLength(1);
      const told = await waitFor(async () =>
        (await notificationsOf(shopper.userId)).find((r) => r.title === 'Trunk show cancelled'),
      );
      expect(told.body).toContain('The studio is flooded.');
    }
    const listed = (
      await call(null, 'GET', `/shops/${shopId}/trunk-shows`)
    ).json() as TrunkShowList;
    expect(listed.items.map((s) => s.id)).not.toContain(show.id);
    const late = await accountWith({ customer: true }, 30);
    expect((await call(late, 'POST', `/user/trunk-shows/${show.id}/seats`)).statusCode).toBe(409);
    const other = await accountWith({ vendor: true });
    expect((await call(other, 'POST', `/vendor/trunk-shows/${show.id}/cancel`)).statusCode).toBe(
      404,
    );
  });
});

describe('the room', () => {
  it('gives seat holders a viewer token and the shop a presenter token while joining is open', async () => {
    const startsAt = start + 2 * HOUR;
    const show = await openShow({ startsAt: new Date(startsAt).toISOString(), capacity: 3 });
    const shopper = await accountWith({ customer: true }, 30);
    const stranger = await accountWith({ customer: true });
    await call(shopper, 'POST', `/user/trunk-shows/${show.id}/seats`);

    const early = await call(shopper, 'POST', `/user/trunk-shows/${show.id}/join`);
    expect(early.statusCode).toBe(409);
    await fakeClock.moveTo(startsAt - 5 * 60_000);
    try {
      const viewer = await call(shopper, 'POST', `/user/trunk-shows/${show.id}/join`);
      expect(viewer.statusCode, viewer.body).toBe(200);
      const token = viewer.json() as RoomToken;
      expect(token).toMatchObject({ bookingId: show.id, role: 'viewer', transport: 'mesh' });
      const claims = verifyRoomToken(t.app.config.authSecret, token.token, fakeClock.now());
      expect(claims).toMatchObject({ bookingId: show.id, role: 'viewer' });

      const presenter = await call(owner, 'POST', `/vendor/trunk-shows/${show.id}/join`);
      expect(presenter.statusCode, presenter.body).toBe(200);
      expect(presenter.json()).toMatchObject({ role: 'shop', name: 'Zari House' });

      expect((await call(stranger, 'POST', `/user/trunk-shows/${show.id}/join`)).statusCode).toBe(
        404,
      );
    } finally {
      await fakeClock.moveTo(start);
    }
  });
});
