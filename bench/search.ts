/**
 * npm run bench:search
 *
 * Seeds the benchmark catalogue (10,000 shops, 200,000 products) into a fresh database — PGlite
 * in a temporary folder, and PostgreSQL too when DATABASE_URL is set (a new database on that
 * server, dropped afterwards) —, starts the real app on a random port, and loads
 * GET /api/v1/vendor/fetch-shops (a searchKey plus two filters) with autocannon: once with the
 * search cache off (every request runs the full search in the database) and once as configured
 * by default (SEARCH_CACHE_TTL_MS=30000). In the same run it loads a bare Fastify hello-world,
 * and prints req/s, p50 and p99 for each and the ratio.
 *
 * On PostgreSQL it then measures the live index: the same searches while another writer changes
 * BENCH_UPDATES_PER_SECOND (100) shops a second through `updateShop` (each a transaction with its
 * `shop:changed` event, delivered by the outbox and applied shop by shop), cache off and on; and,
 * when REDIS_URL is set, how long a shop renamed through one instance takes to be found by a
 * search on a second instance (BENCH_VISIBILITY_TRIES renames, 20).
 *
 * autocannon runs in a worker thread so the load generator does not share the app's event loop.
 * Environment: BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10), BENCH_TARGETS
 * (pglite,postgres). BENCH_EXISTING_DATABASE_URL reuses an already seeded PostgreSQL database
 * instead of creating one (for tuning; never dropped). BENCH_LIVE_ONLY=true skips the runs
 * without updates.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { seedCatalogue } from '../apps/server/src/db/seed/catalogue.ts';
import { updateShop } from '../apps/server/src/modules/catalogue/index.ts';
import type { WriterReport, WriterStart } from './search-writer.ts';
import { rawRows } from '../apps/server/src/db/raw-rows.ts';
import { sql } from 'drizzle-orm';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const updatesPerSecond = Number(process.env.BENCH_UPDATES_PER_SECOND ?? 100);
const visibilityTries = Number(process.env.BENCH_VISIBILITY_TRIES ?? 20);
const liveOnly = process.env.BENCH_LIVE_ONLY === 'true';
const redisUrl = process.env.REDIS_URL;
/** The catalogue's Redis channel for this run only. */
const redisPrefix = `vitrine:bench:${process.pid}`;

/**
 * What shoppers type, each with two filters; cycled through by every connection. Broad words
 * ("silk saree" matches about a tenth of all shops) as well as a name, a typo and a city.
 */
const QUERIES = [
  'searchKey=silk%20saree&categories=womens-ethnic&occasions=wedding',
  'searchKey=bridal%20lehenga&genders=women&city=Delhi',
  'searchKey=sherwani&categories=mens-ethnic&languages=hi',
  'searchKey=lehnga&occasions=sangeet&genders=women',
  'searchKey=padmini&categories=bridal&city=Mumbai',
  'searchKey=tailor&occasions=office&premium=true',
].map((query) => `/api/v1/vendor/fetch-shops?${query}`);

type Figures = {
  name: string;
  /** Shop updates committed per second during the run (live-index runs). */
  updatesPerSecond?: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function load(name: string, url: string, paths: string[]): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration,
    workers: 1,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
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

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function helloWorld(): Promise<Figures> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const url = await listen(app);
  try {
    return await load('hello-world (bare Fastify)', url, ['/']);
  } finally {
    await app.close();
  }
}

