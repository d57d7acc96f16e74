import type { RatingSummary } from '@vitrine/contracts/catalogue';
import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { describeRating, formatRating } from '../lib/format-catalogue.ts';
import classes from './shop-card.module.css';

/** "★ 4.6 (120)", read out as "Rated 4.6 out of 5 from 120 reviews". */
export function RatingLine({ rating, size = 'sm' }: { rating: RatingSummary; size?: 'sm' | 'md' }) {
  if (rating.count === 0) {
    return (
      <Text size={size} c="dimmed">
        No ratings yet
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={describeRating(rating)}>
      <IconStarFilled size={size === 'sm' ? 14 : 18} className={classes.star} aria-hidden="true" />
      <Text size={size} fw={600} aria-hidden="true">
        {formatRating(rating.average)}
      </Text>
      <Text size={size} c="dimmed" aria-hidden="true">
        ({rating.count.toLocaleString()})
      </Text>
    </Group>
  );
}
