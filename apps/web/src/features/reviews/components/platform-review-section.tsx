import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import {
  useCreatePlatformReviewMutation,
  useGetMyPlatformReviewQuery,
} from '../api/platform-review.ts';
import { MyReviewCard } from './my-review-card.tsx';
import { ReviewForm } from './review-form.tsx';

/** My review of Vitrine itself: the form until I have written it, then the review. */
export function PlatformReviewSection() {
  const { data, error, isLoading, refetch } = useGetMyPlatformReviewQuery();
  const feedback = useActionFeedback();
  const [create] = useCreatePlatformReviewMutation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="platform-review-heading">
      <Title order={2} size="h3" id="platform-review-heading">
        What do you think of Vitrine?
      </Title>
      {error ? (
        <ErrorState
          title="We could not load your review of Vitrine"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : isLoading || !data ? (
        <Skeleton height={120} />
      ) : data.review ? (
        <MyReviewCard review={data.review} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            The best reviews are shown on our home page.
          </Text>
          <ReviewForm
            submitLabel="Post review of Vitrine"
            onSubmit={(values) =>
              // The form gives way to the review, shown here where it was written.
              feedback.after(
                create({
                  rating: values.rating,
                  title: values.title.trim() || null,
                  body: values.body,
                }).unwrap(),
                'Your review of Vitrine is posted: it is shown here.',
              )
            }
          />
        </>
      )}
    </Stack>
  );
}
