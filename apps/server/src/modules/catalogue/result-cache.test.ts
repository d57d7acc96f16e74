import { describe, expect, it } from 'vitest';
import { cacheKeyOf, createResultCache } from './result-cache.ts';

const clockAt = (start: number) => {
  let now = start;
  return { clock: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe('createResultCache', () => {
  it('reuses an answer within its time to live and computes again after it', async () => {
    const time = clockAt(0);
    const cache = createResultCache<number>({ ttlMs: 1000, maxEntries: 10, clock: time.clock });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.getOrCompute('a', compute)).toBe(1);
    time.advance(999);
    expect(await cache.getOrCompute('a', compute)).toBe(1);
    time.advance(1);
    expect(await cache.getOrCompute('a', compute)).toBe(2);
  });

  it('shares one computation between concurrent requests for the same key', async () => {
    const cache = createResultCache<string>({
      ttlMs: 1000,
      maxEntries: 10,
      clock: () => new Date(0),
    });
    let calls = 0;
    const slow = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`v${++calls}`), 5));
    const answers = await Promise.all([1, 2, 3].map(() => cache.getOrCompute('k', slow)));
    expect(answers).toEqual(['v1', 'v1', 'v1']);
    expect(calls).toBe(1);
  });

  it('does not keep a failure', async () => {
    const cache = createResultCache<string>({
      ttlMs: 1000,
      maxEntries: 10,
      clock: () => new Date(0),
    });
    await expect(
      cache.getOrCompute('k', async () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow('db down');
    expect(await cache.getOrCompute('k', async () => 'ok')).toBe('ok');
  });

  it('forgets the least recently used answer when full', async () => {
    const cache = createResultCache<string>({
      ttlMs: 1000,
      maxEntries: 2,
      clock: () => new Date(0),
    });
    await cache.getOrCompute('a', async () => 'a1');
    await cache.getOrCompute('b', async () => 'b1');
    await cache.getOrCompute('a', async () => 'a2'); // a is now the most recent
    await cache.getOrCompute('c', async () => 'c1'); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.getOrCompute('a', async () => 'a3')).toBe('a1');
    expect(await cache.getOrCompute('b', async () => 'b2')).toBe('b2');
  });

  it('computes every time when the time to live is 0, and clear() empties it', async () => {
    const cache = createResultCache<number>({ ttlMs: 0, maxEntries: 10, clock: () => new Date(0) });
    let n = 0;
    await cache.getOrCompute('a', async () => ++n);
    expect(await cache.getOrCompute('a', async () => ++n)).toBe(2);
    const kept = createResultCache<number>({
      ttlMs: 1000,
      maxEntries: 10,
      clock: () => new Date(0),
    });
    await kept.getOrCompute('a', async () => 1);
    kept.clear();
    expect(await kept.getOrCompute('a', async () => 2)).toBe(2);
  });
});

describe('cacheKeyOf', () => {
  it('ignores parameter order, value order and absent values', () => {
    expect(cacheKeyOf({ b: ['y', 'x'], a: 1, c: undefined })).toBe(
      cacheKeyOf({ a: 1, b: ['x', 'y'] }),
    );
    expect(cacheKeyOf({ a: 1 })).not.toBe(cacheKeyOf({ a: 2 }));
  });
});