/** A fresh database for one target, and how to get rid of it. */
async function freshDatabase(target: string): Promise<{
  databaseUrl: string | undefined;
  dataDir: string;
  seed: boolean;
  drop: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (target === 'pglite') {
    return { databaseUrl: undefined, dataDir, seed: true, drop: async () => removeDir() };
  }
  const existing = process.env.BENCH_EXISTING_DATABASE_URL;
  if (existing)
    return { databaseUrl: existing, dataDir, seed: false, drop: async () => removeDir() };
  const serverUrl = process.env.DATABASE_URL!;
  const name = `vitrine_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    seed: true,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      removeDir();
    },
  };
}

/**
 * Starts the writer (search-writer.ts) in its own process, as another instance would be: its
 * transactions must not queue behind the searches on this process's event loop.
 */
async function startUpdates(databaseUrl: string, perSecond: number) {
  const child = fork(fileURLToPath(new URL('./search-writer.ts', import.meta.url)));
  const next = () => new Promise<unknown>((resolve) => child.once('message', resolve));
  const started = next();
  child.send({ databaseUrl, perSecond } satisfies WriterStart);
  await started;
  return {
    stop: async (): Promise<WriterReport> => {
      const report = next();
      child.send('stop');
      const result = (await report) as WriterReport;
      if (result.error) throw new Error(`the writer failed: ${result.error}`);
      return result;
    },
  };
}

/**
 * Renames a shop through instance A's database and polls a search on instance B for the new name
 * (every 5 ms); the time from the commit's start to the first search that finds it, per try.
 */
async function crossInstanceVisibility(
  database: DatabaseHandle,
  urlB: string,
  ids: string[],
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < visibilityTries; i++) {
    const word = `zqvis${process.pid}x${i}`;
    const id = ids[(i * 7919) % ids.length]!;
    const started = performance.now();
    await database.db.transaction((tx) => updateShop(tx, id, { name: `Atelier ${word}` }));
    for (;;) {
      const response = await fetch(`${urlB}/api/v1/vendor/fetch-shops?searchKey=${word}`);
      const body = (await response.json()) as { total?: number };
      if (body.total === 1) break;
      if (performance.now() - started > 10_000) throw new Error(`${word} not found on B in 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - started);
  }
  return times;
}

let visibility: number[] | undefined;

