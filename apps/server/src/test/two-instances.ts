import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { testRedisKeyPrefix } from './redis-key-prefix.ts';
import { createTestDatabaseUrl } from './test-app.ts';

/**
 * Two app instances behind one Redis on one PostgreSQL database, as a cluster runs: for the tests
 * that prove something reaches every instance. CI sets both services; elsewhere those tests are
 * skipped with a warning that says how to run them.
 */
const redisUrl = process.env.REDIS_URL;

/** True (and a warning naming what is missing) when the two-instance tests cannot run here. */
export function twoInstancesUnavailable(what: string): boolean {
  const missing = [
    !redisUrl && 'REDIS_URL',
    !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL',
  ].filter(Boolean);
  if (missing.length === 0) return false;
  console.warn(
    `\n*** SKIPPING the two-instance ${what} tests: ${missing.join(' and ')} not set. ***\n` +
      '*** Run them with REDIS_URL=redis://127.0.0.1:6379 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ***\n',
  );
  return true;
}

export type TwoInstances = {
  a: FastifyInstance;
  b: FastifyInstance;
  config: Config;
  /** REDIS_KEY_PREFIX of this run only, so runs sharing the Redis (and their limits) stay apart. */
  prefix: string;
  /** Closes instance B and starts it again on the same database and Redis. */
  restartB: () => Promise<FastifyInstance>;
  /** Closes both, deletes this run's Redis keys, drops the database. */
  close: () => Promise<void>;
};

export async function startTwoInstances(
  env: Record<string, string>,
  options: BuildAppOptions = {},
): Promise<TwoInstances> {
  const prefix = testRedisKeyPrefix();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-cluster-'));
  const database = await createTestDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: prefix,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
    ...env,
  });
  const start = async () => {
    const app = await buildApp(config, options);
    await app.ready();
    return app;
  };
  // One after the other: both apply the migrations to the shared database on start.
  const instances: TwoInstances = {
    a: await start(),
    b: await start(),
    config,
    prefix,
    restartB: async () => {
      await instances.b.close();
      instances.b = await start();
      return instances.b;
    },
    close: async () => {
      await Promise.allSettled([instances.a.close(), instances.b.close()]);
      const redis = createClient({ url: redisUrl });
      await redis.connect();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(keys);
      await redis.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return instances;
}
