import type { RoleFlags } from '@vitrine/contracts/auth';
import { sameHoursEveryDay, type SlotList } from '@vitrine/contracts/availability';
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

const skip = twoInstancesUnavailable('availability');

describe.skipIf(skip)('availability on two instances behind one Redis', () => {
  let cluster: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let token: string;
  let shopId: string;

  beforeAll(async () => {
    cluster = await startTwoInstances({});
    ({ a, b } = cluster);
    const account = await registerAccount(a);
    const none: RoleFlags = { customer: false, vendor: false, employee: false, admin: false };
    await createUsersRepository(a.database.db).setRoles(account.user.id, { ...none, vendor: true });
    token = account.token;
    shopId = await createOwnedShop(a, account.user.id, { timeZone: 'Asia/Kolkata' });
  });
  afterAll(() => cluster?.close());

  const setHours = async (hours: { start: string; end: string }[]) => {
    const res = await a.inject({
      method: 'PUT',
      url: `/api/v1/vendor/${shopId}/availability`,
      headers: bearer(token),
      payload: { weeklyHours: sameHoursEveryDay(hours), minimumNoticeMinutes: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** B's slots for the next three days; none when it answers that the shop takes no meetings. */
  const slotsOnB = async () => {
    const from = new Date();
    const to = new Date(from.getTime() + 3 * 24 * 60 * 60 * 1000);
    const res = await b.inject({
      method: 'GET',
      url: `/api/v1/vendor/${shopId}/slots?from=${from.toISOString()}&to=${to.toISOString()}`,
    });
    // A shop without meeting hours takes no meetings: 409 naming the shop, not an empty list.
    if (res.statusCode === 409) {
      expect(res.json<{ error: { details: { field: string }[] } }>().error.details).toEqual([
        expect.objectContaining({ field: 'id' }),
      ]);
      return [];
    }
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SlotList>().items;
  };

  it('shows the owner closing every day, set on one instance, on the other within a second', async () => {
    await setHours([{ start: '00:00', end: '23:30' }]);
    // B remembers the open week now (for 5 s, longer than this test waits).
    await waitFor(async () => ((await slotsOnB()).length > 0 ? true : undefined), {
      timeoutMs: 5000,
      what: 'instance B to show the open week',
    });
    const changed = Date.now();
    await setHours([]);
    await waitFor(async () => ((await slotsOnB()).length === 0 ? true : undefined), {
      timeoutMs: 1000,
      intervalMs: 10,
      what: 'instance B to show the shop closed',
    });
    expect(Date.now() - changed).toBeLessThan(1000);
  });
});
