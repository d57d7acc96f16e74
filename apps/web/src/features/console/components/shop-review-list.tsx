import { Card, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import type { WrittenReview } from '@vitrine/contracts/reviews';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { Stars } from '../../../components/review-card.tsx';
import { toApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useGetConsoleShopReviewsQuery } from '../api/shop-reviews.ts';
import { useConsoleShop } from '../hooks/use-console-shop.ts';
import { ReviewAnswerForm } from './review-answer-form.tsx';

const REVIEW_PAGE_SIZE = 10;

function ShopReviewCard({ review }: { review: WrittenReview }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="xs">
        <Stars rating={review.rating} />
        {review.title ? <Text fw={600}>{review.title}</Text> : null}
        <Text size="sm">{review.body}</Text>
        <Text size="sm" c="dimmed">
          {review.authorName} · {formatDate(review.createdAt)} ·{' '}
          {review.kind === 'meet' ? 'After a video meeting' : 'After an order'}
        </Text>
        {review.answer ? (
          <Text size="sm" pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
            <strong>Your answer:</strong> {review.answer}
          </Text>
        ) : (
          <ReviewAnswerForm reviewId={review.id} />
        )}
      </Stack>
    </Card>
  );
}

/** /vendor/reviews: the shop's reviews, unanswered first, each with its answer or the form. */
export function ShopReviewList() {
  const { shop } = useConsoleShop();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useGetConsoleShopReviewsQuery({
    shopId: shop.id,
    page,
    limit: REVIEW_PAGE_SIZE,
  });
  if (error) {
    return (
      <ErrorState
        title="We could not load your reviews"
        error={toApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (isLoading || !data) return <Skeleton height={160} aria-hidden="true" />;
  if (data.total === 0) {
    return (
      <EmptyState icon={<IconStar size={24} />} title="No reviews yet">
        Customers review your shop after a video meeting or an order; you can answer each once.
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      {data.items.map((review) => (
        <ShopReviewCard key={review.id} review={review} />
      ))}
      {data.total > REVIEW_PAGE_SIZE ? (
        <Pagination
          total={Math.ceil(data.total / REVIEW_PAGE_SIZE)}
          value={page}
          onChange={setPage}
        />
      ) : null}
    </Stack>
  );
}
