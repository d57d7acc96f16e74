import { PRODUCT_FACETS, type ProductFacet } from '@vitrine/contracts/product-search';
import type { Page } from '../../platform/lib/paging.ts';
import {
  addLexemes,
  lexemeIndex,
  textTrees,
  tsqueryPostings,
  type LexemeIndex,
  type TextQuery,
} from '../catalogue/index.ts';
import type { ProductIndexRow } from './products.repository.ts';

/** What the index needs of a shop; a shop shoppers may not see is absent. */
export type IndexedShop = {
  id: string;
  slug: string;
  name: string;
  occasionSlugs: string[];
  genders: string[];
};

/** Filters already checked against the taxonomy (values are known slugs and ids). */
export type ProductFilters = {
  text?: TextQuery;
  premium?: boolean;
  inStock?: boolean;
  minPrice?: number;
  maxPrice?: number;
} & Partial<Record<ProductFacet, string[]>>;

export type IndexSort = 'relevance' | 'newest' | 'price' | 'price-desc';

/** A product as the index holds it: what a result card shows, and its shop. */
export type IndexedProduct = ProductIndexRow & { shop: IndexedShop };

export type ProductSearchPage = {
  products: IndexedProduct[];
  total: number;
  facets: Record<ProductFacet, { value: string; count: number }[]>;
  /** The name of a shop the `shops` facet counts. */
  shopName: (id: string) => string;
  inStockCount: number;
  priceRange: { minMinor: number; maxMinor: number } | null;
};

type FixedOrder = 'newest' | 'price' | 'price-desc';

/**
 * A facet value's code across every facet: its code in the facet times FACET_SLOTS plus the
 * facet's position in PRODUCT_FACETS, so one table serves every facet.
 */
const FACET_SLOTS = 8;
if (PRODUCT_FACETS.length > FACET_SLOTS) throw new Error('FACET_SLOTS too small');
const FIXED_ORDERS: FixedOrder[] = ['newest', 'price', 'price-desc'];

/**
 * Each product's values of one facet as codes into `values`: slot i has codes[starts[i]…ends[i])
 * (slots are appended, so both are kept). No per-value bitmaps: a facet may have thousands of
 * values (shops), and a filter reads the codes in the same pass that counts.
 */
type FacetIndex = {
  values: string[];
  codeOf: Map<string, number>;
  starts: Int32Array;
  ends: Int32Array;
  codes: Int32Array;
  codeCount: number;
};

/**
 * Ordinals are slots, as in the shop index: a changed product takes a new slot and its old one
 * dies. `live` marks the slots in use (every product not archived, whatever its shop);
 * `shown` those whose shop shoppers may see, the only ones a search finds.
 */
type IndexData = {
  size: number;
  capacity: number;
  live: Uint8Array;
  liveCount: number;
  shown: Uint8Array;
  products: IndexedProduct[];
  ordinalOf: Map<string, number>;
  /** Each shop's products' ids (a shop change reloads them), and the shop as last placed. */
  idsOfShop: Map<string, Set<string>>;
  shopOf: Map<string, IndexedShop>;
  price: Int32Array;
  createdMicros: Float64Array;
  updatedMicros: Float64Array;
  updatedSum: bigint;
  premium: Uint8Array;
  inStock: Uint8Array;
  facets: Record<ProductFacet, FacetIndex>;
  /**
   * Every facet's codes of a product together (codes across facets, see FACET_SLOTS): slot i
   * has codes[starts[i]…ends[i]), what the search pass reads, in one run per product.
   */
  allFacets: { starts: Int32Array; ends: Int32Array; codes: Int32Array; codeCount: number };
  orders: Record<FixedOrder, Int32Array>;
  orderBuffers: Record<FixedOrder, Int32Array>;
  search: LexemeIndex;
  titles: LexemeIndex;
  revision: number;
  scratch: Scratch;
};

/**
 * Buffers every search reuses instead of allocating (the filtering, counting and ordering of a
 * search run in one synchronous step, so no two searches share them at once). `result` holds
 * the matching ordinals, `score` the relevance of each (by ordinal), `mark` flags them while a
 * fixed order is walked; by code across facets, `counts` tallies and `chosen` flags a filter's
 * values. Every one is left zeroed (or unread) after use.
 */
