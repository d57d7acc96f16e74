import { Card, Group, Stack, Text } from '@mantine/core';
import type { Review } from '@vitrine/contracts/catalogue';
import { IconStarFilled } from '@tabler/icons-react';
import { formatDate } from '../lib/format-date-time.ts';
import classes from './shop-card.module.css';

const kindLabels: Record<Review['kind'], string> = {
  platform: 'About Vitrine',
  meet: 'After a video meeting',
  order: 'After an order',
};

/** Five stars, the given number filled; read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <Group gap={2} role="img" aria-label={`${rating} out of 5 stars`} wrap="nowrap">
      {Array.from({ length: 5 }, (_, index) => (
        <IconStarFilled
          key={index}
          size={14}
          aria-hidden="true"
          className={index < rating ? classes.star : undefined}
          style={index < rating ? undefined : { color: 'var(--mantine-color-gray-4)' }}
        />
      ))}
    </Group>
  );
}

/** One review: stars, title, text, the shop's answer, who wrote it, from where, when and after what. */
export function ReviewCard({ review, showKind = false }: { review: Review; showKind?: boolean }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" h="100%">
      <Stack gap="xs" h="100%">
        <Stars rating={review.rating} />
        {review.title ? (
          <Text fw={600} component="h3" m={0} size="md">
            {review.title}
          </Text>
        ) : null}
        <Text size="sm" component="blockquote" m={0}>
          {review.body}
        </Text>
        {review.answer ? (
          <Stack gap={2} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
            <Text size="xs" fw={600} c="dimmed">
              The shop’s answer
            </Text>
            <Text size="sm">{review.answer}</Text>
          </Stack>
        ) : null}
        <Text size="sm" c="dimmed" mt="auto">
          {review.authorName}
          {review.authorCity ? `, ${review.authorCity}` : ''} · {formatDate(review.createdAt)}
          {showKind ? ` · ${kindLabels[review.kind]}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}
