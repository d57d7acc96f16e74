import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSmallCatalogue } from '../modules/catalogue/testing.ts';
import { bearer, signIn } from '../test/accounts.ts';
import { createTestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo-data.ts';
import { DEMO_APPLICANT_EMAIL, seedShopApplication } from './shop-application.ts';

const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
const db = t.app.database.db;

beforeAll(async () => {
  await seedDemoData({ auth: t.app.auth, db, production: false });
  await seedSmallCatalogue(t.app, 3);
}, 120_000);
afterAll(() => t.close());

const tokenOf = async (email: string) => {
  const res = await signIn(t.app, { email, password: DEMO_PASSWORD });
  expect(res.statusCode, email).toBe(200);
  return res.json().token as string;
};

describe('the demo shop application (seedShopApplication)', () => {
  it('waits on the admin page once, and the demo admin can approve it into a public shop', async () => {
    expect(await seedShopApplication(db)).toEqual({ added: true });
    expect(await seedShopApplication(db)).toEqual({ added: false });

    const applicant = await tokenOf(DEMO_APPLICANT_EMAIL);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/vendor/application',
      headers: bearer(applicant),
    });
    expect(mine.json().application).toMatchObject({ status: 'pending' });

    const admin = await tokenOf('admin@vitrine.local');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/shops/applications',
      headers: bearer(admin),
    });
    expect(listed.json().items).toHaveLength(1);
    expect(listed.json().items[0].applicant.email).toBe(DEMO_APPLICANT_EMAIL);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/shops/${listed.json().items[0].id}/approve`,
      headers: bearer(admin),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const shop = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/fetch-shop?id=${approved.json().shopId}`,
    });
    expect(shop.json()).toMatchObject({ name: 'Anita Handlooms' });
  });
});
