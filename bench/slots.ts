/**
 * npm run bench:slots
 *
 * Seeds a small catalogue (50 shops) into a fresh database — PGlite in a temporary folder, and
 * PostgreSQL too when DATABASE_URL is set (a new database on that server, dropped afterwards) —,
 * gives one shop hours every day 10:00–19:00 (Asia/Kolkata) with 30-minute meetings and a
 * 10-minute buffer, starts the real server on a random port, and loads
 * GET /api/v1/vendor/{id}/slots for 60 days (about 780 slots per answer) with autocannon. In the
 * same run it loads a bare Fastify hello-world, and prints req/s, p50 and p99 for each.
 *
 * The app (the real server entry), the hello-world and autocannon each run in their own process;
 * the catalogue and the hours are set up before the app starts (bench/harness.ts).
 * Environment: BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10), BENCH_TARGETS
 * (pglite,postgres).
 */
import { sameHoursEveryDay, setAvailabilityInputSchema } from '@vitrine/contracts/availability';
import { runInTransaction } from '../apps/server/src/platform/db/transaction.ts';
import { seedCatalogue } from '../apps/server/src/seed/catalogue.ts';
import { createAvailabilityRepository } from '../apps/server/src/modules/availability/index.ts';
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
  try {
    // Set-up: the catalogue, and hours for the first shop the public list shows.
    const shopId = await withSetUp(env, async ({ api, database }) => {
      await seedCatalogue(database.db, { shops: 50, productsPerShop: [2, 4] });
      const shops = await api('GET', '/api/v1/vendor/getVendors?limit=1');
      const id = (shops.body as { items: { id: string }[] }).items[0]!.id;
      const db = database.db;
      await runInTransaction(db, (tx) =>
        createAvailabilityRepository(db).upsert(tx, id, availability),
      );
      return id;
    });
    const app = await startApp(env);
    try {
      const url = app.url;
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
      await app.stop();
    }
  } finally {
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
