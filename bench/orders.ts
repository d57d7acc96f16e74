/**
 * npm run bench:orders
 *
 * The customer's order list (GET /api/v1/user/orders) with its filters, for one customer with
 * 10,000 orders (BENCH_ORDERS) from one shop over two years, in every status. A fresh database —
 * PostgreSQL when DATABASE_URL is set (a new database on that server, dropped afterwards), and
 * PGlite when BENCH_TARGETS asks for it —, the real server on a random port, and autocannon cycling
 * through the list unfiltered, by status, by a date range, by searchKey (an order number and a
 * shop word), and deep pages. Prints req/s, p50 and p99 beside a bare Fastify hello-world.
 * Target: p99 ≤ 25 ms on PostgreSQL. The app (the real server entry), the hello-world and
 * autocannon each run in their own process; the orders are set up before the app starts
 * (bench/harness.ts).
 *
 * Environment: BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10), BENCH_TARGETS (postgres),
 * BENCH_ORDERS (10000).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@vitrine/contracts/orders';
import { shop } from '../apps/server/src/modules/catalogue/catalogue.schema.ts';
import { orderItem, shopOrder } from '../apps/server/src/modules/orders/orders.schema.ts';
import { createUsersRepository } from '../apps/server/src/modules/users/index.ts';
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

const P99_TARGET_MS = 25;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const DAY_MS = 24 * 60 * 60 * 1000;
const none = { customer: false, vendor: false, employee: false, admin: false };
const TITLES = ['Banarasi saree', 'Silk kurta', 'Chikankari dupatta', 'Lehenga', 'Sherwani'];

async function benchTarget(target: Target): Promise<Figures> {
  const fresh = await freshDatabase(target, 'orders');
  const env = { ...fresh.env, AUTH_RATE_LIMIT_MAX: '100000' };
  const now = Date.now();
  try {
    // Set-up: the customer through the API, their orders straight into the tables.
    const { token, numbers } = await withSetUp(env, async ({ api, database }) => {
      const db = database.db;
      const res = await api('POST', '/api/v1/user/register', {
        body: {
          name: 'Order Bench',
          email: `orders-${Date.now()}@bench.test`,
          password: 'quiet-lantern-harbour-42',
        },
      });
      const { user, token } = res.body as { user: { id: string }; token: string };
      await createUsersRepository(db).setRoles(user.id, { ...none, customer: true });
      const [row] = await db
        .insert(shop)
        .values({ slug: 'bench-orders', name: 'Loom House', city: 'Jaipur', state: 'Rajasthan' })
        .returning({ id: shop.id });
      const shopId = row!.id;
      const numbers: string[] = [];
      for (let start = 0; start < ORDERS; start += 500) {
        const orders: (typeof shopOrder.$inferInsert)[] = [];
        const items: (typeof orderItem.$inferInsert)[] = [];
        for (let i = start; i < Math.min(ORDERS, start + 500); i++) {
          const id = randomUUID();
          const number = `VO-B${String(i).padStart(7, '0')}`;
          numbers.push(number);
          const title = TITLES[i % TITLES.length]!;
          const price = 50_000 + (i % 40) * 2_500;
          orders.push({
            id,
            number,
            customerId: user.id,
            shopId,
            shopName: 'Loom House',
            status: ORDER_STATUSES[i % ORDER_STATUSES.length]!,
            currency: 'INR',
            subtotalMinor: price,
            shippingMinor: 5_000,
            taxMinor: 0,
            totalMinor: price + 5_000,
            searchText: `${number} loom house ${title}`.toLowerCase(),
            itemCount: 1,
            createdAt: new Date(now - (i * 730 * DAY_MS) / ORDERS),
          });
          items.push({ orderId: id, title, unitPriceMinor: price, quantity: 1, position: 0 });
        }
        await db.insert(shopOrder).values(orders);
        await db.insert(orderItem).values(items);
      }
      // A live table is vacuumed and analysed by autovacuum; a bulk load right now is not yet.
      if (target === 'postgres') await db.execute(sql`vacuum analyze shop_order, order_item`);
      return { token, numbers };
    });
    const app = await startApp(env);
    const url = app.url;
    try {
      const day = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);
      const paths = [
        '/api/v1/user/orders',
        '/api/v1/user/orders?status=delivered',
        `/api/v1/user/orders?fromDate=${day(200)}&toDate=${day(100)}`,
        `/api/v1/user/orders?status=paid&fromDate=${day(400)}&toDate=${day(30)}&page=3`,
        `/api/v1/user/orders?searchKey=${numbers[4321]!.toLowerCase()}`,
        '/api/v1/user/orders?searchKey=lehenga&status=shipped',
        '/api/v1/user/orders?page=200',
      ];
      const headers = { authorization: `Bearer ${token}` };
      for (const path of paths) {
        const check = await fetch(`${url}${path}`, { headers });
        const body = (await check.json()) as { total?: number };
        if (check.status !== 200) throw new Error(`${path}: HTTP ${check.status}`);
        console.log(`  ${targetLabel(target)}: ${path} → ${body.total} orders`);
      }
      for (let i = 0; i < 50; i++) {
        await (await fetch(`${url}${paths[i % paths.length]}`, { headers })).arrayBuffer();
      }
      // Each path alone, one request at a time: which of them the load's latency comes from.
      for (const path of paths) {
        const started = performance.now();
        for (let i = 0; i < 40; i++) {
          await (await fetch(`${url}${path}`, { headers })).arrayBuffer();
        }
        console.log(`  ${path}: ${ms((performance.now() - started) / 40)} a request, alone`);
      }
      return await load(
        `order list with filters (${ORDERS} orders), ${targetLabel(target)}`,
        url,
        paths,
        headers,
      );
    } finally {
      await app.stop();
    }
  } finally {
    await fresh.drop();
  }
}

async function main() {
  const targets = runTargets('postgres');
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
