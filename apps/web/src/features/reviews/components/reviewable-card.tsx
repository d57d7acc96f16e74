import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Reviewable } from '@vitrine/contracts/reviews';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useCreateShopReviewMutation } from '../api/create-shop-review.ts';
import { ReviewForm } from './review-form.tsx';

const kindLabels = { meet: 'Video meeting', order: 'Order' } as const;

/** A completed meeting (or delivered order) waiting for my review, with the form to write it. */
export function ReviewableCard({ item }: { item: Reviewable }) {
  const [writing, setWriting] = useState(false);
  const [create] = useCreateShopReviewMutation();
  const feedback = useActionFeedback();
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600} component="h3" m={0} size="md">
              {kindLabels[item.kind]} with {item.shopName}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDate(item.at)}
            </Text>
          </Stack>
          {writing ? null : (
            <Button
              onClick={() => setWriting(true)}
              aria-label={`Write a review of ${item.shopName}`}
            >
              Write a review
            </Button>
          )}
        </Group>
        {writing ? (
          <ReviewForm
            submitLabel="Post review"
            onCancel={() => setWriting(false)}
            onSubmit={async (values) => {
              // The card leaves the list; the review joins "Your reviews" below.
              await feedback.after(
                create({
                  kind: item.kind,
                  subjectId: item.subjectId,
                  rating: values.rating,
                  title: values.title.trim() || null,
                  body: values.body,
                }).unwrap(),
                `Your review of ${item.shopName} is posted: it is under Your reviews.`,
              );
            }}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
