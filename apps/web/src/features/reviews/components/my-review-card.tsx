import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { WrittenReview } from '@vitrine/contracts/reviews';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { Stars } from '../../../components/review-card.tsx';
import { toApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useDeleteReviewMutation } from '../api/delete-review.ts';
import { useUpdateReviewMutation } from '../api/update-review.ts';
import { ReviewForm } from './review-form.tsx';

const aboutOf = (review: WrittenReview) =>
  review.kind === 'platform'
    ? 'Vitrine'
    : `${review.kind === 'meet' ? 'Meeting' : 'Order'} with ${review.shopName ?? 'a shop'}`;

/** One of my reviews, the shop's answer under it; edit or delete while the 30 days last. */
export function MyReviewCard({ review }: { review: WrittenReview }) {
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateReviewMutation();
  const [remove, removal] = useDeleteReviewMutation();
  const feedback = useActionFeedback();
  const editable = Date.now() < Date.parse(review.editableUntil);
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="xs">
        <Text fw={600} component="h3" m={0} size="md">
          {aboutOf(review)}
        </Text>
        {editing ? (
          <ReviewForm
            initial={{ rating: review.rating, title: review.title ?? '', body: review.body }}
            submitLabel="Save review"
            onCancel={() => setEditing(false)}
            onSubmit={async (values) => {
              await feedback.after(
                update({
                  id: review.id,
                  kind: review.kind,
                  rating: values.rating,
                  title: values.title.trim() || null,
                  body: values.body,
                }).unwrap(),
                `Your review of ${aboutOf(review)} is saved.`,
              );
              setEditing(false);
            }}
          />
        ) : (
          <>
            <Stars rating={review.rating} />
            {review.title ? <Text fw={600}>{review.title}</Text> : null}
            <Text size="sm">{review.body}</Text>
            <Text size="sm" c="dimmed">
              Written {formatDate(review.createdAt)}
              {editable ? ` · editable until ${formatDate(review.editableUntil)}` : ''}
            </Text>
            {review.answer ? (
              <Card bg="var(--mantine-color-gray-0)" padding="sm" radius="sm">
                <Text size="sm" fw={600}>
                  Answer from {review.shopName}
                </Text>
                <Text size="sm">{review.answer}</Text>
              </Card>
            ) : null}
            {editable ? (
              <Group gap="sm">
                <Button variant="default" size="xs" onClick={() => setEditing(true)}>
                  Edit
                </Button>
                {review.kind !== 'platform' ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    loading={removal.isLoading}
                    // A failure shows under the card.
                    onClick={() =>
                      void feedback
                        .after(
                          remove({ id: review.id, kind: review.kind as 'meet' }).unwrap(),
                          `Your review of ${aboutOf(review)} is deleted.`,
                        )
                        .catch(() => {})
                    }
                  >
                    Delete
                  </Button>
                ) : null}
              </Group>
            ) : null}
            {removal.error ? (
              <Text size="sm" c="red.8" role="alert">
                The review was not deleted: {toApiError(removal.error).message}
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
