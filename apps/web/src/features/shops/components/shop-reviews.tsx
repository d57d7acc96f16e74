import { useDeferredValue } from 'react';
import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetShopReviewsQuery } from '../api/get-shop-reviews.ts';
import { formatRating } from '../../../lib/format-catalogue.ts';
import { ReviewCard, Stars } from '../../../components/review-card.tsx';

const SHOP_REVIEW_COUNT = 6;

/** The shop's best reviews from meetings and orders, under its overall rating. */
export function ShopReviews({ shopId }: { shopId: string }) {
  const query = useGetShopReviewsQuery({
    vendorId: shopId,
    limit: SHOP_REVIEW_COUNT,
  });
  const { error, isLoading, isFetching, refetch } = query;
  // Deferred: the store's update renders at once, the rows after it in slices
  // (docs/adr/0047-a-querys-rows-render-in-a-transition.md).
  const data = useDeferredValue(query.data);
  return (
    <Stack gap="md" component="section" aria-labelledby="shop-reviews">
      <Title order={2} id="shop-reviews">
        Reviews
      </Title>
      {error !== undefined && !isFetching ? (
        <ErrorState
          title="We could not load this shop’s reviews"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : isLoading || !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" aria-hidden="true">
          <Skeleton height={140} />
          <Skeleton height={140} />
        </SimpleGrid>
      ) : data.items.length === 0 ? (
        <Text c="dimmed">
          No reviews yet. Reviews come from customers after a meeting or an order.
        </Text>
      ) : (
        <>
          <Group gap="sm">
            <Text fz={32} fw={700} lh={1}>
              {formatRating(data.rating.average)}
            </Text>
            <Stack gap={2}>
              <Stars rating={Math.round(data.rating.average)} />
              <Text size="sm" c="dimmed">
                out of 5, from {data.rating.count.toLocaleString()}{' '}
                {data.rating.count === 1 ? 'rating' : 'ratings'}
              </Text>
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {data.items.map((review) => (
              <ReviewCard key={review.id} review={review} showKind />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
