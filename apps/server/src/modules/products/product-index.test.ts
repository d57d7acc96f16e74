import { PRODUCT_FACETS, type ProductFacet } from '@vitrine/contracts/product-search';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textTrees, type TextQuery } from '../catalogue/index.ts';
import {
  createProductIndex,
  type IndexedShop,
  type IndexSort,
  type ProductFilters,
  type ProductSearchPage,
} from './product-index.ts';
import type { ProductIndexRow } from './products.repository.ts';

/**
 * The product index against a straightforward re-implementation of what it answers (every
 * product checked against every filter, then sorted), over random catalogues, random changes
 * after the load (changed, removed and new products, a shop hidden or shown) and random
 * searches: the hits and their order, the total, every facet's counts, the in-stock count, the
 * price range and pages must all be the same.
 */

const WORDS = ['silk', 'saree', 'sari', 'lehenga', 'leh', 'kurta', 'cotton', 'dupatta', 'red'];
const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['red', 'blue', 'gold'];
const OCCASIONS = ['wedding', 'sangeet', 'festive'];
const GENDERS = ['women', 'men', 'kids'];
/** Sub-categories and their top categories; a product may be filed under a top one. */
const PARENTS: Record<string, string> = {
  'womens-ethnic': 'womens-ethnic',
  sarees: 'womens-ethnic',
  lehengas: 'womens-ethnic',
  'mens-ethnic': 'mens-ethnic',
  kurtas: 'mens-ethnic',
  bridal: 'bridal',
};
const CATEGORY_SLUGS = Object.keys(PARENTS);
const parentOf = (slug: string) => PARENTS[slug] ?? slug;

/** A parsed tsquery, as textTrees gives it. */
type TsqueryNode = NonNullable<Exclude<ReturnType<typeof textTrees>, false>['every']>;

const subset = <T>(values: T[], maxLength = values.length) =>
  fc.uniqueArray(fc.constantFrom(...values), { maxLength });

type ShopState = IndexedShop & { listed: boolean };

const shopArbitrary = (id: string): fc.Arbitrary<ShopState> =>
  fc.record({
    id: fc.constant(id),
    slug: fc.constant(`shop-${id}`),
    name: fc.constant(`Shop ${id}`),
    occasionSlugs: subset(OCCASIONS),
    genders: subset(GENDERS),
    listed: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
  });

type RowDraft = Omit<ProductIndexRow, 'id' | 'shopId'> & { shop: number };

const rowArbitrary = (shopCount: number): fc.Arbitrary<RowDraft> =>
  fc
    .record({
      shop: fc.integer({ min: 0, max: shopCount - 1 }),
      title: fc.constant('A product'),
      imageUrl: fc.constant(null),
      // Few prices and instants, so that ties (broken by id) are common.
      priceMinor: fc.integer({ min: 1, max: 12 }).map((n) => n * 1000),
      currency: fc.constant('INR'),
      categorySlug: fc.constantFrom(...CATEGORY_SLUGS),
      premium: fc.boolean(),
      stock: fc.integer({ min: 0, max: 3 }),
      occasionSlugs: subset(OCCASIONS),
      genders: subset(GENDERS),
      sizes: subset(SIZES),
      colours: subset(COLOURS),
      inStock: fc.boolean(),
      titleLexemes: subset(WORDS, 3),
      otherLexemes: subset(WORDS, 4),
      createdMicros: fc.integer({ min: 1, max: 8 }).map((n) => 1_700_000_000_000_000 + n * 1000),
      updatedMicros: fc.integer({ min: 1, max: 1_000_000 }),
    })
    .map(({ otherLexemes, ...row }) => ({
      ...row,
      // A document's lexemes are distinct (tsvector_to_array), its title's among them.
      lexemes: [...new Set([...row.titleLexemes, ...otherLexemes])],
    }));

/** A word as the text search service analyses it: alternatives, each a normalised tsquery. */
const alternativeArbitrary: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 6, arbitrary: fc.record({ word: fc.constantFrom(...WORDS), prefix: fc.boolean() }) },
    {
      weight: 1,
      arbitrary: fc.record({
        word: fc.constantFrom(...WORDS),
        prefix: fc.boolean(),
        and: fc.constantFrom(...WORDS),
      }),
    },
    { weight: 1, arbitrary: fc.constant({ word: '', prefix: false }) },
    { weight: 1, arbitrary: fc.constant({ word: 'zzz', prefix: true }) },
  )
  .map((a: { word: string; prefix: boolean; and?: string }) =>
    a.word === '' ? '' : `'${a.word}'${a.prefix ? ':*' : ''}${a.and ? ` & '${a.and}'` : ''}`,
  );

