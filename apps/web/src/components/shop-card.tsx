import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ShopSummary } from '@vitrine/contracts/catalogue';
import { Link } from 'react-router';
import { useMoneyFormat } from '../lib/money-format.ts';
import { RatingLine } from './rating-line.tsx';
import { ShopBadges } from './shop-badges.tsx';
import classes from './shop-card.module.css';

type ShopCardProps = {
  shop: ShopSummary;
  /** The heading level of the shop's name in the page's outline. */
  headingLevel?: 2 | 3;
  /**
   * In the first screen of a list: the cover loads at once with high priority (it is often
   * the page's largest paint) instead of waiting to be scrolled near.
   */
  priority?: boolean;
};

/** A shop in a list: cover, logo, name (the link), place, rating, prices and its marks. */
export function ShopCard({ shop, headingLevel = 3, priority = false }: ShopCardProps) {
  // Light on purpose (the home page's bundle budget): no words tables, no API client.
  const money = useMoneyFormat();
  const Heading = `h${headingLevel}` as const;
  const categories = shop.categories.map((category) => category.name).join(' · ');
  return (
    <Card withBorder radius="md" padding={0} component="article" className={classes.card}>
      {shop.coverUrl ? (
        <img
          src={shop.coverUrl}
          alt=""
          className={classes.cover}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          width={600}
          height={200}
        />
      ) : (
        <div className={classes.cover} />
      )}
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        {shop.logoUrl ? (
          <img
            src={shop.logoUrl}
            alt=""
            className={classes.logo}
            loading="lazy"
            width={56}
            height={56}
          />
        ) : null}
        <Stack gap={0}>
          <Heading style={{ margin: 0, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.3 }}>
            <Link to={`/shop/${shop.id}`} className={classes.link}>
              {shop.name}
            </Link>
          </Heading>
          <Text size="sm" c="dimmed" truncate>
            {shop.address.city}, {shop.address.state}
          </Text>
        </Stack>
        {categories ? (
          <Text size="sm" lineClamp={1}>
            {categories}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs" mt="auto">
          <RatingLine rating={shop.rating} />
          <Text size="sm" fw={500}>
            {money.priceRange(shop.priceRange)}
          </Text>
        </Group>
        <ShopBadges shop={shop} />
      </Stack>
    </Card>
  );
}

/** A shop card's shape while the list loads. */
export function ShopCardSkeleton() {
  return (
    <Card withBorder radius="md" padding={0} aria-hidden="true">
      <Skeleton height="auto" radius={0} style={{ aspectRatio: '3 / 1' }} />
      <Stack gap="xs" p="md">
        <Group gap="sm" wrap="nowrap">
          <Skeleton circle height={56} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={16} width="70%" />
            <Skeleton height={12} width="45%" />
          </Stack>
        </Group>
        <Skeleton height={12} width="85%" />
        <Skeleton height={12} width="60%" />
      </Stack>
    </Card>
  );
}
