/**
 * npm run bench:search
 *
 * Seeds the benchmark catalogue (10,000 shops, 200,000 products) into a fresh database — PGlite
 * in a temporary folder, and PostgreSQL too when DATABASE_URL is set (a new database on that
 * server, dropped afterwards) —, starts the real server on a random port, and loads
 * GET /api/v1/vendor/fetch-shops (a searchKey plus two filters) with autocannon: once with the
 * search cache off (every request runs the full search in the database) and once as configured
 * by default (SEARCH_CACHE_TTL_MS=30000). In the same run it loads a bare Fastify hello-world,
 * and prints req/s, p50 and p99 for each and the ratio.
 *
 * On PostgreSQL it then measures the live index: the same searches while another writer changes
 * BENCH_UPDATES_PER_SECOND (100) shops a second through `updateShop` (each a transaction with its
 * `shop:changed` event, delivered by the outbox and applied shop by shop), cache off and on; and,
 * when REDIS_URL is set, how long a shop renamed through one instance takes to be found by a
 * search on a second instance (BENCH_VISIBILITY_TRIES renames, 20).
 *
 * The app (the real server entry), the hello-world and autocannon each run in their own process;
 * the catalogue is seeded before the app starts (bench/harness.ts).
 * Environment: BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10), BENCH_TARGETS
 * (pglite,postgres). BENCH_EXISTING_DATABASE_URL reuses an already seeded PostgreSQL database
 * instead of creating one (for tuning; never dropped). BENCH_LIVE_ONLY=true skips the runs
 * without updates.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/platform/db/client.ts';
import { rawRows } from '../apps/server/src/platform/db/raw-rows.ts';
import { seedCatalogue } from '../apps/server/src/seed/catalogue.ts';
import { updateShop } from '../apps/server/src/modules/catalogue/index.ts';
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
import type { WriterReport, WriterStart } from './search-writer.ts';

const updatesPerSecond = Number(process.env.BENCH_UPDATES_PER_SECOND ?? 100);
const visibilityTries = Number(process.env.BENCH_VISIBILITY_TRIES ?? 20);
const liveOnly = process.env.BENCH_LIVE_ONLY === 'true';
const redisUrl = process.env.REDIS_URL;
/** REDIS_KEY_PREFIX of this run only: its channels and limits meet no other run's. */
const redisKeyPrefix = `vitrine:bench:${process.pid}`;

/**
 * What shoppers type, each with two filters; cycled through by every connection. Broad words
 * ("silk saree" matches about a tenth of all shops) as well as a name, a typo and a city.
 */
const QUERIES = [
  'searchKey=silk%20saree&categories=womens-ethnic&occasions=wedding',
  'searchKey=bridal%20lehenga&genders=women&city=Delhi',
  'searchKey=sherwani&categories=mens-ethnic&languages=hi',
  'searchKey=lehnga&occasions=sangeet&genders=women',
  'searchKey=padmini&categories=bridal&city=Mumbai',
  'searchKey=tailor&occasions=office&premium=true',
].map((query) => `/api/v1/vendor/fetch-shops?${query}`);

type SearchFigures = Figures & {
  /** Shop updates committed per second during the run (live-index runs). */
  updatesPerSecond?: number;
};

/**
 * Starts the writer (search-writer.ts) in its own process, as another instance would be: its
 * transactions must not queue behind the searches on this process's event loop.
 */
async function startUpdates(databaseUrl: string, perSecond: number) {
  const child = fork(fileURLToPath(new URL('./search-writer.ts', import.meta.url)));
  const next = () => new Promise<unknown>((resolve) => child.once('message', resolve));
  const started = next();
  child.send({ databaseUrl, perSecond } satisfies WriterStart);
  await started;
  return {
    stop: async (): Promise<WriterReport> => {
      const report = next();
      child.send('stop');
      const result = (await report) as WriterReport;
      if (result.error) throw new Error(`the writer failed: ${result.error}`);
      return result;
    },
  };
}

/**
 * Renames a shop through instance A's database and polls a search on instance B for the new name
 * (every 5 ms); the time from the commit's start to the first search that finds it, per try.
 */
