import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/accounts.ts';
import { createTestApp, createTestDatabaseUrl, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { DEMO_APPLICANT_EMAIL } from './shop-application.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

// The server as `npm start` runs it (demo data on), started twice on one database that lives
// on between the two starts: PGlite in a data folder, or a fresh PostgreSQL database.
const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-seed-restart-'));
const database = await createTestDatabaseUrl();
const env = {
  SEED_DEMO_DATA: 'true',
  DATA_DIR: dataDir,
  DATABASE_URL: database.url === 'memory://' ? '' : database.url,
  AUTH_RATE_LIMIT_MAX: '1000',
};

let t: TestApp;
/** The demo applicant's shop, approved by the demo admin between the two starts. */
let approvedShopId: string;
/** The demo vendor's product the seed archived, shown to shoppers again by the vendor. */
let restoredProductId: string;
let demoVendorShopId: string;
let borrowedLogoUrl: string;
let borrowedLogo: string;

const tokenOf = async (email: string) => {
  const res = await signIn(t.app, { email, password: DEMO_PASSWORD });
  expect(res.statusCode, email).toBe(200);
  return res.json().token as string;
};

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {} });

const week = (days: number) => {
  const from = new Date(Date.now() + 60 * 60_000);
  return `from=${from.toISOString()}&to=${new Date(from.getTime() + days * 86_400_000).toISOString()}`;
};

beforeAll(async () => {
  // First start: the demo data goes in.
  t = await createTestApp(env);

  // What people do before the next restart: the demo admin approves the demo applicant's shop
  // (which has said nothing about meeting hours), the demo vendor shows their archived product
  // again, and the demo customer clears their address book.
  const admin = await tokenOf('admin@vitrine.local');
  const [application] = (await call('GET', '/admin/shops/applications', admin)).json().items;
  const approved = await call('POST', `/admin/shops/${application.id}/approve`, admin);
  expect(approved.statusCode, approved.body).toBe(200);
  approvedShopId = approved.json().shopId;
  // The demo application borrows the first demo shop's drawn logo.
  borrowedLogoUrl = (await call('GET', `/vendor/fetch-shop?id=${approvedShopId}`)).json().logoUrl;
  borrowedLogo = (await t.app.inject({ method: 'GET', url: borrowedLogoUrl })).body;
  expect(borrowedLogo).toContain('<svg');

  const vendor = await tokenOf(DEMO_VENDOR_EMAIL);
  const [shop] = (await call('GET', '/vendor/my-shops', vendor)).json().items;
  demoVendorShopId = shop.id;
  const archived = await call(
    'GET',
    `/vendor/products?shopId=${demoVendorShopId}&status=archived`,
    vendor,
  );
  restoredProductId = archived.json().items[0].id;
  const restored = await call('POST', `/vendor/products/${restoredProductId}/restore`, vendor);
  expect(restored.statusCode, restored.body).toBe(200);

  const customer = await tokenOf('demo@vitrine.local');
  const addresses = (await call('GET', '/user/address', customer)).json().items as { id: string }[];
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) {
    expect((await call('DELETE', `/user/address/${address.id}`, customer)).statusCode).toBe(204);
  }

  // The restart.
  await t.close();
  t = await createTestApp(env);
}, 300_000);

afterAll(async () => {
  await t?.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a restart with demo data on', () => {
  it('gives no hours to a shop approved without them', async () => {
    const owner = await tokenOf(DEMO_APPLICANT_EMAIL);
    const availability = await call('GET', `/vendor/${approvedShopId}/availability`, owner);
    expect(availability.statusCode, availability.body).toBe(200);
    expect(Object.values(availability.json().weeklyHours).flat()).toEqual([]);
    expect(availability.json().exceptions).toEqual([]);
  });

  it('leaves the demo vendor’s restored product on sale', async () => {
    const product = await call('GET', `/products/${restoredProductId}`);
    expect(product.statusCode, product.body).toBe(200);
  });

  it('leaves the demo customer’s emptied address book empty', async () => {
    const customer = await tokenOf('demo@vitrine.local');
    expect((await call('GET', '/user/address', customer)).json().items).toEqual([]);
  });

  it('leaves the demo pictures as they were drawn, even one a new shop shows too', async () => {
    const logo = await t.app.inject({ method: 'GET', url: borrowedLogoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toBe(borrowedLogo);
  });

  it('keeps the demo data itself: the demo vendor’s shop still takes meetings', async () => {
    const slots = await call('GET', `/vendor/${demoVendorShopId}/slots?${week(7)}`);
    expect(slots.statusCode, slots.body).toBe(200);
    expect(slots.json().items.length).toBeGreaterThan(0);
  });
});

describe('a shop without meeting hours', () => {
  it('says on its page that it takes no video meetings yet', async () => {
    const shop = await call('GET', `/vendor/fetch-shop?id=${approvedShopId}`);
    expect(shop.json()).toMatchObject({ name: 'Anita Handlooms', takesMeetings: false });
    const demoShop = await call('GET', `/vendor/fetch-shop?id=${demoVendorShopId}`);
    expect(demoShop.json().takesMeetings).toBe(true);
  });

  it('answers a request for its slots with a 409 that says why', async () => {
    const slots = await call('GET', `/vendor/${approvedShopId}/slots?${week(7)}`);
    expect(slots.statusCode, slots.body.slice(0, 200)).toBe(409);
    expect(slots.json().error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/has not set its meeting hours/),
      details: [{ field: 'id', message: expect.stringMatching(/meeting hours/) }],
    });
  });

  it('refuses a booking with a 409 naming the shop', async () => {
    const customer = await tokenOf('demo@vitrine.local');
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    startsAt.setUTCHours(5, 30, 0, 0);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/booking',
      headers: bearer(customer),
      payload: { shopId: approvedShopId, startsAt: startsAt.toISOString() },
    });
    expect(booking.statusCode, booking.body).toBe(409);
    expect(booking.json().error).toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'shopId', message: expect.stringMatching(/meeting hours/) }],
    });
  });
});
