/**
 * npm run bench:chat
 *
 * Chat and notifications latency on the real app (PostgreSQL when DATABASE_URL is set, else
 * PGlite): BENCH_CONVERSATIONS conversations (500) between one shop and as many customers, each
 * customer with two sockets open; the shop sends one message per conversation per second for
 * BENCH_DURATION seconds (20); the time from the HTTP send to the recipient's socket event is
 * measured (p50, p99; target p99 ≤ 50 ms). Then a general notification reaches every socket
 * (2 × conversations); the time from the broadcast to each socket's event (p95; target ≤ 100 ms).
 */
import type { ChatGroup, ChatMessage } from '@vitrine/contracts/chat';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { shop, shopMember } from '../apps/server/src/db/schema/index.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/index.ts';
import { closeApp, freshDatabase, listen, ms, runTargets, targetLabel } from './harness.ts';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 500);
const SECONDS = Number(process.env.BENCH_DURATION ?? 20);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

async function benchTarget(target: 'pglite' | 'postgres') {
  const fresh = await freshDatabase(target, 'chat');
  const env = { ...fresh.env, AUTH_RATE_LIMIT_MAX: '1000000' };
  const database = await openDatabase(loadConfig(env));
  const app = await buildApp(loadConfig(env), { database });
  const sockets: Socket[] = [];
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
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const answered: number[] = [];
    const notified: number[] = [];
    let broadcastAt = 0;
    await Promise.all(
      customers.flatMap((c) =>
        [0, 1].map(
          (copy) =>
            new Promise<void>((resolve, reject) => {
              const socket = io(url, {
                transports: ['websocket'],
                auth: { token: c.token },
                reconnection: false,
              });
              sockets.push(socket);
              socket.on('chat:message-created', (message: ChatMessage) => {
                const started = copy === 0 ? sentAt.get(message.clientId) : undefined;
                if (started !== undefined) latencies.push(performance.now() - started);
              });
              socket.on('notification:created', () =>
                notified.push(performance.now() - broadcastAt),
              );
              socket.once('connect', () => resolve());
              socket.once('connect_error', reject);
            }),
        ),
      ),
    );
    console.log(
      `  ${targetLabel(target)}: ${CONVERSATIONS} conversations, ${sockets.length} sockets`,
    );

    let sends = 0;
    let failures = 0;
    const inFlight: Promise<unknown>[] = [];
    for (let second = 0; second < SECONDS; second += 1) {
      const tick = performance.now();
      for (const [i, groupId] of groups.entries()) {
        const clientId = `b-${second}-${i}`;
        // Spread each second's sends over the second.
        const at = tick + (i / groups.length) * 1000;
        inFlight.push(
          new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now()))).then(
            () => {
              const started = performance.now();
              sentAt.set(clientId, started);
              sends += 1;
              return post(`/chat/groups/${groupId}/messages`, vendor.token, {
                clientId,
                type: 'text',
                content: { text: 'Your blouse is ready' },
              }).then(
                () => answered.push(performance.now() - started),
                () => (failures += 1),
              );
            },
          ),
        );
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, tick + 1000 - performance.now())),
      );
    }
    await Promise.all(inFlight);
    const deadline = Date.now() + 30_000;
    while (latencies.length < sends - failures && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    console.log(
      `  send → receive: ${sends} sent (${failures} failed), ${latencies.length} received; p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))} (target ≤ 50 ms); the HTTP answer alone p50 ${ms(percentile(answered, 50))}, p99 ${ms(percentile(answered, 99))}`,
    );

    broadcastAt = performance.now();
    await post('/admin/notifications/broadcast', vendor.token, {
      audience: 'general',
      title: 'Festive hours',
      body: 'Shops open late all week.',
    });
    const until = Date.now() + 30_000;
    while (notified.length < sockets.length && Date.now() < until)
      await new Promise((r) => setTimeout(r, 20));
    console.log(
      `  general notification: ${notified.length}/${sockets.length} sockets; p50 ${ms(percentile(notified, 50))}, p95 ${ms(percentile(notified, 95))} (target ≤ 100 ms)`,
    );
  } finally {
    for (const socket of sockets) socket.disconnect();
    await closeApp(app);
    await database.close();
    await fresh.drop();
  }
}

for (const target of runTargets('pglite,postgres')) await benchTarget(target);
