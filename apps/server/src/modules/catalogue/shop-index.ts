import type { ShopSort } from '@vitrine/contracts/catalogue';
import {
  FIXED_SHOP_ORDERS,
  SHOP_FACETS,
  type FixedShopOrder,
  type Page,
  type ShopFacet,
  type ShopIndexLoadRow,
  type ShopIndexRow,
  type ShopRow,
  type ShopsRepository,
} from './shops.repository.ts';
import type { TextQuery } from './text-search.ts';
import {
  closeness,
  hasPortableTrigrams,
  sharedTrigrams,
  similarity,
  trigramProfile,
  wordSimilarity,
  type TrigramProfile,
} from './trigram-closeness.ts';
import { parseTsquery, type TsqueryNode } from './tsquery-text.ts';

/** Filters already checked against the taxonomy (values are known slugs and codes). */
export type ShopFilters = {
  text?: TextQuery;
  premium?: boolean;
  isStitcher?: boolean;
  isBrand?: boolean;
  verified?: boolean;
} & Partial<Record<ShopFacet, string[]>>;

export type ShopSearchPage = {
  /** The page's shops in order (every match when no page was asked for). */
  shops: ShopRow[];
  total: number;
  facets: Record<ShopFacet, { value: string; count: number }[]>;
};

/**
 * Lexemes in sorted order, each with the shops (ordinals, ascending) whose document has it, as
 * loaded; `added` holds the same for shops added since (a changed shop is added again under a
 * new ordinal and its old ordinal is dead), until the next full load compacts them.
 */
export type LexemeIndex = {
  lexemes: string[];
  starts: Int32Array;
  shops: Int32Array;
  added: { lexemes: string[]; shops: number[][] };
};

/**
 * Each shop's values of one facet as codes into `values`: shop i has codes[starts[i]…starts[i+1]),
 * and per value the shops that have it (1 at their ordinal), for filtering. Arrays are sized to
 * the index's capacity, so a shop added after the load appends.
 */
type FacetIndex = {
  values: string[];
  codeOf: Map<string, number>;
  starts: Int32Array;
  codes: Int32Array;
  codeCount: number;
  members: Uint8Array[];
};

type FlagName = 'premium' | 'isStitcher' | 'isBrand' | 'verified';
const FLAGS: FlagName[] = ['premium', 'isStitcher', 'isBrand', 'verified'];
/** A failed yes/no flag excludes a shop from every count: it fails every facet's bit. */
const ALL_FACETS_FAILED = (1 << SHOP_FACETS.length) - 1;

/** The values a shop has for each facet (cities: its one city). */
const facetValues: Record<ShopFacet, (row: ShopRow) => string[]> = {
  categories: (row) => row.categorySlugs,
  subCategories: (row) => row.subCategorySlugs,
  occasions: (row) => row.occasionSlugs,
  genders: (row) => row.genders,
  languages: (row) => row.languageCodes,
  cities: (row) => [row.city],
};

/**
 * Ordinals are slots: a full load numbers the shops 0…n-1; a changed or new shop takes the next
 * slot and a changed or removed shop's old slot becomes dead (`live` 0, in no order). Every
 * per-shop array has room for `capacity` slots. `revision` counts changes, so a search that
 * waited on the database knows whether the index moved under it.
 */
type IndexData = {
  size: number;
  capacity: number;
  live: Uint8Array;
  liveCount: number;
  /** Each shop's summary, which pages show (no database round trip for them). */
  shops: ShopRow[];
  ordinalOf: Map<string, number>;
  createdMicros: Float64Array;
  updatedMicros: Float64Array;
  /** The sum of the live shops' updatedMicros, compared with the database's by heal(). */
  updatedSum: bigint;
  flags: Record<FlagName, Uint8Array>;
  facets: Record<ShopFacet, FacetIndex>;
  /** Live ordinals in each fixed order: views of the first liveCount slots of `orderBuffers`. */
  orders: Record<FixedShopOrder, Int32Array>;
  orderBuffers: Record<FixedShopOrder, Int32Array>;
  search: LexemeIndex;
  nameDocument: LexemeIndex;
  tagsDocument: LexemeIndex;
  /** The name's trigrams, or undefined when only PostgreSQL can compare it. */
  nameTrigrams: (TrigramProfile | undefined)[];
  revision: number;
};

export function lexemeIndex(documents: string[][]): LexemeIndex {
  const postings = new Map<string, number[]>();
  documents.forEach((lexemes, ordinal) => {
    for (const lexeme of lexemes) {
      const list = postings.get(lexeme);
      if (list) list.push(ordinal);
      else postings.set(lexeme, [ordinal]);
    }
  });
  const lexemes = [...postings.keys()].sort();
  const starts = new Int32Array(lexemes.length + 1);
  const shops = new Int32Array(documents.reduce((n, d) => n + d.length, 0));
  let at = 0;
  lexemes.forEach((lexeme, k) => {
    starts[k] = at;
    for (const ordinal of postings.get(lexeme)!) shops[at++] = ordinal;
  });
  starts[lexemes.length] = at;
  return { lexemes, starts, shops: shops.subarray(0, at), added: { lexemes: [], shops: [] } };
}