async function crossInstanceVisibility(
  database: DatabaseHandle,
  urlB: string,
  ids: string[],
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < visibilityTries; i++) {
    const word = `zqvis${process.pid}x${i}`;
    const id = ids[(i * 7919) % ids.length]!;
    const started = performance.now();
    await database.db.transaction((tx) => updateShop(tx, id, { name: `Atelier ${word}` }));
    for (;;) {
      const response = await fetch(`${urlB}/api/v1/vendor/fetch-shops?searchKey=${word}`);
      const body = (await response.json()) as { total?: number };
      if (body.total === 1) break;
      if (performance.now() - started > 10_000) throw new Error(`${word} not found on B in 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(performance.now() - started);
  }
  return times;
}

let visibility: number[] | undefined;

async function benchTarget(target: Target): Promise<SearchFigures[]> {
  const fresh = await freshDatabase(target, 'search', process.env.BENCH_EXISTING_DATABASE_URL);
  const label = targetLabel(target);
  const env = fresh.env;
  try {
    // Set-up: the catalogue, straight into the tables.
    const ids = await withSetUp(env, async ({ database }) => {
      if (fresh.seed) {
        const started = Date.now();
        const seeded = await seedCatalogue(database.db, {
          scale: 'bench',
          log: (message) => process.stdout.write(`\r  ${label}: seeding ${message}   `),
        });
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        console.log(
          `\r  ${label}: seeded ${seeded.shops} shops and ${seeded.products} products in ${seconds} s`,
        );
      }
      return (await rawRows<{ id: string }>(database.db, sql`select id::text from shop`)).map(
        (row) => row.id,
      );
    });
    const figures: SearchFigures[] = [];
    const live = target === 'postgres';
    const modes = [
      ...(liveOnly
        ? []
        : ([
            ['cache off', '0', 0],
            ['cache on', undefined, 0],
          ] as const)),
      ...(live
        ? ([
            ['cache off', '0', updatesPerSecond],
            ['cache on', undefined, updatesPerSecond],
          ] as const)
        : []),
    ];
    for (const [mode, ttl, perSecond] of modes) {
      const appEnv = {
        ...env,
        SEARCH_CACHE_TTL_MS: ttl,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: redisKeyPrefix,
      };
      const app = await startApp(appEnv);
      try {
        const url = app.url;
        // Sanity and warm-up: every query answers 200.
        for (const query of QUERIES) {
          const response = await fetch(`${url}${query}`);
          const body = (await response.json()) as { total?: number };
          if (response.status !== 200) throw new Error(`${query}: HTTP ${response.status}`);
          if (mode === 'cache off') {
            console.log(
              `  ${label}: ${decodeURIComponent(query.split('?')[1]!)} → ${body.total} shops`,
            );
          }
        }
        for (let i = 0; i < 60; i++) await fetch(`${url}${QUERIES[i % QUERIES.length]}`);
        if (perSecond === 0) {
          figures.push(await load(`fetch-shops, ${label}, ${mode}`, url, QUERIES));
        } else {
          const updates = await startUpdates(fresh.databaseUrl!, perSecond);
          const result = await load(
            `fetch-shops, ${label}, ${mode}, ${perSecond} updates/s`,
            url,
            QUERIES,
          );
          const { done, seconds } = await updates.stop();
          figures.push({ ...result, updatesPerSecond: done / seconds });
          console.log(`  ${label}: ${done} shop updates committed in ${seconds.toFixed(1)} s`);
          if (ttl === undefined && redisUrl) {
            // Instance B, another server process; the renames are committed from this one.
            const second = await startApp(appEnv);
            const database = await openDatabase(loadConfig(env));
            try {
              await fetch(`${second.url}${QUERIES[0]}`);
              visibility = await crossInstanceVisibility(database, second.url, ids);
            } finally {
              await database.close();
              await second.stop();
            }
          }
        }
      } finally {
        await app.stop();
      }
    }
    return figures;
  } finally {
    await fresh.drop();
  }
}

let ranPostgres = false;

async function main() {
  const targets = runTargets(
    'pglite,postgres',
    Boolean(process.env.DATABASE_URL || process.env.BENCH_EXISTING_DATABASE_URL),
  );
  ranPostgres = targets.includes('postgres');
  const hello = await helloWorld();
  const results: SearchFigures[] = [];
  for (const target of targets) results.push(...(await benchTarget(target)));
  printFigures(hello, results);
  for (const f of results) {
    if (f.updatesPerSecond !== undefined) {
      console.log(
        `${f.name}: p99 ${ms(f.p99)} ${f.p99 <= 25 ? '≤' : '>'} 25 ms with ${f.updatesPerSecond.toFixed(0)} shop updates/s`,
      );
      continue;
    }
    const postgres = f.name.includes('PostgreSQL');
    const p99Target = postgres ? 25 : 50;
    const checks = [`p99 ${ms(f.p99)} ${f.p99 <= p99Target ? '≤' : '>'} ${p99Target} ms`];
    if (postgres) {
      const ratio = f.rps / hello.rps;
      checks.push(`${ratio.toFixed(3)}× hello-world ${ratio >= 0.1 ? '≥' : '<'} 0.10×`);
    }
    console.log(`${f.name}: ${checks.join(', ')}`);
  }
}

main()
  .then(() => {
    if (!visibility) {
      if (ranPostgres) console.log('REDIS_URL is not set: cross-instance visibility not measured.');
      return;
    }
    const sorted = [...visibility].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const max = sorted[sorted.length - 1]!;
    console.log(
      `update on instance A found by a search on instance B: median ${ms(median)}, max ${ms(max)} over ${sorted.length} renames (${max <= 1000 ? '≤' : '>'} 1000 ms)`,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
