import { SimpleGrid } from '@mantine/core';
import type { ShopSummary } from '@vitrine/contracts/catalogue';
import { FIRST_SCREEN_CARDS } from '@vitrine/contracts/site-copy/search';
import { IconBuildingStore } from '@tabler/icons-react';
import { PagedResults, type PagedQuery } from '../../../components/paged-results.tsx';
import { ShopCard, ShopCardSkeleton } from '../../../components/shop-card.tsx';
import { NoShopsMatch } from './no-shops-match.tsx';
import { UnknownFilter } from './unknown-filter.tsx';

type ShopResultsProps = {
  /** The search's query (RTK Query): this page's answer, its error and a refetch. */
  query: PagedQuery<ShopSummary>;
  page: number;
  pageSize: number;
  searchKey: string;
  filterCount: number;
  noun: [string, string];
  onClearFilters: () => void;
  onClearSearch: () => void;
  onPage: (page: number) => void;
};

/** The results, or what stands in for them: an error, skeletons, or why nothing matched. */
export function ShopResults(props: ShopResultsProps) {
  const { noun } = props;
  return (
    <PagedResults
      query={props.query}
      page={props.page}
      limit={props.pageSize}
      noun={noun}
      errorTitle={`We could not load the ${noun[1]}`}
      // A link with a filter the API does not know gets its own message; anything else, Retry.
      renderError={(error) =>
        error.code === 'VALIDATION_FAILED' ? (
          <UnknownFilter error={error} onClearFilters={props.onClearFilters} />
        ) : undefined
      }
      icon={<IconBuildingStore size={24} />}
      onPage={props.onPage}
      skeleton={<ShopResultsSkeleton />}
      empty={<NoShopsMatch {...props} />}
    >
      {(shops) => (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {shops.map((shop, index) => (
            <ShopCard key={shop.id} shop={shop} priority={index < FIRST_SCREEN_CARDS} />
          ))}
        </SimpleGrid>
      )}
    </PagedResults>
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