function facetIndex(valuesPerShop: string[][], capacity: number): FacetIndex {
  const codeOf = new Map<string, number>();
  const starts = new Int32Array(capacity + 1);
  const codes: number[] = [];
  valuesPerShop.forEach((values, ordinal) => {
    starts[ordinal] = codes.length;
    for (const value of values) {
      let code = codeOf.get(value);
      if (code === undefined) {
        code = codeOf.size;
        codeOf.set(value, code);
      }
      codes.push(code);
    }
  });
  starts[valuesPerShop.length] = codes.length;
  const members = Array.from(codeOf.keys(), () => new Uint8Array(capacity));
  valuesPerShop.forEach((_, ordinal) => {
    for (let p = starts[ordinal]!; p < starts[ordinal + 1]!; p++) members[codes[p]!]![ordinal] = 1;
  });
  const codeArray = new Int32Array(Math.max(64, codes.length * 2));
  codeArray.set(codes);
  return {
    values: [...codeOf.keys()],
    codeOf,
    starts,
    codes: codeArray,
    codeCount: codes.length,
    members,
  };
}

/** The row's summary: what pages show, without the index's own fields. */
const summaryOf = ({
  searchLexemes: _s,
  nameLexemes: _n,
  tagsLexemes: _t,
  createdMicros: _c,
  updatedMicros: _u,
  ...summary
}: ShopIndexRow & { positions?: unknown }): ShopRow => {
  delete (summary as { positions?: unknown }).positions;
  return summary;
};

const nameTrigramsOf = (name: string) =>
  hasPortableTrigrams(name) ? trigramProfile(name) : undefined;

/** Room for the loaded shops and as many changes again before anything grows. */
const capacityFor = (size: number) => Math.max(64, size * 2);

function buildIndex(rows: ShopIndexLoadRow[]): IndexData {
  const size = rows.length;
  const capacity = capacityFor(size);
  const orders = {} as Record<FixedShopOrder, Int32Array>;
  const orderBuffers = {} as Record<FixedShopOrder, Int32Array>;
  for (const key of FIXED_SHOP_ORDERS) {
    const order = new Int32Array(capacity);
    rows.forEach((row, ordinal) => (order[row.positions[key] - 1] = ordinal));
    orderBuffers[key] = order;
    orders[key] = order.subarray(0, size);
  }
  const perShop = <A extends Uint8Array | Float64Array>(
    make: new (n: number) => A,
    value: (row: ShopIndexLoadRow) => number,
  ): A => {
    const array = new make(capacity);
    rows.forEach((row, ordinal) => (array[ordinal] = value(row)));
    return array;
  };
  return {
    size,
    capacity,
    live: perShop(Uint8Array, () => 1),
    liveCount: size,
    shops: rows.map(summaryOf),
    ordinalOf: new Map(rows.map((row, ordinal) => [row.id, ordinal])),
    createdMicros: perShop(Float64Array, (row) => row.createdMicros),
    updatedMicros: perShop(Float64Array, (row) => row.updatedMicros),
    updatedSum: rows.reduce((sum, row) => sum + BigInt(row.updatedMicros), 0n),
    flags: Object.fromEntries(
      FLAGS.map((flag) => [flag, perShop(Uint8Array, (row) => (row[flag] ? 1 : 0))]),
    ) as Record<FlagName, Uint8Array>,
    facets: Object.fromEntries(
      SHOP_FACETS.map((facet) => [facet, facetIndex(rows.map(facetValues[facet]), capacity)]),
    ) as Record<ShopFacet, FacetIndex>,
    orders,
    orderBuffers,
    search: lexemeIndex(rows.map((row) => row.searchLexemes)),
    nameDocument: lexemeIndex(rows.map((row) => row.nameLexemes)),
    tagsDocument: lexemeIndex(rows.map((row) => row.tagsLexemes)),
    nameTrigrams: rows.map((row) => nameTrigramsOf(row.name)),
    revision: 0,
  };
}

/** A copy of `array` with room for `length` elements. */
function resized<A extends Uint8Array | Int32Array | Float64Array>(array: A, length: number): A {
  const bigger = new (array.constructor as new (n: number) => A)(length);
  bigger.set(array.subarray(0, Math.min(array.length, length)));
  return bigger;
}

