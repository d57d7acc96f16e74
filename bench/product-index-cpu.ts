/**
 * node --import tsx bench/product-index-cpu.ts
 *
 * The product index's own time per search, in process (no HTTP, no load generator): builds the
 * index from the benchmark catalogue's rows (10,000 shops, 200,000 products) and runs the
 * searches bench/products.ts sends, each many times, reporting the mean and p99 per search.
 * Text is prepared once per query (as the text search service remembers words), so the figures
 * are the index's work alone.
 *
 * BENCH_EXISTING_DATABASE_URL reuses a seeded database; otherwise DATABASE_URL's server gets a
 * new database, seeded and kept (its URL is printed, to pass as BENCH_EXISTING_DATABASE_URL).
 * BENCH_COMPARE names another module exporting `createProductIndex` (e.g. a copy of an earlier
 * product-index.ts): both are measured in the same run, interleaved. BENCH_ROUNDS (200).
 */
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
/* eslint-disable import/no-restricted-paths -- a micro-benchmark of the product index itself, below
   the module's entry point, as its unit test is; product code never does this. */
import {
  createProductIndex,
  type IndexedShop,
  type IndexSort,
  type ProductFilters,
} from '../apps/server/src/modules/products/product-index.ts';
import { createProductsRepository } from '../apps/server/src/modules/products/products.repository.ts';
import { withShops } from '../apps/server/src/modules/products/products-with-shops.ts';
import { createShopIndex } from '../apps/server/src/modules/catalogue/shop-index.ts';
import { createShopsRepository } from '../apps/server/src/modules/catalogue/shops.repository.ts';
import { createShopsService } from '../apps/server/src/modules/catalogue/shops.service.ts';
import { createTaxonomyRepository } from '../apps/server/src/modules/catalogue/taxonomy.repository.ts';
import { createTaxonomyService } from '../apps/server/src/modules/catalogue/taxonomy.service.ts';
import { createTextSearchRepository } from '../apps/server/src/modules/catalogue/text-search.repository.ts';
import { createTextSearchService } from '../apps/server/src/modules/catalogue/text-search.service.ts';
/* eslint-enable import/no-restricted-paths */
import { seedCatalogue } from '../apps/server/src/seed/catalogue.ts';
import { freshDatabase } from './harness.ts';

type Search = {
  name: string;
  filters: ProductFilters;
  sort: IndexSort;
  offset: number;
  limit: number;
};

/** bench/products.ts's queries, as the service resolves them. */
const SEARCHES: (Omit<Search, 'filters'> & { searchKey?: string; filters: ProductFilters })[] = [
  {
    name: 'silk saree, womens-ethnic',
    searchKey: 'silk saree',
    filters: { categories: ['womens-ethnic'] },
    sort: 'relevance',
    offset: 0,
    limit: 20,
  },
  {
    name: 'lehenga, wedding, price',
    searchKey: 'lehenga',
    filters: { occasions: ['wedding'] },
    sort: 'price',
    offset: 0,
    limit: 20,
  },
  {
    name: 'lehnga, women',
    searchKey: 'lehnga',
    filters: { genders: ['women'] },
    sort: 'relevance',
    offset: 0,
    limit: 20,
  },
  {
    name: 'kurta, price range, in stock',
    searchKey: 'kurta',
    filters: { minPrice: 100000, maxPrice: 500000, inStock: true },
    sort: 'relevance',
    offset: 0,
    limit: 20,
  },
  {
    name: 'sherwani, mens-ethnic, page 3',
    searchKey: 'sherwani',
    filters: { categories: ['mens-ethnic'] },
    sort: 'relevance',
    offset: 40,
    limit: 20,
  },
  {
    name: 'bridal, newest',
    filters: { categories: ['bridal'] },
    sort: 'newest',
    offset: 0,
    limit: 20,
  },
  {
    name: 'sangeet, premium, price-desc',
    filters: { occasions: ['sangeet'], premium: true },
    sort: 'price-desc',
    offset: 0,
    limit: 20,
  },
  {
    name: 'cotton dupatta, page 2 of 40',
    searchKey: 'cotton dupatta',
    filters: {},
    sort: 'relevance',
    offset: 40,
    limit: 40,
  },
];

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);

