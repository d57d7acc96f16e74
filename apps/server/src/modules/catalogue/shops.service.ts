import { dateIn, takesMeetings } from '@vitrine/contracts/availability';
import {
  genderLabels,
  type FacetBucket,
  type FetchShopsQuery,
  type FetchShopQuery,
  type Gender,
  type GetVendorsQuery,
  type Shop,
  type ShopFacets,
  type ShopPage,
  type ShopSearchResult,
  type ShopSummary,
} from '@vitrine/contracts/catalogue';
import { notFound, validationFailed } from '../../platform/lib/app-error.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { ShopDetailRow, ShopFacet, ShopRow, ShopsRepository } from './shops.repository.ts';
import { SHOP_FACETS } from './shops.repository.ts';
import type { ShopFilters, ShopIndex } from './shop-index.ts';
import { cacheKeyOf, createResultCache } from './result-cache.ts';
import { requireKnown, type Taxonomy, type TaxonomyService } from './taxonomy.service.ts';
import { withFuzzyFallback, type TextSearchService } from './text-search.service.ts';
import { exportWindow } from '../../platform/lib/list-export.ts';

type ShopSearchInput = Omit<FetchShopsQuery, 'page' | 'limit' | 'download'>;

/** The known entries for these keys, in the row's order; keys removed from the taxonomy are skipped. */
const entriesFor = <T>(keys: string[], entries: ReadonlyMap<string, T>): T[] =>
  keys.flatMap((key) => {
    const entry = entries.get(key);
    return entry ? [entry] : [];
  });
const slugAndName = ({ slug, name }: { slug: string; name: string }) => ({ slug, name });

export function toShopSummary(row: ShopRow, taxonomy: Taxonomy): ShopSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    logoUrl: row.logoUrl,
    coverUrl: row.coverUrl,
    address: { city: row.city, state: row.state, country: row.country },
    categories: entriesFor(row.categorySlugs, taxonomy.categories).map(slugAndName),
    subCategories: entriesFor(row.subCategorySlugs, taxonomy.subCategories).map(slugAndName),
    genders: row.genders.filter((g): g is Gender => g in genderLabels),
    occasions: entriesFor(row.occasionSlugs, taxonomy.occasions).map(slugAndName),
    languages: entriesFor(row.languageCodes, taxonomy.languages).map(({ code, name }) => ({
      code,
      name,
    })),
    premium: row.premium,
    isStitcher: row.isStitcher,
    isBrand: row.isBrand,
    verified: row.verified,
    rating: { average: row.ratingAverage, count: row.ratingCount },
    priceRange: {
      minMinor: row.priceMinMinor,
      maxMinor: row.priceMaxMinor,
      currency: row.currency,
    },
  };
}

