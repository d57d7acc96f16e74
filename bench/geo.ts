/**
 * npm run bench:geo
 *
 * The geography lookups of the address form (issue 13: p99 ≤ 5 ms at 10 connections). Starts the
 * real app on a fresh PGlite database (the lookups never touch the database: the data is built once
 * at start and answered from memory) and loads, with autocannon, one run each:
 *   - GET /api/v1/geo/countries (every country, about 245 rows);
 *   - GET /api/v1/geo/states/IN (36 states and union territories);
 *   - GET /api/v1/geo/cities?countryCode=IN&adminCode1=MH;
 *   - GET /api/v1/geo/postal-codes?countryCode=IN&postalCode=… (a PIN typed in the form; the run
 *     cycles through a few, known and prefix-only);
 * and, in the same run, a bare Fastify hello-world, printing req/s, p50, p99 and the ratio.
 *
 * The app (the real server entry), the hello-world and autocannon each run in their own process
 * (bench/harness.ts).
 * Environment: BENCH_DURATION (seconds, 20), BENCH_CONNECTIONS (10).
 */
import {
  connections,
  duration,
  freshDatabase,
  helloWorld,
  load,
  ms,
  printFigures,
  startApp,
  type Figures,
} from './harness.ts';

const P99_TARGET_MS = 5;

const runs: Array<[name: string, paths: string[]]> = [
  ['geo/countries', ['/api/v1/geo/countries']],
  ['geo/states/IN', ['/api/v1/geo/states/IN']],
  ['geo/cities (IN, MH)', ['/api/v1/geo/cities?countryCode=IN&adminCode1=MH']],
  [
    'geo/postal-codes (a PIN)',
    ['400050', '560034', '403601', '110001', '413512', '682555'].map(
      (pin) => `/api/v1/geo/postal-codes?countryCode=IN&postalCode=${pin}`,
    ),
  ],
];

async function main() {
  console.log(
    `autocannon: ${connections} connections, ${duration} s per run; app, hello-world and load ` +
      'generator each in its own process',
  );
  const hello = await helloWorld();
  const fresh = await freshDatabase('pglite', 'geo');
  const results: Figures[] = [];
  try {
    const app = await startApp(fresh.env);
    const url = app.url;
    try {
      for (const [name, paths] of runs) {
        // Sanity and warm-up: every answer is 200.
        for (let i = 0; i < 50; i++) {
          const response = await fetch(`${url}${paths[i % paths.length]}`);
          if (response.status !== 200) throw new Error(`${name}: HTTP ${response.status}`);
          await response.arrayBuffer();
        }
        results.push(await load(name, url, paths));
      }
    } finally {
      await app.stop();
    }
  } finally {
    await fresh.drop();
  }
  printFigures(hello, results);
  for (const f of results) {
    console.log(
      `${f.name}: p99 ${ms(f.p99)} ${f.p99 <= P99_TARGET_MS ? '≤' : '>'} ${P99_TARGET_MS} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
