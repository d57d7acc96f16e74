/**
 * npm run bench:booking
 *
 * Booking under contention: a fresh database (PostgreSQL when DATABASE_URL is set, else PGlite),
 * one shop open around the clock with 30-minute meetings, the real server on a random port, and
 * BENCH_CONNECTIONS (10) customers booking at the same time from a process of their own, each its own
 * slots one after the other (BENCH_BOOKINGS each, 100, after BENCH_WARMUP untimed ones, 30, so
 * that a cold process's first requests are not timed: V8 optimises the booking's path over its
 * first few hundred requests, and 5 each left the timed run's first second on unoptimised
 * code, p99 53–57 ms where the warm server gives 44 ms): every POST /api/v1/user/booking is one
 * transaction (the slot, the 30-credit debit under the account lock, the attendees, the outbox
 * events). Prints p50, p95, p99, bookings/s, and the work per booking: the app's main thread's busy
 * time and the PostgreSQL backends' CPU time (on this machine), which the machine's load
 * inflates far less than latency. Target: p99 ≤ 35 ms on PostgreSQL. BENCH_OUTBOX_DELAY_MS holds the
 * outbox dispatcher back (e.g. 3600000), to time the booking without its mails being sent
 * alongside.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { runInTransaction } from '../apps/server/src/platform/db/transaction.ts';
import { createCredits } from '../apps/server/src/modules/credits/index.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/index.ts';
import {
  connections,
  exited,
  forkScript,
  freshDatabase,
  helloWorld,
  ms,
  runTargets,
  startApp,
  targetLabel,
  withSetUp,
  type Target,
} from './harness.ts';
import { openBenchShop } from './bench-shop.ts';
import type { BookingLoadInput, BookingLoadResult } from './booking-load.ts';

const P99_TARGET_MS = 35;
const perBooker = Number(process.env.BENCH_BOOKINGS ?? 100);
const warmup = Number(process.env.BENCH_WARMUP ?? 30);
const none = { customer: false, vendor: false, employee: false, admin: false };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Outbox events due now (the dispatcher has not delivered them yet). */
async function dueEvents(client: pg.Client): Promise<number> {
  const result = await client.query<{ n: number }>(
    `select count(*)::int as n from outbox_event where status = 'pending' and run_at <= now()`,
  );
  return result.rows[0]!.n;
}

