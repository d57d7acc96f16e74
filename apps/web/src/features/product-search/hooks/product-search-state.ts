import { GENDERS } from '@vitrine/contracts/catalogue';
import { PRODUCT_SEARCH_SORTS, type ProductSearchSort } from '@vitrine/contracts/product-search';
import type { SearchProductsArgs } from '../api/search-products.ts';

/** The filters a person picks values of, under the API's own names (so links are the API's). */
export const PRODUCT_FACET_FILTERS = [
  'categories',
  'subCategories',
  'occasions',
  'genders',
  'sizes',
  'colours',
  'shops',
] as const;
export type ProductFacetFilter = (typeof PRODUCT_FACET_FILTERS)[number];

export const PRODUCT_FLAG_FILTERS = ['inStock', 'premium'] as const;
export type ProductFlagFilter = (typeof PRODUCT_FLAG_FILTERS)[number];

/** Everything the product search shows, read from and written to the URL. */
export type ProductSearchState = {
  searchKey: string;
  sort: ProductSearchSort;
  page: number;
  /** Minor units (paise); undefined: no bound. */
  minPrice: number | undefined;
  maxPrice: number | undefined;
} & Record<ProductFacetFilter, string[]> &
  Record<ProductFlagFilter, boolean>;

export const PRODUCT_PAGE_SIZE = 24;
const SEARCH_KEY_MAX = 100;

const values = (params: URLSearchParams, key: string) => [
  ...new Set(
    params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean),
  ),
];

const amount = (text: string | null) => {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : undefined;
};

/**
 * Reads the search from a URL's query. Anything malformed (an unknown sort or gender, a page
 * of "x", a negative price) falls back to the default, because a person may have edited the
 * link by hand; values the server does not know are its to refuse (400 naming the field).
 */
export function parseProductSearch(params: URLSearchParams): ProductSearchState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const facets = Object.fromEntries(
    PRODUCT_FACET_FILTERS.map((key) => [key, values(params, key)]),
  ) as Record<ProductFacetFilter, string[]>;
  facets.genders = facets.genders.filter((g) => (GENDERS as readonly string[]).includes(g));
  const flags = Object.fromEntries(
    PRODUCT_FLAG_FILTERS.map((key) => [key, params.get(key) === 'true']),
  ) as Record<ProductFlagFilter, boolean>;
  let minPrice = amount(params.get('minPrice'));
  let maxPrice = amount(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return {
    searchKey: (params.get('searchKey') ?? '').trim().slice(0, SEARCH_KEY_MAX),
    sort: PRODUCT_SEARCH_SORTS.includes(sort as ProductSearchSort)
      ? (sort as ProductSearchSort)
      : 'relevance',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    minPrice,
    maxPrice,
    ...facets,
    ...flags,
  };
}

/** The URL query of a search: only what differs from the defaults, always in the same order. */
export function serializeProductSearch(state: ProductSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.searchKey) params.set('searchKey', state.searchKey);
  for (const key of PRODUCT_FACET_FILTERS) {
    if (state[key].length > 0) params.set(key, state[key].join(','));
  }
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  for (const key of PRODUCT_FLAG_FILTERS) if (state[key]) params.set(key, 'true');
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** How many filters are on (each chosen value counts; a price range counts once). */
export const activeProductFilterCount = (state: ProductSearchState) =>
  PRODUCT_FACET_FILTERS.reduce((sum, key) => sum + state[key].length, 0) +
  PRODUCT_FLAG_FILTERS.filter((key) => state[key]).length +
  (state.minPrice !== undefined || state.maxPrice !== undefined ? 1 : 0);

export function toSearchProductsArgs(state: ProductSearchState): SearchProductsArgs {
  const list = (items: string[]) => (items.length > 0 ? items : undefined);
  return {
    searchKey: state.searchKey || undefined,
    categories: list(state.categories),
    subCategories: list(state.subCategories),
    occasions: list(state.occasions),
    genders: list(state.genders) as SearchProductsArgs['genders'],
    sizes: list(state.sizes),
    colours: list(state.colours),
    shops: list(state.shops),
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    inStock: state.inStock || undefined,
    premium: state.premium || undefined,
    sort: state.sort,
    page: state.page,
    limit: PRODUCT_PAGE_SIZE,
  };
}

export const emptyProductFilters: Partial<ProductSearchState> = {
  categories: [],
  subCategories: [],
  occasions: [],
  genders: [],
  sizes: [],
  colours: [],
  shops: [],
  minPrice: undefined,
  maxPrice: undefined,
  inStock: false,
  premium: false,
};
