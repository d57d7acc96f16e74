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
import { sameHoursEveryDay, setAvailabilityInputSchema } from '@vitrine/contracts/availability';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runInTransaction } from '../apps/server/src/db/transaction.ts';
import { seedCatalogue } from '../apps/server/src/db/seed/catalogue.ts';
import { createAvailabilityRepository } from '../apps/server/src/modules/availability/index.ts';
import {
  closeApp,
  freshDatabase,
  helloWorld,
  listen,
  load,
  ms,
  printFigures,
  runTargets,
  targetLabel,
  type Figures,
  type Target,
} from './harness.ts';

const P99_TARGET_MS = 20;

const day = [{ start: '10:00', end: '19:00' }];
const availability = setAvailabilityInputSchema.parse({
  weeklyHours: sameHoursEveryDay(day),
  meetingMinutes: 30,
  bufferMinutes: 10,
  minimumNoticeMinutes: 120,
  horizonDays: 90,
});

async function benchTarget(target: Target): Promise<Figures> {
  const fresh = await freshDatabase(target, 'slots');
  const label = targetLabel(target);
  const env = fresh.env;
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(loadConfig(env));
    await seedCatalogue(database.db, { shops: 50, productsPerShop: [2, 4] });
    const app = await buildApp(loadConfig(env), { database });
    try {
      const url = await listen(app);
      const shops = (await (await fetch(`${url}/api/v1/vendor/getVendors?limit=1`)).json()) as {
        items: { id: string }[];
      };
      const shopId = shops.items[0]!.id;
      const db = database.db;
      await runInTransaction(db, (tx) =>
        createAvailabilityRepository(db).upsert(tx, shopId, availability),
      );
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
      await closeApp(app);
    }
  } finally {
    await database?.close();
    await fresh.drop();
  }
}

async function main() {
  const targets = runTargets('pglite,postgres');
  const hello = await helloWorld();
  const results: Figures[] = [];
  for (const target of targets) results.push(await benchTarget(target));
  printFigures(hello, results);
  for (const f of results) {
    const verdict = f.p99 <= P99_TARGET_MS ? '≤' : '>';
    console.log(`${f.name}: p99 ${ms(f.p99)} ${verdict} ${P99_TARGET_MS} ms`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
