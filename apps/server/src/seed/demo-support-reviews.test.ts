import type { SupportPage } from '@vitrine/contracts/support';
import type { MyReviews } from '@vitrine/contracts/reviews';
import { afterAll, describe, expect, it } from 'vitest';
import { seedSmallCatalogue } from '../modules/catalogue/testing.ts';
import { createUsersRepository } from '../modules/users/index.ts';
import { bearer, newAccount, registerAccount } from '../test/accounts.ts';
import { createOwnedShop } from '../test/owned-shop.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedCreditPlans } from './credit-plans.ts';
import { seedDemoMeetings } from './demo-meetings.ts';
import { seedDemoSupportAndReviews } from './demo-support-reviews.ts';

const t = await createTestApp();
afterAll(() => t.close());

describe('seedDemoSupportAndReviews', () => {
  it('gives the demo customer requests in three states and a reviewed meeting, once', async () => {
    const db = t.app.database.db;
    await seedSmallCatalogue(t.app, 3);
    const users = createUsersRepository(db);
    const none = { customer: false, vendor: false, employee: false, admin: false };
    const customer = await registerAccount(t.app, newAccount({ email: 'demo@vitrine.local' }));
    await users.setRoles(customer.user.id, { ...none, customer: true });
    const vendor = await registerAccount(t.app, newAccount({ email: 'vendor@vitrine.local' }));
    await createOwnedShop(t.app, vendor.user.id);
    // The demo meetings are paid from a demo plan the customer bought.
    await seedCreditPlans(db);
    await seedDemoMeetings(db);

    expect(await seedDemoSupportAndReviews(db)).toEqual({ added: 4 });
    expect(await seedDemoSupportAndReviews(db)).toEqual({ added: 0 });

    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(customer.token) });
    const support = (await get('/supports')).json() as SupportPage;
    expect(support.items.map((r) => r.status).sort()).toEqual([
      'open',
      'resolved',
      'waiting_for_customer',
    ]);
    const reviews = (await get('/user/reviews')).json() as MyReviews;
    expect(reviews.reviewed).toHaveLength(1);
    // The completed meeting with the demo vendor's shop stays to be reviewed.
    expect(reviews.reviewable).toHaveLength(1);
    const shopId = reviews.reviewed[0]!.shopId!;
    const top = await t.app.inject({
      method: 'GET',
      url: `/api/v1/reviews/top-meet-and-order-review?vendorId=${shopId}&limit=50`,
    });
    const { items, rating } = top.json() as {
      items: { rating: number }[];
      rating: { average: number; count: number };
    };
    const average = items.reduce((s, r) => s + r.rating, 0) / items.length;
    expect(rating).toEqual({ average: Math.round(average * 100) / 100, count: items.length });
  });
});
