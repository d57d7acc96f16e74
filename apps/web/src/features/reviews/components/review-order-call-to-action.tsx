import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCreateShopReviewMutation } from '../api/create-shop-review.ts';
import { useGetMyReviewsQuery } from '../api/get-my-reviews.ts';
import { ReviewForm } from './review-form.tsx';

/**
 * "Review this order" on a delivered order's page, until it is reviewed: shown while the order
 * is among what I can review (the server's answer), with the review form inline. While that
 * list loads, or if it fails, the page simply goes without the invitation (/user/rating has it).
 */
export function ReviewOrderCallToAction({ orderId }: { orderId: string }) {
  const { data } = useGetMyReviewsQuery(undefined);
  const [writing, setWriting] = useState(false);
  const [create] = useCreateShopReviewMutation();
  const item = data?.reviewable.find((r) => r.kind === 'order' && r.subjectId === orderId);
  if (!item) return null;
  return (
    <Card withBorder radius="md" padding="lg" mb="md" component="section" aria-label="Your review">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600} component="h2" m={0} size="md">
              How is your order from {item.shopName}?
            </Text>
            <Text size="sm" c="dimmed">
              A rating and a few words help other shoppers choose, and help the shop.
            </Text>
          </Stack>
          {writing ? null : <Button onClick={() => setWriting(true)}>Review this order</Button>}
        </Group>
        {writing ? (
          <ReviewForm
            submitLabel="Post review"
            onCancel={() => setWriting(false)}
            onSubmit={(values) =>
              create({
                kind: 'order',
                subjectId: orderId,
                rating: values.rating,
                title: values.title.trim() || null,
                body: values.body,
              }).unwrap()
            }
          />
        ) : null}
      </Stack>
    </Card>
  );
}
