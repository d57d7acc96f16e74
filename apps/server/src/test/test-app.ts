import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { createTestDatabaseUrl } from './test-database.ts';

export { createTestDatabaseUrl, postgresUnavailable } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
};

/** Builds the real app on a throwaway database; `env` overrides any variable. */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  options: Omit<BuildAppOptions, 'database'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-test-'));
  const database = await createTestDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const app = await buildApp(config, options);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
