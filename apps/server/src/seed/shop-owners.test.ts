import type { Availability, SlotList } from '@vitrine/contracts/availability';
import { Temporal } from '@js-temporal/polyfill';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSmallCatalogue } from '../modules/catalogue/testing.ts';
import { bearer, signIn } from '../test/accounts.ts';
import { createTestApp } from '../test/test-app.ts';
import { rawRows } from '../platform/db/raw-rows.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo-data.ts';
import {
  DEMO_VENDOR_EMAIL,
  demoOwnerEmail,
  seedDemoVendorListings,
  seedShopOwners,
} from './shop-owners.ts';

const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
const db = t.app.database.db;
let first: Awaited<ReturnType<typeof seedShopOwners>>;

beforeAll(async () => {
  await seedDemoData({ auth: t.app.auth, db, production: false });
  await seedSmallCatalogue(t.app, 30);
  first = await seedShopOwners({ auth: t.app.auth, db });
}, 120_000);
afterAll(() => t.close());

const signInAs = async (email: string) => {
  const res = await signIn(t.app, { email, password: DEMO_PASSWORD });
  expect(res.statusCode, email).toBe(200);
  return res.json().token as string;
};

describe('demo shop owners (seedShopOwners)', () => {
  it('gives every demo shop one owner and demo hours', async () => {
    expect(first).toEqual({ ownersAdded: 30, availabilityAdded: 30 });
    const [counts] = await rawRows<{ shops: number; owned: number; hours: number }>(
      db,
      sql`select
        (select count(*)::int from shop) as shops,
        (select count(distinct shop_id)::int from shop_member where role = 'owner') as owned,
        (select count(*)::int from shop_availability) as hours`,
    );
    expect(counts).toEqual({ shops: 30, owned: 30, hours: 30 });
  });

  it('lets the demo vendor sign in to a shop with hours, products and a current offer', async () => {
    const token = await signInAs(DEMO_VENDOR_EMAIL);
    const owned = await rawRows<{ id: string }>(
      db,
      sql`select m.shop_id::text as id from shop_member m join "user" u on u.id = m.user_id
        where u.email = ${DEMO_VENDOR_EMAIL}`,
    );
    const [shopId, ...more] = owned.map((row) => row.id);
    expect(more).toEqual([]);

    const availability = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/${shopId}/availability`,
      headers: bearer(token),
    });
    expect(availability.statusCode).toBe(200);
    const hours = (availability.json() as Availability).weeklyHours;
    expect(Object.values(hours).flat().length).toBeGreaterThan(0);

    const products = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/vendors?vendorId=${shopId}`,
    });
    const offers = await t.app.inject({ method: 'GET', url: `/api/v1/offers?vendorId=${shopId}` });
    expect(products.statusCode, products.body).toBe(200);
    expect(products.json().total).toBeGreaterThan(0);
    expect(offers.statusCode, offers.body).toBe(200);
    expect(offers.json().total).toBeGreaterThan(0);

    const from = Temporal.Now.instant();
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/${shopId}/slots?from=${from}&to=${from.add({ hours: 24 * 7 })}`,
    });
    expect((slots.json() as SlotList).items.length).toBeGreaterThan(0);
  });

  it('lets every other shop’s owner sign in as owner.<slug>@vitrine.local, a vendor', async () => {
    const [other] = await rawRows<{ slug: string; id: string }>(
      db,
      sql`select s.slug, s.id::text as id from shop s
        join shop_member m on m.shop_id = s.id join "user" u on u.id = m.user_id
        where u.email <> ${DEMO_VENDOR_EMAIL} order by s.slug limit 1`,
    );
    const token = await signInAs(demoOwnerEmail(other!.slug));
    const roles = await t.app.inject({
      method: 'GET',
      url: '/api/v1/userRoles',
      headers: bearer(token),
    });
    expect(roles.json().role).toEqual({
      customer: false,
      vendor: true,
      employee: false,
      admin: false,
    });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/${other!.id}/availability`,
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(200);
  });

  it('archives one of the demo vendor’s products, once: theirs to see, not shoppers’', async () => {
    expect(await seedDemoVendorListings(db)).toBe(1);
    expect(await seedDemoVendorListings(db)).toBe(0);
    const token = await signInAs(DEMO_VENDOR_EMAIL);
    const [{ id: shopId }] = (await rawRows<{ id: string }>(
      db,
      sql`select m.shop_id::text as id from shop_member m join "user" u on u.id = m.user_id
        where u.email = ${DEMO_VENDOR_EMAIL}`,
    )) as [{ id: string }];
    const archived = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/products?shopId=${shopId}&status=archived`,
      headers: bearer(token),
    });
    const [product, ...others] = (archived.json() as { items: { id: string }[] }).items;
    expect(others).toEqual([]);
    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/products/${product!.id}` });
    expect(shown.statusCode).toBe(404);
    const live = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/products?shopId=${shopId}&status=active`,
      headers: bearer(token),
    });
    expect((live.json() as { total: number }).total).toBeGreaterThan(0);
  });

  it('adds nothing when run again', async () => {
    expect(await seedShopOwners({ auth: t.app.auth, db })).toEqual({
      ownersAdded: 0,
      availabilityAdded: 0,
    });
  });
});
