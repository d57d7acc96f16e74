import { GENDERS, SHOP_SORTS, type ShopSort } from '@vitrine/contracts/catalogue';
import type { SearchShopsArgs } from '../api/search-shops.ts';

/** The filters a person picks values of, under the API's own names (so links are the API's). */
export const FACET_FILTERS = [
  'categories',
  'subCategories',
  'occasions',
  'genders',
  'languages',
  'city',
] as const;
export type FacetFilter = (typeof FACET_FILTERS)[number];

/** Yes/no filters. */
export const FLAG_FILTERS = ['premium', 'isStitcher', 'verified'] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

/** Everything the shop search shows, read from and written to the URL. */
export type ShopSearchState = {
  searchKey: string;
  sort: ShopSort;
  page: number;
} & Record<FacetFilter, string[]> &
  Record<FlagFilter, boolean>;

export const SEARCH_KEY_MAX = 100;

const values = (params: URLSearchParams, key: string) => [
  ...new Set(
    params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean),
  ),
];

/**
 * Reads the search from a URL's query. Anything malformed (an unknown gender or sort, a page
 * of "x") falls back to the default rather than failing, because a person may have edited the
 * link by hand; values the server does not know are its to refuse (400 naming the field).
 */
export function parseShopSearch(params: URLSearchParams): ShopSearchState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const facets = Object.fromEntries(
    FACET_FILTERS.map((key) => [key, values(params, key)]),
  ) as Record<FacetFilter, string[]>;
  facets.genders = facets.genders.filter((g) => (GENDERS as readonly string[]).includes(g));
  const flags = Object.fromEntries(
    FLAG_FILTERS.map((key) => [key, params.get(key) === 'true']),
  ) as Record<FlagFilter, boolean>;
  return {
    searchKey: (params.get('searchKey') ?? '').trim().slice(0, SEARCH_KEY_MAX),
    sort: SHOP_SORTS.includes(sort as ShopSort) ? (sort as ShopSort) : 'relevance',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    ...facets,
    ...flags,
  };
}

/** The URL query of a search: only what differs from the defaults, always in the same order. */
export function serializeShopSearch(state: ShopSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.searchKey) params.set('searchKey', state.searchKey);
  for (const key of FACET_FILTERS) {
    if (state[key].length > 0) params.set(key, state[key].join(','));
  }
  for (const key of FLAG_FILTERS) if (state[key]) params.set(key, 'true');
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** How many filters are on (each chosen value counts), for "Filters (3)". */
export const activeFilterCount = (state: ShopSearchState) =>
  FACET_FILTERS.reduce((sum, key) => sum + state[key].length, 0) +
  FLAG_FILTERS.filter((key) => state[key]).length;

/** The API query of a search; `preset` holds what a page fixes (the brands page: isBrand). */
export function toSearchShopsArgs(
  state: ShopSearchState,
  { limit, preset = {} }: { limit: number; preset?: Partial<SearchShopsArgs> },
): SearchShopsArgs {
  const list = (items: string[]) => (items.length > 0 ? items : undefined);
  return {
    searchKey: state.searchKey || undefined,
    categories: list(state.categories),
    subCategories: list(state.subCategories),
    occasions: list(state.occasions),
    genders: list(state.genders) as SearchShopsArgs['genders'],
    languages: list(state.languages),
    city: list(state.city),
    premium: state.premium || undefined,
    isStitcher: state.isStitcher || undefined,
    verified: state.verified || undefined,
    sort: state.sort,
    page: state.page,
    limit,
    ...preset,
  };
}
