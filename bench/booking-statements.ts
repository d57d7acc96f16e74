/**
 * npx tsx bench/booking-statements.ts (DATABASE_URL set: PostgreSQL)
 *
 * What one booking sends to PostgreSQL: the app built in this process on a fresh database, the
 * bench's shop (open around the clock) and a customer with credits, a few bookings to warm it,
 * then one `POST /api/v1/user/booking` with every statement its request sends listed in order,
 * and then the outbox's delivery of the events that booking made due now (its handlers' mails,
 * notifications and live events), listed the same way. Each statement is a round trip; the list
 * shows which run on the request path and which after the answer.
 */
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { runInTransaction } from '../apps/server/src/platform/db/transaction.ts';
import { createCredits } from '../apps/server/src/modules/credits/index.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/index.ts';
import { openBenchShop } from './bench-shop.ts';
import { freshDatabase } from './harness.ts';

let phase: string | undefined;
const sent: { phase: string; text: string }[] = [];
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  if (phase) {
    const text =
      typeof config === 'string' ? config : String((config as { text?: unknown })?.text ?? '?');
    sent.push({ phase, text: text.replace(/\s+/g, ' ').slice(0, 160) });
  }
  return (original as (...args: unknown[]) => unknown).call(this, config, ...rest);
} as typeof original;

const fresh = await freshDatabase('postgres', 'statements');
try {
  const env = { ...fresh.env, OUTBOX_START_DELAY_MS: '3600000', AUTH_RATE_LIMIT_MAX: '100000' };
  const config = loadConfig(env);
  const database = await openDatabase(config);
  const app = await buildApp(config, { database });
  await app.ready();
  const db = database.db;
  const shopId = await openBenchShop(db);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: {
      name: 'Booker',
      email: `booker-${Date.now()}@bench.test`,
      password: 'quiet-lantern-harbour-42',
    },
  });
  const { user, token } = registered.json() as { user: { id: string }; token: string };
  await createUsersRepository(db).setRoles(user.id, {
    customer: true,
    vendor: false,
    employee: false,
    admin: false,
  });
  await runInTransaction(db, (tx) =>
    createCredits(db).grant(tx, {
      userId: user.id,
      amount: 3000,
      kind: 'staff_adjustment',
      reference: null,
    }),
  );
  const start = Math.ceil((Date.now() + 24 * 60 * 60 * 1000) / 1_800_000) * 1_800_000;
  const book = async (n: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/booking',
      headers: { authorization: `Bearer ${token}` },
      payload: { shopId, startsAt: new Date(start + n * 1_800_000).toISOString() },
    });
    if (res.statusCode !== 201) throw new Error(`booking ${n}: ${res.statusCode} ${res.body}`);
  };
  // Warm: prepared statements named, caches filled, earlier events delivered.
  for (let n = 0; n < 5; n++) await book(n);
  await app.outbox.dispatcher.drain();

  phase = 'request';
  await book(5);
  phase = 'outbox';
  await app.outbox.dispatcher.drain();
  phase = undefined;
  // Live events and other after-commit work settle.
  await new Promise((resolve) => setTimeout(resolve, 200));

  for (const p of ['request', 'outbox']) {
    const list = sent.filter((s) => s.phase === p);
    console.log(`\n${p}: ${list.length} statements`);
    for (const s of list) console.log(`  ${s.text}`);
  }
  await app.close();
  await database.close();
} finally {
  await fresh.drop();
}
