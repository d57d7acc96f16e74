/**
 * npm run bench:api
 *
 * What a signed-in request costs. Starts the real server on a fresh database (PostgreSQL when
 * DATABASE_URL is set: a new database on that server, dropped afterwards; PGlite in a temporary
 * folder otherwise or with BENCH_TARGETS=pglite), registers a customer, gives them a few credit
 * grants, signs them in (the bearer token from `set-auth-token`) and loads, with autocannon:
 *   - GET /api/v1/userRoles: who am I and my roles (the session lookup, nothing else);
 *   - GET /api/v1/user/credits: balance, expiring credits and the first page of the ledger;
 * each with the caches as configured (SESSION_CACHE_TTL_MS and CREDITS_CACHE_TTL_MS, 5 s) and
 * once more with both off (every request asks the database). In the same run it loads a bare Fastify
 * hello-world and prints req/s, p50, p99 and the ratio to hello-world, with the targets of
 * issue 34 (userRoles ≥ 0.6×, user/credits ≥ 0.3×, p99 ≤ 5 ms at 10 connections, PostgreSQL).
 *
 * The app (the real server entry), the hello-world and autocannon each run in their own process;
 * the customer is set up before the app starts (bench/harness.ts).
 * Environment: BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10), BENCH_TARGETS
 * (postgres when DATABASE_URL is set, else pglite).
 */
import type { DatabaseHandle } from '../apps/server/src/platform/db/client.ts';
import { runInTransaction } from '../apps/server/src/platform/db/transaction.ts';
import { createCredits } from '../apps/server/src/modules/credits/index.ts';
import {
  freshDatabase,
  helloWorld,
  load,
  ms,
  printFigures,
  runTargets,
  startApp,
  targetLabel,
  withSetUp,
  type Figures,
  type SetUpApi,
  type Target,
} from './harness.ts';

/** A customer with a few grants, signed in: the `Authorization` header to send. */
async function signedInCustomer(api: SetUpApi, database: DatabaseHandle, origin: string) {
  const account = {
    name: 'Bench Customer',
    email: `bench-${Date.now()}@example.test`,
    password: 'quiet-lantern-harbour-42',
  };
  const registered = await api('POST', '/api/v1/user/register', { body: account });
  if (registered.status !== 201) throw new Error(`register: HTTP ${registered.status}`);
  const { user } = registered.body as { user: { id: string } };
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
  const signedIn = await api('POST', '/api/auth/sign-in/email', {
    body: { email: account.email, password: account.password },
    headers: { origin },
  });
  const token = signedIn.headers['set-auth-token'];
  if (signedIn.status !== 200 || typeof token !== 'string')
    throw new Error(`sign-in: HTTP ${signedIn.status}`);
  return { authorization: `Bearer ${token}` };
}

/** A run's figures, with the path it loaded (the targets differ per path). */
type PathFigures = Figures & { path: string };

async function benchTarget(target: Target): Promise<PathFigures[]> {
  const fresh = await freshDatabase(target, 'api');
  const label = targetLabel(target);
  const env = fresh.env;
  try {
    const headers = await withSetUp(env, ({ api, database }) =>
      signedInCustomer(api, database, env.PUBLIC_URL!),
    );
    const figures: PathFigures[] = [];
    for (const [mode, ttl] of [
      ['caches on', undefined],
      ['caches off', '0'],
    ] as const) {
      const app = await startApp({ ...env, SESSION_CACHE_TTL_MS: ttl, CREDITS_CACHE_TTL_MS: ttl });
      try {
        for (const requestPath of ['/api/v1/userRoles', '/api/v1/user/credits']) {
          // Sanity and warm-up: the answer is 200.
          for (let i = 0; i < 50; i++) {
            const response = await fetch(`${app.url}${requestPath}`, { headers });
            if (response.status !== 200) throw new Error(`${requestPath}: HTTP ${response.status}`);
            await response.arrayBuffer();
          }
          const name = `${requestPath.slice('/api/v1/'.length)}, ${label}, ${mode}`;
          figures.push({
            ...(await load(name, app.url, [requestPath], headers)),
            path: requestPath,
          });
        }
      } finally {
        await app.stop();
      }
    }
    return figures;
  } finally {
    await fresh.drop();
  }
}

async function main() {
  // The targets are for PostgreSQL; without DATABASE_URL this measures PGlite.
  const targets = runTargets(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  const hello = await helloWorld();
  const results: PathFigures[] = [];
  for (const target of targets) results.push(...(await benchTarget(target)));
  printFigures(hello, results);
  for (const f of results) {
    if (!f.name.includes('PostgreSQL') || !f.name.includes('caches on')) continue;
    const ratioTarget = f.path.endsWith('userRoles') ? 0.6 : 0.3;
    const ratio = f.rps / hello.rps;
    console.log(
      `${f.name}: ${ratio.toFixed(3)}× hello-world ${ratio >= ratioTarget ? '≥' : '<'} ` +
        `${ratioTarget.toFixed(2)}×, p99 ${ms(f.p99)} ${f.p99 <= 5 ? '≤' : '>'} 5 ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
