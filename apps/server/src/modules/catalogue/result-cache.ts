/**
 * A small in-process cache of computed answers: at most `maxEntries` (least recently used go
 * first), each for `ttlMs`. Concurrent requests for the same key share one computation, and a
 * failed computation is not kept. `ttlMs` 0 turns it off.
 *
 * Why: a faceted search over thousands of matching shops costs tens of milliseconds of database
 * time, and shoppers repeat the same searches (landing pages, popular words, paging back). The
 * same reason Elasticsearch caches aggregation results per request.
 */
export function createResultCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  clock: () => Date;
}) {
  const { ttlMs, maxEntries, clock } = options;
  const entries = new Map<string, { storedAt: number; value: Promise<T> }>();

  return {
    async getOrCompute(key: string, compute: () => Promise<T>): Promise<T> {
      if (ttlMs === 0) return compute();
      const now = clock().getTime();
      const hit = entries.get(key);
      if (hit && now - hit.storedAt < ttlMs) {
        // Map keeps insertion order: re-inserting marks the entry as recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const value = compute();
      entries.set(key, { storedAt: now, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },

    clear(): void {
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type ResultCache<T> = ReturnType<typeof createResultCache<T>>;

/** A key that does not depend on parameter order or on how multi-values were spelled. */
export function cacheKeyOf(query: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(query)
      .filter((key) => query[key] !== undefined)
      .sort()
      .map((key) => {
        const value = query[key];
        return [key, Array.isArray(value) ? [...value].map(String).sort() : value];
      }),
  );
}
