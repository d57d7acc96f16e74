import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, databaseUrl } from './postgres-template.ts';
import { createTestApp, createTestDatabaseUrl } from './test-app.ts';

/** The configuration of a start with demo data on a database and data folder that live on. */
export type DemoEnv = { SEED_DEMO_DATA: 'true'; DATA_DIR: string; DATABASE_URL: string };

export type DemoDatabase = {
  /** Start an app with these (createTestApp(env)) to start it on the demo database. */
  env: DemoEnv;
  /** Drops the database and removes the data folder. */
  drop: () => Promise<void>;
};

/**
 * A database and data folder as the first start with demo data leaves them (`npm start` on a new
 * machine: every migration, then the whole demo seed, 200 shops and their ~7,000 pictures drawn
 * into DATA_DIR/media), each caller's own. On PostgreSQL (TEST_DATABASE_URL) that first start
 * happens once per test run: `createTestApp` with SEED_DEMO_DATA on an empty database and data
 * folder, under an advisory lock (a worker asking meanwhile waits for it), kept under a name
 * given only once it is complete; each caller gets a copy of it (`CREATE DATABASE … TEMPLATE`, and
 * the folder copied), a fraction of a seed's CPU. The server project's global set-up
 * (global-setup.ts) drops it with the run's other shared databases and folders. Without
 * TEST_DATABASE_URL (PGlite in the data folder, one process's) each caller makes its own first
 * start.
 */
export async function demoDatabase(): Promise<DemoDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-demo-'));
    const env: DemoEnv = { SEED_DEMO_DATA: 'true', DATA_DIR: dataDir, DATABASE_URL: '' };
    await firstStart(env);
    return { env, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const made = await madeOnce(serverUrl);
  const name = `vitrine_demo_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-demo-'));
  cpSync(made.dataDir, dataDir, { recursive: true });
  await withAdmin(serverUrl, (admin) => createTestDatabase(admin, name, made.database));
  return {
    env: { SEED_DEMO_DATA: 'true', DATA_DIR: dataDir, DATABASE_URL: databaseUrl(serverUrl, name) },
    drop: async () => {
      await withAdmin(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a first start with demo data does: migrate, seed, draw the pictures; then close. */
async function firstStart(env: DemoEnv): Promise<void> {
  const t = await createTestApp(env);
  // Closes the app; the database and folder named by `env` stay (createTestApp made neither).
  await t.close();
}

let made: Promise<{ database: string; dataDir: string }> | undefined;

function madeOnce(serverUrl: string): Promise<{ database: string; dataDir: string }> {
  made ??= makeDemoDatabase(serverUrl).catch((error: unknown) => {
    made = undefined;
    throw error;
  });
  return made;
}

async function makeDemoDatabase(serverUrl: string): Promise<{ database: string; dataDir: string }> {
  const { inject } = await import('vitest');
  // `vitrine_shared_<run>…`: the global set-up drops this run's shared databases and folders.
  const prefix = `vitrine_shared_${inject('testRun')}`;
  const database = `${prefix}_demo`;
  const dataDir = path.join(tmpdir(), `${prefix.replaceAll('_', '-')}-demo`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [database]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount && existsSync(dataDir)) return { database, dataDir };
    // Made under other names, renamed once the first start has finished.
    const partial = await createTestDatabaseUrl(`${prefix}_partial`);
    const partialDir = `${dataDir}-partial`;
    rmSync(partialDir, { recursive: true, force: true });
    try {
      await firstStart({ SEED_DEMO_DATA: 'true', DATA_DIR: partialDir, DATABASE_URL: partial.url });
    } catch (error) {
      await partial.drop();
      throw error;
    }
    const partialName = new URL(partial.url).pathname.slice(1);
    await admin.query(`drop database if exists ${pg.escapeIdentifier(database)} with (force)`);
    await admin.query(
      `alter database ${pg.escapeIdentifier(partialName)} rename to ${pg.escapeIdentifier(database)}`,
    );
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(partialDir, dataDir);
    return { database, dataDir };
  } finally {
    await admin.end();
  }
}

async function withAdmin<T>(serverUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}