/** Doubles the room for slots (amortised: a change rarely pays for it). */
function grow(index: IndexData): void {
  const capacity = index.capacity * 2;
  index.live = resized(index.live, capacity);
  index.createdMicros = resized(index.createdMicros, capacity);
  index.updatedMicros = resized(index.updatedMicros, capacity);
  for (const flag of FLAGS) index.flags[flag] = resized(index.flags[flag], capacity);
  for (const facet of SHOP_FACETS) {
    const data = index.facets[facet];
    data.starts = resized(data.starts, capacity + 1);
    data.members = data.members.map((members) => resized(members, capacity));
  }
  for (const key of FIXED_SHOP_ORDERS) {
    index.orderBuffers[key] = resized(index.orderBuffers[key], capacity);
    index.orders[key] = index.orderBuffers[key].subarray(0, index.liveCount);
  }
  index.capacity = capacity;
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The fixed orders as comparisons of two ordinals, exactly as PostgreSQL sorts them (ORDERS in
 * shops.repository.ts): booleans true first when descending, float8 and integers numerically,
 * timestamps by their microseconds, and uuids by their bytes, which their lower-case text
 * compares the same way.
 */
const compareIn: Record<FixedShopOrder, (index: IndexData, a: number, b: number) => number> = {
  featured: (index, a, b) => {
    const x = index.shops[a]!;
    const y = index.shops[b]!;
    return (
      Number(y.premium) - Number(x.premium) ||
      y.ratingAverage - x.ratingAverage ||
      y.ratingCount - x.ratingCount ||
      byId(x.id, y.id)
    );
  },
  rating: (index, a, b) => {
    const x = index.shops[a]!;
    const y = index.shops[b]!;
    return y.ratingAverage - x.ratingAverage || y.ratingCount - x.ratingCount || byId(x.id, y.id);
  },
  newest: (index, a, b) =>
    index.createdMicros[b]! - index.createdMicros[a]! ||
    byId(index.shops[a]!.id, index.shops[b]!.id),
  price: (index, a, b) =>
    index.shops[a]!.priceMinMinor - index.shops[b]!.priceMinMinor ||
    byId(index.shops[a]!.id, index.shops[b]!.id),
};

/** Adds a posting of `ordinal` under each lexeme to the index's `added` part. */
export function addLexemes(index: LexemeIndex, lexemes: string[], ordinal: number): void {
  const { added } = index;
  for (const lexeme of lexemes) {
    const k = lowerBound(added.lexemes, lexeme);
    if (added.lexemes[k] === lexeme) added.shops[k]!.push(ordinal);
    else {
      added.lexemes.splice(k, 0, lexeme);
      added.shops.splice(k, 0, [ordinal]);
    }
  }
}

/** Takes a shop out: its slot dies and it leaves every order. */
function removeShop(index: IndexData, id: string): void {
  const ordinal = index.ordinalOf.get(id);
  if (ordinal === undefined) return;
  index.ordinalOf.delete(id);
  index.live[ordinal] = 0;
  index.liveCount--;
  index.updatedSum -= BigInt(index.updatedMicros[ordinal]!);
  for (const facet of SHOP_FACETS) {
    const { starts, codes, members } = index.facets[facet];
    for (let p = starts[ordinal]!; p < starts[ordinal + 1]!; p++) members[codes[p]!]![ordinal] = 0;
  }
  for (const key of FIXED_SHOP_ORDERS) {
    const buffer = index.orderBuffers[key];
    const length = index.liveCount + 1;
    const at = buffer.subarray(0, length).indexOf(ordinal);
    buffer.copyWithin(at, at + 1, length);
    index.orders[key] = buffer.subarray(0, index.liveCount);
  }
}

/** Adds a shop in the next slot, in every structure the full load builds. */
function addShop(index: IndexData, row: ShopIndexRow): void {
  if (index.size === index.capacity) grow(index);
  const ordinal = index.size++;
  index.shops[ordinal] = summaryOf(row);
  index.ordinalOf.set(row.id, ordinal);
  index.live[ordinal] = 1;
  index.liveCount++;
  index.createdMicros[ordinal] = row.createdMicros;
  index.updatedMicros[ordinal] = row.updatedMicros;
  index.updatedSum += BigInt(row.updatedMicros);
  for (const flag of FLAGS) index.flags[flag][ordinal] = row[flag] ? 1 : 0;
  for (const facet of SHOP_FACETS) {
    const data = index.facets[facet];
    data.starts[ordinal] = data.codeCount;
    for (const value of facetValues[facet](row)) {
      let code = data.codeOf.get(value);
      if (code === undefined) {
        code = data.values.length;
        data.codeOf.set(value, code);
        data.values.push(value);
        data.members.push(new Uint8Array(index.capacity));
      }
      if (data.codeCount === data.codes.length)
        data.codes = resized(data.codes, data.codeCount * 2);
      data.codes[data.codeCount++] = code;
      data.members[code]![ordinal] = 1;
    }
    data.starts[ordinal + 1] = data.codeCount;
  }
  addLexemes(index.search, row.searchLexemes, ordinal);
  addLexemes(index.nameDocument, row.nameLexemes, ordinal);
  addLexemes(index.tagsDocument, row.tagsLexemes, ordinal);
  index.nameTrigrams[ordinal] = nameTrigramsOf(row.name);
  for (const key of FIXED_SHOP_ORDERS) {
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

/** The first position whose lexeme is not below `value` (binary search). */
function lowerBound(lexemes: string[], value: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (lexemes[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Which shops a tsquery matches (1 in the result), as `document @@ query` does: a lexeme
 * matches equal lexemes, a prefix every lexeme starting with it.
 */
export function matchTsquery(
  node: TsqueryNode,
  index: LexemeIndex,
  size: number,
  into = new Uint8Array(size),
): Uint8Array {
  if (node.kind === 'lexeme') {
    const { lexemes, starts, shops, added } = index;
    const beyond = (lexeme: string) =>
      node.prefix ? !lexeme.startsWith(node.lexeme) : lexeme !== node.lexeme;
    for (let k = lowerBound(lexemes, node.lexeme); k < lexemes.length; k++) {
      if (beyond(lexemes[k]!)) break;
      for (let p = starts[k]!; p < starts[k + 1]!; p++) into[shops[p]!] = 1;
    }
    for (let k = lowerBound(added.lexemes, node.lexeme); k < added.lexemes.length; k++) {
      if (beyond(added.lexemes[k]!)) break;
      for (const ordinal of added.shops[k]!) into[ordinal] = 1;
    }
  } else if (node.kind === 'or') {
    for (const item of node.items) matchTsquery(item, index, size, into);
  } else {
    // Its own bytes: `into` may already hold an enclosing OR's other matches.
    const every = matchTsquery(node.items[0]!, index, size);
    for (const item of node.items.slice(1)) {
      const other = matchTsquery(item, index, size);
      for (let i = 0; i < size; i++) every[i]! &= other[i]!;
    }
    for (let i = 0; i < size; i++) into[i]! |= every[i]!;
  }
  return into;
}

const NO_ORDINALS = new Int32Array(0);

/** Sorts `list` (ascending ordinals) and drops repeats, in place; the distinct part. */
function sortedDistinct(list: Int32Array): Int32Array {
  list.sort();
  let kept = 0;
  for (let k = 0; k < list.length; k++) {
    if (k === 0 || list[k] !== list[kept - 1]) list[kept++] = list[k]!;
  }
  return list.subarray(0, kept);
}

/** The ordinals in both sorted lists (a merge; a new list no longer than the shorter). */
function intersection(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let count = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      both[count++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return both.subarray(0, count);
}

/**
 * Which documents a tsquery matches, as a sorted list of distinct ordinals (what matchTsquery
 * marks, in work proportional to the postings read rather than to the catalogue). The list may
 * be the index's own storage: read it, never write it.
 */
export function tsqueryPostings(node: TsqueryNode, index: LexemeIndex): Int32Array {
  if (node.kind === 'lexeme') {
    const { lexemes, starts, shops, added } = index;
    const beyond = (lexeme: string) =>
      node.prefix ? !lexeme.startsWith(node.lexeme) : lexeme !== node.lexeme;
    const first = lowerBound(lexemes, node.lexeme);
    let last = first;
    while (last < lexemes.length && !beyond(lexemes[last]!)) last++;
    const firstAdded = lowerBound(added.lexemes, node.lexeme);
    let lastAdded = firstAdded;
    let addedLength = 0;
    while (lastAdded < added.lexemes.length && !beyond(added.lexemes[lastAdded]!)) {
      addedLength += added.shops[lastAdded++]!.length;
    }
    const loaded = shops.subarray(starts[first]!, starts[last]!);
    // One loaded lexeme's postings are already sorted and distinct.
    if (addedLength === 0 && last - first <= 1) return last > first ? loaded : NO_ORDINALS;
    const all = new Int32Array(loaded.length + addedLength);
    all.set(loaded);
    let at = loaded.length;
    for (let k = firstAdded; k < lastAdded; k++) {
      for (const ordinal of added.shops[k]!) all[at++] = ordinal;
    }
    return sortedDistinct(all);
  }
  const lists = node.items.map((item) => tsqueryPostings(item, index));
  if (node.kind === 'and') {
    lists.sort((a, b) => a.length - b.length);
    return lists.reduce((both, list) => (both.length === 0 ? both : intersection(both, list)));
  }
  const nonEmpty = lists.filter((list) => list.length > 0);
  if (nonEmpty.length <= 1) return nonEmpty[0] ?? NO_ORDINALS;
  const all = new Int32Array(nonEmpty.reduce((n, list) => n + list.length, 0));
  let at = 0;
  for (const list of nonEmpty) {
    all.set(list, at);
    at += list.length;
  }
  return sortedDistinct(all);
}

/**
 * The text's tsquery (every word) and anyTsquery (any word) as trees, built from what PostgreSQL
 * normalised: stop words drop out of AND and OR as in PostgreSQL's tsquery cleanup, and a query
 * of stop words only is undefined (it matches nothing). Unsupported (`false`) when a word
 * normalised to something beyond lexemes, `&` and `|`.
 */
export function textTrees(
  text: TextQuery,
): { every: TsqueryNode | undefined; any: TsqueryNode | undefined } | false {
  const words: TsqueryNode[][] = [];
  for (const alternatives of text.analysed) {
    const nodes: TsqueryNode[] = [];
    for (const normalised of alternatives) {
      if (normalised === '') continue;
      const node = parseTsquery(normalised);
      if (!node) return false;
      nodes.push(node);
    }
    if (nodes.length > 0) words.push(nodes);
  }
  const either = (nodes: TsqueryNode[]): TsqueryNode =>
    nodes.length === 1 ? nodes[0]! : { kind: 'or', items: nodes };
  if (words.length === 0) return { every: undefined, any: undefined };
  return {
    every: words.length === 1 ? either(words[0]!) : { kind: 'and', items: words.map(either) },
    any: either(words.flat()),
  };
}

/**
 * What the text matches (1 per matching shop) and, for relevance, either each shop's tier of
 * shopRank (2 the name mentions a word, 1 the tags do, 0 neither) or, from PostgreSQL, the rank.
 */
type TextMatches = { matched: Uint8Array; tier?: Uint8Array; rank?: Float64Array };

export function createShopIndex(deps: {
  shopsRepository: ShopsRepository;
  /** Where a failed reload of changed shops is reported (the periodic check retries it). */
  onError?: (error: unknown) => void;
}) {
  const { shopsRepository } = deps;
  let data: IndexData | undefined;
  let loading: Promise<IndexData> | undefined;
  /** Shops announced changed and not reloaded yet. */
  const pending = new Set<string>();
  /** Shops announced while a full load runs: the load may have read them before the change. */
  const announcedDuringLoad = new Set<string>();
  let applying: Promise<void> | undefined;
  const changeListeners = new Set<() => void>();

  /** Loads every shop; searches keep using the previous index (if any) until it is done. */
  function load(): Promise<IndexData> {
    if (!loading) {
      const pendingLoad = (async () => {
        const loaded = buildIndex(await shopsRepository.indexRows());
        data = loaded;
        for (const id of announcedDuringLoad) pending.add(id);
        announcedDuringLoad.clear();
        for (const listener of changeListeners) listener();
        return loaded;
      })().finally(() => {
        loading = undefined;
        void applyPending();
      });
      loading = pendingLoad;
    }
    return loading;
  }

  /** The index: loaded on first use, then kept current shop by shop. */
  const current = (): Promise<IndexData> => (data ? Promise.resolve(data) : load());

  /** Replaces each announced shop with its row now (absent: removed), in one synchronous step. */
  function apply(index: IndexData, ids: string[], rows: ShopIndexRow[]): void {
    const found = new Map(rows.map((row) => [row.id, row]));
    let changed = false;
    for (const id of ids) {
      const row = found.get(id);
      const ordinal = index.ordinalOf.get(id);
      // A repeated announcement (at-least-once delivery, or the periodic check) changes nothing.
      if (row && ordinal !== undefined && index.updatedMicros[ordinal] === row.updatedMicros) {
        continue;
      }
      if (!row && ordinal === undefined) continue;
      removeShop(index, id);
      if (row) addShop(index, row);
      changed = true;
    }
    if (!changed) return;
    index.revision++;
    for (const listener of changeListeners) listener();
    // Dead slots cost every search a little: past as many as live ones, load afresh (compacts).
    if (index.size - index.liveCount > Math.max(1000, index.liveCount)) {
      load().catch((error: unknown) => deps.onError?.(error));
    }
  }

  /** Reloads the pending shops, batch after batch, until none is left. */
  function applyPending(): Promise<void> {
    if (applying) return applying;
    if (!data) {
      // Nothing loaded yet: the first search's load reads every shop as it is.
      if (!loading) pending.clear();
      return Promise.resolve();
    }
    applying = (async () => {
      while (pending.size > 0 && data && !loading) {
        const ids = [...pending];
        pending.clear();
        const target: IndexData = data;
        let rows: ShopIndexRow[];
        try {
          rows = await shopsRepository.indexRowsByIds(ids);
        } catch (error) {
          for (const id of ids) pending.add(id);
          deps.onError?.(error);
          return;
        }
        // A full load started or finished meanwhile: its rows may be newer than these.
        if (data !== target || loading) {
          for (const id of ids) (loading ? announcedDuringLoad : pending).add(id);
          continue;
        }
        apply(target, ids, rows);
      }
    })().finally(() => {
      applying = undefined;
      if (pending.size > 0 && data && !loading) void applyPending();
    });
    return applying;
  }

  /** Shop ordinals with their relevance from PostgreSQL's answer (fuzzy or fallback). */
  async function matchesFromDatabase(index: IndexData, text: TextQuery): Promise<TextMatches> {
    const matched = new Uint8Array(index.size);
    const rank = new Float64Array(index.size);
    for (const row of await shopsRepository.textMatches(text)) {
      const ordinal = index.ordinalOf.get(row.id);
      // A shop added since the index was loaded waits for the next reload.
      if (ordinal === undefined) continue;
      matched[ordinal] = 1;
      rank[ordinal] = row.rank;
    }
    return { matched, rank };
  }

  /**
   * The shops the text matches, in process when the normalised query is plain lexemes, and,
   * for relevance, the tiers of shopRank (shops.repository.ts).
   */
  async function matchText(
    index: IndexData,
    text: TextQuery,
    needRank: boolean,
  ): Promise<TextMatches> {
    const trees = text.fuzzy ? false : textTrees(text);
    if (trees === false) return matchesFromDatabase(index, text);
    const { size } = index;
    if (!trees.every || !trees.any) return { matched: new Uint8Array(size) };
    const matched = matchTsquery(trees.every, index.search, size);
    if (!needRank) return { matched };
    const tier = matchTsquery(trees.any, index.tagsDocument, size);
    const inName = matchTsquery(trees.any, index.nameDocument, size);
    for (let i = 0; i < size; i++) if (inName[i]) tier[i] = 2;
    return { matched, tier };
  }

  /**
   * The result in relevance order: shopRank desc, then the rating order. Name matches (tier 2)
   * are ordered by their closeness to the text, by the pg_trgm port where it is exact
   * (hasPortableTrigrams; otherwise PostgreSQL ranks); with `needed` below their number only
   * the first `needed` are returned, which is all a page can show.
   */
  async function byRelevance(
    index: IndexData,
    text: TextQuery,
    matches: TextMatches,
    inResult: Uint8Array,
    needed: number,
  ): Promise<number[]> {
    if (matches.rank) return byRank(index, inResult, matches.rank);
    const tier = matches.tier!;
    const named: number[] = [];
    const tagged: number[] = [];
    const rest: number[] = [];
    // Every name match is ranked; of the others a page needs no more than `needed`.
    const { rating } = index.orders;
    for (let k = 0; k < rating.length; k++) {
      const ordinal = rating[k]!;
      if (inResult[ordinal] === 0) continue;
      const t = tier[ordinal];
      if (t === 2) named.push(ordinal);
      else if (t === 1) {
        if (tagged.length < needed) tagged.push(ordinal);
      } else if (rest.length < needed) rest.push(ordinal);
    }
    if (named.length === 0) return tagged.concat(rest);
    const query = hasPortableTrigrams(text.text) ? trigramProfile(text.text) : undefined;
    const names = named.map((ordinal) => index.nameTrigrams[ordinal]);
    if (!query || names.some((name) => !name)) {
      return byRank(index, inResult, (await matchesFromDatabase(index, text)).rank!);
    }
    const top = closestFirst(query, named, names as TrigramProfile[], needed);
    return top.length < named.length ? top : top.concat(tagged, rest);
  }

  async function search(
    filters: ShopFilters,
    sort: ShopSort,
    page?: Page,
  ): Promise<ShopSearchPage> {
    for (;;) {
      const index = await current();
      const found = await searchIn(index, index.revision, filters, sort, page);
      // The index changed while this search waited for PostgreSQL: search again.
      if (found) return found;
    }
  }

  /** The search on `index`, or undefined when the index changed during one of its waits. */
  async function searchIn(
    index: IndexData,
    revision: number,
    filters: ShopFilters,
    sort: ShopSort,
    page?: Page,
  ): Promise<ShopSearchPage | undefined> {
    const moved = () => index.revision !== revision || index !== data;
    const key: FixedShopOrder | 'relevance' =
      sort === 'relevance' ? (filters.text ? 'relevance' : 'featured') : sort;
    const text = filters.text && (await matchText(index, filters.text, key === 'relevance'));
    if (moved()) return undefined;
    const { inResult, total, counts } = filterAndCount(index, filters, text?.matched);

    const from = page?.offset ?? 0;
    const until = page ? from + page.limit : Infinity;
    const sequence =
      key === 'relevance'
        ? await byRelevance(index, filters.text!, text!, inResult, until)
        : index.orders[key];
    if (moved()) return undefined;
    const shops: ShopRow[] = [];
    let seen = 0;
    for (let k = 0; k < sequence.length && seen < until; k++) {
      const ordinal = sequence[k]!;
      if (inResult[ordinal] === 0) continue;
      if (seen >= from) shops.push(index.shops[ordinal]!);
      seen++;
    }

    return {
      shops,
      total,
      facets: Object.fromEntries(
        SHOP_FACETS.map((facet, position) => {
          const tally = counts[position]!;
          const { values } = index.facets[facet];
          const buckets: { value: string; count: number }[] = [];
          for (let code = 0; code < tally.length; code++) {
            if (tally[code]! > 0) buckets.push({ value: values[code]!, count: tally[code]! });
          }
          return [facet, buckets];
        }),
      ) as ShopSearchPage['facets'],
    };
  }

  /**
   * Reloads these shops from the database into the index (a shop no longer there is removed);
   * resolves when they are in. Called for every `shop:changed` on every instance.
   */
  function shopsChanged(ids: string[]): Promise<void> {
    for (const id of ids) (loading ? announcedDuringLoad : pending).add(id);
    return loading ? loading.then(() => applyPending()) : applyPending();
  }

  return {
    search,
    shopsChanged,

    /**
     * The periodic check that heals a missed `shop:changed` (a lost pub/sub message, a writer
     * that forgot the event): compares the shop count and the sum of updated_at with the
     * database's, and only when they differ reads every shop's id and updated_at and reloads the
     * shops that differ. Resolves with how many that were.
     */
    async heal(): Promise<number> {
      const index = data;
      if (!index || loading) return 0;
      const { count, updatedSum } = await shopsRepository.indexChecksum();
      if (count === index.liveCount && BigInt(updatedSum) === index.updatedSum) return 0;
      const stamps = await shopsRepository.indexStamps();
      const seen = new Set<string>();
      const differing: string[] = [];
      for (const { id, updatedMicros } of stamps) {
        seen.add(id);
        const ordinal = index.ordinalOf.get(id);
        if (ordinal === undefined || index.updatedMicros[ordinal] !== updatedMicros) {
          differing.push(id);
        }
      }
      for (const id of index.ordinalOf.keys()) if (!seen.has(id)) differing.push(id);
      if (differing.length > 0) await shopsChanged(differing);
      return differing.length;
    },

    /** Calls `listener` after every change to the index (answers computed before are stale). */
    onChange(listener: () => void): () => void {
      changeListeners.add(listener);
      return () => void changeListeners.delete(listener);
    },

    /** Slots in use and live shops (dead slots are compacted by a full load). */
    stats(): { slots: number; shops: number } | undefined {
      return data && { slots: data.size, shops: data.liveCount };
    },
  };
}

/**
 * The shops that match the text (`matched`, all when undefined) and every filter, and per facet
 * how many shops have each value (codes into the facet's values). One pass over the shops.
 */
function filterAndCount(
  index: IndexData,
  filters: ShopFilters,
  matched: Uint8Array | undefined,
): { inResult: Uint8Array; total: number; counts: Int32Array[] } {
  const { size, live } = index;

  // The yes/no flags, and each filtered facet as the shops it lets through (OR within a facet).
  const tests: Uint8Array[] = [];
  const wanted: number[] = [];
  const failBits: number[] = [];
  for (const flag of FLAGS) {
    if (filters[flag] === undefined) continue;
    tests.push(index.flags[flag]);
    wanted.push(filters[flag] ? 1 : 0);
    failBits.push(ALL_FACETS_FAILED);
  }
  const facetData = SHOP_FACETS.map((facet) => index.facets[facet]);
  SHOP_FACETS.forEach((facet, position) => {
    const values = filters[facet];
    if (!values || values.length === 0) return;
    const { codeOf, members } = facetData[position]!;
    const codes = values.flatMap((value) => {
      const code = codeOf.get(value);
      return code === undefined ? [] : [code];
    });
    let passes: Uint8Array;
    if (codes.length === 1) passes = members[codes[0]!]!;
    else {
      passes = new Uint8Array(size);
      for (const code of codes) {
        const shops = members[code]!;
        for (let i = 0; i < size; i++) passes[i]! |= shops[i]!;
      }
    }
    tests.push(passes);
    wanted.push(1);
    failBits.push(1 << position);
  });

  // Every facet counts the shops that pass every other facet filter (AND across facets), so a
  // chosen category still shows its neighbours' counts: a shop that fails no filter counts in
  // every facet, one that fails a single facet filter only in that facet, any other in none.
  const starts = facetData.map((facet) => facet.starts);
  const codes = facetData.map((facet) => facet.codes);
  const counts = facetData.map((facet) => new Int32Array(facet.values.length));
  const facetCount = SHOP_FACETS.length;
  const testCount = tests.length;
  const inResult = new Uint8Array(size);
  let total = 0;
  for (let i = 0; i < size; i++) {
    if (live[i] === 0 || (matched !== undefined && matched[i] === 0)) continue;
    let failed = 0;
    for (let t = 0; t < testCount; t++) if (tests[t]![i] !== wanted[t]) failed |= failBits[t]!;
    if (failed === 0) {
      inResult[i] = 1;
      total++;
      for (let position = 0; position < facetCount; position++) {
        const from = starts[position]!;
        const values = codes[position]!;
        const tally = counts[position]!;
        for (let p = from[i]!, end = from[i + 1]!; p < end; p++) tally[values[p]!]!++;
      }
    } else if ((failed & (failed - 1)) === 0) {
      const position = 31 - Math.clz32(failed);
      const from = starts[position]!;
      const values = codes[position]!;
      const tally = counts[position]!;
      for (let p = from[i]!, end = from[i + 1]!; p < end; p++) tally[values[p]!]!++;
    }
  }
  return { inResult, total, counts };
}

/** The shops in the result by rank (highest first), then in rating order, as ordinals. */
function byRank(index: IndexData, inResult: Uint8Array, rank: Float64Array): number[] {
  // Walking the rating order and grouping by rank keeps each group in rating order; only the
  // distinct ranks need sorting.
  const groups = new Map<number, number[]>();
  for (const ordinal of index.orders.rating) {
    if (inResult[ordinal] === 0) continue;
    const group = groups.get(rank[ordinal]!);
    if (group) group.push(ordinal);
    else groups.set(rank[ordinal]!, [ordinal]);
  }
  return [...groups.keys()].sort((a, b) => b - a).flatMap((r) => groups.get(r)!);
}

/**
 * Name matches (in rating order) by closeness to the query, highest first, ties in rating
 * order; only the first `needed`. Closeness is at most similarity plus the share of the query's
 * trigrams the name has (word_similarity's best case), so names are tried from the highest
 * bound down and one whose bound is below the needed-th closeness found so far is skipped: a
 * first page computes word_similarity for a few names, not for every match.
 */
function closestFirst(
  query: TrigramProfile,
  ordinals: number[],
  names: TrigramProfile[],
  needed: number,
): number[] {
  const n = ordinals.length;
  const exact = new Float64Array(n);
  if (needed >= n) {
    for (let i = 0; i < n; i++) exact[i] = closeness(query, names[i]!);
    return Array.from(ordinals.keys())
      .sort((a, b) => exact[b]! - exact[a]! || a - b)
      .map((i) => ordinals[i]!);
  }
  const queryLength = query.unique.length;
  const similarities = new Float64Array(n);
  const bounds = new Float64Array(n);
  // Names in roughly descending bound (64 bands, rating order within a band), so the
  // needed-th closeness rises fast and the rest are skipped.
  const bands = 64;
  const bandOf = new Uint8Array(n);
  const bandSizes = new Int32Array(bands + 1);
  for (let i = 0; i < n; i++) {
    const shared = sharedTrigrams(query, names[i]!);
    similarities[i] = similarity(query, names[i]!, shared);
    // The margin covers float4 rounding, so the bound never undercuts the exact value.
    bounds[i] = similarities[i]! + shared / queryLength + 1e-6;
    bandOf[i] = bands - 1 - Math.min(bands - 1, Math.floor((bounds[i]! / 2.01) * bands));
    bandSizes[bandOf[i]! + 1]!++;
  }
  for (let band = 0; band < bands; band++) bandSizes[band + 1]! += bandSizes[band]!;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[bandSizes[bandOf[i]!]!++] = i;

  /** The best so far, by closeness desc then rating order (position in `ordinals`). */
  const best: number[] = [];
  const better = (a: number, b: number) =>
    exact[a]! > exact[b]! || (exact[a] === exact[b] && a < b);
  for (const i of order) {
    // A name whose bound is below the needed-th closeness cannot make the page.
    if (best.length === needed && bounds[i]! < exact[best[needed - 1]!]!) continue;
    exact[i] = Math.fround(wordSimilarity(query, names[i]!) + similarities[i]!);
    if (best.length === needed && !better(i, best[needed - 1]!)) continue;
    let at = best.length;
    while (at > 0 && better(i, best[at - 1]!)) at--;
    best.splice(at, 0, i);
    if (best.length > needed) best.pop();
  }
  return best.map((i) => ordinals[i]!);
}

export type ShopIndex = ReturnType<typeof createShopIndex>;
