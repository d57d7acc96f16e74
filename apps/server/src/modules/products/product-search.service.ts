import { genderLabels, type FacetBucket, type Gender } from '@vitrine/contracts/catalogue';
import {
  PRODUCT_FACETS,
  type ProductFacet,
  type ProductFacets,
  type ProductHit,
  type ProductSearchQuery,
  type ProductSearchResult,
} from '@vitrine/contracts/product-search';
import { notFound } from '../../platform/lib/app-error.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import {
  cacheKeyOf,
  createResultCache,
  requireKnown,
  withFuzzyFallback,
  type Taxonomy,
  type TaxonomyService,
  type TextSearchService,
} from '../catalogue/index.ts';
import type { IndexedProduct, ProductFilters, ProductIndex } from './product-index.ts';

type SearchInput = Omit<ProductSearchQuery, 'page' | 'limit' | 'download'>;

/** How many shops the `shops` facet lists (most products first). */
const SHOP_BUCKETS = 20;

const byLabel = new Intl.Collator();

/**
 * The `n` buckets with the highest counts (ties by value), in one pass that keeps the best `n`:
 * thousands of shops are neither named nor sorted.
 */
function topByCount<T extends { value: string; count: number }>(buckets: T[], n: number): T[] {
  const best: T[] = [];
  const before = (a: T, b: T) => a.count > b.count || (a.count === b.count && a.value < b.value);
  for (const bucket of buckets) {
    if (best.length === n && !before(bucket, best[n - 1]!)) continue;
    let at = best.length;
    while (at > 0 && before(bucket, best[at - 1]!)) at--;
    best.splice(at, 0, bucket);
    if (best.length > n) best.pop();
  }
  return best;
}

export function toProductHit(product: IndexedProduct, known: Taxonomy): ProductHit {
  const category = known.subCategories.get(product.categorySlug) ??
    known.categories.get(product.categorySlug) ?? {
      slug: product.categorySlug,
      name: product.categorySlug,
    };
  return {
    id: product.id,
    shop: { id: product.shopId, slug: product.shop.slug, name: product.shop.name },
    title: product.title,
    imageUrl: product.imageUrl,
    price: { amountMinor: product.priceMinor, currency: product.currency },
    category: { slug: category.slug, name: category.name },
    premium: product.premium,
    inStock: product.inStock,
    createdAt: new Date(product.createdMicros / 1000).toISOString(),
  };
}

/**
 * Product discovery across every shop (GET /products/search, /products/{id}/similar), answered
 * by the in-process product index; the answers are kept like the shop search's, and every
 * change the index applies drops them.
 */
