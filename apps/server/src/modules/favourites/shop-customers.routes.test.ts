import type { RoleFlags } from '@vitrine/contracts/auth';
import type { ShopCustomerPage } from '@vitrine/contracts/shop-console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newAccount, registerAccount } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { sharedTestApp } from '../../test/test-app.ts';
import { createUsersRepository } from '../users/index.ts';

const t = await sharedTestApp();
const users = createUsersRepository(t.app.database.db);
const none: RoleFlags = { customer: false, vendor: false, employee: false, admin: false };

async function accountWith(roles: Partial<RoleFlags>, name = 'Asha Tester') {
  const { token, user, email } = await registerAccount(t.app, newAccount({ name }));
  await users.setRoles(user.id, { ...none, ...roles });
  return { token, userId: user.id, email };
}

const favourite = async (token: string, shopId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/favourite-shops',
    headers: bearer(token),
    payload: { shopId },
  });
  expect(res.statusCode, res.body).toBe(201);
};

const search = (token: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/vendor/customers/search${query}`,
    headers: bearer(token),
  });

let ownerA: { token: string; userId: string };
let ownerB: { token: string; userId: string };
let shopA: string;
let shopB: string;
const names = ['Meera Kapoor', 'Rohan Iyer', 'Meena Das'];
let emails: string[];

beforeAll(async () => {
  ownerA = await accountWith({ vendor: true });
  ownerB = await accountWith({ vendor: true });
  shopA = await createOwnedShop(t.app, ownerA.userId);
  shopB = await createOwnedShop(t.app, ownerB.userId);
  emails = [];
  for (const name of names) {
    const customer = await accountWith({ customer: true }, name);
    emails.push(customer.email);
    await favourite(customer.token, shopA);
  }
  // Only shop B's customer: shop A's owner must never see them.
  const onlyB = await accountWith({ customer: true }, 'Meher Bhatt');
  await favourite(onlyB.token, shopB);
}, 120_000);
afterAll(() => t.close());

describe('GET /api/v1/vendor/customers/search', () => {
  it("lists the shop's own customers, newest first, and nobody else's", async () => {
    const res = await search(ownerA.token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as ShopCustomerPage;
    expect(page.total).toBe(3);
    expect(page.items.map((c) => c.name)).toEqual([...names].reverse());
    expect(page.items[0]!.relations).toEqual(['favourite']);

    const other = (await search(ownerB.token)).json() as ShopCustomerPage;
    expect(other.items.map((c) => c.name)).toEqual(['Meher Bhatt']);
  });

  it('matches a name or an email, in any case, within the shop only', async () => {
    const byName = (await search(ownerA.token, '?searchKey=mee')).json() as ShopCustomerPage;
    expect(byName.items.map((c) => c.name).sort()).toEqual(['Meena Das', 'Meera Kapoor']);
    // "Meher" favourited shop B only.
    const meher = (await search(ownerA.token, '?searchKey=meher')).json() as ShopCustomerPage;
    expect(meher.total).toBe(0);
    const byEmail = (
      await search(ownerA.token, `?searchKey=${encodeURIComponent(emails[1]!.toUpperCase())}`)
    ).json() as ShopCustomerPage;
    expect(byEmail.items.map((c) => c.name)).toEqual(['Rohan Iyer']);
    // Pattern characters are taken literally.
    const percent = (await search(ownerA.token, '?searchKey=%25')).json() as ShopCustomerPage;
    expect(percent.total).toBe(0);
  });

  it('pages the list', async () => {
    const second = (await search(ownerA.token, '?limit=2&page=2')).json() as ShopCustomerPage;
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items.map((c) => c.name)).toEqual([names[0]]);
  });

  it("answers 404 for another owner's shop, and 403 to a customer", async () => {
    const res = await search(ownerA.token, `?shopId=${shopB}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    const customer = await accountWith({ customer: true });
    expect((await search(customer.token)).statusCode).toBe(403);
  });
});
