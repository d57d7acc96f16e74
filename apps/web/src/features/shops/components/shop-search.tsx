import { Box, Group, Stack } from '@mantine/core';
import { SHOP_PAGE_SIZE } from '@vitrine/contracts/site-copy/search';
import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { useResultsHeading } from '../../../lib/use-results-heading.ts';
import { useGetFilterVocabularyQuery } from '../api/get-filter-vocabulary.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { useSearchShopsQuery, type SearchShopsArgs } from '../api/search-shops.ts';
import { activeFilterCount, toSearchShopsArgs } from '../hooks/shop-search-state.ts';
import { useShopSearch } from '../hooks/use-shop-search.ts';
import { ActiveFilters } from './active-filters.tsx';
import { ShopFilters } from './shop-filters.tsx';
import { ShopResults } from './shop-results.tsx';
import { ShopResultsHeader } from './shop-results-header.tsx';
import { ShopSearchBar } from './shop-search-bar.tsx';

// The phone's filter sheet (Mantine's Drawer with its focus trap and scroll area) loads when it
// is first opened, not with the page.
const ShopFiltersDrawer = lazy(() =>
  import('./shop-filters-drawer.tsx').then((m) => ({ default: m.ShopFiltersDrawer })),
);

type ShopSearchProps = {
  /** Filters the page fixes and does not show (the brands page: `isBrand: true`). */
  preset?: Partial<SearchShopsArgs>;
  /** One and many of what the list holds, e.g. "shop"/"shops". */
  noun?: [string, string];
  searchLabel?: string;
  searchPlaceholder?: string;
};

/** The address of every shop the search matches (all pages), as a CSV or Excel file. */
const downloadHrefOf = (args: SearchShopsArgs) => (format: DownloadFormat) => {
  const { page: _page, limit: _limit, ...filters } = args;
  return `/api/v1/vendor/fetch-shops?${toQueryString({ ...filters, download: format })}`;
};

/**
 * The shop search: text, filters with facet counts, sort and pages, all kept in the URL.
 * Skeletons stand in for the results while the next ones load; the filters keep the last
 * counts meanwhile, so they never flash empty.
 */
export function ShopSearch({
  preset,
  noun = ['shop', 'shops'],
  searchLabel = 'Search shops',
  searchPlaceholder = 'Shop name, craft or city, e.g. banarasi saree',
}: ShopSearchProps) {
  const { state, update, toggleValue, clearFilters } = useShopSearch();
  const args = toSearchShopsArgs(state, { limit: SHOP_PAGE_SIZE, preset });
  const query = useSearchShopsQuery(args);
  const { data, currentData, error, isFetching } = query;
  const { data: vocabulary } = useGetFilterVocabularyQuery();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Mounted from the first opening on, so that closing plays its exit and gives focus back.
  const [filtersUsed, setFiltersUsed] = useState(false);
  const { ref: resultsHeading, goToPage } = useResultsHeading((page) => update({ page }));

  const filterCount = activeFilterCount(state);

  // Deferred: the store's update renders at once, the filters' checkboxes after it in slices
  // (docs/adr/0047-a-querys-rows-render-in-a-transition.md).
  const facets = useDeferredValue(data?.facets);
  const filters = (
    <ShopFilters
      state={state}
      facets={facets}
      vocabulary={vocabulary}
      onToggle={toggleValue}
      onFlag={(flag, on) => update({ [flag]: on })}
    />
  );

  return (
    <Stack gap="md">
      <ShopSearchBar
        searchKey={state.searchKey}
        sort={state.sort}
        filterCount={filterCount}
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        onSearch={(searchKey, { typing }) => update({ searchKey }, { typing })}
        onSort={(sort) => update({ sort })}
        onOpenFilters={() => {
          setFiltersUsed(true);
          setFiltersOpen(true);
        }}
      />

      <ActiveFilters
        state={state}
        vocabulary={vocabulary}
        onRemoveValue={toggleValue}
        onRemoveFlag={(flag) => update({ [flag]: false })}
        onClear={clearFilters}
      />

      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box
          component="aside"
          aria-label="Filters"
          w={250}
          visibleFrom="md"
          style={{ flexShrink: 0 }}
        >
          {filters}
        </Box>

        <Stack gap="md" style={{ flex: 1, minWidth: 0 }} aria-busy={isFetching}>
          <ShopResultsHeader
            ref={resultsHeading}
            total={currentData?.total}
            failed={error !== undefined && !isFetching}
            searchKey={state.searchKey}
            correctedSearchKey={currentData?.correctedSearchKey}
            downloadHref={downloadHrefOf(args)}
            noun={noun}
          />
          <ShopResults
            query={query}
            page={state.page}
            pageSize={SHOP_PAGE_SIZE}
            searchKey={state.searchKey}
            filterCount={filterCount}
            noun={noun}
            onClearFilters={clearFilters}
            onClearSearch={() => update({ searchKey: '' })}
            onPage={goToPage}
          />
        </Stack>
      </Group>

      {filtersUsed ? (
        <Suspense fallback={null}>
          <ShopFiltersDrawer
            opened={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            filterCount={filterCount}
            onClearFilters={clearFilters}
            total={data?.total}
            noun={noun}
          >
            {filters}
          </ShopFiltersDrawer>
        </Suspense>
      ) : null}
    </Stack>
  );
}
