import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { WrittenReview } from '@vitrine/contracts/reviews';
import { useState } from 'react';
import { Link } from 'react-router';
import { Stars } from '../../../components/review-card.tsx';
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
  const [posted, setPosted] = useState<WrittenReview | null>(null);
  // feedback: the posted review replaces the form, headed "Your review is posted. Thank you!" (status)
  const [create] = useCreateShopReviewMutation();
  const item = data?.reviewable.find((r) => r.kind === 'order' && r.subjectId === orderId);
  if (posted) return <PostedReview review={posted} />;
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
            onSubmit={async (values) =>
              setPosted(
                await create({
                  kind: 'order',
                  subjectId: orderId,
                  rating: values.rating,
                  title: values.title.trim() || null,
                  body: values.body,
                }).unwrap(),
              )
            }
          />
        ) : null}
      </Stack>
    </Card>
  );
}

/** The review just written, where it was written, with a confirmation. */
function PostedReview({ review }: { review: WrittenReview }) {
  return (
    <Card withBorder radius="md" padding="lg" mb="md" component="section" aria-label="Your review">
      <Stack gap="xs">
        <Text fw={600} c="teal.9" role="status">
          Your review is posted. Thank you!
        </Text>
        <Stars rating={review.rating} />
        {review.title ? <Text fw={600}>{review.title}</Text> : null}
        <Text size="sm">{review.body}</Text>
        <Anchor component={Link} to="/user/rating" size="sm">
          See all your reviews
        </Anchor>
      </Stack>
    </Card>
  );
}
