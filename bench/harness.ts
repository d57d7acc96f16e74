/**
 * What every HTTP benchmark shares: autocannon runs in a worker thread so the load generator
 * does not share the app's event loop; a bare Fastify hello-world measured in the same run is the
 * yardstick every ratio is taken against; each target gets a fresh database (PGlite in a temporary
 * folder, or a new database on the DATABASE_URL server, dropped afterwards).
 *
 * Environment: BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10), BENCH_TARGETS (the
 * benchmark's default list; `postgres` runs only when DATABASE_URL is set).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

export const duration = Number(process.env.BENCH_DURATION ?? 20);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export type Target = 'pglite' | 'postgres';

export type Figures = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** Loads `paths` (cycled through by every connection) for the run's duration. */
export async function load(
  name: string,
  url: string,
  paths: string[],
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration,
    workers: 1,
    requests: paths.map((p) => ({ method: 'GET', path: p, headers })),
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** autocannon stops with requests in flight; their keep-alive sockets would hold close() up. */
export async function closeApp(app: FastifyInstance): Promise<void> {
  app.server.closeAllConnections();
  await app.close();
}

export async function helloWorld(): Promise<Figures> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const url = await listen(app);
  try {
    return await load('hello-world (bare Fastify)', url, ['/']);
  } finally {
    await closeApp(app);
  }
}

/**
 * The targets to run: BENCH_TARGETS or `defaults`, without `postgres` when no server is given
 * (said once on the console).
 */
export function runTargets(defaults: string, hasServer = Boolean(process.env.DATABASE_URL)) {
  const asked = (process.env.BENCH_TARGETS ?? defaults).split(',') as Target[];
  const run = asked.filter((t) => t !== 'postgres' || hasServer);
  if (asked.includes('postgres') && !run.includes('postgres')) {
    console.log('DATABASE_URL is not set: benchmarking PGlite only.');
  }
  console.log(
    `autocannon: ${connections} connections, ${duration} s per run, load in a worker thread`,
  );
  return run;
}

export const targetLabel = (target: Target) => (target === 'pglite' ? 'PGlite' : 'PostgreSQL');

export type FreshDatabase = {
  /** undefined for PGlite (it lives in `dataDir`). */
  databaseUrl: string | undefined;
  dataDir: string;
  /** False when an existing, already seeded database is reused. */
  seed: boolean;
  /** The app's environment for this database: silent, no demo data, a random secret. */
  env: Record<string, string | undefined>;
  drop: () => Promise<void>;
};

/**
 * A fresh database for one target, and how to get rid of it. `existingUrl` reuses an already
 * seeded PostgreSQL database instead (for tuning; never dropped).
 */
export async function freshDatabase(
  target: Target,
  name: string,
  existingUrl?: string,
): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `vitrine-bench-${name}-`));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  // `test` only changes defaults (silent logs, no demo seeding); production would also demand
  // payment and mail settings that have nothing to do with a benchmark.
  const envFor = (databaseUrl: string | undefined) => ({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  if (target === 'pglite') {
    return { databaseUrl: undefined, dataDir, seed: true, env: envFor(undefined), drop: removeDir };
  }
  if (existingUrl) {
    return {
      databaseUrl: existingUrl,
      dataDir,
      seed: false,
      env: envFor(existingUrl),
      drop: removeDir,
    };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const database = `vitrine_bench_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    seed: true,
    env: envFor(url.toString()),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
      await removeDir();
    },
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One table: every run's req/s, p50, p99 and its ratio to the hello-world of the same run. */
export function printFigures(hello: Figures, results: Figures[]): void {
  console.table(
    [hello, ...results].map((f) => ({
      run: f.name,
      'req/s': Math.round(f.rps),
      p50: ms(f.p50),
      p99: ms(f.p99),
      'vs hello-world': f === hello ? '1.00×' : `${(f.rps / hello.rps).toFixed(3)}×`,
      'errors/non-2xx': `${f.errors}/${f.non2xx}`,
    })),
  );
}