function toShop(row: ShopDetailRow, taxonomy: Taxonomy, now: Date): Shop {
  return {
    ...toShopSummary(row, taxonomy),
    galleryUrls: row.galleryUrls,
    timeZone: row.timeZone,
    productCount: row.productCount,
    takesMeetings: takesMeetings(row.meetingHours, dateIn(row.timeZone, now)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** `localeCompare`'s order, with the collator made once instead of on every comparison. */
const byLabel = new Intl.Collator();

/** Most shops first; equal counts by label, so the UI's list does not jump around. */
function buckets(
  counts: { value: string; count: number }[],
  label: (value: string) => string,
): FacetBucket[] {
  return counts
    .map(({ value, count }) => ({ value, label: label(value), count }))
    .sort((a, b) => b.count - a.count || byLabel.compare(a.label, b.label));
}

export function createShopsService(deps: {
  shopsRepository: ShopsRepository;
  /** Matching, sorting and facet counts of searches, in process. */
  shopIndex: ShopIndex;
  taxonomy: TaxonomyService;
  textSearch: TextSearchService;
  /** How long a search's answer is reused (see result-cache.ts); 0 for never. */
  searchCacheTtlMs: number;
  clock: () => Date;
}) {
  const { shopsRepository, shopIndex, taxonomy, textSearch } = deps;
  /**
   * Each indexed shop's summary, made once per row and taxonomy: the shop index keeps a row
   * object until it reloads and the taxonomy service a taxonomy until it expires, so the same
   * pair always gives the same summary (and the route writes its JSON once).
   */
  const summaries = new WeakMap<ShopRow, { known: Taxonomy; summary: ShopSummary }>();
  const indexedSummary = (row: ShopRow, known: Taxonomy): ShopSummary => {
    const kept = summaries.get(row);
    if (kept?.known === known) return kept.summary;
    const summary = toShopSummary(row, known);
    summaries.set(row, { known, summary });
    return summary;
  };

  const searchCache = createResultCache<ShopSearchResult>({
    ttlMs: deps.searchCacheTtlMs,
    maxEntries: 500,
    clock: deps.clock,
  });
  // An answer computed before a shop changed may show it as it was: every change drops them all.
  // The city filter's values come from the shops too, so the taxonomy is read again as well,
  // however the index learnt of the change (the broadcast, or the periodic check healing it).
  shopIndex.onChange(() => {
    searchCache.clear();
    taxonomy.invalidate();
  });
  /** Who follows shop changes by id (the product search index: its products show the shop). */
  const shopListeners = new Set<(ids: string[]) => Promise<void>>();

  /** Checks every filter value against the taxonomy (400 naming the field) and prepares the text. */
  async function resolveFilters(query: ShopSearchInput, known: Taxonomy): Promise<ShopFilters> {
    const cities = query.city?.map((city) => {
      const stored = known.cityByKey.get(city.toLowerCase());
      if (!stored) throw validationFailed('city', `unknown value '${city}'`);
      return stored;
    });
    const filters: ShopFilters = {
      categories: requireKnown('categories', query.categories, known.categories),
      subCategories: requireKnown('subCategories', query.subCategories, known.subCategories),
      genders: query.genders?.length ? query.genders : undefined,
      occasions: requireKnown('occasions', query.occasions, known.occasions),
      languages: requireKnown('languages', query.languages, known.languages),
      cities: cities?.length ? cities : undefined,
      premium: query.premium,
      isStitcher: query.isStitcher,
      isBrand: query.isBrand,
      verified: query.verified,
    };
    filters.text = await textSearch.prepare(query.searchKey);
    return filters;
  }

  function facetsOf(
    counts: Record<ShopFacet, { value: string; count: number }[]>,
    known: Taxonomy,
  ): ShopFacets {
    const labels: Record<ShopFacet, (value: string) => string> = {
      categories: (v) => known.categories.get(v)?.name ?? v,
      subCategories: (v) => known.subCategories.get(v)?.name ?? v,
      occasions: (v) => known.occasions.get(v)?.name ?? v,
      genders: (v) => genderLabels[v as Gender] ?? v,
      languages: (v) => known.languages.get(v)?.name ?? v,
      cities: (v) => v,
    };
    return Object.fromEntries(
      SHOP_FACETS.map((facet) => [facet, buckets(counts[facet], labels[facet])]),
    ) as ShopFacets;
  }

  async function searchNow(query: FetchShopsQuery): Promise<ShopSearchResult> {
    const known = await taxonomy.get();
    const filters = await resolveFilters(query, known);
    let searched = filters.text;
    const found = await withFuzzyFallback(
      filters.text,
      (text) => {
        searched = text;
        return shopIndex.search({ ...filters, text }, query.sort, pageWindow(query));
      },
      (page) => page.total === 0,
    );
    // Only full-text results were found with the corrected words; fuzzy ones with the typed text.
    const correctedSearchKey =
      searched && !searched.fuzzy && found.total > 0 ? searched.corrected : undefined;
    return {
      items: found.shops.map((row) => indexedSummary(row, known)),
      total: found.total,
      page: query.page,
      limit: query.limit,
      facets: facetsOf(found.facets, known),
      ...(correctedSearchKey ? { correctedSearchKey } : {}),
    };
  }

  return {
    /** GET /vendor/fetch-shops: one page, the total and the facet counts. */
    search(query: FetchShopsQuery): Promise<ShopSearchResult> {
      return searchCache.getOrCompute(cacheKeyOf(query), () => searchNow(query));
    },

    /**
     * These shops changed (the `shop:changed` event, on every instance): the index reloads them
     * and, once they are in, the cached answers go (shopIndex.onChange above).
     */
    async shopsChanged(ids: string[]): Promise<void> {
      await Promise.all([
        shopIndex.shopsChanged(ids),
        ...[...shopListeners].map((listener) => listener(ids)),
      ]);
    },

    /**
     * Calls `listener` with the ids of every `shop:changed` this instance hears (whether or not
     * its own shop index is loaded), and `shopsChanged` waits for it; returns the unsubscribe.
     */
    onShopsChanged(listener: (ids: string[]) => Promise<void>): () => void {
      shopListeners.add(listener);
      return () => void shopListeners.delete(listener);
    },

    /** Slots in use and live shops of the index (benchmarks), undefined before its first load. */
    indexStats() {
      return shopIndex.stats();
    },

    /** The periodic check of the index against the database (see ShopIndex.heal). */
    healIndex(): Promise<number> {
      return shopIndex.heal();
    },

    /**
     * The taxonomy or the known search words changed (`taxonomy:changed`, on every instance):
     * their caches go, and the cached answers, whose facet labels came from the taxonomy.
     */
    taxonomyChanged(): void {
      taxonomy.invalidate();
      textSearch.invalidate();
      searchCache.clear();
    },

    /** Every shop the same filters match, in the same order (downloads). */
    async searchAll(query: ShopSearchInput, maxRows: number): Promise<ShopSummary[]> {
      const known = await taxonomy.get();
      const filters = await resolveFilters(query, known);
      const found = await withFuzzyFallback(
        filters.text,
        (text) => shopIndex.search({ ...filters, text }, query.sort),
        (all) => all.total === 0,
      );
      return found.shops.slice(0, maxRows + 1).map((row) => indexedSummary(row, known));
    },

    /** GET /vendor/getVendors: shops by name; `page` absent means all (downloads). */
    async directory(query: Omit<GetVendorsQuery, 'download'>): Promise<ShopPage> {
      const known = await taxonomy.get();
      const { items, total } = await shopsRepository.directory(query, pageWindow(query));
      return {
        items: items.map((row) => toShopSummary(row, known)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async directoryAll(
      query: Pick<GetVendorsQuery, 'isBrand' | 'premium'>,
      maxRows: number,
    ): Promise<ShopSummary[]> {
      const known = await taxonomy.get();
      const { items } = await shopsRepository.directory(query, exportWindow(maxRows));
      return items.map((row) => toShopSummary(row, known));
    },

    async citiesAndStates() {
      const known = await taxonomy.get();
      return { items: known.cities };
    },

    async getById(id: string): Promise<Shop> {
      const row = await shopsRepository.findById(id);
      if (!row) throw notFound('Shop');
      return toShop(row, await taxonomy.get(), deps.clock());
    },

    /** GET /vendor/fetch-shop: by id or by slug (the contract requires exactly one). */
    async getByIdOrSlug(query: FetchShopQuery): Promise<Shop> {
      const row = query.id
        ? await shopsRepository.findById(query.id)
        : await shopsRepository.findBySlug(query.slug!);
      if (!row) throw notFound('Shop');
      return toShop(row, await taxonomy.get(), deps.clock());
    },

    /** 404 unless the shop exists (lists scoped to one shop call this first). */
    async requireShop(id: string): Promise<void> {
      if (!(await shopsRepository.exists(id))) throw notFound('Shop');
    },

    /**
     * Summaries of the shops shoppers may see, keyed by id: a suspended shop (and an id that no
     * longer exists) is absent. Product search shows only these shops' products.
     */
    async listedSummariesByIds(ids: string[]): Promise<Map<string, ShopSummary>> {
      const [rows, known] = await Promise.all([
        shopsRepository.findListedSummaries(ids),
        taxonomy.get(),
      ]);
      return new Map(rows.map((row) => [row.id, toShopSummary(row, known)]));
    },

    /** Summaries keyed by id; ids that no longer exist are absent. */
    async summariesByIds(ids: string[]): Promise<Map<string, ShopSummary>> {
      const [rows, known] = await Promise.all([shopsRepository.findSummaries(ids), taxonomy.get()]);
      return new Map(rows.map((row) => [row.id, toShopSummary(row, known)]));
    },
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