async function main() {
  let url = process.env.BENCH_EXISTING_DATABASE_URL;
  const fresh = url ? undefined : await freshDatabase('postgres', 'products_cpu');
  url ??= fresh!.databaseUrl!;
  const env = { ...(fresh?.env ?? {}), NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url };
  const config = loadConfig({
    AUTH_SECRET: 'x'.repeat(43),
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
    ...env,
  });
  const database = await openDatabase(config);
  if (fresh) {
    const seeded = await seedCatalogue(database.db, {
      scale: 'bench',
      log: (message) => process.stdout.write(`\r  seeding ${message}   `),
    });
    console.log(
      `\n  seeded ${seeded.products} products; reuse: BENCH_EXISTING_DATABASE_URL=${url}`,
    );
  }
  try {
    // The catalogue's services as its module builds them (shops, taxonomy, text search).
    const db = database.db;
    const clock = () => new Date();
    const taxonomy = createTaxonomyService({
      taxonomyRepository: createTaxonomyRepository(db),
      clock,
    });
    const textSearch = createTextSearchService({
      textSearchRepository: createTextSearchRepository(db),
      clock,
    });
    const shopsRepository = createShopsRepository(db);
    const shops = createShopsService({
      shopsRepository,
      shopIndex: createShopIndex({ shopsRepository }),
      taxonomy,
      textSearch,
      searchCacheTtlMs: 0,
      clock,
    });
    const repository = withShops(createProductsRepository(database.db), shops);
    const deps: Parameters<typeof createProductIndex>[0] = {
      rows: {
        all: () => repository.indexRows(),
        by: (by) => repository.indexRowsBy(by),
        checksum: () => repository.indexChecksum(),
        stamps: () => repository.indexStamps(),
        textMatches: (text) => repository.textMatches(text),
      },
      async shopsByIds(ids) {
        const summaries = await shops.listedSummariesByIds(ids);
        return new Map(
          [...summaries.values()].map((shop): [string, IndexedShop] => [
            shop.id,
            {
              id: shop.id,
              slug: shop.slug,
              name: shop.name,
              occasionSlugs: shop.occasions.map((occasion) => occasion.slug),
              genders: shop.genders,
            },
          ]),
        );
      },
      async parentOf() {
        const known = await taxonomy.get();
        return (slug) => known.subCategories.get(slug)?.parentSlug ?? slug;
      },
    };
    const searches: Search[] = [];
    for (const { searchKey, ...search } of SEARCHES) {
      const text = await textSearch.prepare(searchKey);
      searches.push({ ...search, filters: { ...search.filters, ...(text ? { text } : {}) } });
    }
    const implementations: [string, ReturnType<typeof createProductIndex>][] = [];
    if (process.env.BENCH_COMPARE) {
      const other = (await import(process.env.BENCH_COMPARE)) as {
        createProductIndex: typeof createProductIndex;
      };
      implementations.push(['compared', other.createProductIndex(deps)]);
    }
    implementations.push(['current', createProductIndex(deps)]);
    for (const [name, index] of implementations) {
      const started = performance.now();
      const { products } = await index.warm();
      console.log(
        `  ${name}: ${products} products loaded in ${(performance.now() - started).toFixed(0)} ms`,
      );
    }
    const times = implementations.map(() => searches.map((): number[] => []));
    const totals = implementations.map(() => searches.map(() => ''));
    for (let round = -20; round < rounds; round++) {
      for (const [k, [, index]] of implementations.entries()) {
        for (const [q, search] of searches.entries()) {
          const started = performance.now();
          const found = await index.search(search.filters, search.sort, {
            offset: search.offset,
            limit: search.limit,
          });
          const took = performance.now() - started;
          if (round >= 0) times[k]![q]!.push(took);
          totals[k]![q] = `${found.total} ${found.products.map((p) => p.id.slice(0, 4)).join('')}`;
        }
      }
    }
    const p99 = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)]!;
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    for (const [q, search] of searches.entries()) {
      const cells = implementations.map(
        ([name], k) =>
          `${name} ${mean(times[k]![q]!).toFixed(2)} ms (p99 ${p99(times[k]![q]!).toFixed(2)})`,
      );
      const same = totals.every((t) => t[q] === totals[0]![q]) ? '' : '  DIFFERENT ANSWERS';
      console.log(
        `  ${search.name.padEnd(30)} ${totals[0]![q]!.split(' ')[0]!.padStart(6)} found; ${cells.join('; ')}${same}`,
      );
    }
    for (const [k, [name]] of implementations.entries()) {
      console.log(`  ${name}: mean over every search ${mean(times[k]!.flat()).toFixed(2)} ms`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
