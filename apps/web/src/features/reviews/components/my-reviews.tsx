import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetMyReviewsQuery } from '../api/get-my-reviews.ts';
import { MyReviewCard } from './my-review-card.tsx';
import { ReviewableCard } from './reviewable-card.tsx';

/** /user/rating: what I can review (with the forms) and what I have reviewed. */
export function MyReviews() {
  const { data, error, isLoading, refetch } = useGetMyReviewsQuery();
  if (error) {
    return (
      <ErrorState
        title="We could not load your reviews"
        error={toApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isLoading || !data) {
    return (
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={100} />
        <Skeleton height={100} />
      </Stack>
    );
  }
  const shopReviews = data.reviewed.filter((review) => review.kind !== 'platform');
  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="to-review-heading">
        <Title order={2} size="h3" id="to-review-heading">
          Waiting for your review
        </Title>
        {data.reviewable.length === 0 ? (
          <Text c="dimmed">
            Nothing to review right now. After a video meeting or a delivered order, you can review
            it here.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data.reviewable.map((item) => (
              <ReviewableCard key={`${item.kind}:${item.subjectId}`} item={item} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="reviewed-heading">
        <Title order={2} size="h3" id="reviewed-heading">
          Your reviews
        </Title>
        {shopReviews.length === 0 ? (
          <EmptyState icon={<IconStar size={24} />} title="No reviews yet" headingOrder={3}>
            Reviews you write of meetings and orders are listed here, with the shops’ answers.
          </EmptyState>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {shopReviews.map((review) => (
              <MyReviewCard key={review.id} review={review} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
