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
 * autocannon runs in a worker thread so the load generator does not share the app's event loop.
 * Environment: BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10), BENCH_TARGETS
 * (pglite,postgres). BENCH_EXISTING_DATABASE_URL reuses an already seeded PostgreSQL database
 * instead of creating one (for tuning; never dropped).
 */
import { mkdtempSync, rmSync } from 'node:fs';
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

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');

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
    for (const [mode, ttl] of [
      ['cache off', '0'],
      ['cache on', undefined],
    ] as const) {
      const config = loadConfig({ ...env, SEARCH_CACHE_TTL_MS: ttl });
      const app = await buildApp(config, { database });
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
        figures.push(await load(`fetch-shops, ${label}, ${mode}`, url, QUERIES));
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
