/**
 * npm run bench:slots
 *
 * Seeds a small catalogue (50 shops) into a fresh database — PGlite in a temporary folder, and
 * PostgreSQL too when DATABASE_URL is set (a new database on that server, dropped afterwards) —,
 * gives one shop hours every day 10:00–19:00 (Asia/Kolkata) with 30-minute meetings and a
 * 10-minute buffer, starts the real app on a random port, and loads
 * GET /api/v1/vendor/{id}/slots for 60 days (about 780 slots per answer) with autocannon. In the
 * same run it loads a bare Fastify hello-world, and prints req/s, p50 and p99 for each.
 *
 * autocannon runs in a worker thread so the load generator does not share the app's event loop.
 * Environment: BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10), BENCH_TARGETS
 * (pglite,postgres).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { setAvailabilityInputSchema } from '@vitrine/contracts/availability';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { seedCatalogue } from '../apps/server/src/db/seed/catalogue.ts';
import { createAvailabilityRepository } from '../apps/server/src/modules/availability/index.ts';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const targets = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const P99_TARGET_MS = 20;

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

async function freshDatabase(target: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-slots-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (target === 'pglite')
    return { databaseUrl: undefined, dataDir, drop: async () => removeDir() };
  const serverUrl = process.env.DATABASE_URL!;
  const name = `vitrine_bench_slots_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      removeDir();
    },
  };
}

const day = [{ start: '10:00', end: '19:00' }];
const availability = setAvailabilityInputSchema.parse({
  weeklyHours: {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
  },
  meetingMinutes: 30,
  bufferMinutes: 10,
  minimumNoticeMinutes: 120,
  horizonDays: 90,
});

async function benchTarget(target: string): Promise<Figures> {
  const fresh = await freshDatabase(target);
  const label = target === 'pglite' ? 'PGlite' : 'PostgreSQL';
  let database: DatabaseHandle | undefined;
  try {
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
    await seedCatalogue(database.db, { shops: 50, productsPerShop: [2, 4] });
    const app = await buildApp(loadConfig(env), { database });
    try {
      const url = await listen(app);
      const shops = (await (await fetch(`${url}/api/v1/vendor/getVendors?limit=1`)).json()) as {
        items: { id: string }[];
      };
      const shopId = shops.items[0]!.id;
      await createAvailabilityRepository(database.db).upsert(shopId, availability);
      const from = new Date(Date.now() + 60 * 60 * 1000);
      from.setUTCMinutes(0, 0, 0);
      const to = new Date(from.getTime() + 60 * 24 * 60 * 60 * 1000);
      const slotsPath = `/api/v1/vendor/${shopId}/slots?from=${from.toISOString()}&to=${to.toISOString()}`;
      const first = await fetch(`${url}${slotsPath}`);
      const body = (await first.json()) as { items?: unknown[] };
      if (first.status !== 200) throw new Error(`slots: HTTP ${first.status}`);
      const bytes = JSON.stringify(body).length;
      console.log(
        `  ${label}: 60 days → ${body.items?.length} slots, ${(bytes / 1024).toFixed(0)} KB`,
      );
      for (let i = 0; i < 100; i++) await fetch(`${url}${slotsPath}`);
      return await load(`slots (60 days), ${label}`, url, [slotsPath]);
    } finally {
      app.server.closeAllConnections();
      await app.close();
    }
  } finally {
    await database?.close();
    await fresh.drop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const runTargets = targets.filter((t) => t !== 'postgres' || process.env.DATABASE_URL);
  if (targets.includes('postgres') && !runTargets.includes('postgres')) {
    console.log('DATABASE_URL is not set: benchmarking PGlite only.');
  }
  console.log(
    `autocannon: ${connections} connections, ${duration} s per run, load in a worker thread`,
  );
  const hello = await helloWorld();
  const results: Figures[] = [];
  for (const target of runTargets) results.push(await benchTarget(target));
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
  for (const f of results) {
    const verdict = f.p99 <= P99_TARGET_MS ? '≤' : '>';
    console.log(`${f.name}: p99 ${ms(f.p99)} ${verdict} ${P99_TARGET_MS} ms`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
