import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ProductHit } from '@vitrine/contracts/product-search';
import { Link } from 'react-router';
import classes from '../../../components/offer-card.module.css';
import cardClasses from '../../../components/shop-card.module.css';
import { useMoneyFormat } from '../../../lib/money-format.ts';

/** A found product: picture, category, title, its shop, price and stock; opens its page. */
export function ProductHitCard({ product }: { product: ProductHit }) {
  const money = useMoneyFormat();
  return (
    <Card withBorder radius="md" padding={0} component="article" className={cardClasses.card}>
      {product.imageUrl ? (
        <img
          src={product.imageUrl}
          alt=""
          className={classes.image}
          style={{ aspectRatio: '1 / 1' }}
          loading="lazy"
          width={400}
          height={400}
        />
      ) : null}
      <Stack gap={4} p="sm" style={{ flex: 1 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {product.category.name}
        </Text>
        <Text component="h3" m={0} fw={600} size="sm" lineClamp={2}>
          {/* The title is the card's one link; its ::after covers the card. */}
          <Link to={`/product/${product.id}`} className={cardClasses.link}>
            {product.title}
          </Link>
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {product.shop.name}
        </Text>
        <Group justify="space-between" gap={4} mt="auto">
          <Text fw={700}>{money.price(product.price)}</Text>
          {product.inStock ? null : (
            <Badge color="gray" variant="light" size="sm">
              Out of stock
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export function ProductHitCardSkeleton() {
  return (
    <Card withBorder radius="md" padding={0} aria-hidden="true">
      <Skeleton height="auto" radius={0} style={{ aspectRatio: '1 / 1' }} />
      <Stack gap={6} p="sm">
        <Skeleton height={10} width="40%" />
        <Skeleton height={14} width="90%" />
        <Skeleton height={14} width="30%" />
      </Stack>
    </Card>
  );
}