const textArbitrary: fc.Arbitrary<TextQuery> = fc
  .record({
    analysed: fc.array(fc.array(alternativeArbitrary, { minLength: 1, maxLength: 2 }), {
      minLength: 1,
      maxLength: 3,
    }),
    // One in five asks PostgreSQL (the fuzzy fallback).
    fuzzy: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    word: fc.constantFrom(...WORDS),
  })
  .map(({ analysed, fuzzy, word }) => ({
    text: word,
    tsquery: '',
    anyTsquery: '',
    analysed,
    ...(fuzzy ? { fuzzy: true } : {}),
  }));

const facetFilterArbitrary: Record<ProductFacet, fc.Arbitrary<string[]>> = {
  categories: subset([...new Set(Object.values(PARENTS)), 'unknown'], 2),
  subCategories: subset(['sarees', 'lehengas', 'kurtas'], 2),
  occasions: subset(OCCASIONS, 2),
  genders: subset(GENDERS, 2),
  sizes: subset(SIZES, 2),
  colours: subset(COLOURS, 2),
  shops: fc.array(
    fc.integer({ min: 0, max: 5 }).map((n) => `shop${n}`),
    { maxLength: 2 },
  ),
};

type Search = {
  filters: ProductFilters;
  sort: IndexSort;
  page?: { offset: number; limit: number };
};

const searchArbitrary: fc.Arbitrary<Search> = fc.record(
  {
    filters: fc.record(
      {
        text: textArbitrary,
        premium: fc.boolean(),
        inStock: fc.boolean(),
        minPrice: fc.integer({ min: 0, max: 8 }).map((n) => n * 1000),
        maxPrice: fc.integer({ min: 4, max: 13 }).map((n) => n * 1000),
        ...facetFilterArbitrary,
      },
      { requiredKeys: [] },
    ),
    sort: fc.constantFrom<IndexSort>('relevance', 'newest', 'price', 'price-desc'),
    page: fc.option(
      fc.record({ offset: fc.integer({ min: 0, max: 12 }), limit: fc.integer({ min: 1, max: 8 }) }),
      { nil: undefined },
    ),
  },
  { requiredKeys: ['filters', 'sort'] },
);

type Change =
  | { kind: 'change'; product: number; row: RowDraft }
  | { kind: 'remove'; product: number }
  | { kind: 'add'; row: RowDraft }
  | { kind: 'shop'; shop: number; listed: boolean; genders: string[] };

type World = {
  shops: ShopState[];
  rows: RowDraft[];
  changes: Change[];
  searches: Search[];
};

const worldArbitrary: fc.Arbitrary<World> = fc.integer({ min: 1, max: 6 }).chain((shopCount) =>
  fc.record({
    shops: fc.tuple(...Array.from({ length: shopCount }, (_, i) => shopArbitrary(`shop${i}`))),
    rows: fc.array(rowArbitrary(shopCount), { maxLength: 60 }),
    changes: fc.array(
      fc.oneof(
        fc.record({
          kind: fc.constant('change' as const),
          product: fc.nat(),
          row: rowArbitrary(shopCount),
        }),
        fc.record({ kind: fc.constant('remove' as const), product: fc.nat() }),
        fc.record({ kind: fc.constant('add' as const), row: rowArbitrary(shopCount) }),
        fc.record({
          kind: fc.constant('shop' as const),
          shop: fc.integer({ min: 0, max: shopCount - 1 }),
          listed: fc.boolean(),
          genders: subset(GENDERS),
        }),
      ),
      { maxLength: 12 },
    ),
    searches: fc.array(searchArbitrary, { minLength: 1, maxLength: 8 }),
  }),
);

