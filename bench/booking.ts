/**
 * npm run bench:booking
 *
 * Booking under contention: a fresh database (PostgreSQL when DATABASE_URL is set, else PGlite),
 * one shop open around the clock with 30-minute meetings, the real app on a random port, and
 * BENCH_CONNECTIONS (10) customers booking at the same time, each its own slots one after the
 * other (BENCH_BOOKINGS each, 40): every POST /api/v1/user/booking is one transaction (the slot,
 * the 30-credit debit under the account lock, the attendees, five outbox events). Prints p50,
 * p95, p99 and bookings/s. Target: p99 ≤ 50 ms on PostgreSQL. BENCH_OUTBOX_DELAY_MS holds the
 * outbox dispatcher back (e.g. 3600000), to time the booking without its mails being sent
 * alongside.
 */
import { WEEKDAYS, setAvailabilityInputSchema } from '@vitrine/contracts/availability';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runInTransaction } from '../apps/server/src/db/transaction.ts';
import { shop } from '../apps/server/src/db/schema/catalogue.ts';
import { createAvailabilityRepository } from '../apps/server/src/modules/availability/index.ts';
import { createCredits } from '../apps/server/src/modules/credits/index.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/index.ts';
import {
  closeApp,
  connections,
  freshDatabase,
  listen,
  ms,
  runTargets,
  targetLabel,
  type Target,
} from './harness.ts';

const P99_TARGET_MS = 50;
const perBooker = Number(process.env.BENCH_BOOKINGS ?? 40);
const none = { customer: false, vendor: false, employee: false, admin: false };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function benchTarget(target: Target) {
  const fresh = await freshDatabase(target, 'booking');
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(loadConfig(fresh.env));
    const db = database.db;
    const app = await buildApp(
      loadConfig({
        ...fresh.env,
        AUTH_RATE_LIMIT_MAX: '100000',
        ...(process.env.BENCH_OUTBOX_DELAY_MS && {
          OUTBOX_START_DELAY_MS: process.env.BENCH_OUTBOX_DELAY_MS,
        }),
      }),
      {
        database,
      },
    );
    try {
      const url = await listen(app);
      const [row] = await db
        .insert(shop)
        .values({
          slug: 'bench-shop',
          name: 'Bench Shop',
          city: 'Jaipur',
          state: 'Rajasthan',
          timeZone: 'UTC',
        })
        .returning({ id: shop.id });
      const shopId = row!.id;
      const allDay = [{ start: '00:00', end: '24:00' }];
      await runInTransaction(db, (tx) =>
        createAvailabilityRepository(db).upsert(
          tx,
          shopId,
          setAvailabilityInputSchema.parse({
            weeklyHours: Object.fromEntries(WEEKDAYS.map((d) => [d, allDay])),
            minimumNoticeMinutes: 0,
          }),
        ),
      );
      const users = createUsersRepository(db);
      const bookers: string[] = [];
      for (let i = 0; i < connections; i++) {
        const res = await fetch(`${url}/api/v1/user/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Booker ${i}`,
            email: `booker-${i}-${Date.now()}@bench.test`,
            password: 'quiet-lantern-harbour-42',
          }),
        });
        const { user, token } = (await res.json()) as { user: { id: string }; token: string };
        await users.setRoles(user.id, { ...none, customer: true });
        await runInTransaction(db, (tx) =>
          createCredits(db).grant(tx, {
            userId: user.id,
            amount: 30 * perBooker,
            kind: 'staff_adjustment',
            reference: null,
          }),
        );
        bookers.push(token);
      }
      // Slots from tomorrow on, 30 minutes apart; booker i takes every `connections`-th one.
      const start = Math.ceil((Date.now() + 24 * 60 * 60 * 1000) / 1_800_000) * 1_800_000;
      const latencies: number[] = [];
      let failures = 0;
      const began = performance.now();
      await Promise.all(
        bookers.map(async (token, i) => {
          for (let n = 0; n < perBooker; n++) {
            const startsAt = new Date(start + (n * connections + i) * 1_800_000).toISOString();
            const t0 = performance.now();
            const res = await fetch(`${url}/api/v1/user/booking`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ shopId, startsAt }),
            });
            await res.arrayBuffer();
            latencies.push(performance.now() - t0);
            if (res.status !== 201) failures += 1;
          }
        }),
      );
      const seconds = (performance.now() - began) / 1000;
      const sorted = latencies.sort((a, b) => a - b);
      return {
        run: `booking, ${targetLabel(target)}, ${connections} bookers`,
        bookings: latencies.length,
        failures,
        'bookings/s': Math.round(latencies.length / seconds),
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
      };
    } finally {
      await closeApp(app);
    }
  } finally {
    await database?.close();
    await fresh.drop();
  }
}

async function main() {
  const results = [];
  for (const target of runTargets('postgres')) results.push(await benchTarget(target));
  console.table(results.map((r) => ({ ...r, p50: ms(r.p50), p95: ms(r.p95), p99: ms(r.p99) })));
  for (const r of results) {
    console.log(
      `${r.run}: p99 ${ms(r.p99)} ${r.p99 <= P99_TARGET_MS ? '≤' : '>'} ${P99_TARGET_MS} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
