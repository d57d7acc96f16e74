import type { RoleFlags } from '@vitrine/contracts/auth';
import type { OfferPage } from '@vitrine/contracts/catalogue';
import type { OwnerOffer, OwnerOfferPage } from '@vitrine/contracts/shop-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTaxonomy } from '../catalogue/index.ts';
import { getJson, NO_SUCH_ID, parseCsv, seedSmallCatalogue } from '../catalogue/testing.ts';

const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });

const accountWith = (roles: Partial<RoleFlags>) => accountWithRoles(t.app, roles);

type Account = Awaited<ReturnType<typeof accountWith>>;
let owner: Account;
let rival: Account;
let customer: Account;
let admin: Account;
let shopId: string;
let rivalShopId: string;

beforeAll(async () => {
  await seedSmallCatalogue(t.app, 3);
  [owner, rival, customer, admin] = await Promise.all([
    accountWith({ vendor: true }),
    accountWith({ vendor: true }),
    accountWith({ customer: true }),
    accountWith({ admin: true }),
  ]);
  shopId = await createOwnedShop(t.app, owner.userId);
  rivalShopId = await createOwnedShop(t.app, rival.userId);
}, 60_000);
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: Account, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? bearer(who.token) : {},
    ...(payload ? { payload } : {}),
  });

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; details: { field: string }[] } }).error;

let codes = 0;
const festive = (overrides: Record<string, unknown> = {}) => ({
  shopId,
  title: 'Festive 15% off',
  code: `fest-${(codes += 1)}`,
  discount: { kind: 'percent', percent: 15 },
  validFrom: inDays(-1),
  validUntil: inDays(10),
  ...overrides,
});