/** Ids that sort differently from the order rows were made in (ties are broken by id). */
const idOf = (n: number) =>
  `${((n * 7919) % 1000).toString(16).padStart(3, '0')}00000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The database the index reads: current rows and shops, changed by the test. */
function database(world: World) {
  const shops = world.shops.map((shop) => ({ ...shop }));
  const rows = new Map<string, ProductIndexRow>();
  let made = 0;
  const toRow = (draft: RowDraft, id: string): ProductIndexRow => {
    const { shop, ...row } = draft;
    return { ...row, id, shopId: shops[shop]!.id };
  };
  for (const draft of world.rows) {
    const id = idOf(made++);
    rows.set(id, toRow(draft, id));
  }
  const listed = (ids: string[]) =>
    new Map(
      shops
        .filter((shop) => shop.listed && ids.includes(shop.id))
        .map(({ listed: _, ...shop }): [string, IndexedShop] => [shop.id, shop]),
    );
  return {
    shops,
    rows,
    toRow,
    newId: () => idOf(made++),
    listed,
    deps: {
      rows: {
        all: async () => [...rows.values()],
        by: async ({ ids, shopIds }: { ids?: string[]; shopIds?: string[] }) =>
          [...rows.values()].filter(
            (row) => ids?.includes(row.id) || shopIds?.includes(row.shopId),
          ),
        checksum: async () => ({ count: rows.size, updatedSum: '0' }),
        stamps: async () => [],
        textMatches: async (text: TextQuery) => fuzzyMatches([...rows.values()], text),
      },
      shopsByIds: async (ids: string[]) => listed(ids),
      parentOf: async () => parentOf,
    },
  };
}

/** PostgreSQL's answer for the fuzzy fallback, as a fake: the products having the word. */
function fuzzyMatches(rows: ProductIndexRow[], text: TextQuery) {
  return rows
    .filter((row) => row.lexemes.some((lexeme) => lexeme.startsWith(text.text.slice(0, 3))))
    .map((row) => ({ id: row.id, rank: (parseInt(row.id.slice(0, 3), 16) % 4) / 4 }));
}

/** `document @@ query` over a set of lexemes. */
function matches(node: TsqueryNode, lexemes: string[]): boolean {
  if (node.kind === 'lexeme') {
    return lexemes.some((lexeme) =>
      node.prefix ? lexeme.startsWith(node.lexeme) : lexeme === node.lexeme,
    );
  }
  return node.kind === 'or'
    ? node.items.some((item) => matches(item, lexemes))
    : node.items.every((item) => matches(item, lexemes));
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What the index must answer, product by product. */
function expected(
  rows: ProductIndexRow[],
  shops: Map<string, IndexedShop>,
  search: Search,
): Omit<ProductSearchPage, 'shopName' | 'products'> & { ids: string[] } {
  const { filters, sort } = search;
  const text = filters.text;
  const trees = text && !text.fuzzy ? textTrees(text) : undefined;
  const fuzzy = text?.fuzzy ? new Map(fuzzyMatches(rows, text).map((m) => [m.id, m.rank])) : null;
  const shown = rows.filter((row) => shops.has(row.shopId));
  const valuesOf = (row: ProductIndexRow): Record<ProductFacet, string[]> => {
    const shop = shops.get(row.shopId)!;
    const top = parentOf(row.categorySlug);
    return {
      categories: [top],
      subCategories: top === row.categorySlug ? [] : [row.categorySlug],
      occasions: row.occasionSlugs.length ? row.occasionSlugs : shop.occasionSlugs,
      genders: row.genders.length ? row.genders : shop.genders,
      sizes: row.sizes,
      colours: row.colours,
      shops: [row.shopId],
    };
  };
  const textPasses = (row: ProductIndexRow) => {
    if (!text) return true;
    if (fuzzy) return fuzzy.has(row.id);
    return trees !== false && trees?.every !== undefined && matches(trees.every, row.lexemes);
  };
  const others = (row: ProductIndexRow) =>
    textPasses(row) &&
    (filters.premium === undefined || row.premium === filters.premium) &&
    (filters.inStock === undefined || row.inStock === filters.inStock);
  const inPrice = (row: ProductIndexRow) =>
    (filters.minPrice === undefined || row.priceMinor >= filters.minPrice) &&
    (filters.maxPrice === undefined || row.priceMinor <= filters.maxPrice);
  const facetPasses = (row: ProductIndexRow, facet: ProductFacet) => {
    const chosen = filters[facet];
    return !chosen?.length || valuesOf(row)[facet].some((value) => chosen.includes(value));
  };
  const allFacetsPass = (row: ProductIndexRow, except?: ProductFacet) =>
    PRODUCT_FACETS.every((facet) => facet === except || facetPasses(row, facet));

  const result = shown.filter((row) => others(row) && inPrice(row) && allFacetsPass(row));
  const priced = shown.filter((row) => others(row) && allFacetsPass(row));
  const facets = Object.fromEntries(
    PRODUCT_FACETS.map((facet) => {
      const counts = new Map<string, number>();
      for (const row of shown) {
        if (!others(row) || !inPrice(row) || !allFacetsPass(row, facet)) continue;
        for (const value of valuesOf(row)[facet]) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      return [facet, [...counts].map(([value, count]) => ({ value, count }))];
    }),
  ) as ProductSearchPage['facets'];

  const newest = (a: ProductIndexRow, b: ProductIndexRow) =>
    b.createdMicros - a.createdMicros || byId(a.id, b.id);
  const titleWords = (row: ProductIndexRow) =>
    text!.analysed.filter((alternatives) => {
      const word = textTrees({ ...text!, analysed: [alternatives] });
      return word !== false && word.every !== undefined && matches(word.every, row.titleLexemes);
    }).length;
  const score = (row: ProductIndexRow) => (fuzzy ? (fuzzy.get(row.id) ?? 0) : titleWords(row));
  const compare: Record<IndexSort, (a: ProductIndexRow, b: ProductIndexRow) => number> = {
    relevance: text ? (a, b) => score(b) - score(a) || newest(a, b) : newest,
    newest,
    price: (a, b) => a.priceMinor - b.priceMinor || byId(a.id, b.id),
    'price-desc': (a, b) => b.priceMinor - a.priceMinor || byId(a.id, b.id),
  };
  const ordered = [...result].sort(compare[sort]).map((row) => row.id);
  const prices = priced.map((row) => row.priceMinor);
  return {
    ids: search.page
      ? ordered.slice(search.page.offset, search.page.offset + search.page.limit)
      : ordered,
    total: result.length,
    facets,
    inStockCount: result.filter((row) => row.inStock).length,
    priceRange: prices.length
      ? { minMinor: Math.min(...prices), maxMinor: Math.max(...prices) }
      : null,
  };
}

const sortedFacets = (facets: ProductSearchPage['facets']) =>
  Object.fromEntries(
    PRODUCT_FACETS.map((facet) => [
      facet,
      [...facets[facet]].sort((a, b) => byId(a.value, b.value)),
    ]),
  );

describe('the product index', () => {
  it('answers every search as a product-by-product re-implementation does', async () => {
    await fc.assert(
      fc.asyncProperty(worldArbitrary, async (world) => {
        const db = database(world);
        const index = createProductIndex(db.deps);
        await index.warm();
        let stamp = 2_000_000;
        for (const change of world.changes) {
          const ids = [...db.rows.keys()];
          if (change.kind === 'shop') {
            const shop = db.shops[change.shop]!;
            shop.listed = change.listed;
            shop.genders = change.genders;
            await index.shopsChanged([shop.id]);
            continue;
          }
          if (change.kind === 'add') {
            const id = db.newId();
            db.rows.set(id, db.toRow(change.row, id));
            await index.productsChanged([id]);
            continue;
          }
          if (ids.length === 0) continue;
          const id = ids[change.product % ids.length]!;
          if (change.kind === 'remove') db.rows.delete(id);
          else db.rows.set(id, db.toRow({ ...change.row, updatedMicros: stamp++ }, id));
          await index.productsChanged([id]);
        }
        const rows = [...db.rows.values()];
        const shops = db.listed(db.shops.map((shop) => shop.id));
        for (const search of world.searches) {
          const found = await index.search(search.filters, search.sort, search.page);
          const want = expected(rows, shops, search);
          expect(found.products.map((product) => product.id)).toEqual(want.ids);
          expect(found.total).toBe(want.total);
          expect(found.inStockCount).toBe(want.inStockCount);
          expect(found.priceRange).toEqual(want.priceRange);
          expect(sortedFacets(found.facets)).toEqual(sortedFacets(want.facets));
        }
      }),
      { numRuns: 300 },
    );
  });
});
