import { useDeferredValue } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetOffersQuery } from '../api/get-offers.ts';
import { OfferCard, OfferCardSkeleton } from '../../../components/offer-card.tsx';

const SHOP_OFFER_COUNT = 6;

/** The shop's own offers running now. */
export function ShopOffers({ shopId }: { shopId: string }) {
  const query = useGetOffersQuery({
    vendorId: shopId,
    offeror: 'shop',
    page: 1,
    limit: SHOP_OFFER_COUNT,
  });
  const { error, isLoading, isFetching, refetch } = query;
  // Deferred: the store's update renders at once, the rows after it in slices
  // (docs/adr/0047-a-querys-rows-render-in-a-transition.md).
  const data = useDeferredValue(query.data);
  return (
    <Stack gap="md" component="section" aria-labelledby="shop-offers">
      <Title order={2} id="shop-offers">
        Offers
      </Title>
      {error !== undefined && !isFetching ? (
        <ErrorState
          title="We could not load this shop’s offers"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : isLoading || !data ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-hidden="true">
          <OfferCardSkeleton />
          <OfferCardSkeleton />
        </SimpleGrid>
      ) : data.items.length === 0 ? (
        <Text c="dimmed">This shop has no offers running right now.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {data.items.map((offer) => (
            <OfferCard key={offer.id} offer={offer} hideShop />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
