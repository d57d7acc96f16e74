/**
 * npm run bench:api
 *
 * What a signed-in request costs. Starts the real app on a fresh database (PostgreSQL when
 * DATABASE_URL is set: a new database on that server, dropped afterwards; PGlite in a temporary
 * folder otherwise or with BENCH_TARGETS=pglite), registers a customer, gives them a few credit
 * grants, signs them in (the bearer token from `set-auth-token`) and loads, with autocannon:
 *   - GET /api/v1/userRoles: who am I and my roles (the session lookup, nothing else);
 *   - GET /api/v1/user/credits: balance, expiring credits and the first page of the ledger;
 * each with the session cache as configured (SESSION_CACHE_TTL_MS, 5 s) and userRoles once more
 * with the cache off (one indexed lookup per request). In the same run it loads a bare Fastify
 * hello-world and prints req/s, p50, p99 and the ratio to hello-world, with the targets of
 * issue 9 (userRoles ≥ 0.3×, user/credits ≥ 0.1×, p99 ≤ 10 ms at 10 connections, PostgreSQL).
 *
 * autocannon runs in a worker thread so the load generator does not share the app's event loop.
 * Environment: BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10), BENCH_TARGETS
 * (postgres when DATABASE_URL is set, else pglite).
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
import { runInTransaction } from '../apps/server/src/db/transaction.ts';
import { createCredits } from '../apps/server/src/modules/credits/index.ts';

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const targets = (process.env.BENCH_TARGETS ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite'))
  .split(',')
  .filter((target) => target !== 'postgres' || process.env.DATABASE_URL);

type Figures = {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function load(
  name: string,
  url: string,
  requestPath: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration,
    workers: 1,
    requests: [{ method: 'GET', path: requestPath, headers }],
  });
  return {
    name,
    path: requestPath,
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
    return await load('hello-world (bare Fastify)', url, '/');
  } finally {
    app.server.closeAllConnections();
    await app.close();
  }
}

/** A fresh database for one target, and how to get rid of it. */
async function freshDatabase(target: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-api-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (target === 'pglite')
    return { databaseUrl: undefined, dataDir, drop: async () => removeDir() };
  const serverUrl = process.env.DATABASE_URL!;
  const name = `vitrine_bench_api_${Date.now()}`;
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

/** A customer with a few grants, signed in: the `Authorization` header to send. */
async function signedInCustomer(url: string, database: DatabaseHandle) {
  const account = {
    name: 'Bench Customer',
    email: `bench-${Date.now()}@example.test`,
    password: 'quiet-lantern-harbour-42',
  };
  const registered = await fetch(`${url}/api/v1/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (registered.status !== 201) throw new Error(`register: HTTP ${registered.status}`);
  const { user } = (await registered.json()) as { user: { id: string } };
  const credits = createCredits(database.db);
  for (let i = 0; i < 12; i++) {
    await runInTransaction(database.db, (tx) =>
      credits.grant(tx, {
        userId: user.id,
        amount: 10 + i,
        kind: 'staff_adjustment',
        reference: null,
        description: `bench grant ${i + 1}`,
        expiresAt: new Date(Date.now() + (i + 1) * 5 * 24 * 60 * 60 * 1000),
      }),
    );
  }
  const signedIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const token = signedIn.headers.get('set-auth-token');
  if (signedIn.status !== 200 || !token) throw new Error(`sign-in: HTTP ${signedIn.status}`);
  return { authorization: `Bearer ${token}` };
}

async function benchTarget(target: string): Promise<Figures[]> {
  const fresh = await freshDatabase(target);
  const label = target === 'pglite' ? 'PGlite' : 'PostgreSQL';
  let database: DatabaseHandle | undefined;
  try {
    // `test` only changes defaults (silent logs, no demo seeding); production would also demand
    // payment and mail settings that have nothing to do with this.
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
    const figures: Figures[] = [];
    let headers: Record<string, string> | undefined;
    for (const [mode, ttl] of [
      ['session cache on', undefined],
      ['session cache off', '0'],
    ] as const) {
      const app = await buildApp(loadConfig({ ...env, SESSION_CACHE_TTL_MS: ttl }), { database });
      try {
        const url = await listen(app);
        headers ??= await signedInCustomer(url, database);
        const paths =
          mode === 'session cache on'
            ? ['/api/v1/userRoles', '/api/v1/user/credits']
            : ['/api/v1/userRoles'];
        for (const requestPath of paths) {
          // Sanity and warm-up: the answer is 200.
          for (let i = 0; i < 50; i++) {
            const response = await fetch(`${url}${requestPath}`, { headers });
            if (response.status !== 200) throw new Error(`${requestPath}: HTTP ${response.status}`);
            await response.arrayBuffer();
          }
          const name = `${requestPath.slice('/api/v1/'.length)}, ${label}, ${mode}`;
          figures.push(await load(name, url, requestPath, headers));
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

async function main() {
  if (!process.env.DATABASE_URL) {
    console.log('DATABASE_URL is not set: PGlite only (the targets are for PostgreSQL).');
  }
  console.log(
    `autocannon: ${connections} connections, ${duration} s per run, load in a worker thread`,
  );
  const hello = await helloWorld();
  const results: Figures[] = [];
  for (const target of targets) results.push(...(await benchTarget(target)));

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
    if (!f.name.includes('PostgreSQL') || !f.name.includes('cache on')) continue;
    const ratioTarget = f.path.endsWith('userRoles') ? 0.3 : 0.1;
    const ratio = f.rps / hello.rps;
    console.log(
      `${f.name}: ${ratio.toFixed(3)}× hello-world ${ratio >= ratioTarget ? '≥' : '<'} ` +
        `${ratioTarget.toFixed(2)}×, p99 ${ms(f.p99)} ${f.p99 <= 10 ? '≤' : '>'} 10 ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