/** CPU time (ms, user + system) of a process, or of one of its threads (`tid`), from /proc. */
function threadCpuMs(pid: number, tid?: number): number | undefined {
  try {
    const path = tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`;
    const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * CPU time (ms, user + system) of each PostgreSQL backend serving this database, by pid, when
 * they run on this machine (/proc readable; clock ticks of 10 ms); undefined otherwise (a remote
 * server). This benchmark's own connection is among them; it only counts rows.
 */
async function backendCpuMs(client: pg.Client): Promise<Map<number, number> | undefined> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = threadCpuMs(pid);
    if (ms === undefined) return undefined;
    cpu.set(pid, ms);
  }
  return cpu;
}

async function benchTarget(target: Target) {
  const fresh = await freshDatabase(target, 'booking');
  const env = {
    ...fresh.env,
    AUTH_RATE_LIMIT_MAX: '100000',
    ...(process.env.BENCH_OUTBOX_DELAY_MS && {
      OUTBOX_START_DELAY_MS: process.env.BENCH_OUTBOX_DELAY_MS,
    }),
  };
  let monitor: pg.Client | undefined;
  try {
    // Set-up: the shop and its hours, the bookers through the API, their credits.
    const { shopId, bookers } = await withSetUp(env, async ({ api, database }) => {
      const db = database.db;
      const shopId = await openBenchShop(db);
      const users = createUsersRepository(db);
      const bookers: string[] = [];
      for (let i = 0; i < connections; i++) {
        const res = await api('POST', '/api/v1/user/register', {
          body: {
            name: `Booker ${i}`,
            email: `booker-${i}-${Date.now()}@bench.test`,
            password: 'quiet-lantern-harbour-42',
          },
        });
        const { user, token } = res.body as { user: { id: string }; token: string };
        await users.setRoles(user.id, { ...none, customer: true });
        await runInTransaction(db, (tx) =>
          createCredits(db).grant(tx, {
            userId: user.id,
            amount: 30 * (warmup + perBooker),
            kind: 'staff_adjustment',
            reference: null,
          }),
        );
        bookers.push(token);
      }
      return { shopId, bookers };
    });
    // The outbox's progress and the backends' CPU, read by this process (PostgreSQL only: PGlite
    // lives inside the app's process).
    if (fresh.databaseUrl) {
      monitor = new pg.Client({ connectionString: fresh.databaseUrl });
      await monitor.connect();
    }
    const app = await startApp(env);
    try {
      const url = app.url;
      // Slots from tomorrow on, 30 minutes apart; booker i takes every `connections`-th one.
      const start = Math.ceil((Date.now() + 24 * 60 * 60 * 1000) / 1_800_000) * 1_800_000;
      // The bookers run in a process of their own (bench/booking-load.ts).
      // Work per booking, which the machine's load does not inflate as it does latency: the
      // app's main thread's busy time and the CPU time of this database's PostgreSQL backends
      // (read from /proc when they run on this machine), from the first booking until the
      // outbox has delivered every event due. On PGlite neither is reported: the outbox's end
      // cannot be seen from outside the app's process.
      const backendsBefore = monitor ? await backendCpuMs(monitor) : undefined;
      const appBefore = monitor ? threadCpuMs(app.pid, app.pid) : undefined;
      const child = forkScript('./booking-load.ts');
      const result = new Promise<BookingLoadResult>((resolve, reject) => {
        child.once('message', (message) => resolve(message as BookingLoadResult));
        child.once('exit', (code) => reject(new Error(`the load generator exited (${code})`)));
      });
      child.send({
        url,
        shopId,
        tokens: bookers,
        start,
        warmup,
        perBooker,
      } satisfies BookingLoadInput);
      const { latencies, failures, seconds } = await result;
      await exited(child);
      const held = Boolean(process.env.BENCH_OUTBOX_DELAY_MS);
      for (
        let waited = 0;
        monitor && !held && waited < 30_000 && (await dueEvents(monitor)) > 0;
        waited += 100
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const appAfter = monitor ? threadCpuMs(app.pid, app.pid) : undefined;
      const backendsAfter = monitor ? await backendCpuMs(monitor) : undefined;
      const backendMs = backendsAfter
        ? [...backendsAfter].reduce(
            (sum, [pid, ms]) => sum + ms - (backendsBefore?.get(pid) ?? 0),
            0,
          )
        : undefined;
      const sorted = latencies.sort((a, b) => a - b);
      // The CPU times cover the warm-up's bookings too.
      const made = latencies.length + warmup * connections;
      return {
        run: `booking, ${targetLabel(target)}, ${connections} bookers`,
        bookings: latencies.length,
        failures,
        'bookings/s': Math.round(latencies.length / seconds),
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        'app ms/booking':
          appBefore === undefined || appAfter === undefined
            ? undefined
            : (appAfter - appBefore) / made,
        'db ms/booking': backendMs === undefined ? undefined : backendMs / made,
      };
    } finally {
      await app.stop();
    }
  } finally {
    await monitor?.end();
    await fresh.drop();
  }
}

async function main() {
  const results = [];
  const targets = runTargets('postgres');
  // The machine's yardstick, measured in the same run: latencies mean little without it.
  const hello = await helloWorld();
  for (const target of targets) results.push(await benchTarget(target));
  console.table(
    results.map((r) => ({
      ...r,
      p50: ms(r.p50),
      p95: ms(r.p95),
      p99: ms(r.p99),
      'app ms/booking': r['app ms/booking'] === undefined ? '—' : ms(r['app ms/booking']),
      'db ms/booking': r['db ms/booking'] === undefined ? '—' : ms(r['db ms/booking']),
    })),
  );
  console.log(`hello-world (bare Fastify) in this run: ${Math.round(hello.rps)} req/s`);
  for (const r of results) {
    console.log(
      `${r.run}: p99 ${ms(r.p99)} ${r.p99 <= P99_TARGET_MS ? '≤' : '>'} ${P99_TARGET_MS} ms; ${r['bookings/s']} bookings/s = ${(r['bookings/s'] / hello.rps).toFixed(4)}× hello-world`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
