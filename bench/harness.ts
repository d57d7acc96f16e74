/**
 * What every HTTP benchmark shares, run as deployed: each measurement has the app, a bare Fastify
 * hello-world and the load generator in three separate OS processes.
 *   - The app is the real server entry (`apps/server/src/server.ts`, started as `npm start` does:
 *     `node --max-semi-space-size=64 --import tsx`) on a random loopback port, configured through
 *     its environment (`startApp`).
 *   - The hello-world (`hello-world.ts`) is the yardstick every ratio is taken against, measured
 *     in the same run (`helloWorld`).
 *   - autocannon runs in a process of its own (`load.ts`, started by `load`).
 * The data a benchmark needs is set up before the app starts, by this process against the same
 * database (`withSetUp`: the database's modules, and the app's API through `inject` where an
 * account or a session is needed); PGlite admits one process at a time, so the set-up closes it
 * before the app opens it. Each target gets a fresh database (PGlite in a temporary folder, or a
 * new database on the DATABASE_URL server, dropped afterwards).
 *
 * Environment: BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10), BENCH_TARGETS (the
 * benchmark's default list; `postgres` runs only when DATABASE_URL is set).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/client.ts';
import type { LoadRequest, LoadResult } from './load.ts';

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

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** How `npm start` runs the server; the benchmark's own processes run the same way. */
export const nodeArgs = ['--max-semi-space-size=64', '--import', 'tsx'];

/** Resolves with the child's first IPC message; rejects if it exits first. */
function firstMessage<T>(child: ChildProcess, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${what} exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as T);
    });
  });
}

/** Forks one of the benchmark's TypeScript scripts (next to this file) in its own process. */
export function forkScript(file: string): ChildProcess {
  return fork(fileURLToPath(new URL(file, import.meta.url)), {
    execArgv: nodeArgs,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** Resolves once the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Loads `paths` (cycled through by every connection) for the run's duration, from its own process. */
export async function load(
  name: string,
  url: string,
  paths: string[],
  headers: Record<string, string> = {},
): Promise<Figures> {
  const child = forkScript('./load.ts');
  const result = firstMessage<LoadResult>(child, 'the load generator');
  child.send({ url, paths, headers, connections, duration } satisfies LoadRequest);
  const figures = await result;
  await exited(child);
  return { name, ...figures };
}

/** The bare Fastify hello-world, in its own process, loaded from another. */
export async function helloWorld(): Promise<Figures> {
  const child = forkScript('./hello-world.ts');
  try {
    const { url } = await firstMessage<{ url: string }>(child, 'the hello-world');
    return await load('hello-world (bare Fastify)', url, ['/']);
  } finally {
    child.send('stop');
    await exited(child);
  }
}

/** A loopback port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type AppProcess = {
  url: string;
  /** The server process's id (its main thread's too: /proc/<pid>/task/<pid>). */
  pid: number;
  /** SIGTERM (the server's graceful shutdown), and its exit. */
  stop: () => Promise<void>;
};

/**
 * Starts the real server entry in its own process with `env` as its whole configuration (only
 * PATH is inherited, so nothing of this shell's environment configures it by accident), on a
 * random loopback port; resolves once `GET /api/v1/health` answers 200.
 */
export async function startApp(env: Record<string, string | undefined>): Promise<AppProcess> {
  const port = await freePort();
  const childEnv: Record<string, string> = { PATH: process.env.PATH ?? '' };
  for (const [key, value] of Object.entries(env)) if (value !== undefined) childEnv[key] = value;
  Object.assign(childEnv, { HOST: '127.0.0.1', PORT: String(port) });
  // BENCH_APP_NODE_ARGS: more flags for the app's Node only (`--cpu-prof --cpu-prof-dir=…` to
  // profile it under the benchmark's load; a profiled run's figures are not the app's).
  const extra = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...extra, ...nodeArgs, 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`);
      const ok = await fetch(`${url}/api/v1/health`).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status === 200;
        },
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('the app did not answer /api/v1/health in 300 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, stop };
}

export type SetUpApi = (
  method: 'GET' | 'POST',
  path: string,
  options?: { body?: object; headers?: Record<string, string> },
) => Promise<{ status: number; body: unknown; headers: Record<string, unknown> }>;

/**
 * The set-up step: `fn` gets the database and the app's API (the app built in this process and
 * answering through `inject`, never listening), both closed afterwards, before any measured
 * process starts.
 */
export async function withSetUp<T>(
  env: Record<string, string | undefined>,
  fn: (setUp: { database: DatabaseHandle; api: SetUpApi }) => Promise<T>,
): Promise<T> {
  const config = loadConfig(env);
  const database = await openDatabase(config);
  try {
    const app = await buildApp(config, { database });
    try {
      const api: SetUpApi = async (method, url, options = {}) => {
        const response = await app.inject({
          method,
          url,
          headers: {
            ...(options.body && { 'content-type': 'application/json' }),
            ...options.headers,
          },
          ...(options.body && { payload: JSON.stringify(options.body) }),
        });
        const text = response.body;
        return {
          status: response.statusCode,
          body: text ? (JSON.parse(text) as unknown) : undefined,
          headers: response.headers,
        };
      };
      return await fn({ database, api });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
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
    `autocannon: ${connections} connections, ${duration} s per run; app, hello-world and load ` +
      'generator each in its own process',
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