export function createProductSearchService(deps: {
  productIndex: ProductIndex;
  taxonomy: Pick<TaxonomyService, 'get'>;
  textSearch: Pick<TextSearchService, 'prepare'>;
  /** How long a search's answer is reused; 0 for never. */
  searchCacheTtlMs: number;
  clock: () => Date;
}) {
  const { productIndex, taxonomy, textSearch } = deps;
  /** Each indexed product's card, made once per index row and taxonomy. */
  const hits = new WeakMap<IndexedProduct, { known: Taxonomy; hit: ProductHit }>();
  const hitOf = (product: IndexedProduct, known: Taxonomy): ProductHit => {
    const kept = hits.get(product);
    if (kept?.known === known) return kept.hit;
    const hit = toProductHit(product, known);
    hits.set(product, { known, hit });
    return hit;
  };
  const cache = createResultCache<ProductSearchResult>({
    ttlMs: deps.searchCacheTtlMs,
    maxEntries: 500,
    clock: deps.clock,
  });
  productIndex.onChange(() => cache.clear());

  async function resolveFilters(query: SearchInput, known: Taxonomy): Promise<ProductFilters> {
    return {
      categories: requireKnown('categories', query.categories, known.categories),
      subCategories: requireKnown('subCategories', query.subCategories, known.subCategories),
      occasions: requireKnown('occasions', query.occasions, known.occasions),
      genders: query.genders?.length ? query.genders : undefined,
      sizes: query.sizes?.length ? query.sizes : undefined,
      colours: query.colours?.length ? query.colours : undefined,
      shops: query.shops?.length ? query.shops : undefined,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
      inStock: query.inStock,
      premium: query.premium,
      text: await textSearch.prepare(query.searchKey),
    };
  }

  function facetsOf(
    counts: Record<ProductFacet, { value: string; count: number }[]>,
    shopName: (id: string) => string,
    inStock: number,
    known: Taxonomy,
  ): ProductFacets {
    const labels: Record<ProductFacet, (value: string) => string> = {
      categories: (v) => known.categories.get(v)?.name ?? v,
      subCategories: (v) => known.subCategories.get(v)?.name ?? v,
      occasions: (v) => known.occasions.get(v)?.name ?? v,
      genders: (v) => genderLabels[v as Gender] ?? v,
      sizes: (v) => v,
      colours: (v) => v,
      shops: shopName,
    };
    const facets = Object.fromEntries(
      PRODUCT_FACETS.map((facet) => {
        // Thousands of shops: only the most counted are named and sorted.
        const counted =
          facet === 'shops' && counts[facet].length > SHOP_BUCKETS
            ? topByCount(counts[facet], SHOP_BUCKETS)
            : counts[facet];
        const buckets: FacetBucket[] = counted
          .map(({ value, count }) => ({ value, label: labels[facet](value), count }))
          .sort((a, b) => b.count - a.count || byLabel.compare(a.label, b.label));
        return [facet, buckets];
      }),
    ) as Omit<ProductFacets, 'inStock'>;
    return { ...facets, inStock };
  }

  async function searchNow(query: ProductSearchQuery): Promise<ProductSearchResult> {
    const known = await taxonomy.get();
    const filters = await resolveFilters(query, known);
    let searched = filters.text;
    const found = await withFuzzyFallback(
      filters.text,
      (text) => {
        searched = text;
        return productIndex.search({ ...filters, text }, query.sort, pageWindow(query));
      },
      (page) => page.total === 0,
    );
    const correctedSearchKey =
      searched && !searched.fuzzy && found.total > 0 ? searched.corrected : undefined;
    return {
      items: found.products.map((product) => hitOf(product, known)),
      total: found.total,
      page: query.page,
      limit: query.limit,
      facets: facetsOf(found.facets, found.shopName, found.inStockCount, known),
      priceRange: found.priceRange,
      ...(correctedSearchKey ? { correctedSearchKey } : {}),
    };
  }

  return {
    /** GET /products/search: one page, the total, the facet counts and the price range. */
    search(query: ProductSearchQuery): Promise<ProductSearchResult> {
      return cache.getOrCompute(cacheKeyOf(query), () => searchNow(query));
    },

    /** Every product the same filters match, in the same order (downloads). */
    async searchAll(query: SearchInput, maxRows: number): Promise<ProductHit[]> {
      const known = await taxonomy.get();
      const filters = await resolveFilters(query, known);
      const found = await withFuzzyFallback(
        filters.text,
        (text) => productIndex.search({ ...filters, text }, query.sort),
        (all) => all.total === 0,
      );
      return found.products.slice(0, maxRows + 1).map((product) => hitOf(product, known));
    },

    /** GET /products/{id}/similar: 404 when shoppers may not see the product. */
    async similar(id: string, limit: number): Promise<{ items: ProductHit[] }> {
      const found = await productIndex.similar(id, limit);
      if (!found) throw notFound('Product');
      const known = await taxonomy.get();
      return { items: found.map((product) => hitOf(product, known)) };
    },

    /** The cards of these products that shoppers may see (favourites), by id. */
    async hitsByIds(ids: string[]): Promise<Map<string, ProductHit>> {
      const [found, known] = await Promise.all([productIndex.shown(ids), taxonomy.get()]);
      return new Map([...found].map(([id, product]) => [id, hitOf(product, known)]));
    },
  };
}

export type ProductSearchService = ReturnType<typeof createProductSearchService>;
