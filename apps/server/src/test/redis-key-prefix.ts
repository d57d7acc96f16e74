/**
 * A REDIS_KEY_PREFIX of its own for one test's servers: the attempt limits, channels and streams
 * of one test never meet another's, nor a second run's on the same Redis (registering from
 * 127.0.0.1 would otherwise hit the limit of 10 per 15 minutes shared by every run).
 */
export const testRedisKeyPrefix = () =>
  `vitrine:test:${process.pid}:${Math.random().toString(36).slice(2, 10)}`;