type Scratch = {
  result: Int32Array;
  score: Float64Array;
  mark: Uint8Array;
  counts: Int32Array;
  chosen: Uint8Array;
};

const newScratch = (capacity: number): Scratch => ({
  result: new Int32Array(capacity),
  score: new Float64Array(capacity),
  mark: new Uint8Array(capacity),
  counts: new Int32Array(64 * FACET_SLOTS),
  chosen: new Uint8Array(64 * FACET_SLOTS),
});

/** A category's top-level category (itself when it is one). */
export type ParentOf = (categorySlug: string) => string;

function facetValuesOf(
  product: IndexedProduct,
  parentOf: ParentOf,
): Record<ProductFacet, string[]> {
  const top = parentOf(product.categorySlug);
  return {
    categories: [top],
    subCategories: top === product.categorySlug ? [] : [product.categorySlug],
    // The product's own occasions and genders; none means those of its shop.
    occasions: product.occasionSlugs.length ? product.occasionSlugs : product.shop.occasionSlugs,
    genders: product.genders.length ? product.genders : product.shop.genders,
    sizes: product.sizes,
    colours: product.colours,
    shops: [product.shopId],
  };
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The fixed orders, as the SQL lists sort them: newest (created_at desc, id), price (price asc,
 * id), price-desc (price desc, id); uuids compare as their lower-case text does.
 */
const compareIn: Record<FixedOrder, (index: IndexData, a: number, b: number) => number> = {
  newest: (index, a, b) =>
    index.createdMicros[b]! - index.createdMicros[a]! ||
    byId(index.products[a]!.id, index.products[b]!.id),
  price: (index, a, b) =>
    index.price[a]! - index.price[b]! || byId(index.products[a]!.id, index.products[b]!.id),
  'price-desc': (index, a, b) =>
    index.price[b]! - index.price[a]! || byId(index.products[a]!.id, index.products[b]!.id),
};

function emptyFacet(capacity: number): FacetIndex {
  return {
    values: [],
    codeOf: new Map(),
    starts: new Int32Array(capacity),
    ends: new Int32Array(capacity),
    codes: new Int32Array(1024),
    codeCount: 0,
  };
}

function resized<A extends Uint8Array | Int32Array | Float64Array>(array: A, length: number): A {
  const bigger = new (array.constructor as new (n: number) => A)(length);
  bigger.set(array.subarray(0, Math.min(array.length, length)));
  return bigger;
}

function grow(index: IndexData): void {
  const capacity = index.capacity * 2;
  index.live = resized(index.live, capacity);
  index.shown = resized(index.shown, capacity);
  index.price = resized(index.price, capacity);
  index.createdMicros = resized(index.createdMicros, capacity);
  index.updatedMicros = resized(index.updatedMicros, capacity);
  index.premium = resized(index.premium, capacity);
  index.inStock = resized(index.inStock, capacity);
  for (const facet of PRODUCT_FACETS) {
    const data = index.facets[facet];
    data.starts = resized(data.starts, capacity);
    data.ends = resized(data.ends, capacity);
  }
  index.allFacets.starts = resized(index.allFacets.starts, capacity);
  index.allFacets.ends = resized(index.allFacets.ends, capacity);
  for (const key of FIXED_ORDERS) {
    index.orderBuffers[key] = resized(index.orderBuffers[key], capacity);
    index.orders[key] = index.orderBuffers[key].subarray(0, index.liveCount);
  }
  const { result, score, mark } = newScratch(capacity);
  index.scratch = { ...index.scratch, result, score, mark };
  index.capacity = capacity;
}

/** Puts a product in slot `ordinal`: every per-product structure but the orders and lexemes. */
function place(index: IndexData, ordinal: number, product: IndexedProduct, parentOf: ParentOf) {
  index.products[ordinal] = product;
  index.ordinalOf.set(product.id, ordinal);
  let ofShop = index.idsOfShop.get(product.shopId);
  if (!ofShop) index.idsOfShop.set(product.shopId, (ofShop = new Set()));
  ofShop.add(product.id);
  index.shopOf.set(product.shopId, product.shop);
  index.live[ordinal] = 1;
  index.liveCount++;
  index.shown[ordinal] = product.shop.slug === '' ? 0 : 1;
  index.price[ordinal] = product.priceMinor;
  index.createdMicros[ordinal] = product.createdMicros;
  index.updatedMicros[ordinal] = product.updatedMicros;
  index.updatedSum += BigInt(product.updatedMicros);
  index.premium[ordinal] = product.premium ? 1 : 0;
  index.inStock[ordinal] = product.inStock ? 1 : 0;
  const values = facetValuesOf(product, parentOf);
  const all = index.allFacets;
  all.starts[ordinal] = all.codeCount;
  PRODUCT_FACETS.forEach((facet, position) => {
    const data = index.facets[facet];
    data.starts[ordinal] = data.codeCount;
    for (const value of values[facet]) {
      let code = data.codeOf.get(value);
      if (code === undefined) {
        code = data.values.length;
        data.codeOf.set(value, code);
        data.values.push(value);
      }
      if (data.codeCount === data.codes.length) {
        data.codes = resized(data.codes, data.codeCount * 2);
      }
      data.codes[data.codeCount++] = code;
      if (all.codeCount === all.codes.length) all.codes = resized(all.codes, all.codeCount * 2);
      all.codes[all.codeCount++] = code * FACET_SLOTS + position;
    }
    data.ends[ordinal] = data.codeCount;
  });
  all.ends[ordinal] = all.codeCount;
}

/** A hidden shop (absent from the catalogue's listed shops) keeps its products out of results. */
const HIDDEN_SHOP = (id: string): IndexedShop => ({
  id,
  slug: '',
  name: '',
  occasionSlugs: [],
  genders: [],
});

const indexed = (
  row: ProductIndexRow,
  shops: ReadonlyMap<string, IndexedShop>,
): IndexedProduct => ({
  ...row,
  shop: shops.get(row.shopId) ?? HIDDEN_SHOP(row.shopId),
});

function buildIndex(
  rows: ProductIndexRow[],
  shops: ReadonlyMap<string, IndexedShop>,
  parentOf: ParentOf,
): IndexData {
  const size = rows.length;
  const capacity = Math.max(64, size * 2);
  const index: IndexData = {
    size,
    capacity,
    live: new Uint8Array(capacity),
    liveCount: 0,
    shown: new Uint8Array(capacity),
    products: [],
    ordinalOf: new Map(),
    idsOfShop: new Map(),
    shopOf: new Map(),
    price: new Int32Array(capacity),
    createdMicros: new Float64Array(capacity),
    updatedMicros: new Float64Array(capacity),
    updatedSum: 0n,
    premium: new Uint8Array(capacity),
    inStock: new Uint8Array(capacity),
    facets: Object.fromEntries(
      PRODUCT_FACETS.map((facet) => [facet, emptyFacet(capacity)]),
    ) as Record<ProductFacet, FacetIndex>,
    allFacets: {
      starts: new Int32Array(capacity),
      ends: new Int32Array(capacity),
      codes: new Int32Array(4096),
      codeCount: 0,
    },
    orders: {} as Record<FixedOrder, Int32Array>,
    orderBuffers: {} as Record<FixedOrder, Int32Array>,
    search: lexemeIndex(rows.map((row) => row.lexemes)),
    titles: lexemeIndex(rows.map((row) => row.titleLexemes)),
    revision: 0,
    scratch: newScratch(capacity),
  };
  rows.forEach((row, ordinal) => place(index, ordinal, indexed(row, shops), parentOf));
  for (const key of FIXED_ORDERS) {
    const buffer = new Int32Array(capacity);
    const sorted = Array.from({ length: size }, (_, i) => i).sort((a, b) =>
      compareIn[key](index, a, b),
    );
    buffer.set(sorted);
    index.orderBuffers[key] = buffer;
    index.orders[key] = buffer.subarray(0, size);
  }
  return index;
}

function removeProduct(index: IndexData, id: string): void {
  const ordinal = index.ordinalOf.get(id);
  if (ordinal === undefined) return;
  const product = index.products[ordinal]!;
  index.ordinalOf.delete(id);
  index.idsOfShop.get(product.shopId)?.delete(id);
  index.live[ordinal] = 0;
  index.shown[ordinal] = 0;
  index.liveCount--;
  index.updatedSum -= BigInt(index.updatedMicros[ordinal]!);
  for (const key of FIXED_ORDERS) {
    const buffer = index.orderBuffers[key];
    const length = index.liveCount + 1;
    const at = buffer.subarray(0, length).indexOf(ordinal);
    buffer.copyWithin(at, at + 1, length);
    index.orders[key] = buffer.subarray(0, index.liveCount);
  }
}

function addProduct(index: IndexData, product: IndexedProduct, parentOf: ParentOf): void {
  if (index.size === index.capacity) grow(index);
  const ordinal = index.size++;
  place(index, ordinal, product, parentOf);
  addLexemes(index.search, product.lexemes, ordinal);
  addLexemes(index.titles, product.titleLexemes, ordinal);
  for (const key of FIXED_ORDERS) {
    const buffer = index.orderBuffers[key];
    const compare = compareIn[key];
    const length = index.liveCount - 1;
    let low = 0;
    let high = length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(index, buffer[mid]!, ordinal) < 0) low = mid + 1;
      else high = mid;
    }
    buffer.copyWithin(low + 1, low, length);
    buffer[low] = ordinal;
    index.orders[key] = buffer.subarray(0, index.liveCount);
  }
}

