import type { RoleFlags } from '@vitrine/contracts/auth';
import type { NotificationCounts, NotificationPage } from '@vitrine/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { sharedTestApp } from '../../test/test-app.ts';
import {
  createOrder,
  plans,
  sandboxPay,
  verify,
  type CheckoutFields,
} from '../payments/testing.ts';
import { notify } from './index.ts';

const t = await sharedTestApp();

const accountWith = (roles: Partial<RoleFlags>) => accountWithRoles(t.app, roles);
type Account = Awaited<ReturnType<typeof accountWith>>;

let customer: Account;
let vendor: Account;
let admin: Account;

beforeAll(async () => {
  [customer, vendor, admin] = await Promise.all([
    accountWith({ customer: true }),
    accountWith({ vendor: true }),
    accountWith({ admin: true }),
  ]);
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: Account, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });
async function centre(who: Account) {
  const res = await call('GET', '/notifications?limit=100', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NotificationPage;
}
const personal = (userId: string, title: string, sourceKey?: string) =>
  runInTransaction(t.app.database.db, (tx) =>
    notify(tx, { userId, title, body: `${title} body`, link: '/user/credits', sourceKey }),
  );

describe('the notification centre: records, statuses and the new-notification flag', () => {
  it('moves sent → unread when the app sees them, raising newNotification; then read', async () => {
    const id = (await personal(customer.userId, 'Booking confirmed'))!;
    let page = await centre(customer);
    expect(page.items.find((n) => n.id === id)).toMatchObject({
      status: 'sent',
      kind: 'personalized',
      title: 'Booking confirmed',
      link: '/user/credits',
    });
    expect(page.counts.newNotification).toBe(false);
    expect(page.counts.unread.personalized).toBe(1);

    const seen = await call('POST', '/notifications/seen', customer);
    expect((seen.json() as NotificationCounts).newNotification).toBe(true);
    page = await centre(customer);
    expect(page.items.find((n) => n.id === id)!.status).toBe('unread');

    // Seeing again never moves an unread one back, nor one already read.
    const read = await call('POST', `/notifications/${id}/read`, customer);
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as NotificationCounts).unread.personalized).toBe(0);
    expect((read.json() as NotificationCounts).newNotification).toBe(false);
    await call('POST', '/notifications/seen', customer);
    page = await centre(customer);
    expect(page.items.find((n) => n.id === id)!.status).toBe('read');
  });

  it('keeps unread counts per kind, reaches everyone for general and customers for user-general', async () => {
    const before = (await centre(customer)).counts.unread;
    const general = await call('POST', '/admin/notifications/broadcast', admin, {
      audience: 'general',
      title: 'Festive hours',
      body: 'Shops open late all week.',
      link: '/shops',
    });
    expect(general.statusCode, general.body).toBe(201);
    const customersOnly = await call('POST', '/admin/notifications/broadcast', admin, {
      audience: 'user-general',
      title: 'New plans',
      body: 'Credit plans changed.',
    });
    expect(customersOnly.statusCode).toBe(201);

    const mine = (await centre(customer)).counts.unread;
    expect(mine).toEqual({
      ...before,
      general: before.general + 1,
      'user-general': before['user-general'] + 1,
    });
    const vendors = await centre(vendor);
    expect(vendors.items.map((n) => n.title)).toContain('Festive hours');
    expect(vendors.items.map((n) => n.title)).not.toContain('New plans');

    const all = await call('POST', '/notifications/read-all', customer);
    expect((all.json() as NotificationCounts).unread).toEqual({
      personalized: 0,
      'user-general': 0,
      general: 0,
      wishlist: 0,
    });
  });

  it('refuses a broadcast from a customer (403) and a link outside the app (400)', async () => {
    const refused = await call('POST', '/admin/notifications/broadcast', customer, {
      audience: 'general',
      title: 'x',
      body: 'y',
    });
    expect(refused.statusCode).toBe(403);
    const bad = await call('POST', '/admin/notifications/broadcast', admin, {
      audience: 'general',
      title: 'x',
      body: 'y',
      link: 'https://evil.example',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('link');
  });

  it.each([
    ['a backslash a browser reads as a slash', '/\\evil.example/phish'],
    ['a tab a browser drops', '/\t/evil.example'],
    ['a newline a browser drops', '/\n/evil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['an empty segment that becomes one', '/.//evil.example'],
  ])('refuses a broadcast link with %s (400 naming link)', async (_what, link) => {
    const bad = await call('POST', '/admin/notifications/broadcast', admin, {
      audience: 'general',
      title: 'x',
      body: 'y',
      link,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('link');
  });

  it('refuses to write a notification whose link leaves the app, whoever writes it', async () => {
    await expect(
      runInTransaction(t.app.database.db, (tx) =>
        notify(tx, { userId: customer.userId, title: 'x', body: 'y', link: '/\\evil.example' }),
      ),
    ).rejects.toThrow(/link/);
  });

  it('answers 404 for another user’s notification and writes a repeated source once', async () => {
    const id = (await personal(customer.userId, 'Mine only'))!;
    const other = await call('POST', `/notifications/${id}/read`, vendor);
    expect(other.statusCode).toBe(404);
    expect(await personal(customer.userId, 'Once', 'test:once')).not.toBeNull();
    expect(await personal(customer.userId, 'Once', 'test:once')).toBeNull();
    expect((await centre(customer)).items.filter((n) => n.title === 'Once')).toHaveLength(1);
  });

  it('notifies a customer whose credit purchase settled', async () => {
    const { explorer } = await plans(t.app);
    const order = await createOrder(t.app, customer, explorer.id);
    const paid = await sandboxPay(t.app, customer, {
      orderId: order.orderId,
      card: '4111 1111 1111 1111',
      sendWebhook: false,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const verified = await verify(t.app, customer, paid.json() as CheckoutFields);
    expect(verified.statusCode, verified.body).toBe(200);
    const credited = (await centre(customer)).items.filter((n) => n.title === 'Credits added');
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({ kind: 'personalized', link: '/user/credits' });
    expect(credited[0]!.body).toContain(`${explorer.credits} credits`);
  });
});

describe('unauthenticated', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});
