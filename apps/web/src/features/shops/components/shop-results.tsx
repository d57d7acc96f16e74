import { Button, SimpleGrid } from '@mantine/core';
import type { ShopSearchResult } from '@vitrine/contracts/catalogue';
import { IconAdjustmentsHorizontal, IconBuildingStore } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import type { ApiError } from '../../../lib/api-error.ts';
import { countOf } from '../../../lib/format-catalogue.ts';
import { ShopCard, ShopCardSkeleton } from '../../../components/shop-card.tsx';

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

type ShopResultsProps = {
  /** The answer for the current search; undefined while it loads or when it failed. */
  result: ShopSearchResult | undefined;
  /** Set when the current search failed (and is not being retried). */
  error: ApiError | undefined;
  page: number;
  pageSize: number;
  searchKey: string;
  filterCount: number;
  noun: [string, string];
  onRetry: () => void;
  onClearFilters: () => void;
  onClearSearch: () => void;
  onPage: (page: number) => void;
};

/** The results, or what stands in for them: an error, skeletons, or why nothing matched. */
export function ShopResults(props: ShopResultsProps) {
  const { result, error, noun } = props;
  if (error) return <ShopSearchError {...props} error={error} />;
  if (!result) return <ShopResultsSkeleton />;
  if (result.total === 0) return <NoShopsMatch {...props} />;
  if (result.items.length === 0) {
    return (
      <EmptyState
        icon={<IconBuildingStore size={24} />}
        title={`There is no page ${props.page}`}
        actions={<Button onClick={() => props.onPage(1)}>Go to the first page</Button>}
      >
        {`This search has ${countOf(result.total, noun[0], noun[1])} on fewer pages.`}
      </EmptyState>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
        {result.items.map((shop, index) => (
          <ShopCard key={shop.id} shop={shop} priority={index < FIRST_SCREEN_CARDS} />
        ))}
      </SimpleGrid>
      <ListPagination
        page={props.page}
        limit={props.pageSize}
        total={result.total}
        onChange={props.onPage}
        noun={noun[1]}
      />
    </>
  );
}

function ShopResultsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <ShopCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}

/** A link with a filter the API does not know gets its own message; anything else, Retry. */
function ShopSearchError({
  error,
  noun,
  onRetry,
  onClearFilters,
}: ShopResultsProps & { error: ApiError }) {
  if (error.code !== 'VALIDATION_FAILED') {
    return (
      <ErrorState title={`We could not load the ${noun[1]}`} error={error} onRetry={onRetry} />
    );
  }
  const issues = error.fieldIssues.map(
    (issue) => `${filterNames[issue.field] ?? issue.field}: ${issue.message}`,
  );
  return (
    <EmptyState
      icon={<IconAdjustmentsHorizontal size={24} />}
      title="This link has a filter we do not know"
      actions={<Button onClick={onClearFilters}>Clear filters</Button>}
    >
      {issues.join('. ') || error.message}
    </EmptyState>
  );
}

function NoShopsMatch({
  noun,
  filterCount,
  searchKey,
  onClearFilters,
  onClearSearch,
}: ShopResultsProps) {
  return (
    <EmptyState
      icon={<IconBuildingStore size={24} />}
      title={`No ${noun[1]} match`}
      actions={
        <>
          {filterCount > 0 ? <Button onClick={onClearFilters}>Clear filters</Button> : null}
          {searchKey ? (
            <Button variant="default" onClick={onClearSearch}>
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
  );
}