async function createOffer(overrides: Record<string, unknown> = {}, who = owner) {
  const res = await send('POST', '/vendor/offers', who, festive(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OwnerOffer;
}

const publicIds = async (url: string) =>
  (await getJson<OfferPage>(t.app, url)).items.map((o) => o.id);

describe('POST /api/v1/vendor/offers', () => {
  it('creates an offer of my shop, code upper-cased, shown on /offers while valid', async () => {
    const created = await createOffer({ code: 'diwali-15' });
    expect(created).toMatchObject({
      offeror: 'shop',
      shop: { id: shopId },
      code: 'DIWALI-15',
      discount: { kind: 'percent', percent: 15 },
      status: 'active',
      premium: false,
    });
    expect(await publicIds(`/api/v1/offers?vendorId=${shopId}`)).toContain(created.id);
  });

  it('takes an amount off as money', async () => {
    const created = await createOffer({
      discount: { kind: 'amount', amount: { amountMinor: 50000, currency: 'INR' } },
    });
    expect(created.discount).toEqual({
      kind: 'amount',
      amount: { amountMinor: 50000, currency: 'INR' },
    });
  });

  it.each([
    ['title', { title: '' }],
    ['discount.percent', { discount: { kind: 'percent', percent: 0 } }],
    ['discount.percent', { discount: { kind: 'percent', percent: 101 } }],
    [
      'discount.amount.amountMinor',
      { discount: { kind: 'amount', amount: { amountMinor: 0, currency: 'INR' } } },
    ],
    ['code', { code: 'a b' }],
    ['validFrom', { validFrom: 'tomorrow' }],
    ['validUntil', { validFrom: inDays(5), validUntil: inDays(2) }],
    ['premium', { premium: true }],
  ])('refuses a bad %s with a 400 naming it', async (field, overrides) => {
    const res = await send('POST', '/vendor/offers', owner, festive(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).details.map((d) => d.field)).toContain(field);
  });

  it('refuses a code another live offer of the shop uses (409 naming code), not another shop’s', async () => {
    await createOffer({ code: 'SHAADI20' });
    const again = await send('POST', '/vendor/offers', owner, festive({ code: 'shaadi20' }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).details[0]!.field).toBe('code');
    await createOffer({ shopId: rivalShopId, code: 'SHAADI20' }, rival);
  });

  it("answers 404 for another owner's shop and 403 to a customer", async () => {
    expect(
      (await send('POST', '/vendor/offers', owner, festive({ shopId: rivalShopId }))).statusCode,
    ).toBe(404);
    expect((await send('POST', '/vendor/offers', customer, festive())).statusCode).toBe(403);
  });
});

describe('PATCH /api/v1/vendor/offers/:id', () => {
  it('changes the fields given and checks the window against the stored end', async () => {
    const created = await createOffer();
    const res = await send('PATCH', `/vendor/offers/${created.id}`, owner, {
      title: 'Now 20%',
      discount: { kind: 'percent', percent: 20 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Now 20%',
      discount: { percent: 20 },
      code: created.code,
    });
    const late = await send('PATCH', `/vendor/offers/${created.id}`, owner, {
      validFrom: inDays(30),
    });
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).details[0]!.field).toBe('validUntil');
  });

  it('refuses premium naming it, and answers 404 for another shop’s offer', async () => {
    const created = await createOffer();
    const premium = await send('PATCH', `/vendor/offers/${created.id}`, owner, { premium: true });
    expect(premium.statusCode).toBe(400);
    expect(errorOf(premium).details[0]!.field).toBe('premium');
    const theirs = await createOffer({ shopId: rivalShopId }, rival);
    expect(
      (await send('PATCH', `/vendor/offers/${theirs.id}`, owner, { title: 'Mine now' })).statusCode,
    ).toBe(404);
    expect(
      (await send('PATCH', `/vendor/offers/${theirs.id}`, customer, { title: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/v1/vendor/offers/:id/archive', () => {
  it('hides the offer from /offers and its export, keeps it for me, and frees its code', async () => {
    const created = await createOffer({ code: 'GONE-10' });
    const res = await send('POST', `/vendor/offers/${created.id}/archive`, owner);
    expect(res.json()).toMatchObject({ status: 'archived' });
    expect(await publicIds(`/api/v1/offers?vendorId=${shopId}`)).not.toContain(created.id);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/offers?vendorId=${shopId}&download=csv`,
    });
    expect(csv.body).not.toContain('GONE-10');
    expect(parseCsv(csv.body).length).toBeGreaterThan(1);

    const mine = (
      await send('GET', `/vendor/offers?shopId=${shopId}&status=archived`, owner)
    ).json() as OwnerOfferPage;
    expect(mine.items.map((o) => o.id)).toEqual([created.id]);
    const reused = await createOffer({ code: 'GONE-10' });
    const restore = await send('POST', `/vendor/offers/${created.id}/restore`, owner);
    expect(restore.statusCode).toBe(409);
    expect(reused.code).toBe('GONE-10');
  });

  it("answers 404 for another shop's offer", async () => {
    const theirs = await createOffer({ shopId: rivalShopId }, rival);
    expect((await send('POST', `/vendor/offers/${theirs.id}/archive`, owner)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/vendor/offers', () => {
  it('lists my offers, including expired ones, with search and paging; 404 for another shop', async () => {
    const expired = await createOffer({
      title: 'Monsoon sale',
      validFrom: inDays(-20),
      validUntil: inDays(-5),
    });
    const found = (
      await send('GET', `/vendor/offers?shopId=${shopId}&searchKey=monsoon`, owner)
    ).json() as OwnerOfferPage;
    expect(found.items.map((o) => o.id)).toEqual([expired.id]);
    expect(await publicIds(`/api/v1/offers?vendorId=${shopId}`)).not.toContain(expired.id);
    const paged = (
      await send('GET', `/vendor/offers?shopId=${shopId}&limit=1&page=2`, owner)
    ).json() as OwnerOfferPage;
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(2);
    expect((await send('GET', `/vendor/offers?shopId=${rivalShopId}`, owner)).statusCode).toBe(404);
  });
});

describe('premium placement of offers', () => {
  it('is asked by the shop and granted by staff, then on the premium strip', async () => {
    const created = await createOffer({ premiumRequested: true });
    expect(await publicIds('/api/v1/offers/premium-offers?limit=100')).not.toContain(created.id);
    expect(
      (await send('POST', `/admin/offers/${created.id}/premium`, owner, { premium: true }))
        .statusCode,
    ).toBe(403);
    const queue = async () =>
      (
        (await send('GET', '/admin/offers/premium-requests?limit=100', admin)).json() as {
          items: { id: string }[];
        }
      ).items.map((o) => o.id);
    expect(await queue()).toContain(created.id);
    const granted = await send('POST', `/admin/offers/${created.id}/premium`, admin, {
      premium: true,
    });
    expect(granted.json()).toMatchObject({ premium: true, premiumRequested: false });
    expect(await publicIds('/api/v1/offers/premium-offers?limit=100')).toContain(created.id);
    expect(await queue()).not.toContain(created.id);
    const refused = await send('POST', `/admin/offers/${created.id}/premium`, admin, {
      premium: false,
    });
    expect(refused.json()).toMatchObject({ premium: false });
    expect(
      (await send('POST', `/admin/offers/${NO_SUCH_ID}/premium`, admin, { premium: true }))
        .statusCode,
    ).toBe(404);
  });
});

describe("a code's rules through /vendor/offers", () => {
  it('saves the rules, shows them on /offers, and replaces them all on PATCH', async () => {
    const category = [...(await createTaxonomy(t.app.database.db).get()).categories.keys()][0]!;
    const created = await createOffer({
      rules: {
        minimumAmountMinor: 99_900,
        firstOrderOnly: true,
        perCustomerLimit: 1,
        categorySlugs: [category, category],
      },
    });
    expect(created.rules).toEqual({
      minimumAmountMinor: 99_900,
      firstOrderOnly: true,
      perCustomerLimit: 1,
      shopIds: [],
      categorySlugs: [category],
    });
    const shown = (
      await getJson<OfferPage>(t.app, `/api/v1/offers?vendorId=${shopId}&limit=100`)
    ).items.find((o) => o.id === created.id);
    expect(shown?.rules).toEqual(created.rules);

    const patched = await send('PATCH', `/vendor/offers/${created.id}`, owner, {
      rules: { perCustomerLimit: 3 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((patched.json() as OwnerOffer).rules).toEqual({
      minimumAmountMinor: null,
      firstOrderOnly: false,
      perCustomerLimit: 3,
      shopIds: [],
      categorySlugs: [],
    });
    // Without rules, a PATCH leaves them as they are.
    const titled = await send('PATCH', `/vendor/offers/${created.id}`, owner, { title: 'New' });
    expect((titled.json() as OwnerOffer).rules.perCustomerLimit).toBe(3);
  });

  it('has no rules unless given', async () => {
    expect((await createOffer()).rules).toEqual({
      minimumAmountMinor: null,
      firstOrderOnly: false,
      perCustomerLimit: null,
      shopIds: [],
      categorySlugs: [],
    });
  });

  it.each([
    ['rules.minimumAmountMinor', { minimumAmountMinor: 0 }],
    ['rules.minimumAmountMinor', { minimumAmountMinor: 12.5 }],
    ['rules.perCustomerLimit', { perCustomerLimit: 0 }],
    ['rules.firstOrderOnly', { firstOrderOnly: 'yes' }],
    ['rules.categorySlugs', { categorySlugs: ['no-such-category'] }],
    ['rules.categorySlugs', { categorySlugs: 'kurtas' }],
    ['rules.shopIds', { shopIds: [NO_SUCH_ID] }],
  ])('refuses a bad %s with a 400 naming it', async (field, rules) => {
    const res = await send('POST', '/vendor/offers', owner, festive({ rules }));
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).details.map((d) => d.field)).toContain(field);
  });
});
