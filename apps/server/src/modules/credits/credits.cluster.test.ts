import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../test/accounts.ts';
import {
  startTwoInstances,
  twoInstancesUnavailable,
  type TwoInstances,
} from '../../test/two-instances.ts';
import { waitFor } from '../../test/wait-for.ts';
import { enqueue } from '../../platform/outbox/index.ts';

const skip = twoInstancesUnavailable('credits');

describe.skipIf(skip)('remembered balances on two instances behind one Redis', () => {
  let cluster: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    // Remembered for a minute: only the broadcast can explain a fresh balance within a second.
    cluster = await startTwoInstances({ CREDITS_CACHE_TTL_MS: '60000' });
    ({ a, b } = cluster);
  });
  afterAll(() => cluster?.close());

  const balanceOn = async (app: FastifyInstance, token: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/user/credits',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { balance: number }).balance;
  };

  it('drops the answer B remembers when a change committed elsewhere is delivered', async () => {
    const { token, user } = await registerAccount(a);
    expect(await balanceOn(b, token)).toBe(0);

    // A change committed by another process: nothing in this one hears its commit, so only its
    // credits:changed event (delivered by either instance, broadcast to both) can reach B.
    await a.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into credit_account (user_id, balance) values (${user.id}, 30)`);
      await enqueue(tx, 'credits:changed', {
        userId: user.id,
        balance: 30,
        entryId: 1,
        kind: 'staff_adjustment',
      });
    });
    const started = Date.now();
    await waitFor(async () => ((await balanceOn(b, token)) === 30 ? true : undefined), {
      timeoutMs: 5000,
      what: 'instance B to show the new balance',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
