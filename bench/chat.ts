/**
 * npm run bench:chat
 *
 * Chat and notifications latency on the real server (PostgreSQL when DATABASE_URL is set, else
 * PGlite): BENCH_CONVERSATIONS conversations (500) between one shop and as many customers, each
 * customer with two sockets open; the shop sends one message per conversation per second for
 * BENCH_WARMUP seconds (5, timed apart: the start's backlog of a cold process) and then
 * BENCH_DURATION seconds (20); the time from the HTTP send to the recipient's socket event is
 * measured (p50, p99; target p99 ≤ 50 ms), with the HTTP answer's p99 for each second and the
 * messages that arrived twice counted. Then a general notification reaches every socket
 * (2 × conversations); the time from the broadcast to each socket's event (p95; target ≤ 100 ms).
 * The app (the real server entry), the hello-world and the load generator (chat-load.ts) each run
 * in their own process; accounts and conversations are set up before the app starts
 * (bench/harness.ts).
 */
import type { ChatGroup } from '@vitrine/contracts/chat';
import { shop, shopMember } from '../apps/server/src/platform/db/schema/index.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/index.ts';
import type { ChatLoadInput, ChatLoadResult } from './chat-load.ts';
import {
  exited,
  forkScript,
  freshDatabase,
  helloWorld,
  ms,
  runTargets,
  startApp,
  targetLabel,
  withSetUp,
} from './harness.ts';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 500);
const SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function benchTarget(target: 'pglite' | 'postgres') {
  const fresh = await freshDatabase(target, 'chat');
  // Every socket comes from the one loopback address: the per-address cap (500 by default,
  // against many clients behind one address) is raised to the benchmark's two per customer.
  const env = {
    ...fresh.env,
    AUTH_RATE_LIMIT_MAX: '1000000',
    REALTIME_MAX_SOCKETS_PER_ADDRESS: String(2 * CONVERSATIONS + 10),
  };
  try {
    // Set-up: the accounts and the conversations through the API, the shop in its tables.
    const { vendor, customers, groups } = await withSetUp(env, async ({ api, database }) => {
      const users = createUsersRepository(database.db);
      const post = async (path: string, token: string | undefined, body: object) => {
        const res = await api('POST', `/api/v1${path}`, {
          body,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        if (res.status >= 300)
          throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body;
      };
      let n = 0;
      const account = async () => {
        n += 1;
        const body = (await post('/user/register', undefined, {
          name: `Bench ${n}`,
          email: `bench-${n}@bench.test`,
          password: 'quiet-lantern-harbour-42',
        })) as { token: string; user: { id: string } };
        return { token: body.token, userId: body.user.id };
      };
      const vendor = await account();
      await users.setRoles(vendor.userId, {
        customer: false,
        vendor: true,
        employee: false,
        admin: true,
      });
      const [row] = await database.db
        .insert(shop)
        .values({ slug: 'bench-shop', name: 'Bench Shop', city: 'Jaipur', state: 'Rajasthan' })
        .returning({ id: shop.id });
      await database.db
        .insert(shopMember)
        .values({ shopId: row!.id, userId: vendor.userId, role: 'owner' });
      const customers = [];
      for (let i = 0; i < CONVERSATIONS; i += 1) customers.push(await account());
      const groups = await Promise.all(
        customers.map(
          async (c) =>
            ((await post('/chat/groups', c.token, { shopId: row!.id })) as ChatGroup).groupId,
        ),
      );
      return { vendor, customers, groups };
    });
    const app = await startApp(env);
    try {
      // The sockets and the sends run in a process of their own (bench/chat-load.ts).
      const child = forkScript('./chat-load.ts');
      const result = await new Promise<ChatLoadResult>((resolve, reject) => {
        child.on('message', (message: { connected?: number; result?: ChatLoadResult }) => {
          if (message.connected !== undefined)
            console.log(
              `  ${targetLabel(target)}: ${CONVERSATIONS} conversations, ${message.connected} sockets`,
            );
          if (message.result) resolve(message.result);
        });
        child.once('exit', (code) => reject(new Error(`the load generator exited (${code})`)));
        child.send({
          url: app.url,
          vendorToken: vendor.token,
          customerTokens: customers.map((c) => c.token),
          groups,
          warmup: WARMUP,
          seconds: SECONDS,
        } satisfies ChatLoadInput);
      });
      await exited(child);
      const { sends, failures, latencies, warmupLatencies, answered, notified, sendingMs } = result;
      if (WARMUP > 0)
        console.log(
          `  warm-up (${WARMUP} s, not counted below): ${warmupLatencies.length} received; send → receive p50 ${ms(percentile(warmupLatencies, 50))}, p99 ${ms(percentile(warmupLatencies, 99))}`,
        );
      console.log(
        `  send → receive: ${sends} sent (${failures} failed), ${latencies.length} received; p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))} (target ≤ 50 ms); the HTTP answer alone p50 ${ms(percentile(answered, 50))}, p99 ${ms(percentile(answered, 99))}; ${Math.round((sends - failures) / (sendingMs / 1000))} sends answered/s (${Math.round(sends / SECONDS)} asked)`,
      );
      console.log(
        `  the HTTP answer's p99 by second: ${result.answeredBySecond.map((times) => ms(percentile(times, 99))).join(', ')}`,
      );
      console.log(`  arrived twice (not timed): ${result.duplicates}`);
      for (const [reason, times] of Object.entries(result.failureReasons))
        console.log(`  failed ${times}×: ${reason}`);
      console.log(
        `  general notification: ${notified.length}/${result.sockets} sockets; p50 ${ms(percentile(notified, 50))}, p95 ${ms(percentile(notified, 95))} (target ≤ 100 ms)`,
      );
    } finally {
      await app.stop();
    }
  } finally {
    await fresh.drop();
  }
}

const targets = runTargets('pglite,postgres');
// The machine's yardstick, measured in the same run: latencies mean little without it.
const hello = await helloWorld();
console.log(`hello-world (bare Fastify) in this run: ${Math.round(hello.rps)} req/s`);
for (const target of targets) await benchTarget(target);
