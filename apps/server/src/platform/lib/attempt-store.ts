import type { RedisClientType } from 'redis';

/** One count an attempt adds to, refused once it holds `limit` attempts within the window. */
export type AttemptCounter = { key: string; limit: number };

/**
 * A progressive delay: once the first counter holds `after` attempts, the next one must wait
 * `baseMs`, then twice that after each further attempt, up to `capMs`; `key` holds the wait.
 */
export type AttemptDelay = { key: string; after: number; baseMs: number; capMs: number };

/** `retryAfterMs` is 0 when the attempt was counted, otherwise how long until one would be. */
export type AttemptVerdict = { retryAfterMs: number };

/**
 * Where attempt counts live: this process's memory, or Redis so every instance shares them and
 * they outlive a restart. `take` checks every counter (and the delay) and, only if none refuses,
 * counts the attempt on all of them, as one atomic step: parallel attempts cannot slip past.
 */
export type AttemptStore = {
  take: (
    counters: AttemptCounter[],
    windowMs: number,
    delay?: AttemptDelay,
  ) => Promise<AttemptVerdict>;
  /** Forgets these counters and waits (a correct password clears its own guesses). */
  clear: (keys: string[]) => Promise<void>;
};

const delayFor = (delay: AttemptDelay, count: number) =>
  count < delay.after ? 0 : Math.min(delay.baseMs * 2 ** (count - delay.after), delay.capMs);

/** Counts in a Map, expired entries dropped as they are met and swept when the map grows. */
export function createMemoryAttemptStore(now: () => number = Date.now): AttemptStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    if (entries.size < 10_000) return;
    for (const [key, entry] of entries) if (entry.expiresAt <= now()) entries.delete(key);
  };

  return {
    async take(counters, windowMs, delay) {
      const wait = delay && live(delay.key);
      if (wait) return { retryAfterMs: wait.expiresAt - now() };
      for (const counter of counters) {
        const entry = live(counter.key);
        if (entry && entry.count >= counter.limit) return { retryAfterMs: entry.expiresAt - now() };
      }
      sweep();
      const counts = counters.map((counter) => {
        const entry = live(counter.key) ?? { count: 0, expiresAt: now() + windowMs };
        entry.count += 1;
        entries.set(counter.key, entry);
        return entry.count;
      });
      const waitMs = delay ? delayFor(delay, counts[0] ?? 0) : 0;
      if (delay && waitMs > 0) entries.set(delay.key, { count: 1, expiresAt: now() + waitMs });
      return { retryAfterMs: 0 };
    },
    async clear(keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

// KEYS: the counters, then the delay's key. ARGV: window, counter count, each limit, then
// (when there is a delay) after, baseMs, capMs. Answers 0 (counted) or the wait in ms.
const takeScript = `
local window = tonumber(ARGV[1])
local n = tonumber(ARGV[2])
local hasDelay = #KEYS > n
if hasDelay then
  local wait = redis.call('PTTL', KEYS[n + 1])
  if wait > 0 then return wait end
end
for i = 1, n do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count >= tonumber(ARGV[2 + i]) then
    local ttl = redis.call('PTTL', KEYS[i])
    if ttl > 0 then return ttl end
    redis.call('DEL', KEYS[i])
  end
end
local first = 0
for i = 1, n do
  local count = redis.call('INCR', KEYS[i])
  if count == 1 then redis.call('PEXPIRE', KEYS[i], window) end
  if i == 1 then first = count end
end
if hasDelay then
  local after = tonumber(ARGV[3 + n])
  if first >= after then
    local ms = math.min(tonumber(ARGV[4 + n]) * 2 ^ (first - after), tonumber(ARGV[5 + n]))
    if ms >= 1 then redis.call('SET', KEYS[n + 1], '1', 'PX', math.floor(ms)) end
  end
end
return 0
`;

/** The same counts in Redis under `prefix`, one Lua script per attempt. */
export function createRedisAttemptStore(redis: RedisClientType, prefix: string): AttemptStore {
  const named = (key: string) => `${prefix}:${key}`;
  return {
    async take(counters, windowMs, delay) {
      const keys = counters.map((counter) => named(counter.key));
      const args = [String(windowMs), String(counters.length)];
      args.push(...counters.map((counter) => String(counter.limit)));
      if (delay) {
        keys.push(named(delay.key));
        args.push(String(delay.after), String(delay.baseMs), String(delay.capMs));
      }
      const answer = await redis.eval(takeScript, { keys, arguments: args });
      return { retryAfterMs: Number(answer) };
    },
    async clear(keys) {
      if (keys.length > 0) await redis.del(keys.map(named));
    },
  };
}
