import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryAttemptStore,
  createRedisAttemptStore,
  type AttemptStore,
} from './attempt-store.ts';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  console.warn('\n*** SKIPPING the Redis attempt-store tests: REDIS_URL not set. ***\n');
}

const delay = (key: string) => ({ key, after: 2, baseMs: 1000, capMs: 3000 });

/** The rules both stores follow; `key` makes names unique per run (Redis is shared). */
function behavesAsAnAttemptStore(store: () => AttemptStore, key: (name: string) => string) {
  it('counts attempts up to the limit, then answers how long until the window ends', async () => {
    const counter = { key: key('limit'), limit: 2 };
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push(await store().take([counter], 60_000));
    expect(verdicts.slice(0, 2)).toEqual([{ retryAfterMs: 0 }, { retryAfterMs: 0 }]);
    expect(verdicts[2]!.retryAfterMs).toBeGreaterThan(59_000);
    expect(verdicts[2]!.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('counts nothing on any counter when one of them refuses', async () => {
    const full = { key: key('full'), limit: 1 };
    const other = { key: key('other'), limit: 1 };
    await store().take([full], 60_000);
    expect((await store().take([other, full], 60_000)).retryAfterMs).toBeGreaterThan(0);
    expect(await store().take([other], 60_000)).toEqual({ retryAfterMs: 0 });
  });

  it('makes attempts wait from the `after`-th on, doubling up to the cap', async () => {
    const counter = { key: key('slowed'), limit: 100 };
    const wait = delay(key('wait'));
    expect(await store().take([counter], 60_000, wait)).toEqual({ retryAfterMs: 0 });
    expect(await store().take([counter], 60_000, wait)).toEqual({ retryAfterMs: 0 });
    const first = await store().take([counter], 60_000, wait);
    expect(first.retryAfterMs).toBeGreaterThan(900);
    expect(first.retryAfterMs).toBeLessThanOrEqual(1000);
  });

  it('forgets cleared counters and waits', async () => {
    const counter = { key: key('cleared'), limit: 2 };
    const wait = delay(key('cleared-wait'));
    await store().take([counter], 60_000, wait);
    await store().take([counter], 60_000, wait);
    await store().clear([counter.key, wait.key]);
    expect(await store().take([counter], 60_000, wait)).toEqual({ retryAfterMs: 0 });
    expect(await store().take([counter], 60_000, wait)).toEqual({ retryAfterMs: 0 });
  });
}

describe('memory attempt store', () => {
  let now = 1_000_000;
  const memory = createMemoryAttemptStore(() => now);
  let n = 0;
  behavesAsAnAttemptStore(
    () => memory,
    (name) => `${name}-${++n}`,
  );

  it('doubles the wait with each further attempt and caps it, on its clock', async () => {
    const counter = { key: 'clocked', limit: 100 };
    const wait = delay('clocked-wait');
    await memory.take([counter], 600_000, wait);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(await memory.take([counter], 600_000, wait)).toEqual({ retryAfterMs: 0 });
      const { retryAfterMs } = await memory.take([counter], 600_000, wait);
      waits.push(retryAfterMs);
      now += retryAfterMs;
    }
    expect(waits).toEqual([1000, 2000, 3000]);
  });

  it('starts a new window once the old one has passed', async () => {
    const counter = { key: 'windowed', limit: 1 };
    await memory.take([counter], 10_000);
    expect((await memory.take([counter], 10_000)).retryAfterMs).toBe(10_000);
    now += 10_000;
    expect(await memory.take([counter], 10_000)).toEqual({ retryAfterMs: 0 });
  });
});

describe.skipIf(!redisUrl)('Redis attempt store', () => {
  const prefix = `vitrine:test:attempts:${process.pid}:${Math.random().toString(36).slice(2, 10)}`;
  let redis: RedisClientType;
  let store: AttemptStore;
  beforeAll(async () => {
    redis = createClient({ url: redisUrl });
    await redis.connect();
    store = createRedisAttemptStore(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(keys);
    await redis.close();
  });
  behavesAsAnAttemptStore(
    () => store,
    (name) => name,
  );
});