/**
 * What the text matches: ordinals, ascending, and for relevance each one's score (by position
 * in `matched`): how many of the words its title has, or PostgreSQL's rank.
 */
type TextMatches = { matched: Int32Array; scores?: ArrayLike<number> };

/** The ordinals `rows` name (PostgreSQL's matches), ascending, with their ranks. */
function matchesFromRows(index: IndexData, rows: { id: string; rank: number }[]): TextMatches {
  const pairs: [number, number][] = [];
  for (const row of rows) {
    const ordinal = index.ordinalOf.get(row.id);
    if (ordinal !== undefined) pairs.push([ordinal, row.rank]);
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const matched = new Int32Array(pairs.length);
  const scores = new Float64Array(pairs.length);
  let count = 0;
  for (const [ordinal, rank] of pairs) {
    // A product listed twice keeps its last rank, as a map of ranks would.
    if (count > 0 && matched[count - 1] === ordinal) scores[count - 1] = rank;
    else {
      matched[count] = ordinal;
      scores[count++] = rank;
    }
  }
  return { matched: matched.subarray(0, count), scores: scores.subarray(0, count) };
}

/** The text's matches in process, from the posting lists (work proportional to them). */
function matchesInProcess(
  index: IndexData,
  text: TextQuery,
  trees: Exclude<ReturnType<typeof textTrees>, false>,
  needRank: boolean,
): TextMatches {
  if (!trees.every) return { matched: new Int32Array(0) };
  const matched = tsqueryPostings(trees.every, index.search);
  if (!needRank) return { matched };
  // Relevance: how many of the words the title has (title words weigh most, as in SQL's rank).
  const titleWords = new Uint8Array(matched.length);
  for (const alternatives of text.analysed) {
    const word = textTrees({ ...text, analysed: [alternatives] });
    if (word === false || !word.every) continue;
    const inTitle = tsqueryPostings(word.every, index.titles);
    // Both ascending: one merge.
    for (let i = 0, j = 0; i < matched.length && j < inTitle.length;) {
      const x = matched[i]!;
      const y = inTitle[j]!;
      if (x === y) {
        titleWords[i]!++;
        i++;
        j++;
      } else if (x < y) i++;
      else j++;
    }
  }
  return { matched, scores: titleWords };
}

/**
 * The first `needed` of `length` ordinals of `list` in `compare`'s order (a total order), in
 * that order: kept sorted as they come, so a page costs a comparison or two per product.
 */
function firstInOrder(
  list: Int32Array,
  length: number,
  needed: number,
  compare: (a: number, b: number) => number,
): number[] {
  if (needed >= length) return Array.from(list.subarray(0, length)).sort(compare);
  const best: number[] = [];
  for (let k = 0; k < length; k++) {
    const ordinal = list[k]!;
    if (best.length === needed) {
      if (compare(ordinal, best[needed - 1]!) >= 0) continue;
      best.pop();
    }
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(best[mid]!, ordinal) < 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, ordinal);
  }
  return best;
}

