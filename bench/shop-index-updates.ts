/**
 * npx tsx bench/shop-index-updates.ts (BENCH_EXISTING_DATABASE_URL: a PostgreSQL database seeded
 * at bench scale, e.g. by a `npm run bench:search` kept with that variable; it changes 2,000
 * shops' ratings).
 *
 * The live shop index's own costs, without HTTP or load: a full load, the six benchmark searches
 * in the index, reloading one changed shop (its query and the replacement), the replacement
 * alone, and the same searches again once 2,000 shops have taken new slots.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { rawRows } from '../apps/server/src/platform/db/raw-rows.ts';
/* eslint-disable import/no-restricted-paths -- a micro-benchmark of the shop index itself, below
   the module's entry point, as its unit test is; product code never does this. */
import { createShopIndex } from '../apps/server/src/modules/catalogue/shop-index.ts';
import { createShopsRepository } from '../apps/server/src/modules/catalogue/shops.repository.ts';
import { createTextSearchRepository } from '../apps/server/src/modules/catalogue/text-search.repository.ts';
import { createTextSearchService } from '../apps/server/src/modules/catalogue/text-search.service.ts';
/* eslint-enable import/no-restricted-paths */
const url = process.env.BENCH_EXISTING_DATABASE_URL;
if (!url)
  throw new Error(
    'Set BENCH_EXISTING_DATABASE_URL to a PostgreSQL database seeded at bench scale.',
  );
const database = await openDatabase(
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-bench-index-')),
    DATABASE_URL: url,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
  }),
);
const db = database.db;
const repo = createShopsRepository(db);
const index = createShopIndex({ shopsRepository: repo });
let t = performance.now();
await index.search({}, 'rating');
console.log(`full load: ${(performance.now() - t).toFixed(0)} ms`);
const ts = createTextSearchService({
  textSearchRepository: createTextSearchRepository(db),
  clock: () => new Date(),
});
const queries = [
  { text: await ts.prepare('silk saree'), categories: ['womens-ethnic'], occasions: ['wedding'] },
  { text: await ts.prepare('bridal lehenga'), genders: ['women'], cities: ['Delhi'] },
  { text: await ts.prepare('sherwani'), categories: ['mens-ethnic'], languages: ['hi'] },
  { text: await ts.prepare('lehnga'), occasions: ['sangeet'], genders: ['women'] },
  { text: await ts.prepare('padmini'), categories: ['bridal'], cities: ['Mumbai'] },
  { text: await ts.prepare('tailor'), occasions: ['office'], premium: true },
];
const timeSearches = async (label: string) => {
  for (let i = 0; i < 60; i++)
    await index.search(queries[i % 6] as never, 'relevance', { offset: 0, limit: 20 });
  const n = 600;
  const t0 = performance.now();
  for (let i = 0; i < n; i++)
    await index.search(queries[i % 6] as never, 'relevance', { offset: 0, limit: 20 });
  console.log(
    `${label}: ${(((performance.now() - t0) / n) * 1000).toFixed(0)} µs per search (in the index)`,
  );
};
await timeSearches('loaded (10,000 slots)');
const ids = (
  await rawRows<{ id: string }>(db, sql`select id::text from shop order by random() limit 2000`)
).map((r) => r.id);
await rawRows(
  db,
  sql`update shop set rating_average = round((random() * 5)::numeric, 1)::float8, rating_count = (random() * 500)::int where id = any(${sql.param(ids)}::uuid[])`,
);
t = performance.now();
for (const id of ids.slice(0, 500)) await index.shopsChanged([id]);
console.log(
  `one shop at a time: ${(((performance.now() - t) / 500) * 1000).toFixed(0)} µs per shop (its query and the replacement)`,
);
const rows = await repo.indexRowsByIds(ids.slice(500));
// The replacement alone: the rows are already read; count the time apply takes via a repository that answers from memory.
const memo = createShopIndex({
  shopsRepository: {
    ...repo,
    indexRowsByIds: async (want: string[]) => rows.filter((r) => want.includes(r.id)),
  },
});
await memo.search({}, 'rating');
t = performance.now();
for (const row of rows) await memo.shopsChanged([row.id]);
console.log(
  `replacement alone: ${(((performance.now() - t) / rows.length) * 1000).toFixed(0)} µs per shop (1,500 shops)`,
);
for (const id of ids.slice(500)) await index.shopsChanged([id]);
console.log(index.stats());
await timeSearches('after 2,000 changed shops (12,000 slots)');
await database.close();
