/**
 * npm run bench:products
 *
 * Seeds the benchmark catalogue (10,000 shops, 200,000 products) into a new PostgreSQL database
 * on the DATABASE_URL server (dropped afterwards), starts the real server with the answer cache
 * off (SEARCH_CACHE_TTL_MS=0: every request runs the whole search) and loads
 * GET /api/v1/products/search (words with filters, sorts and pages) with autocannon. In the same
 * run it loads a bare Fastify hello-world, and prints req/s, p50 and p99 for each, and the
 * search's p99 and its ratio to the hello-world against the targets (p99 ≤ 25 ms, ≥ 0.10×).
 *
 * The app (the real server entry), the hello-world and autocannon each run in their own process;
 * the catalogue is seeded before the app starts (bench/harness.ts).
 * Environment: BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10), DATABASE_URL (required),
 * BENCH_EXISTING_DATABASE_URL reuses an already seeded database instead (never dropped).
 */
import { seedCatalogue } from '../apps/server/src/seed/catalogue.ts';
import {
  freshDatabase,
  helloWorld,
  load,
  ms,
  printFigures,
  runTargets,
  startApp,
  withSetUp,
  type Figures,
} from './harness.ts';

/**
 * What shoppers ask: broad and narrow words, a typo, facets, price ranges, every sort and a
 * later page; cycled through by every connection.
 */
const QUERIES = [
  'searchKey=silk%20saree&categories=womens-ethnic',
  'searchKey=lehenga&occasions=wedding&sort=price',
  'searchKey=lehnga&genders=women',
  'searchKey=kurta&minPrice=100000&maxPrice=500000&inStock=true',
  'searchKey=sherwani&categories=mens-ethnic&page=3',
  'categories=bridal&sort=newest',
  'occasions=sangeet&premium=true&sort=price-desc',
  'searchKey=cotton%20dupatta&page=2&limit=40',
].map((query) => `/api/v1/products/search?${query}`);

async function main() {
  const existing = process.env.BENCH_EXISTING_DATABASE_URL;
  const targets = runTargets('postgres', Boolean(process.env.DATABASE_URL || existing));
  if (!targets.includes('postgres')) {
    throw new Error('bench:products measures PostgreSQL: set DATABASE_URL');
  }
  const hello = await helloWorld();
  const fresh = await freshDatabase('postgres', 'products', existing);
  const results: Figures[] = [];
  try {
    if (fresh.seed) {
      await withSetUp(fresh.env, async ({ database }) => {
        const started = Date.now();
        const seeded = await seedCatalogue(database.db, {
          scale: 'bench',
          log: (message) => process.stdout.write(`\r  seeding ${message}   `),
        });
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        console.log(
          `\r  seeded ${seeded.shops} shops and ${seeded.products} products in ${seconds} s`,
        );
      });
    }
    const app = await startApp({ ...fresh.env, SEARCH_CACHE_TTL_MS: '0' });
    try {
      // The first search loads the index; then every query must answer 200.
      const loadStarted = performance.now();
      await fetch(`${app.url}${QUERIES[0]}`);
      console.log(`  index loaded by the first search in ${ms(performance.now() - loadStarted)}`);
      for (const query of QUERIES) {
        const response = await fetch(`${app.url}${query}`);
        const body = (await response.json()) as { total?: number };
        if (response.status !== 200) throw new Error(`${query}: HTTP ${response.status}`);
        console.log(`  ${decodeURIComponent(query.split('?')[1]!)} → ${body.total} products`);
      }
      for (let i = 0; i < 80; i++) await fetch(`${app.url}${QUERIES[i % QUERIES.length]}`);
      results.push(await load('products/search, PostgreSQL, cache off', app.url, QUERIES));
    } finally {
      await app.stop();
    }
  } finally {
    await fresh.drop();
  }
  printFigures(hello, results);
  for (const f of results) {
    const ratio = f.rps / hello.rps;
    console.log(
      `${f.name}: p99 ${ms(f.p99)} ${f.p99 <= 25 ? '≤' : '>'} 25 ms, ` +
        `${ratio.toFixed(3)}× hello-world ${ratio >= 0.1 ? '≥' : '<'} 0.10×`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