/**
 * The first `needed` results (scratch.result[0…total)) in a fixed order: either walking the
 * order until that many are seen (cheap when results are dense), or sorting the results
 * themselves (cheap when they are few); whichever reads fewer products.
 */
function firstInFixedOrder(
  index: IndexData,
  key: FixedOrder,
  total: number,
  needed: number,
): number[] {
  const { result, mark } = index.scratch;
  const order = index.orders[key];
  const walked = Math.min(order.length, (Math.min(needed, total) * order.length) / total);
  const sorted = total * Math.log2(Math.min(needed, total) + 1) * 2;
  if (sorted < walked) {
    const compare = compareIn[key];
    return firstInOrder(result, total, needed, (a, b) => compare(index, a, b));
  }
  for (let k = 0; k < total; k++) mark[result[k]!] = 1;
  const first: number[] = [];
  for (let k = 0; k < order.length && first.length < needed; k++) {
    if (mark[order[k]!] === 1) first.push(order[k]!);
  }
  for (let k = 0; k < total; k++) mark[result[k]!] = 0;
  return first;
}

export function createProductIndex(deps: {
  /** Every product shoppers may see, and some of them (by id or by shop). */
  rows: {
    all(): Promise<ProductIndexRow[]>;
    by(by: { ids?: string[]; shopIds?: string[] }): Promise<ProductIndexRow[]>;
    checksum(): Promise<{ count: number; updatedSum: string }>;
    stamps(): Promise<{ id: string; updatedMicros: number }[]>;
    textMatches(text: TextQuery): Promise<{ id: string; rank: number }[]>;
  };
  /** The listed shops among `ids` (the catalogue's summaries); absent ones are hidden. */
  shopsByIds(ids: string[]): Promise<Map<string, IndexedShop>>;
  /** The taxonomy's parent of each category (read when products are placed). */
  parentOf(): Promise<ParentOf>;
  onError?: (error: unknown) => void;
}) {
  let data: IndexData | undefined;
  let loading: Promise<IndexData> | undefined;
  /** Changes queued while a load or another change is being applied, applied in order. */
  let chain: Promise<void> = Promise.resolve();
  const changeListeners = new Set<() => void>();

  function load(): Promise<IndexData> {
    if (!loading) {
      loading = (async () => {
        const [rows, parentOf] = await Promise.all([deps.rows.all(), deps.parentOf()]);
        const shops = await deps.shopsByIds([...new Set(rows.map((row) => row.shopId))]);
        data = buildIndex(rows, shops, parentOf);
        for (const listener of changeListeners) listener();
        return data;
      })().finally(() => {
        loading = undefined;
      });
    }
    return loading;
  }

  const current = (): Promise<IndexData> => (data ? Promise.resolve(data) : load());

  /** Replaces products (absent rows: removed) in one synchronous step. */
  function apply(
    index: IndexData,
    ids: Iterable<string>,
    rows: ProductIndexRow[],
    shops: ReadonlyMap<string, IndexedShop>,
    parentOf: ParentOf,
    force: boolean,
  ): void {
    const found = new Map(rows.map((row) => [row.id, row]));
    let changed = false;
    for (const id of ids) {
      const row = found.get(id);
      const ordinal = index.ordinalOf.get(id);
      // A repeated announcement changes nothing (unless its shop changed).
      if (
        !force &&
        row &&
        ordinal !== undefined &&
        index.updatedMicros[ordinal] === row.updatedMicros
      ) {
        continue;
      }
      if (!row && ordinal === undefined) continue;
      removeProduct(index, id);
      if (row) addProduct(index, indexed(row, shops), parentOf);
      changed = true;
    }
    if (!changed) return;
    index.revision++;
    for (const listener of changeListeners) listener();
    // Dead slots cost every search: past as many as live ones, load afresh (compacts).
    if (index.size - index.liveCount > Math.max(1000, index.liveCount)) {
      data = undefined;
      load().catch((error: unknown) => deps.onError?.(error));
    }
  }

  /** Runs `work` after every change queued before it, on the loaded index (none: nothing to do). */
  function queue(work: (index: IndexData) => Promise<void>): Promise<void> {
    const next = chain.then(async () => {
      // Nothing loaded yet: the first search's load reads everything as it is.
      const index = data ?? (loading && (await loading));
      if (index) await work(index);
    });
    chain = next.catch((error: unknown) => deps.onError?.(error));
    return next;
  }

  async function productsChanged(ids: string[]): Promise<void> {
    return queue(async (index) => {
      const rows = await deps.rows.by({ ids });
      const shopIds = [...new Set(rows.map((row) => row.shopId))];
      const [shops, parentOf] = await Promise.all([deps.shopsByIds(shopIds), deps.parentOf()]);
      if (index === data) apply(index, ids, rows, shops, parentOf, false);
    });
  }

  /** These shops changed (name, taxonomy, suspension): their products are placed again. */
  async function shopsChanged(shopIds: string[]): Promise<void> {
    return queue(async (index) => {
      const [rows, shops, parentOf] = await Promise.all([
        deps.rows.by({ shopIds }),
        deps.shopsByIds(shopIds),
        deps.parentOf(),
      ]);
      const ids = new Set(rows.map((row) => row.id));
      for (const shopId of shopIds) for (const id of index.idsOfShop.get(shopId) ?? []) ids.add(id);
      if (index === data) apply(index, ids, rows, shops, parentOf, true);
    });
  }

  async function searchIn(
    index: IndexData,
    revision: number,
    filters: ProductFilters,
    sort: IndexSort,
    page?: Page,
  ): Promise<ProductSearchPage | undefined> {
    const key = sort === 'relevance' && !filters.text ? 'newest' : sort;
    const { text } = filters;
    // PostgreSQL answers the fuzzy fallback and words beyond what the index can match.
    const trees = text && !text.fuzzy ? textTrees(text) : undefined;
    const fromDatabase =
      text && (text.fuzzy || trees === false) ? await deps.rows.textMatches(text) : undefined;
    if (index.revision !== revision || index !== data) return undefined;
    // From here on, synchronous: the index's scratch buffers are this search's alone.
    const matches = !text
      ? undefined
      : fromDatabase || !trees
        ? matchesFromRows(index, fromDatabase ?? [])
        : matchesInProcess(index, text, trees, key === 'relevance');
    const counted = filterAndCount(index, filters, matches);
    const from = page?.offset ?? 0;
    const until = page ? from + page.limit : Infinity;
    const { score } = index.scratch;
    const first =
      key === 'relevance'
        ? firstInOrder(
            index.scratch.result,
            counted.total,
            until,
            (a, b) => score[b]! - score[a]! || compareIn.newest(index, a, b),
          )
        : firstInFixedOrder(index, key, counted.total, until);
    const products = first.slice(from).map((ordinal) => index.products[ordinal]!);
    const facets = {} as ProductSearchPage['facets'];
    const { counts } = index.scratch;
    PRODUCT_FACETS.forEach((facet, position) => {
      const { values } = index.facets[facet];
      const buckets: { value: string; count: number }[] = [];
      for (let code = 0; code < values.length; code++) {
        const at = code * FACET_SLOTS + position;
        if (counts[at]! > 0) {
          buckets.push({ value: values[code]!, count: counts[at]! });
          counts[at] = 0;
        }
      }
      facets[facet] = buckets;
    });
    return {
      products,
      total: counted.total,
      inStockCount: counted.inStockCount,
      shopName: (id: string) => index.shopOf.get(id)?.name ?? id,
      priceRange: counted.priceRange,
      facets,
    };
  }

  return {
    async search(
      filters: ProductFilters,
      sort: IndexSort,
      page?: Page,
    ): Promise<ProductSearchPage> {
      for (;;) {
        const index = await current();
        const found = await searchIn(index, index.revision, filters, sort, page);
        // The index changed while this search waited for PostgreSQL: search again.
        if (found) return found;
      }
    },

    /**
     * Products like this one that shoppers may see: the same sub-category, the closest in price
     * first (then newest); undefined when the product itself is not found.
     */
    async similar(id: string, limit: number): Promise<IndexedProduct[] | undefined> {
      const index = await current();
      const ordinal = index.ordinalOf.get(id);
      if (ordinal === undefined || index.shown[ordinal] === 0) return undefined;
      // The same sub-category, or the same category for a product filed under a top one.
      const facet =
        index.facets.subCategories.ends[ordinal]! > index.facets.subCategories.starts[ordinal]!
          ? index.facets.subCategories
          : index.facets.categories;
      const code = facet.codes[facet.starts[ordinal]!]!;
      const same = (other: number) =>
        facet.ends[other]! > facet.starts[other]! && facet.codes[facet.starts[other]!] === code;
      const price = index.price[ordinal]!;
      const candidates: number[] = [];
      for (const other of index.orders.newest) {
        if (other !== ordinal && index.shown[other] === 1 && same(other)) candidates.push(other);
      }
      // A stable sort keeps newest first among equal distances.
      return candidates
        .sort((a, b) => Math.abs(index.price[a]! - price) - Math.abs(index.price[b]! - price))
        .slice(0, limit)
        .map((other) => index.products[other]!);
    },

    /** The product if shoppers may see it (a favourite's card), else undefined. */
    async shown(ids: string[]): Promise<Map<string, IndexedProduct>> {
      const index = await current();
      const found = new Map<string, IndexedProduct>();
      for (const id of ids) {
        const ordinal = index.ordinalOf.get(id);
        if (ordinal !== undefined && index.shown[ordinal] === 1) {
          found.set(id, index.products[ordinal]!);
        }
      }
      return found;
    },

    productsChanged,
    shopsChanged,

    /**
     * The periodic check that heals a missed `product:changed`: compares the count and the sum
     * of updated_at with the database's, and only when they differ reads every id and stamp and
     * reloads those that differ. Resolves with how many that were.
     */
    async heal(): Promise<number> {
      const index = data;
      if (!index || loading) return 0;
      const { count, updatedSum } = await deps.rows.checksum();
      if (count === index.liveCount && BigInt(updatedSum) === index.updatedSum) return 0;
      const seen = new Set<string>();
      const differing: string[] = [];
      for (const { id, updatedMicros } of await deps.rows.stamps()) {
        seen.add(id);
        const ordinal = index.ordinalOf.get(id);
        if (ordinal === undefined || index.updatedMicros[ordinal] !== updatedMicros) {
          differing.push(id);
        }
      }
      for (const id of index.ordinalOf.keys()) if (!seen.has(id)) differing.push(id);
      if (differing.length > 0) await productsChanged(differing);
      return differing.length;
    },

    onChange(listener: () => void): () => void {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },

    /** Loads the index now (benchmarks warm it before measuring). */
    async warm(): Promise<{ products: number }> {
      const index = await current();
      return { products: index.liveCount };
    },
  };
}

