/**
 * npm run bench:chat
 *
 * Chat and notifications latency on the real app (PostgreSQL when DATABASE_URL is set, else
 * PGlite): BENCH_CONVERSATIONS conversations (500) between one shop and as many customers, each
 * customer with two sockets open; the shop sends one message per conversation per second for
 * BENCH_WARMUP seconds (5, timed apart: the start's backlog of a cold process) and then
 * BENCH_DURATION seconds (20); the time from the HTTP send to the recipient's socket event is
 * measured (p50, p99; target p99 ≤ 50 ms), with the HTTP answer's p99 for each second and the
 * messages that arrived twice counted. Then a general notification reaches every socket
 * (2 × conversations); the time from the broadcast to each socket's event (p95; target ≤ 100 ms).
 */
import { Worker } from 'node:worker_threads';
import type { ChatGroup } from '@vitrine/contracts/chat';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { shop, shopMember } from '../apps/server/src/db/schema/index.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/index.ts';
import type { ChatLoadInput, ChatLoadResult } from './chat-load.ts';
import {
  closeApp,
  freshDatabase,
  helloWorld,
  listen,
  ms,
  runTargets,
  targetLabel,
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
  const env = { ...fresh.env, AUTH_RATE_LIMIT_MAX: '1000000' };
  const database = await openDatabase(loadConfig(env));
  const app = await buildApp(loadConfig(env), { database });
  try {
    const url = await listen(app);
    const users = createUsersRepository(database.db);
    const post = async (path: string, token: string | undefined, body: object) => {
      const res = await fetch(`${url}/api/v1${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<unknown>;
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
    // The sockets and the sends run in a worker thread (bench/chat-load.ts): in the app's own
    // event loop they would take its time and be counted as the app's latency.
    // The worker loads TypeScript through tsx, registered in it first.
    const tsx = import.meta.resolve('tsx/esm/api');
    const script = new URL('./chat-load.ts', import.meta.url).href;
    const worker = new Worker(
      `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(script)}); })`,
      {
        eval: true,
        workerData: {
          url,
          vendorToken: vendor.token,
          customerTokens: customers.map((c) => c.token),
          groups,
          warmup: WARMUP,
          seconds: SECONDS,
        } satisfies ChatLoadInput,
      },
    );
    const result = await new Promise<ChatLoadResult>((resolve, reject) => {
      worker.on('message', (message: { connected?: number; result?: ChatLoadResult }) => {
        if (message.connected !== undefined)
          console.log(
            `  ${targetLabel(target)}: ${CONVERSATIONS} conversations, ${message.connected} sockets`,
          );
        if (message.result) resolve(message.result);
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`the load worker exited (${code})`)));
    });
    await worker.terminate();
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
    await closeApp(app);
    await database.close();
    await fresh.drop();
  }
}

const targets = runTargets('pglite,postgres');
// The machine's yardstick, measured in the same run: latencies mean little without it.
const hello = await helloWorld();
console.log(`hello-world (bare Fastify) in this run: ${Math.round(hello.rps)} req/s`);
for (const target of targets) await benchTarget(target);
