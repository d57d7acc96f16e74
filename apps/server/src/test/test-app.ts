import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
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
  { databasePrefix = 'vitrine_test' }: { databasePrefix?: string } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${databasePrefix.replaceAll('_', '-')}-`));
  // A DATABASE_URL of the caller's own (PGlite in memory, a database it made) needs no throwaway one.
  const database =
    env.DATABASE_URL === undefined
      ? await createTestDatabaseUrl(databasePrefix)
      : { url: env.DATABASE_URL, drop: async () => {} };
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

/** The configuration of the shared app: the defaults, with attempt limits no test file reaches. */
export const sharedTestAppEnv = { AUTH_RATE_LIMIT_MAX: '100000' } as const;

let shared: Promise<TestApp> | undefined;

/**
 * The app of this test worker: built once (the default configuration, `sharedTestAppEnv`) and
 * used by every test file of the worker that calls this, one file after another. A file that
 * uses it shares the database with the files before it, so it makes its own accounts, shops and
 * rows, and asserts only on those (never on a count or list of everything); a file that needs
 * its own configuration, clock or an empty database calls `createTestApp`. `close` does nothing:
 * the worker's end closes the app, and the server project's global set-up (global-setup.ts)
 * drops its database after the run.
 */
export function sharedTestApp(): Promise<TestApp> {
  shared ??= makeSharedTestApp().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}

async function makeSharedTestApp(): Promise<TestApp> {
  // Imported here: scripts outside vitest (scripts/api-reference.ts) import this module.
  const { inject } = await import('vitest');
  // `vitrine_shared_<run>`: the global set-up drops this run's shared databases by the prefix.
  const databasePrefix = `vitrine_shared_${inject('testRun')}`;
  const t = await createTestApp(sharedTestAppEnv, {}, { databasePrefix });
  return { ...t, close: async () => {} };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** An id of this vitest run (letters and digits), from the server project's global set-up. */
    testRun: string;
  }
}
