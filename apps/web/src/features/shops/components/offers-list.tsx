import {
  Box,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Offeror } from '@vitrine/contracts/catalogue';
import { IconDiscount } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetOffersQuery } from '../api/get-offers.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { countOf } from '../../../lib/format-catalogue.ts';
import { OfferCard, OfferCardSkeleton } from '../../../components/offer-card.tsx';

export const OFFER_PAGE_SIZE = 12;
const OFFEROR_KEYS = ['offeror'] as const;

const offerorOptions: { value: '' | Offeror; label: string }[] = [
  { value: '', label: 'All offers' },
  { value: 'platform', label: 'From Vitrine' },
  { value: 'shop', label: 'From shops' },
];

/** Offers valid now: search, who makes them, pages; all kept in the URL. */
export function OffersList() {
  const { state, update } = useListSearch(OFFEROR_KEYS);
  const offeror = (['platform', 'shop'] as const).find((value) => value === state.offeror);
  const { currentData, error, isFetching, refetch } = useGetOffersQuery({
    searchKey: state.searchKey || undefined,
    offeror,
    page: state.page,
    limit: OFFER_PAGE_SIZE,
  });
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const offerorLabelId = useId();

  const goToPage = (page: number) => {
    update({ page });
    resultsHeading.current?.scrollIntoView?.({ block: 'start' });
    resultsHeading.current?.focus({ preventScroll: true });
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Box style={{ flex: '1 1 260px' }}>
          <SearchField
            label="Search offers"
            placeholder="Offer, shop or code, e.g. bridal"
            value={state.searchKey}
            onSearch={(searchKey, { typing }) => update({ searchKey }, { typing })}
          />
        </Box>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={offerorLabelId}>
            Offered by
          </Text>
          <SegmentedControl
            aria-labelledby={offerorLabelId}
            value={offeror ?? ''}
            data={offerorOptions}
            onChange={(value) => update({ offeror: value })}
          />
        </Stack>
      </Group>

      <Title order={2} size="h4" ref={resultsHeading} tabIndex={-1} aria-live="polite">
        {currentData
          ? `${countOf(currentData.total, 'offer', 'offers')}${state.searchKey ? ` for “${state.searchKey}”` : ''}`
          : 'Finding offers…'}
      </Title>

      <Box aria-busy={isFetching}>
        {error !== undefined && !isFetching ? (
          <ErrorState
            title="We could not load the offers"
            error={toApiError(error)}
            onRetry={() => void refetch()}
          />
        ) : !currentData ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <OfferCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : currentData.total === 0 ? (
          <EmptyState
            icon={<IconDiscount size={24} />}
            title="No offers match"
            actions={
              state.searchKey || offeror ? (
                <Button onClick={() => update({ searchKey: '', offeror: '' })}>
                  Show all offers
                </Button>
              ) : null
            }
          >
            {state.searchKey || offeror
              ? 'No offer running now matches this search.'
              : 'There are no offers running right now. New ones start every week.'}
          </EmptyState>
        ) : currentData.items.length === 0 ? (
          <EmptyState
            icon={<IconDiscount size={24} />}
            title={`There is no page ${state.page}`}
            actions={<Button onClick={() => goToPage(1)}>Go to the first page</Button>}
          >
            {`This search has ${countOf(currentData.total, 'offer', 'offers')} on fewer pages.`}
          </EmptyState>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
              {currentData.items.map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
            </SimpleGrid>
            <ListPagination
              page={state.page}
              limit={OFFER_PAGE_SIZE}
              total={currentData.total}
              onChange={goToPage}
              noun="offers"
            />
          </>
        )}
      </Box>
    </Stack>
  );
}
