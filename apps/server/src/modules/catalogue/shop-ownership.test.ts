import { afterAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { sharedTestApp } from '../../test/test-app.ts';
import { createUsersRepository } from '../users/index.ts';
import { createShopMembersRepository } from './shop-members.repository.ts';
import { createShopOwnership } from './shop-ownership.ts';

const t = await sharedTestApp();
afterAll(() => t.close());
const ownership = createShopOwnership({
  shopMembersRepository: createShopMembersRepository(t.app.database.db),
});

describe('shop ownership', () => {
  it('lists the shops a user runs, oldest first, and no one else’s', async () => {
    const owner = (await registerAccount(t.app)).user.id;
    const stranger = (await registerAccount(t.app)).user.id;
    const first = await createOwnedShop(t.app, owner);
    const second = await createOwnedShop(t.app, owner);
    const theirs = await createOwnedShop(t.app, stranger);

    expect(await ownership.shopIdsOf(owner)).toEqual([first, second]);
    expect(await ownership.shopIdsOf(stranger)).toEqual([theirs]);
    expect(await ownership.runs(owner, second)).toBe(true);
    expect(await ownership.runs(owner, theirs)).toBe(false);
  });

  it('counts a team member as running the shop, and allows one owner only', async () => {
    const owner = (await registerAccount(t.app)).user.id;
    const helper = (await registerAccount(t.app)).user.id;
    const shopId = await createOwnedShop(t.app, owner);
    const members = createShopMembersRepository(t.app.database.db);
    await members.insert([{ shopId, userId: helper, role: 'team' }]);
    expect(await ownership.runs(helper, shopId)).toBe(true);
    const other = (await registerAccount(t.app)).user.id;
    // A second owner is not added: the shop keeps its one owner.
    await members.insert([{ shopId, userId: other, role: 'owner' }]);
    expect(await ownership.runs(other, shopId)).toBe(false);
  });
});

describe('GET /api/v1/vendor/my-shops', () => {
  it('lists the shops the signed-in vendor runs, and only those', async () => {
    const users = createUsersRepository(t.app.database.db);
    const vendor = await registerAccount(t.app);
    await users.setRoles(vendor.user.id, {
      customer: false,
      vendor: true,
      employee: false,
      admin: false,
    });
    const mine = await createOwnedShop(t.app, vendor.user.id, { name: 'Kesar Looms' });
    await createOwnedShop(t.app, (await registerAccount(t.app)).user.id);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/vendor/my-shops',
      headers: bearer(vendor.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().items.map((shop: { id: string; name: string }) => [shop.id, shop.name]),
    ).toEqual([[mine, 'Kesar Looms']]);
  });
});
