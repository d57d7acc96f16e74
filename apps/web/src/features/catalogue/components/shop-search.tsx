import { Box, Button, Drawer, Group, NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ShopSort } from '@vitrine/contracts/catalogue';
import { IconAdjustmentsHorizontal, IconBuildingStore } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetFilterVocabularyQuery } from '../api/get-filter-vocabulary.ts';
import { useSearchShopsQuery, type SearchShopsArgs } from '../api/search-shops.ts';
import { activeFilterCount, toSearchShopsArgs } from '../hooks/shop-search-state.ts';
import { useShopSearch } from '../hooks/use-shop-search.ts';
import { countOf } from '../utils/format.ts';
import { ActiveFilters } from './active-filters.tsx';
import { ShopCard, ShopCardSkeleton } from './shop-card.tsx';
import { ShopFilters } from './shop-filters.tsx';

/** The filters as a person knows them, for messages about a link's bad filter. */
const filterNames: Record<string, string> = {
  searchKey: 'Search',
  categories: 'Category',
  subCategories: 'Sub-category',
  occasions: 'Occasion',
  genders: 'Who it is for',
  languages: 'Language',
  city: 'City',
  sort: 'Sort',
  page: 'Page',
};

/** Cards whose covers are in the first screen on a phone or a laptop: they load first. */
const FIRST_SCREEN_CARDS = 3;

/** Shops a page of results holds: divisible by 2, 3 and 4 columns. */
export const SHOP_PAGE_SIZE = 24;

type ShopSearchProps = {
  /** Filters the page fixes and does not show (the brands page: `isBrand: true`). */
  preset?: Partial<SearchShopsArgs>;
  /** One and many of what the list holds, e.g. "shop"/"shops". */
  noun?: [string, string];
  searchLabel?: string;
  searchPlaceholder?: string;
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
  const { data, currentData, error, isFetching, refetch } = useSearchShopsQuery(args);
  const { data: vocabulary } = useGetFilterVocabularyQuery();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const filterCount = activeFilterCount(state);
  const sortOptions: { value: ShopSort; label: string }[] = [
    { value: 'relevance', label: state.searchKey ? 'Best match' : 'Recommended' },
    { value: 'rating', label: 'Highest rated' },
    { value: 'newest', label: 'Newest' },
    { value: 'price', label: 'Price: low to high' },
  ];

  const filters = (
    <ShopFilters
      state={state}
      facets={data?.facets}
      vocabulary={vocabulary}
      onToggle={toggleValue}
      onFlag={(flag, on) => update({ [flag]: on })}
    />
  );

  const goToPage = (page: number) => {
    update({ page });
    resultsHeading.current?.scrollIntoView?.({ block: 'start' });
    resultsHeading.current?.focus({ preventScroll: true });
  };

  const showError = error !== undefined && !isFetching;
  const result = currentData;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Box style={{ flex: '1 1 260px' }}>
          <SearchField
            label={searchLabel}
            placeholder={searchPlaceholder}
            value={state.searchKey}
            onSearch={(searchKey, { typing }) => update({ searchKey }, { typing })}
          />
        </Box>
        <NativeSelect
          label="Sort by"
          value={state.sort}
          data={sortOptions}
          onChange={(event) => update({ sort: event.currentTarget.value as ShopSort })}
          w={{ base: 'calc(50% - 6px)', sm: 190 }}
        />
        <Button
          hiddenFrom="md"
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          onClick={() => setFiltersOpen(true)}
          w={{ base: 'calc(50% - 6px)', sm: 'auto' }}
        >
          {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
        </Button>
      </Group>

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
          <Title order={2} size="h4" ref={resultsHeading} tabIndex={-1} aria-live="polite">
            {result
              ? `${countOf(result.total, noun[0], noun[1])}${state.searchKey ? ` for “${state.searchKey}”` : ''}`
              : showError
                ? `The ${noun[1]} could not be shown`
                : `Finding ${noun[1]}…`}
          </Title>

          {showError ? (
            error && toApiError(error).code === 'VALIDATION_FAILED' ? (
              <EmptyState
                icon={<IconAdjustmentsHorizontal size={24} />}
                title="This link has a filter we do not know"
                actions={<Button onClick={clearFilters}>Clear filters</Button>}
              >
                {toApiError(error)
                  .fieldIssues.map(
                    (issue) => `${filterNames[issue.field] ?? issue.field}: ${issue.message}`,
                  )
                  .join('. ') || toApiError(error).message}
              </EmptyState>
            ) : (
              <ErrorState
                title={`We could not load the ${noun[1]}`}
                error={toApiError(error)}
                onRetry={() => void refetch()}
              />
            )
          ) : !result ? (
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" aria-hidden="true">
              {Array.from({ length: 6 }, (_, index) => (
                <ShopCardSkeleton key={index} />
              ))}
            </SimpleGrid>
          ) : result.total === 0 ? (
            <EmptyState
              icon={<IconBuildingStore size={24} />}
              title={`No ${noun[1]} match`}
              actions={
                <>
                  {filterCount > 0 ? <Button onClick={clearFilters}>Clear filters</Button> : null}
                  {state.searchKey ? (
                    <Button variant="default" onClick={() => update({ searchKey: '' })}>
                      Clear search
                    </Button>
                  ) : null}
                </>
              }
            >
              {filterCount > 0
                ? `Try removing a filter or two: fewer filters show more ${noun[1]}.`
                : 'Try another word, or check the spelling.'}
            </EmptyState>
          ) : result.items.length === 0 ? (
            <EmptyState
              icon={<IconBuildingStore size={24} />}
              title={`There is no page ${state.page}`}
              actions={<Button onClick={() => goToPage(1)}>Go to the first page</Button>}
            >
              {`This search has ${countOf(result.total, noun[0], noun[1])} on fewer pages.`}
            </EmptyState>
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
                {result.items.map((shop, index) => (
                  <ShopCard key={shop.id} shop={shop} priority={index < FIRST_SCREEN_CARDS} />
                ))}
              </SimpleGrid>
              <ListPagination
                page={state.page}
                limit={SHOP_PAGE_SIZE}
                total={result.total}
                onChange={goToPage}
                noun={noun[1]}
              />
            </>
          )}
        </Stack>
      </Group>

      <Drawer
        opened={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title="Filters"
        position="bottom"
        size="90%"
        hiddenFrom="md"
      >
        <Stack gap="md" pb="md">
          {filters}
          <Group grow>
            <Button variant="default" onClick={clearFilters} disabled={filterCount === 0}>
              Clear filters
            </Button>
            <Button onClick={() => setFiltersOpen(false)}>
              {data ? `Show ${countOf(data.total, noun[0], noun[1])}` : 'Show results'}
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </Stack>
  );
}
