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
import { useId } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useGetOffersQuery } from '../api/get-offers.ts';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { useResultsHeading } from '../../../lib/use-results-heading.ts';
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
  const query = useGetOffersQuery({
    searchKey: state.searchKey || undefined,
    offeror,
    page: state.page,
    limit: OFFER_PAGE_SIZE,
  });
  const { currentData } = query;
  const { ref: resultsHeading, goToPage } = useResultsHeading((page) => update({ page }));
  const offerorLabelId = useId();
  const filtered = Boolean(state.searchKey || offeror);

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

      <PagedResults
        query={query}
        page={state.page}
        limit={OFFER_PAGE_SIZE}
        noun={['offer', 'offers']}
        errorTitle="We could not load the offers"
        icon={<IconDiscount size={24} />}
        onPage={goToPage}
        skeleton={
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-hidden="true">
            {Array.from({ length: 6 }, (_, index) => (
              <OfferCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        }
        empty={
          <EmptyState
            icon={<IconDiscount size={24} />}
            title="No offers match"
            actions={
              filtered ? (
                <Button onClick={() => update({ searchKey: '', offeror: '' })}>
                  Show all offers
                </Button>
              ) : null
            }
          >
            {filtered
              ? 'No offer running now matches this search.'
              : 'There are no offers running right now. New ones start every week.'}
          </EmptyState>
        }
      >
        {(offers) => (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {offers.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </SimpleGrid>
        )}
      </PagedResults>
    </Stack>
  );
}
