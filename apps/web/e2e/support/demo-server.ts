import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, databaseUrl } from '../../../server/src/test/postgres-template.ts';
import { createTestDatabaseUrl } from '../../../server/src/test/test-database.ts';
import {
  freePort,
  startServerProcess,
  waitForHealthy,
  type ServerProcess,
} from '../../../server/src/test/server-process.ts';

export type DemoServerEnv =
  Record<string, string> | ((at: { port: number }) => Record<string, string>);

/**
 * The demo data of one run, seeded once by a server that has stopped since: its data folder
 * (pictures, secrets, and on PGlite the database in `pg/`) and, on PostgreSQL, its database.
 * Each journey server starts from a copy of both, as a restart of that server would find them.
 */
export type DemoTemplate = {
  /** The run's folder: the template's data folder (`template/`) and every copy's. */
  root: string;
  /** The template's PostgreSQL database, whose name begins every copy's; none on PGlite. */
  database: string | undefined;
};

const templateDataDir = (template: DemoTemplate) => path.join(template.root, 'template');

/**
 * Seeds the run's demo data once: a server with the default configuration starts on a fresh
 * database and data folder, seeds them on start-up (it answers its health check only once
 * seeded), and stops gracefully. `drop`, at the end of the run, removes the template and every
 * copy made of it.
 */
export async function seedDemoTemplate(
  healthyWithinMs = 180_000,
): Promise<{ template: DemoTemplate; drop: () => Promise<void> }> {
  const root = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'));
  const dataDir = path.join(root, 'template');
  const database = await createTestDatabaseUrl();
  const name = database.url === 'memory://' ? undefined : new URL(database.url).pathname.slice(1);
  const template: DemoTemplate = { root, database: name };
  const drop = async () => {
    await dropCopies(template);
    await database.drop();
    rmSync(root, { recursive: true, force: true });
  };
  const port = await freePort();
  const server = startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(port),
    SEED_DEMO_DATA: 'true',
    ...(name ? { DATABASE_URL: database.url } : {}),
  });
  try {
    await waitForHealthy(server, healthyWithinMs);
    const code = await server.stop();
    if (code !== 0) throw new Error(`the seeding server exited with ${code}:\n${server.output()}`);
  } catch (error) {
    await server.stop('SIGKILL');
    await drop();
    throw error;
  }
  return { template, drop };
}

/**
 * Drops every PostgreSQL copy of the template (named after it), all at once, each on a connection
 * of its own: each drop waits for a checkpoint, and drops waiting together share one.
 */
async function dropCopies(template: DemoTemplate): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || !template.database) return;
  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query<R>(text, values);
    } finally {
      await client.end();
    }
  };
  const copies = await query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1)',
    [`${template.database}_copy_`],
  );
  await Promise.all(
    copies.rows.map(({ datname }) =>
      query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`),
    ),
  );
}

/**
 * Copies a data folder: the pictures under `media/` as hard links (the disk storage never writes
 * a file in place, it writes beside it and renames over it, so a copy never changes the
 * template's), everything else (the PGlite cluster in `pg/` among it) byte for byte.
 */
function copyDataDir(from: string, to: string): void {
  const media = path.join(from, 'media');
  cpSync(from, to, { recursive: true, filter: (source) => source !== media });
  if (!existsSync(media)) return;
  for (const entry of readdirSync(media, { recursive: true, withFileTypes: true })) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    if (entry.isDirectory()) mkdirSync(target, { recursive: true });
    else if (entry.isFile()) {
      mkdirSync(path.dirname(target), { recursive: true });
      linkSync(source, target);
    }
  }
}

/**
 * A copy of the template for one server: its data folder, and on PostgreSQL its database
 * (`CREATE DATABASE … TEMPLATE`). Both stay until the template is dropped at the end of the run
 * (dropping a database waits for a checkpoint): no journey waits for their removal.
 */
async function copyOf(template: DemoTemplate): Promise<{ dataDir: string; databaseUrl?: string }> {
  const dataDir = mkdtempSync(path.join(template.root, 'copy-'));
  copyDataDir(templateDataDir(template), dataDir);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || !template.database) return { dataDir };
  const name = `${template.database}_copy_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await createTestDatabase(admin, name, template.database);
  } finally {
    await admin.end();
  }
  return { dataDir, databaseUrl: databaseUrl(serverUrl, name) };
}

/**
 * A server process with the demo data, started from a copy of the run's template (the start-up's
 * seeding finds every part done, as on a restart), healthy when this resolves; `stop` ends it (its copy is removed with the template).
 * `onStarted` sees the process before it is healthy (to keep its output). The journeys' own
 * servers and the shared one start this way.
 */
export async function startDemoServer(
  from: DemoTemplate,
  env: DemoServerEnv = {},
  options: {
    healthyWithinMs?: number;
    onStarted?: (server: ServerProcess, dataDir: string) => void;
  } = {},
): Promise<{ server: ServerProcess; dataDir: string; stop: () => Promise<void> }> {
  const copy = await copyOf(from);
  const port = await freePort();
  const server = startServerProcess({
    DATA_DIR: copy.dataDir,
    PORT: String(port),
    SEED_DEMO_DATA: 'true',
    ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
    ...(typeof env === 'function' ? env({ port }) : env),
  });
  options.onStarted?.(server, copy.dataDir);
  const stop = async () => {
    await server.stop();
  };
  try {
    await waitForHealthy(server, options.healthyWithinMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, dataDir: copy.dataDir, stop };
}
