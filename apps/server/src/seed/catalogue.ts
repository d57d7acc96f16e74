import { count, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import {
  category,
  heroBanner,
  language,
  occasion,
  searchTerm,
  shop,
} from '../modules/catalogue/catalogue.schema.ts';
import { offer } from '../modules/offers/offers.schema.ts';
import { product } from '../modules/products/products.schema.ts';
import { review } from '../modules/reviews/reviews.schema.ts';
import {
  generatePlatformContent,
  generateShops,
  taxonomyRows,
  type NewOffer,
  type NewProduct,
  type NewReview,
  type NewShop,
} from './catalogue-generator.ts';

export type CatalogueScale = 'demo' | 'bench';

export type SeedCatalogueOptions = {
  /** `demo`: 200 shops, about 2,400 products. `bench`: 10,000 shops, 200,000 products. */
  scale?: CatalogueScale;
  /** Overrides the scale's shop count (tests seed a few dozen). */
  shops?: number;
  productsPerShop?: [min: number, max: number];
  /** Offers are valid around this instant; defaults to now. */
  now?: Date;
  log?: (message: string) => void;
};

export type SeedCatalogueResult = { seeded: boolean; shops: number; products: number };

const SCALES: Record<CatalogueScale, { shops: number; productsPerShop: [number, number] }> = {
  demo: { shops: 200, productsPerShop: [8, 16] },
  bench: { shops: 10_000, productsPerShop: [20, 20] },
};

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const BATCH_ROWS = 1000;
const SHOPS_PER_ROUND = 500;
/** Any constant both processes agree on: two servers starting at once seed only once. */
const SEED_LOCK_KEY = 4_711_2026;

/**
 * Seeds the catalogue (taxonomy, shops, products, offers, banners, reviews) once: a database
 * that already has shops is left alone. Everything happens in one transaction under an advisory
 * lock, so a crash leaves no half catalogue and two processes never seed twice.
 */
export async function seedCatalogue(
  db: Database,
  options: SeedCatalogueOptions = {},
): Promise<SeedCatalogueResult> {
  const scale = SCALES[options.scale ?? 'demo'];
  const shopCount = options.shops ?? scale.shops;
  const productsPerShop = options.productsPerShop ?? scale.productsPerShop;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const taxonomy = taxonomyRows();
    await tx.insert(category).values(taxonomy.categories).onConflictDoNothing();
    await tx.insert(language).values(taxonomy.languages).onConflictDoNothing();
    await tx.insert(occasion).values(taxonomy.occasions).onConflictDoNothing();

    const [existing] = await tx.select({ n: count() }).from(shop);
    if ((existing?.n ?? 0) > 0) return { seeded: false, shops: existing!.n, products: 0 };

    const platform = generatePlatformContent(now);
    await tx.insert(heroBanner).values(platform.banners);
    await tx.insert(offer).values(platform.offers);
    await tx.insert(review).values(platform.reviews);

    let shops: NewShop[] = [];
    let products: NewProduct[] = [];
    let reviews: NewReview[] = [];
    let offers: NewOffer[] = [];
    let shopTotal = 0;
    let productTotal = 0;
    const flush = async () => {
      await insertInBatches(shops, (rows) => tx.insert(shop).values(rows));
      await insertInBatches(products, (rows) => tx.insert(product).values(rows));
      await insertInBatches(reviews, (rows) => tx.insert(review).values(rows));
      await insertInBatches(offers, (rows) => tx.insert(offer).values(rows));
      shopTotal += shops.length;
      productTotal += products.length;
      shops = [];
      products = [];
      reviews = [];
      offers = [];
      log(`catalogue: ${shopTotal} shops, ${productTotal} products`);
    };
    for (const bundle of generateShops({ count: shopCount, now, productsPerShop })) {
      shops.push(bundle.shop);
      products.push(...bundle.products);
      reviews.push(...bundle.reviews);
      offers.push(...bundle.offers);
      if (shops.length === SHOPS_PER_ROUND) await flush();
    }
    if (shops.length > 0) await flush();

    await tx.delete(searchTerm);
    await tx.execute(refreshSearchTermsSql);
    // Merge the GIN indexes' pending lists (a bulk load leaves every new entry there, and each
    // search would scan them) and gather fresh statistics, so searches are fast straight away.
    await tx.execute(sql`
      select gin_clean_pending_list(i.indexrelid)
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am a on a.oid = c.relam
      where a.amname = 'gin' and i.indrelid in ('shop'::regclass, 'product'::regclass)`);
    await tx.execute(sql`analyze shop, product, offer, review, search_term`);
    return { seeded: true, shops: shopTotal, products: productTotal };
  });
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => PromiseLike<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) await insert(rows.slice(i, i + BATCH_ROWS));
}

/**
 * The words search may correct a typo to: every word of shop names, places and taxonomy, and
 * of product titles ('simple' config: lower-cased, not stemmed; letters only, 3+ characters).
 */
const refreshSearchTermsSql = sql`
  insert into search_term (term)
  select word from ts_stat($$
    select to_tsvector('simple', name || ' ' || city || ' ' || state || ' ' || keywords) from shop
    union all
    select to_tsvector('simple', title) from product
  $$)
  where length(word) >= 3 and word ~ '^[[:alpha:]]+$'
  on conflict do nothing`;