async function benchTarget(target: string): Promise<Figures[]> {
  const fresh = await freshDatabase(target);
  const label = target === 'pglite' ? 'PGlite' : 'PostgreSQL';
  let database: DatabaseHandle | undefined;
  try {
    // `test` only changes defaults (silent logs, no demo seeding); production would also demand
    // payment and mail settings that have nothing to do with search.
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: fresh.databaseUrl,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      PUBLIC_URL: 'http://127.0.0.1',
    };
    database = await openDatabase(loadConfig(env));
    if (fresh.seed) {
      const started = Date.now();
      const seeded = await seedCatalogue(database.db, {
        scale: 'bench',
        log: (message) => process.stdout.write(`\r  ${label}: seeding ${message}   `),
      });
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(
        `\r  ${label}: seeded ${seeded.shops} shops and ${seeded.products} products in ${seconds} s`,
      );
    }
    const figures: Figures[] = [];
    const live = target === 'postgres';
    const ids = (await rawRows<{ id: string }>(database.db, sql`select id::text from shop`)).map(
      (row) => row.id,
    );
    const modes = [
      ...(liveOnly
        ? []
        : ([
            ['cache off', '0', 0],
            ['cache on', undefined, 0],
          ] as const)),
      ...(live
        ? ([
            ['cache off', '0', updatesPerSecond],
            ['cache on', undefined, updatesPerSecond],
          ] as const)
        : []),
    ];
    for (const [mode, ttl, perSecond] of modes) {
      const config = loadConfig({ ...env, SEARCH_CACHE_TTL_MS: ttl, REDIS_URL: redisUrl });
      const app = await buildApp(config, { database, catalogue: { redisPrefix } });
      try {
        const url = await listen(app);
        // Sanity and warm-up: every query answers 200.
        for (const query of QUERIES) {
          const response = await fetch(`${url}${query}`);
          const body = (await response.json()) as { total?: number };
          if (response.status !== 200) throw new Error(`${query}: HTTP ${response.status}`);
          if (mode === 'cache off') {
            console.log(
              `  ${label}: ${decodeURIComponent(query.split('?')[1]!)} → ${body.total} shops`,
            );
          }
        }
        for (let i = 0; i < 60; i++) await fetch(`${url}${QUERIES[i % QUERIES.length]}`);
        if (perSecond === 0) {
          figures.push(await load(`fetch-shops, ${label}, ${mode}`, url, QUERIES));
        } else {
          const updates = await startUpdates(fresh.databaseUrl!, perSecond);
          const result = await load(
            `fetch-shops, ${label}, ${mode}, ${perSecond} updates/s`,
            url,
            QUERIES,
          );
          const { done, seconds } = await updates.stop();
          figures.push({ ...result, updatesPerSecond: done / seconds });
          console.log(`  ${label}: ${done} shop updates committed in ${seconds.toFixed(1)} s`);
          if (ttl === undefined && redisUrl) {
            const second = await buildApp(config, { database, catalogue: { redisPrefix } });
            try {
              const urlB = await listen(second);
              await fetch(`${urlB}${QUERIES[0]}`);
              visibility = await crossInstanceVisibility(database, urlB, ids);
            } finally {
              second.server.closeAllConnections();
              await second.close();
            }
          }
        }
      } finally {
        // autocannon stops with requests in flight; their keep-alive sockets would hold close() up.
        app.server.closeAllConnections();
        await app.close();
      }
    }
    return figures;
  } finally {
    await database?.close();
    await fresh.drop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const runTargetsHavePostgres = () =>
  targets.includes('postgres') &&
  Boolean(process.env.DATABASE_URL || process.env.BENCH_EXISTING_DATABASE_URL);

async function main() {
  const runTargets = targets.filter(
    (t) => t !== 'postgres' || process.env.DATABASE_URL || process.env.BENCH_EXISTING_DATABASE_URL,
  );
  if (targets.includes('postgres') && !runTargets.includes('postgres')) {
    console.log('DATABASE_URL is not set: benchmarking PGlite only.');
  }
  console.log(
    `autocannon: ${connections} connections, ${duration} s per run, load in a worker thread`,
  );
  const hello = await helloWorld();
  const results: Figures[] = [];
  for (const target of runTargets) results.push(...(await benchTarget(target)));

  const rows = [hello, ...results].map((f) => ({
    run: f.name,
    'req/s': Math.round(f.rps),
    p50: ms(f.p50),
    p99: ms(f.p99),
    'vs hello-world': f === hello ? '1.00×' : `${(f.rps / hello.rps).toFixed(3)}×`,
    'errors/non-2xx': `${f.errors}/${f.non2xx}`,
  }));
  console.table(rows);
  for (const f of results) {
    if (f.updatesPerSecond !== undefined) {
      console.log(
        `${f.name}: p99 ${ms(f.p99)} ${f.p99 <= 25 ? '≤' : '>'} 25 ms with ${f.updatesPerSecond.toFixed(0)} shop updates/s`,
      );
      continue;
    }
    const postgres = f.name.includes('PostgreSQL');
    const p99Target = postgres ? 25 : 50;
    const checks = [`p99 ${ms(f.p99)} ${f.p99 <= p99Target ? '≤' : '>'} ${p99Target} ms`];
    if (postgres) {
      const ratio = f.rps / hello.rps;
      checks.push(`${ratio.toFixed(3)}× hello-world ${ratio >= 0.1 ? '≥' : '<'} 0.10×`);
    }
    console.log(`${f.name}: ${checks.join(', ')}`);
  }
}

main()
  .then(() => {
    if (!visibility) {
      if (runTargetsHavePostgres())
        console.log('REDIS_URL is not set: cross-instance visibility not measured.');
      return;
    }
    const sorted = [...visibility].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const max = sorted[sorted.length - 1]!;
    console.log(
      `update on instance A found by a search on instance B: median ${ms(median)}, max ${ms(max)} over ${sorted.length} renames (${max <= 1000 ? '≤' : '>'} 1000 ms)`,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
