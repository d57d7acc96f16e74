import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { DownloadFormat } from '@vitrine/contracts/list-query';
import type { ProductSearchSort } from '@vitrine/contracts/product-search';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import { IconAdjustmentsHorizontal, IconShirt } from '@tabler/icons-react';
import { Drawer } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { countOf } from '../../../lib/format-catalogue.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { useResultsHeading } from '../../../lib/use-results-heading.ts';
import { useSearchProductsQuery, type SearchProductsArgs } from '../api/search-products.ts';
import {
  activeProductFilterCount,
  PRODUCT_PAGE_SIZE,
  toSearchProductsArgs,
} from '../hooks/product-search-state.ts';
import { useProductSearch } from '../hooks/use-product-search.ts';
import { ProductFilters } from './product-filters.tsx';
import { ProductHitCard, ProductHitCardSkeleton } from './product-hit-card.tsx';

const SORTS: { value: ProductSearchSort; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'newest', label: 'Newest' },
  { value: 'price', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

const NOUN: [string, string] = ['product', 'products'];

/** The address of every product the search matches (all pages), as a file. */
const downloadHrefOf = (args: SearchProductsArgs) => (format: DownloadFormat) => {
  const { page: _page, limit: _limit, ...filters } = args;
  return `/api/v1/products/search?${toQueryString({ ...filters, download: format })}`;
};

function ResultsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        <ProductHitCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}

/**
 * Products of every shop: words, filters with counts, price range, sort and pages, all in the
 * URL. Skeletons stand in while the next answer loads; the filters keep the last counts.
 */
export function ProductSearch() {
  const { state, update, toggleValue, clearFilters } = useProductSearch();
  const args = toSearchProductsArgs(state);
  const query = useSearchProductsQuery(args);
  const { data, currentData, error, isFetching } = query;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { ref: heading, goToPage } = useResultsHeading((page) => update({ page }));
  const filterCount = activeProductFilterCount(state);
  const facets = useDeferredValue(data?.facets);
  const total = currentData?.total;
  const download = downloadHrefOf(args);

  const filters = (
    <ProductFilters
      state={state}
      facets={facets}
      priceSpan={data?.priceRange}
      onToggle={toggleValue}
      onFlag={(flag, on) => update({ [flag]: on })}
      onPrice={(range) => update(range)}
    />
  );

  let title = 'Finding products…';
  if (total !== undefined) {
    title = `${countOf(total, NOUN[0], NOUN[1])}${state.searchKey ? ` for “${state.searchKey}”` : ''}`;
  } else if (error !== undefined && !isFetching) title = 'The products could not be shown';

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Box style={{ flex: '1 1 280px' }}>
          <SearchField
            label="Search products"
            placeholder="What are you looking for? e.g. silk saree"
            value={state.searchKey}
            onSearch={(searchKey, { typing }) => update({ searchKey }, { typing })}
          />
        </Box>
        <Select
          label="Sort by"
          data={SORTS}
          value={state.sort}
          allowDeselect={false}
          onChange={(sort) => sort && update({ sort: sort as ProductSearchSort })}
          w={200}
        />
        <Button
          hiddenFrom="md"
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
          onClick={() => setFiltersOpen(true)}
        >
          {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
        </Button>
      </Group>

      {filterCount > 0 ? (
        <Group gap="xs">
          <Badge
            variant="light"
            rightSection={
              <CloseButton size="xs" aria-label="Clear every filter" onClick={clearFilters} />
            }
          >
            {filterCount === 1 ? '1 filter on' : `${filterCount} filters on`}
          </Badge>
        </Group>
      ) : null}

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
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <Stack gap={2} style={{ flex: '1 1 240px' }} aria-live="polite">
              <Title order={2} size="h4" ref={heading} tabIndex={-1}>
                {title}
              </Title>
              {total !== undefined && currentData?.correctedSearchKey ? (
                <Text size="sm">
                  Showing results for{' '}
                  <Text span fw={700} fs="italic">
                    {currentData.correctedSearchKey}
                  </Text>
                </Text>
              ) : null}
            </Stack>
            {total ? (
              <Group gap="xs" role="group" aria-label="Download these products">
                {(['csv', 'xlsx'] as const).map((format) => (
                  <Button
                    key={format}
                    component="a"
                    href={download(format)}
                    download
                    size="xs"
                    variant="default"
                    leftSection={<IconDownload size={14} aria-hidden="true" />}
                  >
                    {format === 'csv' ? 'Download CSV' : 'Download Excel'}
                  </Button>
                ))}
              </Group>
            ) : null}
          </Group>
          <PagedResults
            query={query}
            page={state.page}
            limit={PRODUCT_PAGE_SIZE}
            noun={NOUN}
            errorTitle="We could not load the products"
            icon={<IconShirt size={24} />}
            onPage={goToPage}
            skeleton={<ResultsSkeleton />}
            empty={
              <EmptyState
                icon={<IconShirt size={24} />}
                title="No products match"
                actions={
                  <>
                    {filterCount > 0 ? (
                      <Button variant="default" onClick={clearFilters}>
                        Clear filters
                      </Button>
                    ) : null}
                    {state.searchKey ? (
                      <Button variant="default" onClick={() => update({ searchKey: '' })}>
                        Clear the search
                      </Button>
                    ) : null}
                  </>
                }
              >
                Try fewer words or filters, or another spelling.
              </EmptyState>
            }
          >
            {(products) => (
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
                {products.map((product) => (
                  <ProductHitCard key={product.id} product={product} />
                ))}
              </SimpleGrid>
            )}
          </PagedResults>
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
              {data ? `Show ${countOf(data.total, NOUN[0], NOUN[1])}` : 'Show results'}
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </Stack>
  );
}
