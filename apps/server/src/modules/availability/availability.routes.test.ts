import { Temporal } from '@js-temporal/polyfill';
import type { RoleFlags } from '@vitrine/contracts/auth';
import {
  sameHoursEveryDay,
  slotListSchema,
  type Availability,
  type SlotList,
} from '@vitrine/contracts/availability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { sharedTestApp } from '../../test/test-app.ts';

const t = await sharedTestApp();

const accountWith = (roles: Partial<RoleFlags>) => accountWithRoles(t.app, roles);

const fieldOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; details: { field: string }[] } }).error.details[0]!.field;

let owner: { token: string; userId: string };
let shopId: string;
const hours = [{ start: '10:00', end: '13:00' }];
const everyDay = sameHoursEveryDay(hours);

beforeAll(async () => {
  owner = await accountWith({ vendor: true });
  shopId = await createOwnedShop(t.app, owner.userId, { timeZone: 'Asia/Kolkata' });
});
afterAll(() => t.close());

const put = (id: string, token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/vendor/${id}/availability`,
    headers: bearer(token),
    payload: payload as object,
  });
const slots = (id: string, from: string, to: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/vendor/${id}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  });
/** The next `days` days from now, as a shopper would ask. */
const window = (days: number) => {
  const from = Temporal.Now.instant();
  return { from: from.toString(), to: from.add({ hours: 24 * days }).toString() };
};

describe('GET and PUT /api/v1/vendor/:id/availability', () => {
  it('starts with no hours and the default settings, in the shop’s zone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/${shopId}/availability`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const availability = res.json() as Availability;
    expect(availability.timeZone).toBe('Asia/Kolkata');
    expect(availability.weeklyHours.monday).toEqual([]);
    expect(availability.meetingMinutes).toBe(30);
  });

  it('keeps what the owner sets, exceptions by date', async () => {
    const res = await put(shopId, owner.token, {
      weeklyHours: everyDay,
      exceptions: [
        { date: '2030-01-02', hours: [] },
        { date: '2030-01-01', hours: [{ start: '18:00', end: '20:00' }] },
      ],
      meetingMinutes: 30,
      bufferMinutes: 10,
      minimumNoticeMinutes: 120,
      horizonDays: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/${shopId}/availability`,
      headers: bearer(owner.token),
    });
    const availability = read.json() as Availability;
    expect(availability.weeklyHours.sunday).toEqual(hours);
    expect(availability.exceptions.map((e) => e.date)).toEqual(['2030-01-01', '2030-01-02']);
    expect(availability).toMatchObject({ bufferMinutes: 10, minimumNoticeMinutes: 120 });
  });

  it('answers 404 to an owner naming another shop, and 403 to a customer', async () => {
    const otherOwner = await accountWith({ vendor: true });
    expect((await put(shopId, otherOwner.token, {})).statusCode).toBe(404);
    const customer = await accountWith({ customer: true });
    const res = await put(shopId, customer.token, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses hours that end before they start, or overlap, naming the field', async () => {
    const backwards = await put(shopId, owner.token, {
      weeklyHours: { monday: [{ start: '13:00', end: '10:00' }] },
    });
    expect(backwards.statusCode).toBe(400);
    expect(fieldOf(backwards)).toBe('weeklyHours.monday.0.end');
    const overlapping = await put(shopId, owner.token, {
      weeklyHours: {
        friday: [
          { start: '10:00', end: '13:00' },
          { start: '12:00', end: '14:00' },
        ],
      },
    });
    expect(fieldOf(overlapping)).toBe('weeklyHours.friday.1.start');
    const badTime = await put(shopId, owner.token, {
      weeklyHours: { monday: [{ start: '9am', end: '13:00' }] },
    });
    expect(fieldOf(badTime)).toBe('weeklyHours.monday.0.start');
    const twice = await put(shopId, owner.token, {
      exceptions: [
        { date: '2030-01-01', hours: [] },
        { date: '2030-01-01', hours: [] },
      ],
    });
    expect(fieldOf(twice)).toBe('exceptions.1.date');
    const tooShort = await put(shopId, owner.token, { meetingMinutes: 5 });
    expect(fieldOf(tooShort)).toBe('meetingMinutes');
  });
});

describe('GET /api/v1/vendor/:id/slots', () => {
  it('lists the open slots in UTC with the shop’s zone, to anyone', async () => {
    const { from, to } = window(7);
    const res = await slots(shopId, from, to);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const list: SlotList = slotListSchema.parse(res.json());
    expect(list.timeZone).toBe('Asia/Kolkata');
    // 10:00–13:00 with 30 + 10 minutes is 4 a day; the notice and the window's ends cut a few.
    expect(list.items.length).toBeGreaterThanOrEqual(24);
    expect(list.items.length).toBeLessThanOrEqual(32);
    const earliest = Date.parse(from) + 120 * 60_000;
    for (const slot of list.items) {
      expect(slot.startsAt).toMatch(/Z$/);
      expect(Date.parse(slot.startsAt)).toBeGreaterThanOrEqual(earliest);
      expect(Date.parse(slot.startsAt)).toBeLessThan(Date.parse(to));
      expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(30 * 60_000);
      const local = Temporal.Instant.from(slot.startsAt).toZonedDateTimeISO('Asia/Kolkata');
      expect(['10:00', '10:40', '11:20', '12:00']).toContain(
        local.toPlainTime().toString({ smallestUnit: 'minute' }),
      );
      expect(slot.available).toBe(true);
    }
  });

  it('answers 409 naming the shop for one that has not set its hours, and 404 for no shop', async () => {
    const { userId } = await accountWith({ vendor: true });
    const quiet = await createOwnedShop(t.app, userId);
    const { from, to } = window(7);
    const none = await slots(quiet, from, to);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toMatchObject({ code: 'CONFLICT' });
    expect(fieldOf(none)).toBe('id');
    const missing = await slots('00000000-0000-4000-8000-000000000000', from, to);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a window that ends before it starts, is too long or is not a date, naming the field', async () => {
    const backwards = await slots(shopId, '2030-01-02T00:00:00Z', '2030-01-01T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(fieldOf(backwards)).toBe('to');
    const tooLong = await slots(shopId, '2030-01-01T00:00:00Z', '2030-03-15T00:00:00Z');
    expect(tooLong.statusCode).toBe(400);
    expect(fieldOf(tooLong)).toBe('to');
    const notADate = await slots(shopId, 'tomorrow', '2030-01-01T00:00:00Z');
    expect(fieldOf(notADate)).toBe('from');
    const badId = await slots('not-a-shop', '2030-01-01T00:00:00Z', '2030-01-02T00:00:00Z');
    expect(badId.statusCode).toBe(400);
    expect(fieldOf(badId)).toBe('id');
  });
});
