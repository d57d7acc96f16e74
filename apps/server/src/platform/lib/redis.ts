import type { FastifyBaseLogger } from 'fastify';
import { createClient, type RedisClientType } from 'redis';

/**
 * A Redis client for `purpose` (named in log lines). Fails start-up if Redis is unreachable;
 * once running, reconnects with a capped back-off and logs problems as warnings.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  purpose: string,
): Promise<RedisClientType> {
  let started = false;
  const client: RedisClientType = createClient({
    url,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries, cause) => {
        if (!started && retries >= 3)
          return new Error(`Redis (REDIS_URL) unreachable: ${cause.message}`);
        return Math.min(100 * 2 ** retries, 5_000);
      },
    },
  });
  client.on('error', (error: Error) => {
    if (started) log.warn({ err: error }, `${purpose}: Redis connection problem`);
  });
  await client.connect();
  started = true;
  return client;
}