export type ProductIndex = ReturnType<typeof createProductIndex>;

/**
 * The products that match the text and every filter, and per facet how many products have each
 * value over the products that pass every other filter (one pass, as the shop index counts:
 * a product failing no facet filter counts in every facet, one failing exactly one facet filter
 * only in that facet); the price range spans the products that pass every filter but the price.
 * Yes/no and price filters fail a product for every facet. With text, the pass reads only the
 * products it matches. The results (ascending ordinals) go to scratch.result[0…total), their
 * scores to scratch.score, the counts to scratch.counts (the caller reads and zeroes them).
 */
function filterAndCount(
  index: IndexData,
  filters: ProductFilters,
  matches: TextMatches | undefined,
) {
  const { size, shown, price, premium, inStock, scratch } = index;
  const { result, score } = scratch;
  const { starts, ends, codes } = index.allFacets;
  // Room for every code (a facet gains values as products are added).
  const codeRoom =
    Math.max(...PRODUCT_FACETS.map((facet) => index.facets[facet].values.length)) * FACET_SLOTS;
  if (scratch.counts.length < codeRoom) {
    scratch.counts = new Int32Array(codeRoom * 2);
    scratch.chosen = new Uint8Array(codeRoom * 2);
  }
  const { counts, chosen } = scratch;
  // The chosen values flagged, and the filtered facets' own codes: a product passes a facet
  // when one of its values there is chosen (OR within a facet).
  const filtered: number[] = [];
  const filteredStarts: Int32Array[] = [];
  const filteredEnds: Int32Array[] = [];
  const filteredCodes: Int32Array[] = [];
  const chosenCodes: number[] = [];
  PRODUCT_FACETS.forEach((facet, position) => {
    const values = filters[facet];
    if (!values || values.length === 0) return;
    const { codeOf } = index.facets[facet];
    filtered.push(position);
    filteredStarts.push(index.facets[facet].starts);
    filteredEnds.push(index.facets[facet].ends);
    filteredCodes.push(index.facets[facet].codes);
    for (const value of values) {
      const code = codeOf.get(value);
      if (code === undefined) continue;
      chosenCodes.push(code * FACET_SLOTS + position);
      chosen[code * FACET_SLOTS + position] = 1;
    }
  });
  const premiumWanted = filters.premium === undefined ? -1 : filters.premium ? 1 : 0;
  const stockWanted = filters.inStock === undefined ? -1 : filters.inStock ? 1 : 0;
  const minPrice = filters.minPrice ?? -Infinity;
  const maxPrice = filters.maxPrice ?? Infinity;
  const matched = matches?.matched;
  const scores = matches?.scores;
  const candidates = matched ? matched.length : size;
  const filteredCount = filtered.length;

  let total = 0;
  let inStockCount = 0;
  let low = Infinity;
  let high = -Infinity;
  for (let j = 0; j < candidates; j++) {
    const i = matched ? matched[j]! : j;
    if (shown[i] === 0) continue;
    if (premiumWanted >= 0 && premium[i] !== premiumWanted) continue;
    if (stockWanted >= 0 && inStock[i] !== stockWanted) continue;
    // The facet failed (its position), -1 for none; failing two or more: counted nowhere.
    let failed = -1;
    let failures = 0;
    for (let f = 0; f < filteredCount && failures < 2; f++) {
      const position = filtered[f]!;
      const values = filteredCodes[f]!;
      let passes = false;
      for (let p = filteredStarts[f]![i]!, end = filteredEnds[f]![i]!; p < end; p++) {
        if (chosen[values[p]! * FACET_SLOTS + position] === 1) {
          passes = true;
          break;
        }
      }
      if (!passes) {
        failed = f;
        failures++;
      }
    }
    if (failures > 1) continue;
    const cost = price[i]!;
    if (failures === 0) {
      if (cost < low) low = cost;
      if (cost > high) high = cost;
    }
    if (cost < minPrice || cost > maxPrice) continue;
    if (failures === 0) {
      result[total++] = i;
      if (scores) score[i] = scores[j]!;
      inStockCount += inStock[i]!;
      for (let p = starts[i]!, end = ends[i]!; p < end; p++) counts[codes[p]!]!++;
    } else {
      // Failing one facet filter: counted in that facet only (from its own codes).
      const position = filtered[failed]!;
      const values = filteredCodes[failed]!;
      for (let p = filteredStarts[failed]![i]!, end = filteredEnds[failed]![i]!; p < end; p++) {
        counts[values[p]! * FACET_SLOTS + position]!++;
      }
    }
  }
  for (const code of chosenCodes) chosen[code] = 0;
  return {
    total,
    inStockCount,
    priceRange: low === Infinity ? null : { minMinor: low, maxMinor: high },
  };
}
