import type { RoleFlags } from '@vitrine/contracts/auth';
import type { ShopSearchResult } from '@vitrine/contracts/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import {
  startTwoInstances,
  twoInstancesUnavailable,
  type TwoInstances,
} from '../../test/two-instances.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createUsersRepository } from '../users/index.ts';
import { getJson, seedSmallCatalogue } from './testing.ts';

const skip = twoInstancesUnavailable('shop profile');
const none: RoleFlags = { customer: false, vendor: false, employee: false, admin: false };

describe.skipIf(skip)("an owner's edit on two instances behind one Redis", () => {
  let cluster: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let token: string;
  let shopId: string;

  beforeAll(async () => {
    cluster = await startTwoInstances(
      // Long enough that only shop:changed can explain what these tests see within a second.
      { SHOP_INDEX_CHECK_INTERVAL_MS: '3600000', AUTH_RATE_LIMIT_MAX: '1000' },
    );
    ({ a, b } = cluster);
    await seedSmallCatalogue(a, 10);
    const owner = await registerAccount(a);
    await createUsersRepository(a.database.db).setRoles(owner.user.id, { ...none, vendor: true });
    token = owner.token;
    shopId = await createOwnedShop(a, owner.user.id, { name: 'Wombat Weaves' });
  });
  afterAll(() => cluster?.close());

  const search = (app: FastifyInstance, query: string) =>
    getJson<ShopSearchResult>(app, `/api/v1/vendor/fetch-shops?${query}`);

  it('is found on the other instance within a second, by its new words and its new city', async () => {
    // Instance B has loaded its index, its city list and cached the empty answer beforehand.
    expect((await search(b, 'searchKey=pashminaquilt')).total).toBe(0);
    expect((await search(b, 'limit=1')).total).toBeGreaterThan(0);

    const started = performance.now();
    const res = await a.inject({
      method: 'PATCH',
      url: '/api/v1/vendor/updateVendor',
      headers: bearer(token),
      payload: { shopId, description: 'Pashminaquilt shawls', city: 'Kargil', state: 'Ladakh' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = await waitFor(
      async () => {
        const body = await search(b, 'searchKey=pashminaquilt');
        return body.total > 0 ? body : undefined;
      },
      { timeoutMs: 5000, intervalMs: 10, what: 'the edited shop on instance B' },
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(found.items.map((item) => item.id)).toEqual([shopId]);
    // The new city is a known filter value on B too (its city list was dropped).
    const inKargil = await search(b, 'city=Kargil');
    expect(inKargil.items.map((item) => item.id)).toEqual([shopId]);
  });
});
