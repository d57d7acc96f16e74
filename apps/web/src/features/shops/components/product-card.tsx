import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Product } from '@vitrine/contracts/catalogue';
import { Link } from 'react-router';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import classes from '../../../components/offer-card.module.css';
import cardClasses from '../../../components/shop-card.module.css';

/** Stock a product has when "Only N left" starts showing. */
const LOW_STOCK = 5;

/** A product: picture, name, category, price and whether it is in stock; opens its own page. */
export function ProductCard({ product }: { product: Product }) {
  const money = useMoneyFormat();
  const [image] = product.imageUrls;
  return (
    <Card withBorder radius="md" padding={0} component="article" className={cardClasses.card}>
      {image ? (
        <img
          src={image}
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
        <Group justify="space-between" gap={4} mt="auto">
          <Text fw={700}>{money.price(product.price)}</Text>
          {product.stock === 0 ? (
            <Badge color="gray" variant="light" size="sm">
              Out of stock
            </Badge>
          ) : product.stock <= LOW_STOCK ? (
            <Badge color="red.9" variant="filled" size="sm">
              Only {product.stock} left
            </Badge>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

export function ProductCardSkeleton() {
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
