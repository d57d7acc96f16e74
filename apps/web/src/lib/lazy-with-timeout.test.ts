import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from './chunk-errors.ts';
import { CHUNK_LOAD_TIMEOUT_MS, withTimeout } from './lazy-with-timeout.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('rejects a chunk that has not loaded after 120 s, as a chunk-load error', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<never>(() => {});
    const loading = withTimeout(never);
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Loading a chunk timed out after 120000 ms');
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('resolves with the module when it arrives in time, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const module = { Component: () => null };
    await expect(withTimeout(() => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('passes on the import’s own failure unchanged', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withTimeout(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
